/**
 * The database's own refusal of consultation slots outside office hours (migration
 * 20261128000100_consultation_office_hours.sql): whoever inserts a lead, the service role included,
 * and with the rules and messages of supabase/functions/_shared/office-hours.ts, which the form and
 * submit-lead use. The slots are worked out from the real clock, as the database's now() is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { OFFICE_CLOSED_DAYS } from "#shared/office-closed-days"
import { MEETING_STARTS, addDays, officeClock, officeInstant, officeSlotProblem, offeredDays, offeredSlots } from "#shared/office-hours"

let t: TestServer
let service: SupabaseClient

beforeAll(async () => {
  t = await startTestServer()
  service = t.client({ key: t.serviceRoleKey })
})
afterAll(async () => {
  await t?.close()
})

/** A consultation lead as submit_lead() would insert it, with these slots. */
const consultation = (slots: string[]) => ({
  reference: `NC-2026-${String(Math.floor(Math.random() * 90000) + 10000)}`,
  submission_id: crypto.randomUUID(),
  type: "consultation",
  name: "Erik Lind",
  email: "erik@example.test",
  details: { topic: "Leen platform demo", slots, timeZone: "America/New_York" },
  consent_text: "x",
  consent_version: "1",
  consented_at: new Date().toISOString(),
  page_path: "/contact/book-consultation",
})

/** The next working day at least two days ahead (so tomorrow's date is not in the past for anyone). */
function nextWorkingDay() {
  let date = addDays(officeClock(Date.now()).date, 2)
  while (officeSlotProblem(officeInstant(date, "10:00").toISOString(), Date.now())) date = addDays(date, 1)
  return date
}

/** The last working day before today, at 10:00 Stockholm time. */
function lastWorkingDayAtTen() {
  let date = addDays(officeClock(Date.now()).date, -1)
  while (officeSlotProblem(officeInstant(date, "10:00").toISOString(), Date.parse(`${date}T00:00:00Z`))) date = addDays(date, -1)
  return officeInstant(date, "10:00").toISOString()
}

/** The next closed weekday on the list, at 10:00 Stockholm time. */
function nextClosedDayAtTen() {
  const today = officeClock(Date.now()).date
  const [day, name] = Object.entries(OFFICE_CLOSED_DAYS).find(([date]) => date > today)!
  return { slot: officeInstant(day, "10:00").toISOString(), name }
}

describe("a consultation lead inserted straight into the table", () => {
  it("is refused at 23:30 Stockholm time, even for the service role, with the message a visitor reads", async () => {
    const slot = officeInstant(nextWorkingDay(), "23:30").toISOString()
    const { error, status } = await service.from("leads").insert(consultation([slot]))
    expect({ status, code: error?.code }).toEqual({ status: 400, code: "23514" })
    expect(error?.message).toBe(officeSlotProblem(slot, Date.now())?.message)
    expect(error?.message).toMatch(
      /^\w{3} \d{1,2} \w{3} \d{4}, 23:30 Stockholm time is outside our office hours: consultations start on the hour or half hour from 09:00 to 16:30 Stockholm time\.$/,
    )
  })

  it("is refused in the past, on a closed day and on a weekend, whichever of its slots it is", async () => {
    const offered = offeredSlots(offeredDays(Date.now())[0], Date.now())[0]
    const past = lastWorkingDayAtTen()
    const closed = nextClosedDayAtTen()
    let saturday = nextWorkingDay()
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1)

    const refusals = []
    for (const slot of [past, closed.slot, officeInstant(saturday, "10:00").toISOString()]) {
      const { error } = await service.from("leads").insert(consultation([offered, slot]))
      refusals.push(error?.message)
    }
    expect(refusals[0]).toMatch(/ 10:00 Stockholm time has already passed\. Please choose a later time\.$/)
    expect(refusals[1]).toMatch(
      new RegExp(` 10:00 Stockholm time is on ${closed.name}, when our Stockholm office is closed\\. Please choose another day\\.$`),
    )
    expect(refusals[2]).toMatch(/^Sat .* is on a Saturday; our Stockholm office is open Monday to Friday\. Please choose a weekday\.$/)
  })

  it("is refused as the superuser too, naming the constraint", async () => {
    const row = consultation([lastWorkingDayAtTen()])
    await expect(
      t.db.query(
        `insert into public.leads (reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
         values ($1, $2, 'consultation', 'A', 'a@example.test', $3, 'x', '1', now(), '/')`,
        [row.reference, row.submission_id, JSON.stringify(row.details)],
      ),
    ).rejects.toMatchObject({ message: expect.stringMatching(/has already passed/), constraint: "consultation_slot_in_office_hours" })
    const { rows } = await t.db.query("select 1 from public.leads where submission_id = $1", [row.submission_id])
    expect(rows).toEqual([])
  })

  it("is stored when each slot is one the form offers", async () => {
    const [first, second] = offeredDays(Date.now())
    const slots = [offeredSlots(first, Date.now()).at(-1)!, offeredSlots(second, Date.now())[0]]
    const { error, status } = await service.from("leads").insert(consultation(slots))
    expect({ status, error }).toEqual({ status: 201, error: null })
  })

  it("other lead types keep their own rules", async () => {
    const { error } = await service.from("leads").insert({
      ...consultation([]),
      type: "contact",
      reference: "NM-2026-77777",
      details: { message: "Hello", slots: ["not a slot"] },
    })
    expect(error).toBeNull()
  })
})

describe("the database's office hours", () => {
  /** The database's verdict on each slot at `at`. */
  async function databaseProblems(slots: string[], at: string) {
    const { rows } = await t.db.query<{ problem: string | null }>(
      "select public.consultation_slot_problem(slot, $2::timestamptz) as problem from unnest($1::text[]) with ordinality as s(slot, n) order by n",
      [slots, at],
    )
    return rows.map((row) => row.problem)
  }

  it("answer as office-hours.ts does, message for message, every quarter hour of ten days around either change of summer time, Easter, Midsummer and Christmas", async () => {
    const kinds = new Set<string>()
    // Easter and the change to summer time; Midsummer; the change back; Christmas and New Year.
    for (const from of ["2026-03-26", "2026-06-16", "2026-10-22", "2026-12-22"]) {
      const at = `${addDays(from, 1)}T12:00:00Z`
      const slots: string[] = []
      for (let day = 0; day < 10; day++)
        for (let minutes = 0; minutes < 24 * 60; minutes += 15)
          slots.push(new Date(Date.parse(`${addDays(from, day)}T00:00:00Z`) + minutes * 60_000).toISOString())
      slots.push("2026-06-16T10:00:00+02:00", "2026-06-16T10:00:30Z", "2027-02-30T10:00:00Z", "2026-06-16T10:00", "tomorrow")
      const expected = slots.map((slot) => officeSlotProblem(slot, Date.parse(at))?.message ?? null)
      expect(await databaseProblems(slots, at)).toEqual(expected)
      for (const slot of slots) kinds.add(officeSlotProblem(slot, Date.parse(at))?.code ?? "ok")
    }
    expect([...kinds].sort()).toEqual(["closed", "invalid", "ok", "outside_hours", "past", "weekend"])
  })

  it("are the database's own: no API role but the service role may ask them", async () => {
    const ask = { slot: "2030-01-07T09:00:00Z" }
    const asAnon = await t.client().rpc("consultation_slot_problem", ask)
    const asEditor = await t.client({ accessToken: await t.userToken({ staffRole: "editor" }) }).rpc("consultation_slot_problem", ask)
    expect([asAnon.status, asAnon.error?.code, asEditor.status, asEditor.error?.code]).toEqual([401, "42501", 403, "42501"])
    await expect(service.rpc("consultation_slot_problem", ask)).resolves.toMatchObject({ status: 200, data: null })
  })

  it("hold the closed days the generated list holds", async () => {
    const { rows } = await t.db.query<{ day: string; name: string }>(
      "select day::text as day, name from public.office_closed_days order by day",
    )
    expect(Object.fromEntries(rows.map((row) => [row.day, row.name]))).toEqual(OFFICE_CLOSED_DAYS)
  })

  it("start meetings at the times office-hours.ts does", async () => {
    const monday = "2026-11-30"
    const slots = Array.from({ length: 48 }, (_, i) =>
      officeInstant(monday, `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`).toISOString(),
    )
    const problems = await databaseProblems(slots, "2026-11-20T00:00:00Z")
    expect(slots.filter((_, i) => problems[i] === null).map((slot) => officeClock(Date.parse(slot)).time)).toEqual([...MEETING_STARTS])
  })
})
