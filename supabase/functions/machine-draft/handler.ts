/**
 * machine-draft: a document's (or a content section's) untranslated segments in one language (or, when asked, its outdated ones)
 * drafted by machine translation
 * (DeepL, ../_shared/translation/deepl.ts), the termbase sent as its glossary, and saved as machine
 * drafts with the quality-check failures found in them (qa.ts, as the editor checks a target). Nobody
 * approves one untouched: approve_translation_segment refuses it without a reviewer's explicit
 * confirmation, and save_translation_segment refuses a translator's save of it unedited
 * (20261205003000_machine_draft_edits.sql). Portable web-standard code, like publish-document.
 *
 * POST { check: true }
 *   200 { configured: true, provider } | { configured: false, reason }   whether the admin offers the action, and why not
 * POST { documentId | section, locale: "sv" | "de", segments?: "untranslated" | "outdated" }
 *   200 { drafted, provider }   how many segments became machine drafts (0 when none was in that state: nothing is sent).
 *       "outdated" is the translator's explicit choice: it replaces the old translation of each segment whose
 *       English changed (the public page keeps the last approved version until a reviewer approves again)
 *   400 invalid_request, 401 not_authenticated, 403 not_staff | insufficient_aal | not_allowed (not a translator of
 *   the language), 404 not_found,
 *   503 machine_translation_off { message }   no DEEPL_API_KEY (or an unusable DEEPL_API_URL)
 *   502 | 503 | 504 machine_translation_<refused | quota | rate_limited | unavailable | timeout | bad_request | bad_response>
 *       { message }   DeepL's refusal in words (the key refused, the quota used up…); nothing is saved
 *
 * The segments, the termbase and the save go through the API as the caller (their token), so the
 * database decides what they may read and draft: translation_segments_for() / section_segments_for() and
 * save_machine_drafts() / save_section_machine_drafts()
 * check can_translate(locale), and the save is audited with the caller as its actor.
 */
import { z } from "zod"
import { TRANSLATION_LOCALES } from "../_shared/locales.ts"
import { invalidRequest, json, postHandler, readBody, RequestError } from "../_shared/http.ts"
import { firstIssue } from "../_shared/staff.ts"
import { callerRest, termbaseOf } from "../_shared/caller-rest.ts"
import { deeplFromEnv } from "../_shared/translation/deepl.ts"
import { MachineTranslationError, type MachineTranslationFailure } from "../_shared/translation/machine-translation.ts"
import { checkSegment } from "../_shared/translation/qa.ts"
import type { SegmentState, TagMap } from "../_shared/translation/types.ts"
import { unitOf, unitSchema, unitSegmentsCall } from "../_shared/translation/unit.ts"
import { currentCaller, roleOf, verifiedFactors, type FunctionEnv } from "../_shared/supabase.ts"

export type { FunctionEnv } from "../_shared/supabase.ts"

/** Whether the action is offered (the admin asks before showing it). */
const checkSchema = z.object({ check: z.literal(true, { message: "check must be true" }) })

const draftSchema = z
  .object({
    locale: z.enum(TRANSLATION_LOCALES, { message: "locale must be one of the site's translation languages: sv or de" }),
    segments: z.enum(["untranslated", "outdated"], { message: 'segments must be "untranslated" or "outdated"' }).default("untranslated"),
  })
  .and(unitSchema)

/** The body as one of the two requests, told apart by `check` so a refusal names the field at fault. */
async function readRequest(req: Request): Promise<z.infer<typeof checkSchema> | z.infer<typeof draftSchema>> {
  const body = await readBody(req, z.record(z.string(), z.unknown()))
  const parsed = "check" in body ? checkSchema.safeParse(body) : draftSchema.safeParse(body)
  if (!parsed.success) throw invalidRequest(firstIssue(parsed.error))
  return parsed.data
}

/** A provider's failure as this function's status. */
const FAILURE_STATUS: Record<MachineTranslationFailure, number> = {
  refused: 502,
  quota: 503,
  rate_limited: 503,
  unavailable: 503,
  timeout: 504,
  bad_request: 502,
  bad_response: 502,
}

interface SegmentRow {
  id: string
  source: string
  tags: TagMap | null
  state: SegmentState
}

export default function handler(req: Request, env: FunctionEnv): Promise<Response> {
  return postHandler((request) => machineDraft(request, env))(req)
}

async function machineDraft(req: Request, env: FunctionEnv): Promise<Response> {
  const caller = await currentCaller(req, env)
  if (!caller) throw new RequestError(401, "not_authenticated", "Sign in to draft translations")
  if (!roleOf(caller.user)) throw new RequestError(403, "not_staff", "Only staff may draft translations")
  if (verifiedFactors(caller.user) > 0 && caller.aal !== "aal2") {
    throw new RequestError(403, "insufficient_aal", "Verify with your authenticator app before drafting translations")
  }
  const body = await readRequest(req)
  const setup = deeplFromEnv((name) => env.get(name))
  if ("check" in body) {
    return json(setup.configured ? { configured: true, provider: setup.translator.name } : { configured: false, reason: setup.reason })
  }
  if (!setup.configured) throw new RequestError(503, "machine_translation_off", setup.reason)

  const api = callerRest(req, env)
  const unit = unitOf(body)
  const read = unitSegmentsCall(unit, body.locale)
  const segments = (await api<SegmentRow[]>("POST", `/rpc/${read.fn}`, read.args)).filter((segment) => segment.state === body.segments)
  if (segments.length === 0) return json({ drafted: 0, provider: setup.translator.name })

  const terms = await termbaseOf(api)
  let targets: string[]
  try {
    targets = await setup.translator.translate(segments, { targetLocale: body.locale, glossaryTerms: terms })
  } catch (error) {
    if (!(error instanceof MachineTranslationError)) throw error
    throw new RequestError(FAILURE_STATUS[error.failure], `machine_translation_${error.failure}`, error.message)
  }
  const drafts = segments
    .map((segment, i) => ({
      id: segment.id,
      target: targets[i],
      failures: checkSegment({ source: segment.source, target: targets[i], locale: body.locale, terms, tags: segment.tags ?? {} }),
    }))
    .filter((draft) => draft.target.trim() !== "")
  const drafted = await api<number>(
    "POST",
    "section" in unit ? "/rpc/save_section_machine_drafts" : "/rpc/save_machine_drafts",
    "section" in unit
      ? { p_section: unit.section, p_locale: body.locale, p_drafts: drafts }
      : { p_document: unit.documentId, p_locale: body.locale, p_drafts: drafts },
  )
  return json({ drafted, provider: setup.translator.name })
}
