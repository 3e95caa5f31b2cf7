import { isPgError, type Database, type Transaction } from "../db"
import type { Audience } from "./tokens"

/**
 * Private channels are authorised as on hosted Supabase, by the RLS policies of realtime.messages
 * with `realtime.topic()` set to the channel's name: reading (joining, receiving broadcasts or
 * presence) means the caller may select a message row of the topic, writing (sending) that it may
 * insert one. Every check runs in a transaction that is rolled back.
 */
export type Extension = "broadcast" | "presence"

export interface ReadPolicies {
  broadcast: boolean
  presence: boolean
}

class RolledBack<T> {
  constructor(readonly value: T) {}
}

/** Runs `fn` in a transaction that is always rolled back, and answers what `fn` returned. */
async function inRolledBackTransaction<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await fn(tx))
    })
  } catch (outcome) {
    if (outcome instanceof RolledBack) return outcome.value as T
    throw outcome
  }
  throw new Error("unreachable")
}

async function actAs(tx: Transaction, topic: string, audience: Audience) {
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.headers', '{}', true)`,
    [audience.role, topic, JSON.stringify(audience.claims)],
  )
}

export function readPolicies(db: Database, topic: string, audience: Audience): Promise<ReadPolicies> {
  return inRolledBackTransaction(db, async (tx) => {
    const { rows: inserted } = await tx.query<{ id: string; extension: Extension }>(
      `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id, extension`,
      [topic],
    )
    await actAs(tx, topic, audience)
    const { rows: seen } = await tx.query<{ extension: Extension }>(
      "select extension from realtime.messages where topic = $1 and id in ($2::uuid, $3::uuid)",
      [topic, ...inserted.map((row) => row.id)],
    )
    return { broadcast: seen.some((r) => r.extension === "broadcast"), presence: seen.some((r) => r.extension === "presence") }
  })
}

export function writePolicy(db: Database, topic: string, audience: Audience, extension: Extension): Promise<boolean> {
  return inRolledBackTransaction(db, async (tx) => {
    await actAs(tx, topic, audience)
    try {
      await tx.query("insert into realtime.messages (topic, extension, private) values ($1, $2, true)", [topic, extension])
      return true
    } catch (error) {
      if (isPgError(error) && error.code === "42501") return false
      throw error
    }
  })
}
