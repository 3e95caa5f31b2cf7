import * as React from "react"
import type { ImageResizer } from "./responsive-image"

/** Without a provider nothing is resized: images load from their own address. */
const ImageResizerContext = React.createContext<ImageResizer | null>(null)

export interface ImageResizerProviderProps {
  /** How images below are resized (the app's storage render endpoint, see renderEndpointResizer). */
  value: ImageResizer | null
  /** Where the resizer applies. */
  children?: React.ReactNode
}

/** Provides the image service every LazyImage and BrandLogo below asks for resized, re-encoded copies. */
export function ImageResizerProvider({ value, children }: ImageResizerProviderProps) {
  return <ImageResizerContext.Provider value={value}>{children}</ImageResizerContext.Provider>
}

/** The provided image resizer, or null. */
export function useImageResizer(): ImageResizer | null {
  return React.useContext(ImageResizerContext)
}
