import { useEffect, useState, type ComponentType } from "react"
import { useHasToasts } from "@nordika/ui"

let loaded: ComponentType | undefined

/**
 * The site's toast region. On the public site a toast only follows something a visitor did (a lead
 * form that could not be sent), so its code loads with the first toast, which it then shows: none of
 * it is on a page's way to being usable. Once loaded it stays. A failed load is only logged.
 */
export function ToastRegion() {
  const [Toaster, setToaster] = useState<ComponentType | undefined>(() => loaded)
  const wanted = useHasToasts()
  useEffect(() => {
    if (!wanted || Toaster) return
    let live = true
    import("./toaster").then(
      (module) => {
        loaded = module?.Toaster
        if (live && loaded) setToaster(() => loaded)
      },
      (error: unknown) => console.warn("[nordika] The toast region could not be loaded:", error),
    )
    return () => {
      live = false
    }
  }, [wanted, Toaster])
  return Toaster ? <Toaster /> : null
}
