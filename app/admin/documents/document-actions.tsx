import { useState, type ReactNode } from "react"
import { toast } from "@nordika/ui"
import { ConfirmDialog, DocumentActionsMenu, LinkingDocuments, TRASH_RETENTION_DAYS, type DocumentListItem } from "@nordika/ui/admin"
import type { SupabaseClient } from "@supabase/supabase-js"
import { useAuth } from "../../auth/auth-provider"
import type { Database } from "../../data/database.types"
import { errorMessage, linkingDocumentsOf, type LinkingDocument } from "../../data/document-list"
import {
  useDuplicateDocumentMutation,
  useTrashDocumentMutation,
  useUnpublishDocumentMutation,
} from "../../data/document-list/document-list-mutations"
import { documentEditorHref } from "./document-links"

type Asked = { action: "unpublish" | "trash"; document: DocumentListItem; linkers: LinkingDocument[] | null }

/** What each confirmation says, before and after the database named the documents that link here. */
function confirmation({ action, document, linkers }: Asked) {
  const name = `“${document.title}”`
  if (linkers) {
    const count = linkers.length === 1 ? "1 live page links" : `${linkers.length} live pages link`
    return {
      title: `${count} to ${name}`,
      description: `Their links to it will show as plain words while it is ${action === "trash" ? "in the trash" : "off the site"}.`,
      confirmLabel: action === "trash" ? "Move to trash anyway" : "Unpublish anyway",
    }
  }
  return action === "trash"
    ? {
        title: `Move ${name} to the trash?`,
        description: `It leaves the site and the lists. You can restore it from the trash for ${TRASH_RETENTION_DAYS} days; then it goes for good.`,
        confirmLabel: "Move to trash",
      }
    : {
        title: `Unpublish ${name}?`,
        description: "Visitors no longer see it. Its content and history stay, and you can publish it again from the editor.",
        confirmLabel: "Unpublish",
      }
}

/**
 * The row actions of the document lists: the "⋯" menu of each row, and the one confirmation dialog
 * they share. Unpublishing and trashing ask first; when live documents link to the one at hand, the
 * database refuses (DLINK) and the dialog names them and asks again.
 */
export function useDocumentActions(client: SupabaseClient<Database>): {
  menu: (document: DocumentListItem) => ReactNode
  dialog: ReactNode
} {
  // Contributors neither unpublish nor trash (the database refuses them): their menu leaves both out.
  const { role } = useAuth()
  const takesOffSite = role !== "contributor"
  const duplicate = useDuplicateDocumentMutation(client)
  const unpublish = useUnpublishDocumentMutation(client)
  const trash = useTrashDocumentMutation(client)
  const [asked, setAsked] = useState<Asked | null>(null)

  const copy = (document: DocumentListItem) =>
    duplicate.mutate(document.id, {
      onSuccess: () => toast({ title: "Copy made", description: `“Copy of ${document.title}” is a draft at the top of the list.` }),
      onError: (error) =>
        toast({ variant: "destructive", title: `Could not duplicate “${document.title}”`, description: errorMessage(error) }),
    })

  const confirm = async () => {
    if (!asked) return
    const { action, document, linkers } = asked
    try {
      await (action === "trash" ? trash : unpublish).mutateAsync({ id: document.id, force: Boolean(linkers) })
      toast(
        action === "trash"
          ? {
              title: "Moved to the trash",
              description: `“${document.title}” can be restored from the trash for ${TRASH_RETENTION_DAYS} days.`,
            }
          : { title: "Unpublished", description: `“${document.title}” is no longer on the site.` },
      )
    } catch (error) {
      const linking = linkingDocumentsOf(error)
      if (linking) setAsked({ ...asked, linkers: linking })
      else
        toast({
          variant: "destructive",
          title: `Could not ${action === "trash" ? "move it to the trash" : "unpublish it"}`,
          description: errorMessage(error),
        })
      throw error
    }
  }

  const live = (document: DocumentListItem) => document.status !== "draft"
  const text = asked && confirmation(asked)

  return {
    menu: (document) => (
      <DocumentActionsMenu
        title={document.title}
        editHref={documentEditorHref(document.id)}
        viewHref={live(document) ? document.path : undefined}
        onDuplicate={() => copy(document)}
        onUnpublish={takesOffSite && live(document) ? () => setAsked({ action: "unpublish", document, linkers: null }) : undefined}
        onTrash={takesOffSite ? () => setAsked({ action: "trash", document, linkers: null }) : undefined}
      />
    ),
    dialog: (
      <ConfirmDialog
        open={Boolean(asked)}
        onOpenChange={(open) => !open && setAsked(null)}
        variant={asked?.action === "trash" || asked?.linkers ? "destructive" : "default"}
        title={text?.title ?? ""}
        description={text?.description}
        confirmLabel={text?.confirmLabel}
        onConfirm={confirm}
      >
        {asked?.linkers && asked.linkers.length > 0 && <LinkingDocuments documents={asked.linkers} />}
      </ConfirmDialog>
    ),
  }
}
