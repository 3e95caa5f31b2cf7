import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { Plus, X } from "lucide-react"
import {
  FIRST_MEETING_START,
  LAST_MEETING_START,
  MEETING_MINUTES,
  MIN_NOTICE_HOURS,
  OFFICE_TIME_ZONE,
  clockIn,
  officeClock,
  officeInstant,
  offeredDays,
  offeredSlots,
} from "../lib/office-hours"
import { Button } from "./button"
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from "./form"
import { formatWeekday, formatWeekdayAndDay, formatWeekdayAndTime } from "../lib/format-date"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"

export { OFFICE_TIME_ZONE }
/** How many times a visitor may suggest. */
export const MAX_TIME_SLOTS = 3

/** A choice as the office sees it: a Stockholm working day and a meeting start on its clock. */
interface Row {
  date: string
  time: string
}

const EMPTY_ROW: Row = { date: "", time: "" }

function toRow(iso: string): Row {
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) return EMPTY_ROW
  const { date, time } = officeClock(instant)
  return { date, time }
}

const toSlot = (row: Row) => officeInstant(row.date, row.time).toISOString()

/** An office day ("2026-12-01") as "Tue 1 Dec". */
export function officeDayLabel(date: string): string {
  return formatWeekdayAndDay(date)
}

/** The same instant on the office's clock, e.g. "Mon 4 May, 10:00". */
export function officeTime(iso: string, timeZone = OFFICE_TIME_ZONE): string {
  return formatWeekdayAndTime(iso, timeZone)
}

/**
 * A meeting start as a visitor reads it: "04:00 your time · 10:00 in Stockholm"; with the visitor's
 * weekday when their date is another ("00:30 Wed your time · 16:30 in Stockholm"); once when both
 * clocks agree ("10:00, your time and Stockholm's").
 */
export function slotTimeLabel(iso: string, timeZone: string): string {
  const instant = Date.parse(iso)
  const office = officeClock(instant)
  const visitor = clockIn(instant, timeZone)
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
}

function SlotRows({ value, onChange, timeZone }: { value: string[]; onChange: (slots: string[]) => void; timeZone: string }) {
  const { formItemId, formDescriptionId, formMessageId, error } = useFormField()
  const [rows, setRows] = React.useState<Row[]>(() => (value.length ? value.map(toRow) : [EMPTY_ROW]))
  // What is offered follows the clock: read again whenever the visitor opens a list.
  const [now, setNow] = React.useState(() => Date.now())
  const refresh = (open: boolean) => {
    if (open) setNow(Date.now())
  }
  const days = React.useMemo(() => offeredDays(now), [now])
  const update = (next: Row[]) => {
    setRows(next)
    onChange(next.filter((row) => row.date && row.time).map(toSlot))
  }
  const change = (index: number, row: Row) => update(rows.map((r, i) => (i === index ? row : r)))
  const describedBy = error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId
  return (
    <ol className="grid gap-3">
      {rows.map((row, index) => {
        const n = index + 1
        const slots = row.date ? offeredSlots(row.date, now) : []
        const times = slots.map((slot) => ({ slot, time: officeClock(Date.parse(slot)).time }))
        const chosen = row.date && row.time ? toSlot(row) : ""
        return (
          <li key={index} data-slot="time-slot" className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_2.25rem] sm:items-center">
            <Select
              value={row.date}
              onOpenChange={refresh}
              onValueChange={(date) => {
                const keep = row.time && offeredSlots(date, now).some((slot) => officeClock(Date.parse(slot)).time === row.time)
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
                title={chosen ? slotTimeLabel(chosen, timeZone) : undefined}
              >
                <SelectValue placeholder="Time">{chosen ? slotTimeLabel(chosen, timeZone) : undefined}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {times.map(({ slot, time }) => (
                  <SelectItem key={slot} value={time}>
                    {slotTimeLabel(slot, timeZone)}
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
                {`${officeTime(chosen, timeZone)} in your time zone · ${officeTime(chosen)} in Stockholm`}
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
 * (office-hours.ts), shown on the visitor's clock beside Stockholm's.
 */
export function TimeSlotsField<Values extends FieldValues>({ control, name, label, timeZone }: TimeSlotsFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
            <SlotRows value={field.value ?? []} onChange={field.onChange} timeZone={timeZone} />
          </fieldset>
          <FormDescription>
            {`${MEETING_MINUTES}-minute meetings on the days our Stockholm office is open, starting ${FIRST_MEETING_START}–${LAST_MEETING_START} Stockholm time, at least ${MIN_NOTICE_HOURS} hours ahead. Each time is shown in your time zone (${timeZone}) and in Stockholm.`}
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
