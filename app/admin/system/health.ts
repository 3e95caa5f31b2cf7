import { useCallback, useEffect, useRef, useState } from "react"
import type { HealthCheck } from "@nordika/ui"
import { useAuth } from "../../auth/auth-provider"
import { PENDING_CHECKS, PROBES, runProbe } from "../../data/diagnostics"

/** Runs every probe at once, each row updating as its answer comes; `rerun` starts them all again. */
export function useHealthChecks() {
  const { client } = useAuth()
  const [checks, setChecks] = useState<HealthCheck[]>(PENDING_CHECKS)
  const [checkedAt, setCheckedAt] = useState<Date | null>(null)
  // Answers of an earlier round (or after unmount) are dropped.
  const round = useRef(0)

  const start = useCallback(() => {
    const current = ++round.current
    void Promise.all(
      PROBES.map(async (probe) => {
        const check = await runProbe(client, probe)
        if (round.current === current) setChecks((all) => all.map((row) => (row.id === check.id ? check : row)))
      }),
    ).then(() => round.current === current && setCheckedAt(new Date()))
  }, [client])

  useEffect(() => {
    const rounds = round
    start()
    return () => {
      rounds.current++
    }
  }, [start])

  const rerun = useCallback(() => {
    setChecks(PENDING_CHECKS)
    start()
  }, [start])

  return { checks, checkedAt, rerun }
}
