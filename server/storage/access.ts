import type { Caller } from "../caller"
import { withRequestContext, type Database, type Queryable } from "../db"

/**
 * Who a storage query runs as. `caller`: the request's JWT role and claims, so RLS on
 * storage.objects and storage.buckets decides. `system`: the server's own connection, which RLS
 * does not restrict; storage uses it for public and signed-URL routes and for bucket lookups
 * during uploads. `owner` is the user a system write is recorded for (signed upload URLs).
 */
export type Actor = { kind: "caller"; caller: Caller } | { kind: "system"; owner?: string }

export interface RequestMeta {
  method: string
  path: string
}

/** The `sub` an object is owned by. */
export function ownerOf(actor: Actor): string | undefined {
  if (actor.kind === "system") return actor.owner
  const sub = actor.caller.claims.sub
  return typeof sub === "string" && sub !== "" ? sub : undefined
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** storage.objects.owner is a uuid; owner_id keeps the `sub` whatever its form. */
export function ownerUuid(owner: string | undefined): string | null {
  return owner && UUID.test(owner) ? owner : null
}

/** Runs `fn` in one transaction as the actor. */
export function transact<T>(
  db: Database,
  actor: Actor,
  meta: RequestMeta,
  fn: (tx: Queryable) => Promise<T>,
  readOnly = false,
): Promise<T> {
  if (actor.kind === "system") return db.transaction(fn)
  return withRequestContext(
    db,
    { role: actor.caller.role, claims: actor.caller.claims, method: meta.method, path: meta.path, readOnly },
    fn,
  )
}

class ProbeRollback extends Error {}

/** Runs `fn` as the actor and rolls back whatever it did: a permission check before costly work. */
export async function probe(db: Database, actor: Actor, meta: RequestMeta, fn: (tx: Queryable) => Promise<unknown>): Promise<void> {
  try {
    await transact(db, actor, meta, async (tx) => {
      await fn(tx)
      throw new ProbeRollback()
    })
  } catch (error) {
    if (!(error instanceof ProbeRollback)) throw error
  }
}
