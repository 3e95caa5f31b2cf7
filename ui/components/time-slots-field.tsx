import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { Plus, X } from "lucide-react"
import { Button } from "./button"
import { FormDescription, FormField, FormItem, FormMessage, useFormField } from "./form"
import { Input } from "./input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"

/** The office's time zone, shown beside every slot the visitor picks. */
export const OFFICE_TIME_ZONE = "Europe/Stockholm"
/** How many times a visitor may suggest. */
export const MAX_TIME_SLOTS = 3
/** Start times offered, every half hour of a working day in the visitor's time zone. */
export const SLOT_TIMES = Array.from({ length: 20 }, (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`)

interface Row {
  date: string
  time: string
}

const pad = (n: number) => String(n).padStart(2, "0")

/** An ISO instant as the visitor's local date and time. */
function toRow(iso: string): Row {
  const d = new Date(iso)
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` }
}

/** The same instant on the office's clock, e.g. "Mon 4 May, 10:00". */
export function officeTime(iso: string, timeZone = OFFICE_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso))
}

export interface TimeSlotsFieldProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** The visitor's time zone, as the browser reports it. */
  timeZone: string
}

function SlotRows({ value, onChange, timeZone }: { value: string[]; onChange: (slots: string[]) => void; timeZone: string }) {
  const { formItemId, formDescriptionId, formMessageId, error } = useFormField()
  const [rows, setRows] = React.useState<Row[]>(() => (value.length ? value.map(toRow) : [{ date: "", time: "" }]))
  const update = (next: Row[]) => {
    setRows(next)
    onChange(next.filter((row) => row.date && row.time).map((row) => new Date(`${row.date}T${row.time}`).toISOString()))
  }
  const describedBy = error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId
  return (
    <ol className="grid gap-3">
      {rows.map((row, index) => {
        const complete = row.date && row.time
        const n = index + 1
        return (
          <li key={index} data-slot="time-slot" className="grid gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-center">
            <Input
              id={index === 0 ? formItemId : undefined}
              type="date"
              aria-label={`Date, choice ${n}`}
              aria-describedby={describedBy}
              aria-invalid={Boolean(error)}
              value={row.date}
              onChange={(event) => update(rows.map((r, i) => (i === index ? { ...r, date: event.target.value } : r)))}
            />
            <Select value={row.time} onValueChange={(time) => update(rows.map((r, i) => (i === index ? { ...r, time } : r)))}>
              <SelectTrigger aria-label={`Time, choice ${n}`} className="w-full">
                <SelectValue placeholder="Time" />
              </SelectTrigger>
              <SelectContent>
                {SLOT_TIMES.map((time) => (
                  <SelectItem key={time} value={time}>
                    {time}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <div className="flex items-center gap-2">
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
            {complete ? (
              <p data-slot="office-time" className="text-sm text-muted-foreground sm:col-span-3">
                {`${officeTime(new Date(`${row.date}T${row.time}`).toISOString(), timeZone)} in your time zone · ${officeTime(new Date(`${row.date}T${row.time}`).toISOString())} in Stockholm`}
              </p>
            ) : null}
          </li>
        )
      })}
      {rows.length < MAX_TIME_SLOTS ? (
        <li>
          <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, { date: "", time: "" }])}>
            <Plus aria-hidden="true" />
            Add another time
          </Button>
        </li>
      ) : null}
    </ol>
  )
}

/** Up to three preferred times, picked in the visitor's time zone and each shown on Stockholm's clock too. */
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
          <FormDescription>{`Times are in your time zone (${timeZone}). Our consultants work from Stockholm.`}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
