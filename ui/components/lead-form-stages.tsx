import * as React from "react"

/** Whether the lead forms inside mount their fields in stages (see MountLeadFormsInStages). */
export const StagedMountContext = React.createContext(false)

/**
 * The lead forms inside it mount their fields a row per task rather than all at once (see
 * useStagedCount): for a page that builds its form while it is still taking over the server's HTML.
 * In a module of its own, so that a page can set it without loading the forms.
 */
export function MountLeadFormsInStages({
  children,
}: {
  /** The part of the page whose lead forms mount in stages. */
  children: React.ReactNode
}) {
  return <StagedMountContext.Provider value={true}>{children}</StagedMountContext.Provider>
}
