import * as React from "react"
import { cn } from "../../lib/utils"
import { isHexColor } from "../../lib/contrast"

/** Shown under the hex input when the typed value is not a colour the site can apply. */
export const COLOR_FIELD_INVALID_MESSAGE = "Enter a hex colour that starts with #, such as #1554c0."

export interface ColorFieldProps extends Omit<React.ComponentProps<"div">, "onChange"> {
  /** The field's label, also the accessible name of the picker and the hex input. */
  label: string
  /** A hex colour ('#rrggbb'). */
  value: string
  /** Called with a valid hex colour only (from the picker, or once the typed value is one). */
  onValueChange: (value: string) => void
  /** The value the field started from; a changed field shows it, so staff see what they moved away from. */
  defaultValue?: string
}

/** A theme colour: a swatch that opens the system colour picker, and a hex input that only accepts '#…' colours. */
export function ColorField({ label, value, onValueChange, defaultValue, className, ...props }: ColorFieldProps) {
  const id = React.useId()
  const [draft, setDraft] = React.useState(value)
  const [editing, setEditing] = React.useState(false)
  const shown = editing ? draft : value
  const invalid = editing && !isHexColor(draft)
  const changed = defaultValue !== undefined && value.toLowerCase() !== defaultValue.toLowerCase()
  // The native picker only understands '#rrggbb'.
  const pickerValue = /^#[0-9a-f]{6}$/i.test(value)
    ? value
    : value.length === 4
      ? `#${[...value.slice(1)].map((d) => d + d).join("")}`
      : "#000000"
  return (
    <div data-slot="color-field" data-changed={changed || undefined} className={cn("flex flex-col gap-1.5", className)} {...props}>
      <label htmlFor={`${id}-hex`} className="flex items-center gap-1.5 text-sm font-medium text-foreground">
        {label}
        {changed ? (
          <span data-slot="color-field-changed" className="text-xs font-normal text-muted-foreground">
            (was {defaultValue})
          </span>
        ) : null}
      </label>
      <div className="flex items-center gap-2">
        <span className="relative size-9 shrink-0 overflow-hidden rounded-md border border-input shadow-xs focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background">
          <span aria-hidden="true" className="absolute inset-0" style={{ backgroundColor: isHexColor(value) ? value : undefined }} />
          <input
            data-slot="color-field-picker"
            type="color"
            aria-label={`${label} picker`}
            value={pickerValue.toLowerCase()}
            onChange={(event) => {
              setEditing(false)
              onValueChange(event.target.value)
            }}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </span>
        <input
          id={`${id}-hex`}
          data-slot="color-field-hex"
          value={shown}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onFocus={() => {
            setDraft(value)
            setEditing(true)
          }}
          onChange={(event) => {
            const next = event.target.value.trim()
            setDraft(next)
            if (isHexColor(next)) onValueChange(next.toLowerCase())
          }}
          onBlur={() => setEditing(!isHexColor(draft))}
          className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2.5 font-mono text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive"
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} data-slot="color-field-error" className="text-xs text-destructive">
          {COLOR_FIELD_INVALID_MESSAGE}
        </p>
      ) : null}
    </div>
  )
}
