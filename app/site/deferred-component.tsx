import { useEffect, useState, type ComponentType } from "react"
import { whenInteracted } from "@nordika/ui"

export interface DeferredComponentOptions<P> {
  /** What shows until then (a lookalike, so nothing moves when the component arrives). @default nothing */
  Placeholder?: ComponentType<P>
  /**
   * A hook telling whether the component has something to do yet (a toast to show, say): its code
   * loads as soon as it says so. Without one, the code loads once the visitor starts using the page
   * (see whenInteracted): on a phone, loading it while the page starts would cost a long task.
   */
  useNeeded?: () => boolean
}

const alwaysNeeded = () => true

/** Runs `task` now, with nothing left to cancel. */
function rightAway(task: () => void): () => void {
  task()
  return () => undefined
}

/**
 * A component that is no part of the first paint (the footer's theme control, the toast region): its
 * code loads once the visitor starts using the page, or once `useNeeded` says it is needed,
 * and until then it renders its placeholder, or nothing. The server and the first client render give
 * the same, so a server-rendered page hydrates without a mismatch. Once loaded it stays. A failed
 * load is only logged: the page goes on with the placeholder.
 */
export function deferredComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P> | undefined>,
  { Placeholder, useNeeded = alwaysNeeded }: DeferredComponentOptions<P> = {},
): ComponentType<P> {
  // Something to show now cannot wait for the visitor.
  const startWhen = useNeeded === alwaysNeeded ? whenInteracted : rightAway
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P> | undefined> | undefined
  function Deferred(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded)
    const needed = useNeeded()
    useEffect(() => {
      if (Component || !needed) return
      let live = true
      const cancel = startWhen(() => {
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
    }, [Component, needed])
    if (Component) return <Component {...props} />
    return Placeholder ? <Placeholder {...props} /> : null
  }
  Deferred.displayName = `Deferred(${name})`
  return Deferred
}
