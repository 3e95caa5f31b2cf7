import * as React from "react"
import { Command } from "cmdk"
import { Check, ChevronsUpDown, X } from "lucide-react"
import { cn } from "../lib/utils"
import { Popover, PopoverContent, PopoverTrigger } from "./popover"

export interface ComboboxOption {
  value: string
  label: string
  /** Shown beside the label and searched too, e.g. a language code. */
  hint?: string
  /** The heading of the part of the list it is in (options of one group follow each other). */
  group?: string
}

/** Options in runs of one group, in order: one run without a heading when no option has a group. */
function groupRuns(options: readonly ComboboxOption[]): Array<{ heading?: string; options: ComboboxOption[] }> {
  const runs: Array<{ heading?: string; options: ComboboxOption[] }> = []
  for (const option of options) {
    const last = runs.at(-1)
    if (last && last.heading === option.group) last.options.push(option)
    else runs.push({ heading: option.group, options: [option] })
  }
  return runs
}

interface ComboboxBaseProps extends Omit<React.ComponentProps<"button">, "value" | "onChange"> {
  /** The choices, each with a value, a label and an optional hint (a language code). */
  options: readonly ComboboxOption[]
  /** Shown on the button while nothing is chosen. */
  placeholder: string
  /** The search field's placeholder and accessible name. */
  searchLabel: string
  /** Shown when the search matches nothing. */
  emptyText: string
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
 * list (Radix Popover + cmdk). With `multiple`, each choice shows as a chip with a remove button.
 */
export function Combobox({
  options,
  placeholder,
  searchLabel,
  emptyText,
  multiple,
  value,
  onValueChange,
  className,
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
      ? `${chosen.length} chosen`
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
            {...props}
          >
            <span className="truncate">{summary}</span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </PopoverTrigger>
        <PopoverContent aria-label={searchLabel}>
          <Command
            data-slot="combobox-command"
            label={searchLabel}
            filter={(itemValue, search) => (itemValue.toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0)}
          >
            <Command.Input
              placeholder={searchLabel}
              className="h-10 w-full border-b border-border bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            {/* Outside the list: a listbox may hold only options, so "no match" is said beside it. */}
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">{emptyText}</Command.Empty>
            <Command.List className="max-h-64 overflow-y-auto p-1">
              {groupRuns(options).map((run) => {
                const items = run.options.map((option) => {
                  const selected = chosen.includes(option.value)
                  return (
                    <Command.Item
                      key={option.value}
                      value={`${option.label} ${option.hint ?? ""} ${option.value}`}
                      onSelect={() => toggle(option.value)}
                      data-selected-option={selected || undefined}
                      className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                    >
                      <Check aria-hidden="true" className={cn("size-4", selected ? "opacity-100" : "opacity-0")} />
                      <span className="flex-1">{option.label}</span>
                      {option.hint ? <span className="text-xs text-muted-foreground">{option.hint}</span> : null}
                    </Command.Item>
                  )
                })
                if (run.heading === undefined) return items
                return (
                  <Command.Group
                    key={run.heading}
                    heading={run.heading}
                    data-slot="combobox-group"
                    className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                  >
                    {items}
                  </Command.Group>
                )
              })}
            </Command.List>
          </Command>
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
                  aria-label={`Remove ${label}`}
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
