import type { ServerContext } from "../context"
import { hashPassword } from "./passwords"
import { findUserByEmail, insertUser, mergeMetadata, updateUser, upsertEmailIdentity, type UserRow } from "./users"
import { normalizeEmail } from "./validation"

/**
 * Makes sure the configured admin can sign in (ADMIN_EMAIL / ADMIN_PASSWORD): creates the user
 * confirmed with app_metadata.role "admin", or confirms an existing one, sets the role and the
 * password. Returns the user row.
 */
export async function ensureAdminUser(ctx: Pick<ServerContext, "db">, email: string, password: string): Promise<UserRow> {
  const address = normalizeEmail(email)
  const encryptedPassword = await hashPassword(password)
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, address)
    if (!existing) {
      return insertUser(tx, { email: address, encryptedPassword, emailConfirmedAt: new Date(), appMetadata: { role: "admin" } })
    }
    const user = await updateUser(tx, existing.id, {
      encrypted_password: encryptedPassword,
      email_confirmed_at: existing.email_confirmed_at ?? new Date(),
      raw_app_meta_data: mergeMetadata(existing.raw_app_meta_data, { role: "admin" }),
      banned_until: null,
    })
    await upsertEmailIdentity(tx, user)
    return user
  })
}
