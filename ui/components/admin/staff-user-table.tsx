import * as React from "react"
import type { ColumnDef } from "@tanstack/react-table"
import { Fingerprint, KeyRound, ShieldCheck, ShieldOff, Smartphone } from "lucide-react"
import { formatDateTime, formatRelativeTime } from "../../lib/format-date"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { DataTable } from "../data-table"
import { Label } from "../label"
import { Switch } from "../switch"
import { compareText } from "../../lib/compare-text"

const STAFF_TABLE_CAPTION = "Staff accounts"
export const STAFF_SEARCH_LABEL = "Search"
const STAFF_SEARCH_PLACEHOLDER = "Name or email"
export const STAFF_SHOW_ALL_LABEL = "Include accounts without a staff role"
export const STAFF_EMPTY_MESSAGE = "No account matches."
const STAFF_YOU_LABEL = "You"
const NEVER_SIGNED_IN_LABEL = "Never"

export type StaffRoleName = "admin" | "editor" | "recruiter" | "contributor" | "translator"

/** How a staff role reads: its name in tables, selects and badges, and what it may do, under a role field. */
interface StaffRoleWords {
  name: string
  description: string
}

/** Every role's words; the site passes the ones the admin-users function's invitation mail uses too. */
export type StaffRoleLabels = Readonly<Record<StaffRoleName, StaffRoleWords>>

const NO_ROLE_LABEL = "No role"

export const STAFF_COLUMN_LABELS = {
  name: "Name",
  role: "Role",
  mfa: "Two-step",
  status: "Status",
  lastSignIn: "Last sign-in",
} as const

export const MFA_STATUS_LABELS = { on: "On", off: "Off" } as const

/** The kinds of second step an account can have. */
export type SecondStepKind = "authenticator" | "securityKey" | "passkey"
export const SECOND_STEP_LABELS = {
  authenticator: "Authenticator app",
  securityKey: "Security key",
  passkey: "Passkey",
} as const satisfies Record<SecondStepKind, string>
const SECOND_STEP_ICONS = { authenticator: Smartphone, securityKey: KeyRound, passkey: Fingerprint } as const

export type StaffAccountStatus = "active" | "invited" | "unconfirmed" | "banned"
export const STAFF_STATUS_LABELS = {
  active: "Active",
  invited: "Invited",
  unconfirmed: "Unconfirmed",
  banned: "Banned",
} as const satisfies Record<StaffAccountStatus, string>

/** One account as the admin lists it (the admin-users function's StaffUser). */
export interface StaffUserRow {
  id: string
  email: string | null
  displayName: string | null
  role: StaffRoleName | null
  /** Verified MFA factors: authenticator apps and security keys. */
  mfaFactors: number
  /** Of those, the security keys. @default 0 */
  securityKeys?: number
  /** Passkeys. @default 0 */
  passkeys?: number
  bannedUntil: string | null
  invitedAt: string | null
  confirmedAt: string | null
  lastSignInAt: string | null
}

/** Banned while the ban lasts; invited until the invitation is accepted; unconfirmed until the address is. */
export function staffAccountStatus(user: StaffUserRow, now: Date = new Date()): StaffAccountStatus {
  if (user.bannedUntil && new Date(user.bannedUntil).getTime() > now.getTime()) return "banned"
  if (!user.confirmedAt) return user.invitedAt ? "invited" : "unconfirmed"
  return "active"
}

const STATUS_BADGE = {
  invited: "secondary",
  unconfirmed: "secondary",
  banned: "destructive",
} as const satisfies Record<Exclude<StaffAccountStatus, "active">, "secondary" | "destructive">

/** The badge of a staff role ("No role" for anyone else). */
export function StaffRoleBadge({
  role,
  roles,
  className,
  ...props
}: {
  /** The account's staff role, or null for none. */
  role: StaffRoleName | null
  /** The roles' words. */
  roles: StaffRoleLabels
} & Omit<React.ComponentProps<"span">, "role">) {
  return (
    <Badge variant={role === "admin" ? "default" : role ? "secondary" : "outline"} className={className} {...props}>
      {role ? roles[role].name : NO_ROLE_LABEL}
    </Badge>
  )
}

/** "On" with a shield when the account has an authenticator app, "Off" otherwise. */
export function MfaStatusBadge({
  factors,
  className,
  ...props
}: {
  /** How many verified authenticator apps the account has. */
  factors: number
} & React.ComponentProps<"span">) {
  const on = factors > 0
  return (
    <Badge variant={on ? "success" : "outline"} className={cn(!on && "text-muted-foreground", className)} {...props}>
      {on ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
      {on ? MFA_STATUS_LABELS.on : MFA_STATUS_LABELS.off}
    </Badge>
  )
}

/** The kinds of second step the account has, in a fixed order: authenticator app, security key, passkey. */
function secondStepKinds({
  mfaFactors,
  securityKeys = 0,
  passkeys = 0,
}: Pick<StaffUserRow, "mfaFactors" | "securityKeys" | "passkeys">): SecondStepKind[] {
  const kinds: SecondStepKind[] = []
  if (mfaFactors - securityKeys > 0) kinds.push("authenticator")
  if (securityKeys > 0) kinds.push("securityKey")
  if (passkeys > 0) kinds.push("passkey")
  return kinds
}

/**
 * What an account has beside its password, one badge per kind (authenticator app, security key,
 * passkey), or "Off" when it has none: an account with only a passkey is not shown as unprotected.
 */
export function SecondStepBadges({
  mfaFactors,
  securityKeys = 0,
  passkeys = 0,
  className,
  ...props
}: Pick<StaffUserRow, "mfaFactors" | "securityKeys" | "passkeys"> & React.ComponentProps<"span">) {
  const kinds = secondStepKinds({ mfaFactors, securityKeys, passkeys })
  if (kinds.length === 0) return <MfaStatusBadge factors={0} className={className} {...props} />
  return (
    <span data-slot="second-step-badges" className={cn("inline-flex flex-wrap gap-1", className)} {...props}>
      {kinds.map((kind) => {
        const Icon = SECOND_STEP_ICONS[kind]
        return (
          <Badge key={kind} variant="success" data-kind={kind}>
            <Icon aria-hidden="true" />
            {SECOND_STEP_LABELS[kind]}
          </Badge>
        )
      })}
    </span>
  )
}

/** A moment as "3 days ago", with the full date and time on hover and for machines. */
export function RelativeTime({
  value,
  now,
  className,
}: {
  /** The moment, as an ISO 8601 string. */
  value: string
  /** The moment "ago" counts from; the current time when absent, so stories can fix it. */
  now?: Date
  /** Classes for the <time> element. */
  className?: string
}) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {formatRelativeTime(value, now)}
    </time>
  )
}

export interface StaffUserTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The staff accounts, in the order shown. */
  users: StaffUserRow[]
  /** The roles' words, for the role column. */
  roles: StaffRoleLabels
  /** Skeleton rows while the accounts load. @default false */
  loading?: boolean
  /** Where a row's name leads (its edit screen). */
  editHref: (userId: string) => string
  /** Marks the signed-in admin's own row. */
  currentUserId?: string
  /** The moment relative times and bans are measured from. @default the time of rendering */
  now?: Date
}

/**
 * The staff list: name and address, role, two-step verification, status and last sign-in, with the
 * table's search, sorting and pages. Accounts without a staff role are left out unless asked for.
 */
export function StaffUserTable({ users, roles, loading = false, editHref, currentUserId, now, className, ...props }: StaffUserTableProps) {
  const switchId = React.useId()
  const [showAll, setShowAll] = React.useState(false)
  const at = now ?? new Date()
  const atTime = at.getTime()
  const shown = showAll ? users : users.filter((user) => user.role !== null)

  const columns = React.useMemo<ColumnDef<StaffUserRow>[]>(() => {
    const moment = new Date(atTime)
    return [
      {
        id: "name",
        header: STAFF_COLUMN_LABELS.name,
        accessorFn: (user) => `${user.displayName ?? ""} ${user.email ?? ""}`.trim(),
        sortingFn: (a, b) =>
          compareText(a.original.displayName ?? a.original.email ?? "", b.original.displayName ?? b.original.email ?? ""),
        cell: ({ row: { original: user } }) => (
          <div className="flex min-w-0 flex-col">
            <span className="flex items-center gap-2">
              <SmartLink
                href={editHref(user.id)}
                className="truncate font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring"
              >
                {user.displayName || user.email || user.id}
              </SmartLink>
              {user.id === currentUserId && (
                <Badge variant="outline" className="px-1.5 py-0 text-[0.6875rem] font-medium">
                  {STAFF_YOU_LABEL}
                </Badge>
              )}
            </span>
            {user.displayName && user.email && <span className="truncate text-xs text-muted-foreground">{user.email}</span>}
          </div>
        ),
      },
      {
        id: "role",
        header: STAFF_COLUMN_LABELS.role,
        accessorFn: (user) => (user.role ? roles[user.role].name : NO_ROLE_LABEL),
        cell: ({ row }) => <StaffRoleBadge role={row.original.role} roles={roles} />,
      },
      {
        id: "mfa",
        header: STAFF_COLUMN_LABELS.mfa,
        accessorFn: (user) =>
          secondStepKinds(user)
            .map((kind) => SECOND_STEP_LABELS[kind])
            .join(", ") || MFA_STATUS_LABELS.off,
        cell: ({ row: { original: user } }) => (
          <SecondStepBadges mfaFactors={user.mfaFactors} securityKeys={user.securityKeys} passkeys={user.passkeys} />
        ),
      },
      {
        id: "status",
        header: STAFF_COLUMN_LABELS.status,
        accessorFn: (user) => STAFF_STATUS_LABELS[staffAccountStatus(user, moment)],
        cell: ({ row }) => {
          const status = staffAccountStatus(row.original, moment)
          // The usual state stays quiet; only what needs attention is a badge.
          if (status === "active") {
            return (
              <span data-status={status} className="text-muted-foreground">
                {STAFF_STATUS_LABELS.active}
              </span>
            )
          }
          return (
            <Badge variant={STATUS_BADGE[status]} data-status={status}>
              {STAFF_STATUS_LABELS[status]}
            </Badge>
          )
        },
      },
      {
        id: "lastSignIn",
        header: STAFF_COLUMN_LABELS.lastSignIn,
        accessorFn: (user) => user.lastSignInAt ?? "",
        enableGlobalFilter: false,
        cell: ({ row }) =>
          row.original.lastSignInAt ? (
            <RelativeTime value={row.original.lastSignInAt} now={moment} className="whitespace-nowrap text-muted-foreground" />
          ) : (
            <span className="text-muted-foreground">{NEVER_SIGNED_IN_LABEL}</span>
          ),
      },
    ]
  }, [atTime, currentUserId, editHref, roles])

  return (
    <div data-slot="staff-user-table" className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex items-center gap-2 self-end sm:-mb-12 sm:h-9">
        <Switch id={switchId} size="sm" checked={showAll} onCheckedChange={setShowAll} />
        <Label htmlFor={switchId} className="text-sm font-normal text-muted-foreground">
          {STAFF_SHOW_ALL_LABEL}
        </Label>
      </div>
      <DataTable
        columns={columns}
        data={shown}
        loading={loading}
        caption={STAFF_TABLE_CAPTION}
        filterLabel={STAFF_SEARCH_LABEL}
        filterPlaceholder={STAFF_SEARCH_PLACEHOLDER}
        emptyMessage={STAFF_EMPTY_MESSAGE}
        getRowId={(user) => user.id}
        defaultPageSize={20}
      />
    </div>
  )
}
