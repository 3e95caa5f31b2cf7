import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, screen, waitFor } from "storybook/test"
import { MAX_TIME_SLOTS, TimeSlotsField, type TimeSlotsFieldLabels } from "../ui/components/time-slots-field"
import { consultationSlotsSchema } from "#shared/lead-schemas"
import { OFFICE_TIME_ZONE } from "#shared/office-hours"
import { OFFICE_SCHEDULE } from "./fixtures/lead-forms"
import { chooseInSelect } from "./support/lead-form-helpers"
import { FieldStoryForm } from "./support/field-story"
import { stopTheClock } from "./support/fixed-clock"
import { createI18n } from "../app/i18n/i18n"
import { messages as swedishMessages } from "../app/i18n/locales/sv"
import { timeSlotsFieldLabels } from "../app/pages/lead-forms/form-labels"

const slotsSchema = z.object({ slots: consultationSlotsSchema })
type Slots = z.infer<typeof slotsSchema>

interface SlotsExampleProps {
  defaultValues: Slots
  /** The visitor's time zone, as the browser would report it. */
  timeZone: string
  onValid: (values: Slots) => void
  /** The field's label. @default "Preferred times" */
  label?: string
  /** The field's words in the page's language. @default English */
  labels?: TimeSlotsFieldLabels
  /** The page's language for the days and weekdays ("sv-SE"). @default "en-GB" */
  locale?: string
}

/** TimeSlotsField as the consultation form uses it, checked by the consultation schema's slot rules. */
function SlotsExample({ defaultValues, timeZone, onValid, label = "Preferred times", labels, locale }: SlotsExampleProps) {
  return (
    <FieldStoryForm<Slots> schema={slotsSchema} defaultValues={defaultValues} onValid={onValid}>
      {(control) => (
        <TimeSlotsField
          control={control}
          name="slots"
          label={label}
          labels={labels}
          locale={locale}
          timeZone={timeZone}
          schedule={OFFICE_SCHEDULE}
        />
      )}
    </FieldStoryForm>
  )
}

const SWEDISH = createI18n("sv", swedishMessages)

/** Monday 15 June 2026, 10:00 in Stockholm: Midsummer Eve is that Friday. */
const NOW = "2026-06-15T08:00:00Z"

const meta = {
  title: "Forms/TimeSlotsField",
  component: SlotsExample,
  subcomponents: { TimeSlotsField },
  args: { defaultValues: { slots: [] }, timeZone: OFFICE_TIME_ZONE, onValid: fn() },
  beforeEach: stopTheClock(NOW),
  tags: ["autodocs"],
} satisfies Meta<typeof SlotsExample>

export default meta
type Story = StoryObj<typeof meta>

/** The options of the list a trigger opens, by their text; the list is closed again. */
async function optionsOf(
  trigger: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void>; keyboard: (keys: string) => Promise<void> },
) {
  await userEvent.click(trigger)
  const options = (await screen.findAllByRole("option")).map((option) => option.textContent)
  await userEvent.keyboard("{Escape}")
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
  return options
}

export const Empty: Story = {}

export const WithTimes: Story = {
  args: { defaultValues: { slots: ["2026-06-16T08:00:00.000Z", "2026-06-17T12:30:00.000Z"] } },
}

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please suggest at least one time window.")).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: "Day, choice 1" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const RefusesATimeThatHasPassed: Story = {
  tags: ["interaction"],
  args: { defaultValues: { slots: ["2026-06-12T08:00:00.000Z"] } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(
      await canvas.findByText("Fri 12 Jun 2026, 10:00 Stockholm time has already passed. Please choose a later time."),
    ).toBeVisible()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const OffersOnlyWorkingDaysAtLeastADayAhead: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const days = await optionsOf(canvas.getByRole("combobox", { name: "Day, choice 1" }), userEvent)
    // Today is too soon, Midsummer Eve (Fri 19 Jun) is closed, the weekend too; 8 weeks ahead is the last.
    await expect(days.slice(0, 5)).toEqual(["Tue 16 Jun", "Wed 17 Jun", "Thu 18 Jun", "Mon 22 Jun", "Tue 23 Jun"])
    await expect(days.at(-1)).toBe("Mon 10 Aug")
    await expect(canvas.getByRole("combobox", { name: "Time, choice 1" })).toBeDisabled()
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Day, choice 1" }), "Tue 16 Jun")
    const times = await optionsOf(canvas.getByRole("combobox", { name: "Time, choice 1" }), userEvent)
    // 24 hours' notice: from 10:00 on the first day, to the last start of the office day.
    await expect([times[0], times.at(-1), times.length]).toEqual([
      "10:00, your time and Stockholm's",
      "16:30, your time and Stockholm's",
      14,
    ])
  },
}

export const ShowsEachTimeInTheVisitorsZoneBesideStockholm: Story = {
  tags: ["interaction"],
  args: { timeZone: "America/New_York" },
  play: async ({ args, canvas, userEvent }) => {
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Day, choice 1" }), "Wed 17 Jun")
    const times = await optionsOf(canvas.getByRole("combobox", { name: "Time, choice 1" }), userEvent)
    await expect([times[0], times.at(-1)]).toEqual(["03:00 your time · 09:00 in Stockholm", "10:30 your time · 16:30 in Stockholm"])
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Time, choice 1" }), "04:00 your time · 10:00 in Stockholm")
    await expect(canvas.getByText("Wed 17 Jun, 04:00 in your time zone · Wed 17 Jun, 10:00 in Stockholm")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ slots: ["2026-06-17T08:00:00.000Z"] }, expect.anything()))
  },
}

export const FollowsEachChangeOfSummerTime: Story = {
  tags: ["interaction"],
  args: { timeZone: "America/New_York" },
  // Monday 23 March 2026: New York is on summer time since 8 March, Stockholm from Sunday 29 March.
  parameters: { now: "2026-03-23T09:00:00Z" },
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getByRole("combobox", { name: "Day, choice 1" })
    const time = canvas.getByRole("combobox", { name: "Time, choice 1" })
    await chooseInSelect(userEvent, day, "Fri 27 Mar")
    await expect((await optionsOf(time, userEvent))[0]).toBe("04:00 your time · 09:00 in Stockholm")
    await chooseInSelect(userEvent, day, "Mon 30 Mar")
    await expect((await optionsOf(time, userEvent))[0]).toBe("03:00 your time · 09:00 in Stockholm")
  },
}

export const AFarAwayVisitorSeesTheirNextDay: Story = {
  tags: ["interaction"],
  args: { timeZone: "Asia/Tokyo" },
  // Monday 30 November 2026, 10:00 in Stockholm, when Tokyo is eight hours ahead.
  parameters: { now: "2026-11-30T09:00:00Z" },
  play: async ({ canvas, userEvent }) => {
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Day, choice 1" }), "Tue 1 Dec")
    const times = await optionsOf(canvas.getByRole("combobox", { name: "Time, choice 1" }), userEvent)
    await expect([times[0], times.at(-1)]).toEqual(["18:00 your time · 10:00 in Stockholm", "00:30 Wed your time · 16:30 in Stockholm"])
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Time, choice 1" }), "00:30 Wed your time · 16:30 in Stockholm")
    await expect(canvas.getByText("Wed 2 Dec, 00:30 in your time zone · Tue 1 Dec, 16:30 in Stockholm")).toBeVisible()
  },
}

export const OffersAtMostThreeTimes: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    for (let i = 1; i < MAX_TIME_SLOTS; i++) await userEvent.click(canvas.getByRole("button", { name: "Add another time" }))
    await expect(canvas.getByRole("combobox", { name: `Day, choice ${MAX_TIME_SLOTS}` })).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Add another time" })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Remove choice 2" }))
    await expect(canvas.getByRole("button", { name: "Add another time" })).toBeVisible()
  },
}

/**
 * The field as a Swedish visitor in New York meets it on the consultation page (the site's catalogs,
 * app/i18n/locales/sv.po): the lists' names, the days and weekdays, "din tid · i Stockholm", the office's rules.
 */
export const InSwedish: Story = {
  tags: ["interaction"],
  args: {
    timeZone: "America/New_York",
    label: SWEDISH._("consultation-form.slots"),
    labels: timeSlotsFieldLabels(SWEDISH),
    locale: "sv-SE",
    defaultValues: { slots: ["2026-06-17T08:00:00.000Z"] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("group", { name: "Önskade tider" })).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: "Dag, val 1" })).toHaveTextContent("ons 17 juni")
    await expect(canvas.getByRole("combobox", { name: "Tid, val 1" })).toHaveTextContent("04.00 din tid · 10.00 i Stockholm")
    await expect(canvas.getByText("ons 17 juni 04.00 i din tidszon · ons 17 juni 10.00 i Stockholm")).toBeVisible()
    await expect(canvas.getByText(/^Möten på 30 minuter .* \(America\/New_York\) och i svensk tid\.$/)).toBeVisible()
    const days = await optionsOf(canvas.getByRole("combobox", { name: "Dag, val 1" }), userEvent)
    await expect(days.slice(0, 3)).toEqual(["tis 16 juni", "ons 17 juni", "tors 18 juni"])
    await userEvent.click(canvas.getByRole("button", { name: "Lägg till ytterligare en tid" }))
    await expect(canvas.getByRole("button", { name: "Ta bort val 2" })).toBeVisible()
  },
}
