import { Command } from "cmdk"
import { Check } from "lucide-react"
import { cn } from "../lib/utils"

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

export interface ComboboxListProps {
  options: readonly ComboboxOption[]
  /** The chosen values. */
  chosen: readonly string[]
  searchLabel: string
  emptyText: string
  /** Called with the value of the option picked. */
  onToggle: (value: string) => void
}

/** The combobox's search field and filtered list (cmdk): a chunk of its own, loaded when the picker is reached for. */
export default function ComboboxList({ options, chosen, searchLabel, emptyText, onToggle }: ComboboxListProps) {
  return (
    <Command
      data-slot="combobox-command"
      label={searchLabel}
      filter={(itemValue, search) => (itemValue.toLowerCase().includes(search.trim().toLowerCase()) ? 1 : 0)}
    >
      <Command.Input
        // It arrives after the popover has opened and placed focus: it takes it then.
        autoFocus
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
                onSelect={() => onToggle(option.value)}
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
  )
}
