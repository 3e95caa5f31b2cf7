import * as React from "react"
import { ChevronsUpDown, X } from "lucide-react"
import { cn } from "../lib/utils"
import { Popover, PopoverContent, PopoverTrigger } from "./popover"
import type { ComboboxOption } from "./combobox-list"

export type { ComboboxOption } from "./combobox-list"

/**
 * The list and its search (cmdk, with the Radix Dialog it imports) load when a visitor reaches for the
 * picker (pointer over it, focus on it) or opens it: a page with a picker, such as the quote form, does
 * not fetch them before (about 7 KB gzip off /contact/request-quote's load).
 */
const loadList = () => import("./combobox-list")
const ComboboxList = React.lazy(loadList)

interface ComboboxBaseProps extends Omit<React.ComponentProps<"button">, "value" | "onChange"> {
  /** The choices, each with a value, a label and an optional hint (a language code). */
  options: readonly ComboboxOption[]
  /** Shown on the button while nothing is chosen. */
  placeholder: string
  /** The search field's placeholder and accessible name. */
  searchLabel: string
  /** Shown when the search matches nothing. */
  emptyText: string
  /** With `multiple`, the button's text once something is chosen. @default "<count> chosen" */
  chosenText?: (count: number) => string
  /** With `multiple`, a chip's remove button's accessible name. @default "Remove <label>" */
  removeLabel?: (label: string) => string
}

interface SingleComboboxProps extends ComboboxBaseProps {
  /** Several choices, shown as removable chips, when true. @default false */
  multiple?: false
  /** The chosen option's value, or "" for none. */
  value: string
  /** Called with the value of the option chosen. */
  onValueChange: (value: string) => void
}

interface MultiComboboxProps extends ComboboxBaseProps {
  /** Several choices, shown as removable chips. */
  multiple: true
  /** The chosen options' values, in the order chosen. */
  value: string[]
  /** Called with every chosen value after a choice is added or removed. */
  onValueChange: (value: string[]) => void
}

export type ComboboxProps = SingleComboboxProps | MultiComboboxProps

/**
 * A searchable picker over a long list (languages, for instance): a button that opens a filtered
 * list (Radix Popover + cmdk, loaded on demand). With `multiple`, each choice shows as a chip with a remove button.
 */
export function Combobox({
  options,
  placeholder,
  searchLabel,
  emptyText,
  chosenText = (count) => `${count} chosen`,
  removeLabel = (label) => `Remove ${label}`,
  multiple,
  value,
  onValueChange,
  className,
  onPointerEnter,
  onFocus,
  ...props
}: ComboboxProps) {
  const [open, setOpen] = React.useState(false)
  const chosen = multiple ? value : value ? [value] : []
  const byValue = React.useMemo(() => new Map(options.map((option) => [option.value, option])), [options])
  const toggle = (next: string) => {
    if (multiple) {
      onValueChange(value.includes(next) ? value.filter((v) => v !== next) : [...value, next])
    } else {
      onValueChange(next)
      setOpen(false)
    }
  }
  const summary = multiple
    ? chosen.length
      ? chosenText(chosen.length)
      : placeholder
    : chosen.length
      ? (byValue.get(chosen[0])?.label ?? chosen[0])
      : placeholder

  return (
    <div data-slot="combobox" className="grid gap-2">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            role="combobox"
            aria-expanded={open}
            data-placeholder={chosen.length === 0 || undefined}
            className={cn(
              "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm text-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive data-[placeholder]:text-muted-foreground",
              className,
            )}
            onPointerEnter={(event) => {
              void loadList()
              onPointerEnter?.(event)
            }}
            onFocus={(event) => {
              void loadList()
              onFocus?.(event)
            }}
            {...props}
          >
            <span className="truncate">{summary}</span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={searchLabel}>
          <React.Suspense fallback={<div aria-busy="true" data-slot="combobox-loading" className="h-24" />}>
            <ComboboxList options={options} chosen={chosen} searchLabel={searchLabel} emptyText={emptyText} onToggle={toggle} />
          </React.Suspense>
        </PopoverContent>
      </Popover>
      {multiple && chosen.length > 0 ? (
        <ul data-slot="combobox-chips" className="flex flex-wrap gap-1.5">
          {chosen.map((item) => {
            const label = byValue.get(item)?.label ?? item
            return (
              <li
                key={item}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-2.5 text-xs text-secondary-foreground"
              >
                {label}
                <button
                  type="button"
                  aria-label={removeLabel(label)}
                  onClick={() => toggle(item)}
                  className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
