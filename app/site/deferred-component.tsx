import { useEffect, useState, type ComponentType } from "react"
import { whenIdle } from "@nordika/ui"

/**
 * A component that is no part of the first paint (the toast region, say): its code loads once the
 * browser is idle after the page rendered, and it renders nothing until then. The server and the first
 * client render both give nothing, so a server-rendered page hydrates without a mismatch. A failed load
 * is only logged: the page goes on without it.
 */
export function deferredComponent<P extends object>(name: string, load: () => Promise<ComponentType<P> | undefined>): ComponentType<P> {
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
    return Component ? <Component {...props} /> : null
  }
  Deferred.displayName = `Deferred(${name})`
  return Deferred
}
