import { Construction } from "lucide-react"
import { EmptyState } from "@nordika/ui"
import { AdminScreenPage, useAdminScreen } from "./admin-screen"

export const BEING_BUILT_TITLE = "This screen is being built"

/** The honest stand-in of a screen whose module is still to come: the page frame and an empty state. */
export function ScreenBeingBuilt() {
  const screen = useAdminScreen()
  return (
    <AdminScreenPage>
      <EmptyState
        icon={Construction}
        title={BEING_BUILT_TITLE}
        description={`${screen?.title ?? "This screen"} is not ready yet. It comes with a later release of the admin; nothing here changes the website.`}
      />
    </AdminScreenPage>
  )
}
