import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_NAMES, type StaffRole } from "#shared/staff"
import type { StaffRoleLabels, StaffUserRow } from "../../ui/components/admin/staff-user-table"

const roleWords = (role: StaffRole) => ({ name: STAFF_ROLE_NAMES[role], description: STAFF_ROLE_DESCRIPTIONS[role] })
/** The roles' words, as the site passes them (app/data/staff-users.ts). */
export const STAFF_ROLES: StaffRoleLabels = {
  admin: roleWords("admin"),
  editor: roleWords("editor"),
  recruiter: roleWords("recruiter"),
  contributor: roleWords("contributor"),
  translator: roleWords("translator"),
}

/** The moment the staff stories measure "3 days ago" and bans from. */
export const STORY_NOW = new Date("2026-04-14T12:00:00Z")

const ago = (hours: number) => new Date(STORY_NOW.getTime() - hours * 3600_000).toISOString()

export const ASTRID: StaffUserRow = {
  id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0001",
  email: "astrid.lindqvist@nordika.se",
  displayName: "Astrid Lindqvist",
  role: "admin",
  mfaFactors: 1,
  passkeys: 1,
  bannedUntil: null,
  invitedAt: null,
  confirmedAt: ago(24 * 200),
  lastSignInAt: ago(2),
}

/** A handful of accounts in every state the table shows. */
export const STAFF_USERS: StaffUserRow[] = [
  ASTRID,
  {
    id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0002",
    email: "erik.berg@nordika.se",
    displayName: "Erik Berg",
    role: "editor",
    mfaFactors: 0,
    passkeys: 1,
    bannedUntil: null,
    invitedAt: null,
    confirmedAt: ago(24 * 90),
    lastSignInAt: ago(24 * 3),
  },
  {
    id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0003",
    email: "sofia.nyberg@nordika.se",
    displayName: null,
    role: "editor",
    mfaFactors: 0,
    bannedUntil: null,
    invitedAt: ago(5),
    confirmedAt: null,
    lastSignInAt: null,
  },
  {
    id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0004",
    email: "johan.ek@nordika.se",
    displayName: "Johan Ek",
    role: "admin",
    mfaFactors: 1,
    bannedUntil: "2126-01-01T00:00:00Z",
    invitedAt: null,
    confirmedAt: ago(24 * 400),
    lastSignInAt: ago(24 * 40),
  },
  {
    id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0006",
    email: "karin.dahl@nordika.se",
    displayName: "Karin Dahl",
    role: "recruiter",
    mfaFactors: 1,
    securityKeys: 1,
    bannedUntil: null,
    invitedAt: null,
    confirmedAt: ago(24 * 30),
    lastSignInAt: ago(24),
  },
  {
    id: "0b6f1c2e-5d0a-4a43-9e1f-1f6c8a0e0005",
    email: "newsletter.reader@example.com",
    displayName: null,
    role: null,
    mfaFactors: 0,
    bannedUntil: null,
    invitedAt: null,
    confirmedAt: ago(24 * 10),
    lastSignInAt: ago(24 * 10),
  },
]

/** A small QR-like SVG, as GoTrue's totp.qr_code comes (with supabase-js's unencoded prefix). */
export const QR_CODE_SVG =
  'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h21v21H0z"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2zM9 1h2v2H9zM8 8h5v5H8zM15 9h2v4h-2zM9 15h3v2H9zM16 16h4v4h-4z"/><path fill="#fff" d="M1 1h5v5H1zM15 1h5v5h-5zM1 15h5v5H1z"/><path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2z"/></svg>'

export const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
