import * as React from "react"
import { Search } from "lucide-react"
import { cn } from "../lib/utils"
import { Input, type InputProps } from "./input"
import { Label } from "./label"

export interface SearchFieldProps extends Omit<InputProps, "value" | "onChange" | "type" | "size"> {
  /** The search box's accessible name (visually hidden: the icon and placeholder say what it is). */
  label: string
  /** The search text. */
  value: string
  /** Called with the text after every keystroke, and with "" when cleared. */
  onValueChange: (value: string) => void
}

/**
 * A search landmark with a labelled search box that filters as the visitor types; Escape clears it
 * (then leaves the key to the page once it is empty).
 */
export function SearchField({ label, value, onValueChange, id, className, onKeyDown, ...props }: SearchFieldProps) {
  const fallbackId = React.useId()
  const inputId = id ?? fallbackId
  return (
    <div data-slot="search-field" role="search" className={cn("relative w-full", className)}>
      <Label htmlFor={inputId} className="sr-only">
        {label}
      </Label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        id={inputId}
        type="search"
        size="lg"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (event.key === "Escape" && value !== "" && !event.defaultPrevented) {
            event.preventDefault()
            onValueChange("")
          }
        }}
        className="rounded-full pl-10"
        {...props}
      />
    </div>
  )
}
