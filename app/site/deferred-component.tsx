import { useEffect, useState, type ComponentType } from "react"
import { whenIdle } from "@nordika/ui"

/**
 * A component that is no part of the first paint (the toast region, say): its code loads once the
 * browser is idle after the page rendered, and until then it renders its placeholder, or nothing. The
 * server and the first client render give the same, so a server-rendered page hydrates without a
 * mismatch. A failed load is only logged: the page goes on with the placeholder.
 */
export function deferredComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P> | undefined>,
  /** What shows until then (a lookalike, so nothing moves when the component arrives). @default nothing */
  Placeholder?: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P> | undefined> | undefined
  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded)
    useEffect(() => {
      if (Component) return
      let live = true
      const cancel = whenIdle(() => {
        loading ??= load()
        loading.then(
          (component) => {
            loaded = component
            if (live && component) setComponent(() => component)
          },
          (error: unknown) => {
            loading = undefined
            console.warn(`[nordika] ${name} could not be loaded:`, error)
          },
        )
      })
      return () => {
        live = false
        cancel()
      }
    }, [Component])
    if (Component) return <Component {...props} />
    return Placeholder ? <Placeholder {...props} /> : null
  }
  Deferred.displayName = `Deferred(${name})`
  return Deferred
}
