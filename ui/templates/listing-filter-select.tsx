import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../components/select"

export interface ListingFilterSelectProps {
  id: string
  /** The option shown; LISTING_ALL_VALUE for none. */
  value: string
  allValue: string
  allLabel: string
  options: readonly string[]
  onValueChange: (next: string) => void
}

/**
 * One filter of a listing as a Radix Select. Its own module: the listing loads it after the first paint
 * (a lookalike stands in meanwhile), as the Select brings its popper and focus machinery along.
 */
export default function ListingFilterSelect({ id, value, allValue, allLabel, options, onValueChange }: ListingFilterSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} data-slot="listing-filter-trigger" className="h-11 w-full bg-background">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={allValue}>{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
