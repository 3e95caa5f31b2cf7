import crypto from "node:crypto"
import type { Queryable } from "../db"

/** One row of auth.users, with GoTrue's column names. */
export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change_token_new: string | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  is_super_admin: boolean | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  phone_change: string | null
  phone_change_token: string | null
  phone_change_sent_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
  is_sso_user: boolean
  deleted_at: Date | null
  is_anonymous: boolean
}

/** Columns the server writes (confirmed_at is generated). */
export type UserPatch = Partial<Omit<UserRow, "id" | "confirmed_at">>

const JSON_COLUMNS = new Set(["raw_app_meta_data", "raw_user_meta_data"])
const WRITABLE_COLUMNS = new Set<string>([
  "aud",
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "invited_at",
  "confirmation_token",
  "confirmation_sent_at",
  "recovery_token",
  "recovery_sent_at",
  "email_change_token_new",
  "email_change",
  "email_change_sent_at",
  "email_change_token_current",
  "email_change_confirm_status",
  "last_sign_in_at",
  "raw_app_meta_data",
  "raw_user_meta_data",
  "is_super_admin",
  "created_at",
  "updated_at",
  "phone",
  "phone_confirmed_at",
  "phone_change",
  "phone_change_token",
  "phone_change_sent_at",
  "banned_until",
  "reauthentication_token",
  "reauthentication_sent_at",
  "is_sso_user",
  "deleted_at",
  "is_anonymous",
])

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: "totp" | "webauthn" | "phone"
  status: "unverified" | "verified"
  created_at: Date
  updated_at: Date
  secret: string | null
  phone: string | null
  last_challenged_at: Date | null
  /** A WebAuthn factor's credential, as GoTrue keeps it (go-webauthn's Credential; see mfa-webauthn.ts). */
  web_authn_credential: Record<string, unknown> | null
  web_authn_aaguid: string | null
}

const iso = (d: Date | string | null | undefined) => (d == null ? undefined : new Date(d).toISOString())

function columnValue(column: string, value: unknown): unknown {
  if (JSON_COLUMNS.has(column)) return value == null ? null : JSON.stringify(value)
  return value
}

export async function findUserById(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(`select * from auth.users where id = $1${opts.forUpdate ? " for update" : ""}`, [id])
  return rows[0]
}

/** The live (not soft-deleted) user with this lower-cased email. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(
    "select * from auth.users where lower(email) = $1 and is_sso_user = false and deleted_at is null limit 1",
    [email],
  )
  return rows[0]
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>("select * from auth.users where phone = $1 and deleted_at is null limit 1", [phone])
  return rows[0]
}

export interface NewUser {
  id?: string
  email?: string | null
  phone?: string | null
  encryptedPassword?: string | null
  role?: string
  userMetadata?: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  emailConfirmedAt?: Date | null
  invitedAt?: Date | null
  isAnonymous?: boolean
  bannedUntil?: Date | null
}

/**
 * Inserts a user and, for an email user, its `email` identity, in the caller's transaction so
 * triggers on auth.users (a profile row, say) run with it.
 */
export async function insertUser(q: Queryable, input: NewUser): Promise<UserRow> {
  const now = new Date()
  const id = input.id ?? crypto.randomUUID()
  const provider = input.isAnonymous ? "anonymous" : input.email ? "email" : "phone"
  const appMetadata = input.isAnonymous
    ? { ...(input.appMetadata ?? {}) }
    : { provider, providers: [provider], ...(input.appMetadata ?? {}) }
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, phone, banned_until, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, false, $9, $9, $10, $11, $12)
     returning *`,
    [
      id,
      input.role ?? "authenticated",
      input.email ?? null,
      input.encryptedPassword ?? null,
      input.emailConfirmedAt ?? null,
      input.invitedAt ?? null,
      JSON.stringify(appMetadata),
      JSON.stringify(input.userMetadata ?? {}),
      now,
      input.phone ?? null,
      input.bannedUntil ?? null,
      input.isAnonymous ?? false,
    ],
  )
  const user = rows[0]
  if (user.email) await upsertEmailIdentity(q, user)
  return user
}

/** Creates or refreshes the `email` identity so its identity_data follows the user's address. */
export async function upsertEmailIdentity(q: Queryable, user: UserRow): Promise<void> {
  const now = new Date()
  const data = {
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at != null,
    phone_verified: false,
  }
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', $4, $4)
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = excluded.updated_at`,
    [user.id, user.id, JSON.stringify(data), now],
  )
}

/** Updates the given columns (names come from code, never from a request) and returns the row. */
export async function updateUser(q: Queryable, id: string, patch: UserPatch): Promise<UserRow> {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined)
  const sets: string[] = []
  const params: unknown[] = [id]
  for (const [column, value] of entries) {
    if (!WRITABLE_COLUMNS.has(column)) throw new Error(`not a writable auth.users column: ${column}`)
    params.push(columnValue(column, value))
    sets.push(`${column} = $${params.length}${JSON_COLUMNS.has(column) ? "::jsonb" : ""}`)
  }
  params.push(new Date())
  sets.push(`updated_at = $${params.length}`)
  const { rows } = await q.query<UserRow>(`update auth.users set ${sets.join(", ")} where id = $1 returning *`, params)
  return rows[0]
}

async function listIdentities(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await q.query<IdentityRow>("select * from auth.identities where user_id = $1 order by created_at", [userId])
  return rows
}

export async function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await q.query<FactorRow>("select * from auth.mfa_factors where user_id = $1 order by created_at", [userId])
  return rows
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until != null && new Date(user.banned_until) > now
}

function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at) ?? null,
    created_at: iso(row.created_at) ?? null,
    updated_at: iso(row.updated_at) ?? null,
    email: row.email ?? undefined,
  }
}

export function factorJson(row: FactorRow) {
  return {
    id: row.id,
    friendly_name: row.friendly_name || undefined,
    factor_type: row.factor_type,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_challenged_at: iso(row.last_challenged_at) ?? null,
    phone: row.phone || undefined,
    web_authn_aaguid: row.web_authn_aaguid ?? undefined,
  }
}

/** The User object of GoTrue's API (models/user.go): null timestamps are left out. */
function userJson(row: UserRow, identities: IdentityRow[], factors: FactorRow[]) {
  return {
    id: row.id,
    aud: row.aud ?? "",
    role: row.role ?? "",
    email: row.email ?? "",
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? "",
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    new_phone: row.phone_change || undefined,
    phone_change_sent_at: iso(row.phone_change_sent_at),
    reauthentication_sent_at: iso(row.reauthentication_sent_at),
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous,
  }
}

export type UserJson = ReturnType<typeof userJson>

/** Loads identities and factors and renders the user. */
export async function loadUserJson(q: Queryable, row: UserRow): Promise<UserJson> {
  const [identities, factors] = await Promise.all([listIdentities(q, row.id), listFactors(q, row.id)])
  return userJson(row, identities, factors)
}

/** Shallow merge as GoTrue does for metadata: keys set to null are removed. */
export function mergeMetadata(base: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...(base ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key]
    else result[key] = value
  }
  return result
}
