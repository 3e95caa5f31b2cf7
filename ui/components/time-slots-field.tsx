import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { Plus, X } from "lucide-react"
import { Button } from "./button"
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from "./form"
import { formatWeekday, formatWeekdayAndDay, formatWeekdayAndTime } from "../lib/format-date"
import { useDateLocale } from "../lib/date-locale"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"

/** How many times a visitor may suggest. */
export const MAX_TIME_SLOTS = 3

/** What a clock reads at an instant: "2026-06-19" and "10:00". */
interface ClockReading {
  date: string
  time: string
}

/**
 * The office's hours as the booking field offers them. The site builds it from the rules submit-lead
 * and the database check (app/data/office-hours.ts), so the field offers only slots they accept.
 */
export interface OfficeSchedule {
  /** The office's time zone, an IANA name ("Europe/Stockholm"). */
  timeZone: string
  /** How long a meeting lasts. */
  meetingMinutes: number
  /** The first meeting start on the office's clock ("09:00"). */
  firstMeetingStart: string
  /** The last meeting start on the office's clock ("16:30"). */
  lastMeetingStart: string
  /** How far ahead a visitor must book. */
  minNoticeHours: number
  /** The office days ("2026-06-16") with a slot to offer at `now` (ms since the epoch), in order. */
  offeredDays: (now: number) => string[]
  /** The slots (ISO instants) offered on the office day `date` at `now`, in order. */
  offeredSlots: (date: string, now: number) => string[]
  /** The instant the office's clock reads `time` on `date`, across either change of summer time. */
  officeInstant: (date: string, time: string) => Date
  /** What the clock in `timeZone` (an IANA name) reads at `instant`. */
  clockIn: (instant: number, timeZone: string) => ClockReading
}

/** A choice as the office sees it: a Stockholm working day and a meeting start on its clock. */
interface Row {
  date: string
  time: string
}

const EMPTY_ROW: Row = { date: "", time: "" }

const officeClock = (schedule: OfficeSchedule, instant: number) => schedule.clockIn(instant, schedule.timeZone)

function toRow(schedule: OfficeSchedule, iso: string): Row {
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return EMPTY_ROW
  const { date, time } = officeClock(schedule, instant)
  return { date, time }
}

const toSlot = (schedule: OfficeSchedule, row: Row) => schedule.officeInstant(row.date, row.time).toISOString()

/** The office's rules as the field's description states them. */
interface OfficeHoursNote {
  meetingMinutes: number
  firstMeetingStart: string
  lastMeetingStart: string
  minNoticeHours: number
  /** The visitor's time zone (an IANA name). */
  timeZone: string
}

/**
 * The field's words, in the page's language: plain strings and functions that place the values the
 * field gives them (times and days already written in `locale`'s way).
 */
export interface TimeSlotsFieldLabels {
  /** The day list's placeholder. */
  day: string
  /** The time list's placeholder. */
  time: string
  /** The day list's accessible name: "Day, choice 1". */
  dayOfChoice: (choice: number) => string
  /** The time list's accessible name: "Time, choice 1". */
  timeOfChoice: (choice: number) => string
  /** The remove button's accessible name: "Remove choice 2". */
  removeChoice: (choice: number) => string
  /** The button that adds a row. */
  addTime: string
  /** A meeting start when the visitor's clock reads what Stockholm's does: "10:00, your time and Stockholm's". */
  sameTime: (time: string) => string
  /** A meeting start on both clocks, the same day: "04:00 your time · 10:00 in Stockholm". */
  bothTimes: (visitorTime: string, officeTime: string) => string
  /** A meeting start on both clocks when the visitor's day is another: "00:30 Wed your time · 16:30 in Stockholm". */
  bothTimesOtherDay: (visitorTime: string, visitorDay: string, officeTime: string) => string
  /** The chosen time with its day on both clocks: "Wed 17 Jun, 04:00 in your time zone · Wed 17 Jun, 10:00 in Stockholm". */
  inBothZones: (visitor: string, office: string) => string
  /** The office's rules under the field. */
  description: (note: OfficeHoursNote) => string
}

/** The field's words in English, the default. */
const ENGLISH_TIME_SLOTS_FIELD_LABELS: TimeSlotsFieldLabels = {
  day: "Day",
  time: "Time",
  dayOfChoice: (choice) => `Day, choice ${choice}`,
  timeOfChoice: (choice) => `Time, choice ${choice}`,
  removeChoice: (choice) => `Remove choice ${choice}`,
  addTime: "Add another time",
  sameTime: (time) => `${time}, your time and Stockholm's`,
  bothTimes: (visitorTime, officeTime) => `${visitorTime} your time · ${officeTime} in Stockholm`,
  bothTimesOtherDay: (visitorTime, visitorDay, officeTime) => `${visitorTime} ${visitorDay} your time · ${officeTime} in Stockholm`,
  inBothZones: (visitor, office) => `${visitor} in your time zone · ${office} in Stockholm`,
  description: ({ meetingMinutes, firstMeetingStart, lastMeetingStart, minNoticeHours, timeZone }) =>
    `${meetingMinutes}-minute meetings on the days our Stockholm office is open, starting ${firstMeetingStart}–${lastMeetingStart} Stockholm time, at least ${minNoticeHours} hours ahead. Each time is shown in your time zone (${timeZone}) and in Stockholm.`,
}

/** An office day ("2026-12-01") as "Tue 1 Dec", or in `locale` ("tis 1 dec."). */
export function officeDayLabel(date: string, locale?: string): string {
  return formatWeekdayAndDay(date, locale)
}

/**
 * A meeting start as a visitor reads it: "04:00 your time · 10:00 in Stockholm"; with the visitor's
 * weekday when their date is another ("00:30 Wed your time · 16:30 in Stockholm"); once when both
 * clocks agree ("10:00, your time and Stockholm's"). In another language with its `labels` and `locale`.
 */
export function slotTimeLabel(
  schedule: OfficeSchedule,
  iso: string,
  timeZone: string,
  labels: TimeSlotsFieldLabels = ENGLISH_TIME_SLOTS_FIELD_LABELS,
  locale?: string,
): string {
  const instant = Date.parse(iso)
  const office = officeClock(schedule, instant)
  const visitor = schedule.clockIn(instant, timeZone)
  if (visitor.date === office.date && visitor.time === office.time) return labels.sameTime(office.time)
  if (visitor.date === office.date) return labels.bothTimes(visitor.time, office.time)
  return labels.bothTimesOtherDay(visitor.time, formatWeekday(visitor.date, locale), office.time)
}

/** The chosen time with its day on the visitor's clock and Stockholm's: "Wed 17 Jun, 04:00 in your time zone · …". */
export function chosenTimeLabel(
  schedule: OfficeSchedule,
  iso: string,
  timeZone: string,
  labels: TimeSlotsFieldLabels = ENGLISH_TIME_SLOTS_FIELD_LABELS,
  locale?: string,
): string {
  return labels.inBothZones(formatWeekdayAndTime(iso, timeZone, locale), formatWeekdayAndTime(iso, schedule.timeZone, locale))
}

export interface TimeSlotsFieldProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** The visitor's time zone (an IANA name), as the browser reports it. */
  timeZone: string
  /** The office's hours: the days and meeting starts the field offers. */
  schedule: OfficeSchedule
  /** The field's words, in the page's language. @default ENGLISH_TIME_SLOTS_FIELD_LABELS */
  labels?: TimeSlotsFieldLabels
  /** The page's language as Intl names it ("sv-SE"), for the days and weekdays. @default the DateLocaleProvider's ("en-GB") */
  locale?: string
}

interface SlotRowsProps {
  value: string[]
  onChange: (slots: string[]) => void
  timeZone: string
  schedule: OfficeSchedule
  labels: TimeSlotsFieldLabels
  locale: string
}

function SlotRows({ value, onChange, timeZone, schedule, labels, locale }: SlotRowsProps) {
  const { formItemId, formDescriptionId, formMessageId, error } = useFormField()
  const [rows, setRows] = React.useState<Row[]>(() => (value.length ? value.map((slot) => toRow(schedule, slot)) : [EMPTY_ROW]))
  // What is offered follows the clock: read again whenever the visitor opens a list.
  const [now, setNow] = React.useState(() => Date.now())
  const refresh = (open: boolean) => {
    if (open) setNow(Date.now())
  }
  const days = React.useMemo(() => schedule.offeredDays(now), [schedule, now])
  const update = (next: Row[]) => {
    setRows(next)
    onChange(next.filter((row) => row.date && row.time).map((row) => toSlot(schedule, row)))
  }
  const change = (index: number, row: Row) => update(rows.map((r, i) => (i === index ? row : r)))
  const describedBy = error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId
  return (
    <ol className="grid gap-3">
      {rows.map((row, index) => {
        const n = index + 1
        const slots = row.date ? schedule.offeredSlots(row.date, now) : []
        const times = slots.map((slot) => ({ slot, time: officeClock(schedule, Date.parse(slot)).time }))
        const chosen = row.date && row.time ? toSlot(schedule, row) : ""
        const chosenLabel = chosen ? slotTimeLabel(schedule, chosen, timeZone, labels, locale) : undefined
        return (
          <li key={index} data-slot="time-slot" className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.25rem] sm:items-center">
            <Select
              value={row.date}
              onOpenChange={refresh}
              onValueChange={(date) => {
                const keep =
                  row.time && schedule.offeredSlots(date, now).some((slot) => officeClock(schedule, Date.parse(slot)).time === row.time)
                change(index, { date, time: keep ? row.time : "" })
              }}
            >
              <SelectTrigger
                id={index === 0 ? formItemId : undefined}
                aria-label={labels.dayOfChoice(n)}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="w-full"
              >
                <SelectValue placeholder={labels.day}>{row.date ? officeDayLabel(row.date, locale) : undefined}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {days.map((date) => (
                  <SelectItem key={date} value={date}>
                    {officeDayLabel(date, locale)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={row.time} onOpenChange={refresh} onValueChange={(time) => change(index, { ...row, time })} disabled={!row.date}>
              <SelectTrigger
                aria-label={labels.timeOfChoice(n)}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="w-full"
                title={chosenLabel}
              >
                <SelectValue placeholder={labels.time}>{chosenLabel}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {times.map(({ slot, time }) => (
                  <SelectItem key={slot} value={time}>
                    {slotTimeLabel(schedule, slot, timeZone, labels, locale)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <div className="flex items-center">
              {rows.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={labels.removeChoice(n)}
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {chosen ? (
              <p data-slot="office-time" className="text-sm text-muted-foreground sm:col-span-3">
                {chosenTimeLabel(schedule, chosen, timeZone, labels, locale)}
              </p>
            ) : null}
          </li>
        )
      })}
      {rows.length < MAX_TIME_SLOTS ? (
        <li>
          <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, EMPTY_ROW])}>
            <Plus aria-hidden="true" />
            {labels.addTime}
          </Button>
        </li>
      ) : null}
    </ol>
  )
}

/**
 * Up to three preferred times, each a Stockholm working day and a meeting start the office offers
 * (`schedule`), shown on the visitor's clock beside Stockholm's.
 */
export function TimeSlotsField<Values extends FieldValues>({
  control,
  name,
  label,
  timeZone,
  schedule,
  labels = ENGLISH_TIME_SLOTS_FIELD_LABELS,
  locale,
}: TimeSlotsFieldProps<Values>) {
  const pageLocale = useDateLocale()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
            <SlotRows
              value={field.value ?? []}
              onChange={field.onChange}
              timeZone={timeZone}
              schedule={schedule}
              labels={labels}
              locale={locale ?? pageLocale}
            />
          </fieldset>
          <FormDescription>
            {labels.description({
              meetingMinutes: schedule.meetingMinutes,
              firstMeetingStart: schedule.firstMeetingStart,
              lastMeetingStart: schedule.lastMeetingStart,
              minNoticeHours: schedule.minNoticeHours,
              timeZone,
            })}
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
