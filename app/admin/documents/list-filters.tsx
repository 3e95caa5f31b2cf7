import { FilterSelect, DOCUMENT_COLUMN_LABELS, DOCUMENT_SORT_KEYS, type DocumentSort } from "@nordika/ui/admin"
import { DOCUMENT_STATUS_FILTERS, type DocumentListView } from "./list-search"
import { SearchBox } from "./search-box"

const STATUS_FILTER_LABELS = {
  all: "Any status",
  published: "Published",
  changed: "Draft pending",
  draft: "Not published",
  scheduled: "Scheduled",
} as const satisfies Record<(typeof DOCUMENT_STATUS_FILTERS)[number], string>

const SORT_OPTIONS = DOCUMENT_SORT_KEYS.flatMap((key) =>
  (key === "updated" || key === "published" ? (["desc", "asc"] as const) : (["asc", "desc"] as const)).map((direction) => ({
    value: `${direction === "desc" ? "-" : ""}${key}`,
    label: `${DOCUMENT_COLUMN_LABELS[key]}, ${
      key === "title"
        ? direction === "asc"
          ? "A to Z"
          : "Z to A"
        : key === "status"
          ? direction === "asc"
            ? "pending first"
            : "pending last"
          : direction === "desc"
            ? "newest first"
            : "oldest first"
    }`,
  })),
)

const sortValue = (sort: DocumentSort) => `${sort.direction === "desc" ? "-" : ""}${sort.key}`

export interface ListFiltersProps {
  view: DocumentListView
  onChange: (view: DocumentListView) => void
  /** The search field's label ("Search blog posts"). */
  searchLabel: string
  /** Offer the order as a select (for the tree, which has no headers to sort by). @default true */
  sortable?: boolean
}

/** The lists' filter bar: the search (as one types), the status and the order. */
export function ListFilters({ view, onChange, searchLabel, sortable = true }: ListFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchBox
        label={searchLabel}
        value={view.search}
        placeholder="Words of the title…"
        onSearch={(search) => onChange({ ...view, search })}
      />
      <FilterSelect
        label="Status"
        className="w-40"
        value={view.status}
        options={DOCUMENT_STATUS_FILTERS.map((status) => ({ value: status, label: STATUS_FILTER_LABELS[status] }))}
        onValueChange={(status) => onChange({ ...view, status: status as DocumentListView["status"] })}
      />
      {sortable && (
        <FilterSelect
          label="Order"
          className="w-56"
          value={sortValue(view.sort)}
          options={SORT_OPTIONS}
          onValueChange={(value) =>
            onChange({
              ...view,
              sort: { key: value.replace(/^-/, "") as DocumentSort["key"], direction: value.startsWith("-") ? "desc" : "asc" },
            })
          }
        />
      )}
    </div>
  )
}
