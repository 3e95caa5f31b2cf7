import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { Plus, X } from "lucide-react"
import { Button } from "./button"
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from "./form"
import { formatWeekday, formatWeekdayAndDay, formatWeekdayAndTime } from "../lib/format-date"
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

/** An office day ("2026-12-01") as "Tue 1 Dec". */
export function officeDayLabel(date: string): string {
  return formatWeekdayAndDay(date)
}

/** The instant on the clock of `timeZone`, e.g. "Mon 4 May, 10:00". */
function officeTime(iso: string, timeZone: string): string {
  return formatWeekdayAndTime(iso, timeZone)
}

/**
 * A meeting start as a visitor reads it: "04:00 your time · 10:00 in Stockholm"; with the visitor's
 * weekday when their date is another ("00:30 Wed your time · 16:30 in Stockholm"); once when both
 * clocks agree ("10:00, your time and Stockholm's").
 */
export function slotTimeLabel(schedule: OfficeSchedule, iso: string, timeZone: string): string {
  const instant = Date.parse(iso)
  const office = officeClock(schedule, instant)
  const visitor = schedule.clockIn(instant, timeZone)
  if (visitor.date === office.date && visitor.time === office.time) return `${office.time}, your time and Stockholm's`
  const day = visitor.date === office.date ? "" : ` ${formatWeekday(visitor.date)}`
  return `${visitor.time}${day} your time · ${office.time} in Stockholm`
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
}

interface SlotRowsProps {
  value: string[]
  onChange: (slots: string[]) => void
  timeZone: string
  schedule: OfficeSchedule
}

function SlotRows({ value, onChange, timeZone, schedule }: SlotRowsProps) {
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
                aria-label={`Day, choice ${n}`}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="w-full"
              >
                <SelectValue placeholder="Day">{row.date ? officeDayLabel(row.date) : undefined}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {days.map((date) => (
                  <SelectItem key={date} value={date}>
                    {officeDayLabel(date)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Select value={row.time} onOpenChange={refresh} onValueChange={(time) => change(index, { ...row, time })} disabled={!row.date}>
              <SelectTrigger
                aria-label={`Time, choice ${n}`}
                aria-describedby={describedBy}
                aria-invalid={Boolean(error)}
                className="w-full"
                title={chosen ? slotTimeLabel(schedule, chosen, timeZone) : undefined}
              >
                <SelectValue placeholder="Time">{chosen ? slotTimeLabel(schedule, chosen, timeZone) : undefined}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {times.map(({ slot, time }) => (
                  <SelectItem key={slot} value={time}>
                    {slotTimeLabel(schedule, slot, timeZone)}
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
                  aria-label={`Remove choice ${n}`}
                  onClick={() => update(rows.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            {chosen ? (
              <p data-slot="office-time" className="text-sm text-muted-foreground sm:col-span-3">
                {`${officeTime(chosen, timeZone)} in your time zone · ${officeTime(chosen, schedule.timeZone)} in Stockholm`}
              </p>
            ) : null}
          </li>
        )
      })}
      {rows.length < MAX_TIME_SLOTS ? (
        <li>
          <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, EMPTY_ROW])}>
            <Plus aria-hidden="true" />
            Add another time
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
export function TimeSlotsField<Values extends FieldValues>({ control, name, label, timeZone, schedule }: TimeSlotsFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
            <SlotRows value={field.value ?? []} onChange={field.onChange} timeZone={timeZone} schedule={schedule} />
          </fieldset>
          <FormDescription>
            {`${schedule.meetingMinutes}-minute meetings on the days our Stockholm office is open, starting ${schedule.firstMeetingStart}–${schedule.lastMeetingStart} Stockholm time, at least ${schedule.minNoticeHours} hours ahead. Each time is shown in your time zone (${timeZone}) and in Stockholm.`}
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
