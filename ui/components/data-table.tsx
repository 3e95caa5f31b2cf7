import * as React from "react"
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type OnChangeFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table"
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from "lucide-react"
import { plural } from "../lib/plural"
import { cn } from "../lib/utils"
import { Button } from "./button"
import { Checkbox } from "./checkbox"
import { Input } from "./input"
import { Label } from "./label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"
import { Skeleton } from "./skeleton"

/** Page sizes offered in the "Rows per page" select. */
const DATA_TABLE_PAGE_SIZES = [10, 20, 50, 100] as const
export const DATA_TABLE_DEFAULT_PAGE_SIZE = 10
/** Skeleton rows shown while `loading`. */
export const DATA_TABLE_LOADING_ROW_COUNT = 5
/** Column id of the row-selection checkboxes. */
const DATA_TABLE_SELECT_COLUMN_ID = "select"

export interface DataTableProps<TData, TValue = unknown> extends Omit<React.ComponentProps<"div">, "children"> {
  /** The columns (TanStack Table column definitions): header, cell and whether it sorts. */
  columns: ColumnDef<TData, TValue>[]
  /** The rows: all of them, or one page of them with `rowCount`. */
  data: TData[]
  /** Shows skeleton rows and marks the table aria-busy. @default false */
  loading?: boolean
  /** Shown in the body when there are no rows, or none match the filter. @default "No results." */
  emptyMessage?: React.ReactNode
  /** Names the table for assistive technology (rendered as a visually hidden caption). */
  caption?: string
  /** Render the global filter input. @default true */
  filterable?: boolean
  /** Visible label of the global filter input. @default "Filter" */
  filterLabel?: string
  /** Placeholder of the global filter input. */
  filterPlaceholder?: string
  /** The page sizes the reader can choose from. @default DATA_TABLE_PAGE_SIZES */
  pageSizeOptions?: readonly number[]
  /** Rows per page at first. @default DATA_TABLE_DEFAULT_PAGE_SIZE */
  defaultPageSize?: number
  /** Adds a checkbox column with "select all on this page". @default false */
  enableRowSelection?: boolean
  /** Called with the selected rows (across all pages) whenever the selection changes. */
  onSelectionChange?: (rows: TData[]) => void
  /** Stable row id; selection is keyed by it. @default the row index */
  getRowId?: (row: TData, index: number) => string
  /** Names a row in its checkbox label ("Select {label}"). @default "row {index + 1}" */
  getRowLabel?: (row: TData, index: number) => string
  /**
   * Pages on the server: `data` is one page of `rowCount` rows, and the page the reader asks for
   * goes to `onPaginationChange` (give `pagination` with it). Sorting and the filter then act on
   * the page alone, so turn them off (`filterable={false}`, `enableSorting: false`).
   */
  rowCount?: number
  /** The page shown, when the caller keeps it (with `rowCount`). */
  pagination?: PaginationState
  /** Called with the page and size the reader moves to (with `rowCount`). */
  onPaginationChange?: (pagination: PaginationState) => void
}

function ariaSort(header: Header<unknown, unknown>): React.AriaAttributes["aria-sort"] {
  if (!header.column.getCanSort()) return undefined
  const sorted = header.column.getIsSorted()
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"
}

function defaultRowLabel(_row: unknown, index: number) {
  return `row ${index + 1}`
}

function SortIcon({ direction }: { direction: false | "asc" | "desc" }) {
  if (direction === "asc") return <ArrowUp aria-hidden="true" data-slot="data-table-sort-icon" />
  if (direction === "desc") return <ArrowDown aria-hidden="true" data-slot="data-table-sort-icon" />
  return <ArrowUpDown aria-hidden="true" data-slot="data-table-sort-icon" />
}

export function DataTable<TData, TValue = unknown>({
  columns,
  data,
  loading = false,
  emptyMessage = "No results.",
  caption,
  filterable = true,
  filterLabel = "Filter",
  filterPlaceholder,
  pageSizeOptions = DATA_TABLE_PAGE_SIZES,
  defaultPageSize = DATA_TABLE_DEFAULT_PAGE_SIZE,
  enableRowSelection = false,
  onSelectionChange,
  getRowId,
  getRowLabel = defaultRowLabel,
  rowCount,
  pagination: controlledPagination,
  onPaginationChange,
  className,
  ...props
}: DataTableProps<TData, TValue>) {
  const id = React.useId()
  const [sorting, setSorting] = React.useState<SortingState>([])
  const [globalFilter, setGlobalFilter] = React.useState("")
  const [ownPagination, setOwnPagination] = React.useState<PaginationState>({ pageIndex: 0, pageSize: defaultPageSize })
  const pagination = controlledPagination ?? ownPagination
  const setPagination: OnChangeFn<PaginationState> = (updater) => {
    const next = typeof updater === "function" ? updater(pagination) : updater
    setOwnPagination(next)
    onPaginationChange?.(next)
  }
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({})

  const allColumns = React.useMemo<ColumnDef<TData, TValue>[]>(() => {
    if (!enableRowSelection) return columns
    const selectColumn: ColumnDef<TData, TValue> = {
      id: DATA_TABLE_SELECT_COLUMN_ID,
      enableSorting: false,
      enableGlobalFilter: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all rows on this page"
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${getRowLabel(row.original, row.index)}`}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    }
    return [selectColumn, ...columns]
  }, [columns, enableRowSelection, getRowLabel])

  const table = useReactTable<TData>({
    data,
    columns: allColumns as ColumnDef<TData, unknown>[],
    state: { sorting, globalFilter, pagination, rowSelection },
    getRowId,
    enableRowSelection,
    manualPagination: rowCount !== undefined,
    rowCount,
    // Every column sorts ascending first, whatever its type; tanstack would start numbers descending.
    sortDescFirst: false,
    globalFilterFn: "includesString",
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    onRowSelectionChange: ((updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater
      setRowSelection(next)
      onSelectionChange?.(
        table
          .getCoreRowModel()
          .rows.filter((row) => next[row.id])
          .map((row) => row.original),
      )
    }) satisfies OnChangeFn<RowSelectionState>,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  })

  const rows = table.getRowModel().rows
  const columnCount = table.getVisibleLeafColumns().length
  const filteredCount = rowCount ?? table.getFilteredRowModel().rows.length
  const selectedCount = Object.keys(rowSelection).length
  const pageCount = Math.max(table.getPageCount(), 1)
  const filterId = `${id}-filter`
  const pageSizeId = `${id}-page-size`

  return (
    <div data-slot="data-table" className={cn("flex flex-col gap-4", className)} {...props}>
      {filterable && (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          <Label htmlFor={filterId}>{filterLabel}</Label>
          <Input
            id={filterId}
            data-slot="data-table-filter"
            type="search"
            size="sm"
            className="max-w-xs"
            placeholder={filterPlaceholder}
            value={globalFilter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
          />
        </div>
      )}

      <div data-slot="data-table-container" className="relative w-full overflow-x-auto rounded-md border border-border">
        <table data-slot="data-table-table" aria-busy={loading || undefined} className="w-full caption-bottom text-sm text-foreground">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead data-slot="data-table-header" className="border-b border-border bg-muted">
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id} data-slot="data-table-header-row">
                {headerGroup.headers.map((header) => {
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())
                  return (
                    <th
                      key={header.id}
                      data-slot="data-table-head"
                      colSpan={header.colSpan}
                      scope="col"
                      aria-sort={ariaSort(header as Header<unknown, unknown>)}
                      className={cn(
                        "h-11 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground",
                        header.column.id === DATA_TABLE_SELECT_COLUMN_ID && "w-10",
                      )}
                    >
                      {header.column.getCanSort() && !header.isPlaceholder ? (
                        <Button
                          data-slot="data-table-sort-button"
                          variant="ghost"
                          size="sm"
                          className="-ml-3 h-8 px-3 font-medium"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <SortIcon direction={header.column.getIsSorted()} />
                        </Button>
                      ) : (
                        <span className="flex items-center">{content}</span>
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody data-slot="data-table-body">
            {loading ? (
              Array.from({ length: DATA_TABLE_LOADING_ROW_COUNT }, (_, index) => (
                <tr key={index} data-slot="data-table-loading-row" className="border-b border-border last:border-b-0">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell} data-slot="data-table-cell" className="h-12 px-3">
                      <Skeleton className="h-4 w-full max-w-40" />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length > 0 ? (
              rows.map((row) => (
                <tr
                  key={row.id}
                  data-slot="data-table-row"
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  className="border-b border-border transition-colors last:border-b-0 hover:bg-muted/50 data-[state=selected]:bg-muted"
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} data-slot="data-table-cell" className="h-12 px-3 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr data-slot="data-table-empty">
                <td colSpan={columnCount} className="h-24 px-3 text-center text-muted-foreground">
                  {emptyMessage}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <div data-slot="data-table-footer" className="flex flex-wrap items-center justify-between gap-4 text-sm">
        <p data-slot="data-table-summary" aria-live="polite" className="text-muted-foreground">
          {loading
            ? "Loading…"
            : enableRowSelection
              ? `${selectedCount} of ${plural(data.length, "row", "rows")} selected.`
              : plural(filteredCount, "row", "rows")}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex items-center gap-2">
            <Label htmlFor={pageSizeId} className="whitespace-nowrap">
              Rows per page
            </Label>
            <Select value={String(pagination.pageSize)} onValueChange={(value) => table.setPageSize(Number(value))}>
              <SelectTrigger id={pageSizeId} data-slot="data-table-page-size" size="sm" className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {pageSizeOptions.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <p data-slot="data-table-page-info" aria-live="polite" className="font-medium whitespace-nowrap">
            Page {pagination.pageIndex + 1} of {pageCount}
          </p>
          <div className="flex items-center gap-2">
            <Button
              data-slot="data-table-previous"
              variant="outline"
              size="sm"
              onClick={() => table.previousPage()}
              disabled={loading || !table.getCanPreviousPage()}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              data-slot="data-table-next"
              variant="outline"
              size="sm"
              onClick={() => table.nextPage()}
              disabled={loading || !table.getCanNextPage()}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
