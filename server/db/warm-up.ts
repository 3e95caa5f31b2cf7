import type { Database } from "./types"

/** How many leads the warm-up stores and takes back, at most, and the most time it may take. */
const WARM_UP_ROUNDS = 300
const WARM_UP_BUDGET_MS = 4_000

const TAKE_BACK = new Error("the warm-up takes its lead back")

/** A contact form as submit-lead hands it to submit_lead(). */
const warmUpLead = () => ({
  type: "contact",
  submissionId: crypto.randomUUID(),
  name: "Warm-up",
  email: "warm-up@example.invalid",
  company: null,
  phone: null,
  details: { message: "Warm-up" },
  consentText: "Warm-up",
  consentVersion: "warm-up",
  pagePath: "/contact",
  files: [],
  estimate: null,
})

/**
 * PGlite is Postgres compiled to WebAssembly, which V8 runs first from its baseline compiler and
 * recompiles with its optimising one, function by function, once they have run hot. A burst of
 * visitors' forms meeting a freshly started server ran its first few hundred leads on the baseline
 * code, each several times slower, and the queue behind them grew for seconds. This stores leads as
 * submit-lead does (submit_lead(), its rate limit, the triggers on leads) in transactions that roll
 * back, putting the reference sequence back (a sequence ignores rollbacks), until the code is hot or
 * the budget is spent: nothing of it stays, and the next visitor's reference is the one it would have been.
 */
export async function warmLeadPath(db: Database, options: { rounds?: number; budgetMs?: number } = {}): Promise<number> {
  const rounds = options.rounds ?? WARM_UP_ROUNDS
  const deadline = performance.now() + (options.budgetMs ?? WARM_UP_BUDGET_MS)
  let done = 0
  while (done < rounds && performance.now() < deadline) {
    try {
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(
          "select last_value, is_called from public.lead_reference_seq",
        )
        await tx.query("select id from public.submit_lead($1::jsonb, 'warm-up', 2147483647, 600)", [warmUpLead()])
        await tx.query("select setval('public.lead_reference_seq', $1, $2)", [rows[0].last_value, rows[0].is_called])
        throw TAKE_BACK
      })
    } catch (error) {
      if (error !== TAKE_BACK) {
        console.warn("[db] the warm-up could not store a lead; the server starts without it:", (error as Error).message)
        return done
      }
    }
    done++
  }
  return done
}
