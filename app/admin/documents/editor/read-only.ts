/**
 * A document the reader's role cannot save opens as a read view (document-read-view.tsx) (issue 37 "Editing"): whether it can is
 * the database's own answer (can_edit_document, with EditableDocument), never a second copy of the rule.
 */
import { isPageKind } from "../../../data/document-list"

const ROLE_PLURALS: Readonly<Record<string, string>> = {
  admin: "admins",
  editor: "editors",
  recruiter: "recruiters",
  contributor: "contributors",
}

/** "Blog post" → "blog post"; "FAQ entry" stays as it is. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label)

/**
 * Who changes documents of a kind, admins last: "editors and admins". Contributors draft, but a change
 * reaches the site through an editor or admin: the banner names whom to ask.
 */
function whoEdits(editedBy: readonly string[]): string {
  const publishers = editedBy.filter((role) => role !== "contributor")
  const roles = [...publishers.filter((role) => role !== "admin"), ...publishers.filter((role) => role === "admin")]
  const names = roles.map((role) => ROLE_PLURALS[role] ?? `${role}s`)
  if (names.length === 0) return "other staff"
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
}

/** The banner over a document the reader may only view: "You can view this page; editors and admins change it." */
export function readOnlyMessage(document: { kind: string; kindLabel: string; editedBy: readonly string[] }): string {
  const what = isPageKind(document.kind) ? "page" : inSentence(document.kindLabel)
  return `You can view this ${what}; ${whoEdits(document.editedBy)} change it.`
}
