import type { LeadAssigneeOption, LeadCounts, LeadInboxRow } from "../../ui/components/admin/lead-inbox"
import type { LeadFileItem, LeadNoteItem } from "../../ui/components/admin/lead-detail"

export const LEAD_STAFF: LeadAssigneeOption[] = [
  { id: "staff-maja", name: "Maja Lind" },
  { id: "staff-omar", name: "Omar Haddad" },
]

export const INBOX_ROWS: LeadInboxRow[] = [
  {
    id: "lead-1",
    reference: "NQ-2026-00042",
    type: "quote",
    status: "new",
    name: "Anna Svensson",
    email: "anna.svensson@example.test",
    company: "Svensson AB",
    language: "sv",
    assigneeName: null,
    createdAt: "2026-04-14T11:40:00Z",
    unread: true,
    fileCount: 2,
  },
  {
    id: "lead-2",
    reference: "NJ-2026-00041",
    type: "job_application",
    status: "in_progress",
    name: "Lars Ek",
    email: "lars.ek@example.test",
    company: null,
    language: "en",
    assigneeName: "Maja Lind",
    createdAt: "2026-04-13T08:05:00Z",
    unread: false,
    fileCount: 1,
  },
  {
    id: "lead-3",
    reference: "NM-2026-00040",
    type: "contact",
    status: "won",
    name: "Sofia Berg",
    email: "sofia@berg.example",
    company: "Berg & Co",
    language: "de",
    assigneeName: "Omar Haddad",
    createdAt: "2026-04-10T15:20:00Z",
    unread: false,
    fileCount: 0,
  },
]

export const INBOX_COUNTS: LeadCounts = {
  byStatus: { new: 12, in_progress: 5, won: 3, lost: 1, closed: 4 },
  byType: {
    quote: 14,
    consultation: 3,
    contact: 4,
    job_application: 2,
    freelancer_application: 1,
    event_registration: 0,
    brochure_request: 1,
    accessibility_report: 0,
  },
  total: 25,
  unread: 7,
}

export const LEAD_FILES: LeadFileItem[] = [
  {
    id: "file-1",
    name: "product-sheet.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    sizeBytes: 48_213,
    wordCount: 1_204,
  },
  { id: "file-2", name: "brief.txt", mimeType: "text/plain", sizeBytes: 812, wordCount: 140 },
]

export const LEAD_NOTES: LeadNoteItem[] = [
  {
    id: "note-1",
    authorName: "Maja Lind",
    body: "Called back: they need the German version by the end of May.",
    createdAt: "2026-04-14T11:50:00Z",
    updatedAt: "2026-04-14T11:58:00Z",
    mine: true,
    history: [{ body: "Called back.", changedAt: "2026-04-14T11:58:00Z", changedByName: "Maja Lind" }],
  },
  {
    id: "note-2",
    authorName: "Omar Haddad",
    body: "Sent the quote.",
    createdAt: "2026-04-14T12:10:00Z",
    updatedAt: "2026-04-14T12:10:00Z",
    mine: false,
    history: [],
  },
]
