import { useEffect, useId, useState } from "react"
import { Input } from "@nordika/ui"

/** How long the search waits after the last keystroke before it asks (and writes the address). */
const DOCUMENT_SEARCH_DEBOUNCE_MS = 300

export interface SearchBoxProps {
  label: string
  /** The words in force (the address's). */
  value: string
  /** Called with the words once typing pauses. */
  onSearch: (words: string) => void
  placeholder?: string
}

/** The lists' search field: searches as one types, once typing pauses; what is typed is kept while the list reads. */
export function SearchBox({ label, value, onSearch, placeholder }: SearchBoxProps) {
  const id = useId()
  const [typed, setTyped] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    setTyped(value)
  }
  useEffect(() => {
    if (typed.trim() === value.trim()) return
    const timer = setTimeout(() => onSearch(typed.trim()), DOCUMENT_SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, value, onSearch])
  return (
    <div role="search" className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <Input id={id} type="search" size="sm" value={typed} placeholder={placeholder} onChange={(event) => setTyped(event.target.value)} />
    </div>
  )
}
