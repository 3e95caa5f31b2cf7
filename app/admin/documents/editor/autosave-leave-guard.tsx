/**
 * The document editor's leave guard, with autosave: leaving saves what waits and goes on; it asks only
 * when something could not be saved. A hidden tab saves too, and closing one with unsaved changes
 * asks the browser's question.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { useBlocker } from "react-router-dom"
import { UnsavedChangesDialog } from "@nordika/ui/admin"

interface AutosaveLeaveGuardOptions {
  /** Whether anything typed is not saved yet (asked when it matters, not on each render). */
  hasUnsaved: () => boolean
  /** Saves what waits; resolves whether it saved. */
  flush: () => Promise<boolean>
}

/** Render what it answers: the dialog that asks before discarding what could not be saved. */
export function useAutosaveLeaveGuard({ hasUnsaved, flush }: AutosaveLeaveGuardOptions) {
  const latest = useRef({ hasUnsaved, flush })
  useLayoutEffect(() => {
    latest.current = { hasUnsaved, flush }
  })
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved())
  const [ask, setAsk] = useState(false)

  useEffect(() => {
    if (blocker.state !== "blocked") return
    let current = true
    void latest.current.flush().then((saved) => {
      if (!current) return
      if (saved && !latest.current.hasUnsaved()) blocker.proceed()
      else setAsk(true)
    })
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per blocked navigation; `blocker` is a new object each render
  }, [blocker.state])

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current.hasUnsaved()) return
      event.preventDefault()
      void latest.current.flush()
    }
    const hidden = () => {
      if (document.visibilityState === "hidden") void latest.current.flush()
    }
    window.addEventListener("beforeunload", warn)
    document.addEventListener("visibilitychange", hidden)
    return () => {
      window.removeEventListener("beforeunload", warn)
      document.removeEventListener("visibilitychange", hidden)
    }
  }, [])

  return (
    <UnsavedChangesDialog
      open={ask && blocker.state === "blocked"}
      description="Your latest changes could not be saved. If you leave now, they are lost."
      onStay={() => {
        setAsk(false)
        blocker.reset?.()
      }}
      onLeave={() => {
        setAsk(false)
        blocker.proceed?.()
      }}
    />
  )
}
