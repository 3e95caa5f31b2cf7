/**
 * Whether the signed-in admin must add a passkey or security key before anything else in the admin
 * works (admins must have one, and they have neither): one small store, asked by the admin frame on
 * each screen change and again by the credentials screen once a passkey is added.
 */
import { useSyncExternalStore } from "react"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../data/database.types"
import { loadAdminFactorRequirement } from "../data/security-settings"

/** `unknown` until the first answer; the frame waits for it rather than showing an admin screen it may not use. */
export type FactorRequirementState = "unknown" | "met" | "must-add-factor"

let state: FactorRequirementState = "unknown"
const listeners = new Set<() => void>()

function set(next: FactorRequirementState) {
  if (next === state) return
  state = next
  for (const listener of listeners) listener()
}

/**
 * Asks the database again. A failure counts as met: the database still refuses the admin everything,
 * and the screens say so, rather than the whole admin hanging on this one question.
 */
export async function refreshFactorRequirement(client: SupabaseClient<Database>) {
  try {
    set((await loadAdminFactorRequirement(client)).callerMustAddFactor ? "must-add-factor" : "met")
  } catch (error) {
    console.warn("[admin] could not ask whether a passkey is required:", error)
    set("met")
  }
}

/** Forgets the answer (on sign-out, so the next account is asked afresh). */
export function resetFactorRequirement() {
  set("unknown")
}

export function useFactorRequirement(): FactorRequirementState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
  )
}
