/**
 * The Menus screens (/admin/menus, /admin/menus/footer): the header menu's and the footer's documents
 * (kinds menu_header and menu_footer) in the document editor, found by their fixed paths, with a
 * switch between the two. Drafts, autosave, history, the conflict check, review and publishing are the
 * editor's, as for every document; the preview draws the real public header and footer.
 */
import { NavLink } from "react-router-dom"
import { MENU_PATHS, type MenuKind } from "#shared/content/menus"
import { useAuth } from "../../auth/auth-provider"
import { useDocumentIdAtQuery } from "../../data/document-editor/document-editor-query"
import { useAdminScreen } from "../admin-screen"
import { DocumentEditor, DocumentEditorPending } from "../documents/editor/document-editor"
import { adminHref } from "../paths"

/** The two menus, in the switch's order, with the screen each opens at. */
const MENUS: readonly { kind: MenuKind; label: string; screen: string }[] = [
  { kind: "menu_header", label: "Header menu", screen: "menus" },
  { kind: "menu_footer", label: "Footer", screen: "menus/footer" },
]

function MenuSwitch() {
  return (
    <nav aria-label="Menus" className="inline-flex self-start rounded-md border border-border bg-muted p-0.5">
      {MENUS.map((menu) => (
        <NavLink
          key={menu.kind}
          end
          to={adminHref(menu.screen)}
          className="inline-flex h-8 items-center rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm"
        >
          {menu.label}
        </NavLink>
      ))}
    </nav>
  )
}

/** The editor of one menu's document, headed as the sidebar names the screen. */
export function MenuScreen({ kind }: { kind: MenuKind }) {
  const { client } = useAuth()
  const screen = useAdminScreen()
  const found = useDocumentIdAtQuery(client, MENU_PATHS[kind])
  return found.isSuccess ? (
    <DocumentEditor key={found.data} id={found.data} heading={screen?.title} nav={<MenuSwitch />} />
  ) : (
    <DocumentEditorPending error={found.isError ? found.error : null} onRetry={() => void found.refetch()} />
  )
}
