import * as React from "react"
import { cn } from "../../lib/utils"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select"

interface FilterOption {
  value: string
  label: string
}

export interface FilterSelectProps {
  /** The filter's name, read as the control's label ("Time range"). */
  label: string
  /** The chosen option's value. */
  value: string
  /** The choices, in order, the first usually "All …". */
  options: readonly FilterOption[]
  /** Called with the value of the option chosen. */
  onValueChange: (value: string) => void
  /** Classes for the select's trigger (its width, say). */
  className?: string
}

/** One filter of a list: a labelled select in the filter bar. */
export function FilterSelect({ label, value, options, onValueChange, className }: FilterSelectProps) {
  const id = React.useId()
  return (
    <div data-slot="filter-select" className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger id={id} size="sm" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
