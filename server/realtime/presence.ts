import crypto from "node:crypto"

/** One tracked presence: the client's payload plus Phoenix's refs. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string }

/** `{ <presence key>: { metas: [...] } }`, the shape of presence_state and of each side of a diff. */
export type PresenceState = Record<string, { metas: PresenceMeta[] }>

export interface PresenceDiff {
  joins: PresenceState
  leaves: PresenceState
}

const newRef = () => crypto.randomBytes(9).toString("base64url")

function add(state: PresenceState, key: string, meta: PresenceMeta) {
  ;(state[key] ??= { metas: [] }).metas.push(meta)
}

/**
 * The presences of one topic, as Phoenix.Presence keeps them: each tracker (a joined channel) holds
 * at most one presence under its key; tracking again replaces it (a leave of the old meta and a
 * join of the new one, which carries `phx_ref_prev`).
 */
export class PresenceTopic {
  private readonly tracked = new Map<string, { key: string; meta: PresenceMeta }>()

  get size() {
    return this.tracked.size
  }

  track(tracker: string, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.tracked.get(tracker)
    const meta: PresenceMeta = { ...payload, phx_ref: newRef(), ...(previous ? { phx_ref_prev: previous.meta.phx_ref } : {}) }
    this.tracked.set(tracker, { key, meta })
    const diff: PresenceDiff = { joins: {}, leaves: {} }
    add(diff.joins, key, meta)
    if (previous) add(diff.leaves, previous.key, previous.meta)
    return diff
  }

  /** Drops the tracker's presence; undefined when it had none. */
  untrack(tracker: string): PresenceDiff | undefined {
    const previous = this.tracked.get(tracker)
    if (!previous) return undefined
    this.tracked.delete(tracker)
    const diff: PresenceDiff = { joins: {}, leaves: {} }
    add(diff.leaves, previous.key, previous.meta)
    return diff
  }

  /** The payload the tracker last tracked, if any. */
  payloadOf(tracker: string): Record<string, unknown> | undefined {
    const entry = this.tracked.get(tracker)
    if (!entry) return undefined
    const { phx_ref: _ref, phx_ref_prev: _prev, ...payload } = entry.meta
    return payload
  }

  state(): PresenceState {
    const state: PresenceState = {}
    for (const { key, meta } of this.tracked.values()) add(state, key, meta)
    return state
  }
}
