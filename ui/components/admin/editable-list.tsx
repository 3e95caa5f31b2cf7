import * as React from "react"
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core"
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import { GripVertical, Plus, Trash2 } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { MoveButtons, movedAnnouncement } from "./move-buttons"
import { useSortableAnnouncements } from "./sortable-announcements"

/** How far the pointer travels before a press on the handle becomes a drag (so a click stays a click). */
const EDITABLE_LIST_DRAG_DISTANCE_PX = 4

export interface EditableListProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** Names the list ("Badges"); the region's accessible name. */
  label: string
  /** A stable id per item, in order. */
  ids: readonly string[]
  /** Names an item in the handle and remove button labels ("Badge 2"). */
  itemLabel: (index: number) => string
  /** The item's fields. */
  renderItem: (index: number) => React.ReactNode
  /** Moves the item at `from` to `to` (drag and drop, the keyboard on the handle, or its move buttons). */
  onMove: (from: number, to: number) => void
  /** Removes the item at `index` (its "Remove" button). */
  onRemove: (index: number) => void
  /** Adds an empty item at the end (the "Add" button). */
  onAdd: () => void
  /** Text of the add button ("Add badge"). */
  addLabel: string
  /** Fewer items than this cannot be removed. @default 0 */
  minItems?: number
  /** A problem with the list as a whole ("Add at least one service"). */
  error?: string
}

/**
 * An editable list: each item in a card with a drag handle, "Move up" and "Move down" buttons and a
 * remove button, and an add button below. The handle reorders by pointer, or by keyboard: Space lifts,
 * the arrow keys move, Space drops; the move buttons reorder with a click alone.
 */
export function EditableList({
  label,
  ids,
  itemLabel,
  renderItem,
  onMove,
  onRemove,
  onAdd,
  addLabel,
  minItems = 0,
  error,
  className,
  ...props
}: EditableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: EDITABLE_LIST_DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const position = (id: string | number) => ids.indexOf(String(id))
  const announcements = useSortableAnnouncements(ids, itemLabel)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(position(active.id), position(over.id))
  }
  const errorId = React.useId()
  const [moved, setMoved] = React.useState("")
  const move = (from: number, to: number) => {
    onMove(from, to)
    setMoved(movedAnnouncement(itemLabel(from), to, ids.length))
  }
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={error ? errorId : undefined}
      data-slot="sortable-list"
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-2" data-slot="sortable-list-items">
            {ids.map((id, index) => (
              <EditableListItem
                key={id}
                id={id}
                label={itemLabel(index)}
                removable={ids.length > minItems}
                onRemove={() => onRemove(index)}
                moveButtons={
                  <MoveButtons
                    label={itemLabel(index)}
                    index={index}
                    count={ids.length}
                    onMove={move}
                    className="flex-col @max-sm/item:ml-auto @max-sm/item:flex-row"
                  />
                }
              >
                {renderItem(index)}
              </EditableListItem>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" data-slot="sortable-list-status" className="sr-only">
        {moved}
      </p>
      {error ? (
        <p id={errorId} role="alert" data-slot="sortable-list-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onAdd} data-slot="sortable-list-add">
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </div>
  )
}

interface EditableListItemProps {
  id: string
  label: string
  removable: boolean
  onRemove: () => void
  moveButtons: React.ReactNode
  children: React.ReactNode
}

function EditableListItem({ id, label, removable, onRemove, moveButtons, children }: EditableListItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-slot="sortable-list-item"
      data-dragging={isDragging || undefined}
      aria-label={label}
      className={cn(
        // Narrow (a phone, or a list inside a list), the handle and buttons sit above the fields, which then
        // keep the item's whole width instead of losing a column on each side at every level.
        "@container/item flex flex-wrap gap-2 rounded-lg border border-border bg-card p-2 text-card-foreground",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label}`}
        data-slot="sortable-list-handle"
        className="grid h-9 w-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-3 py-1 @max-sm/item:order-last @max-sm/item:basis-full">
        <p aria-hidden className="text-xs font-medium text-muted-foreground" data-slot="sortable-list-item-label">
          {label}
        </p>
        {children}
      </div>
      {moveButtons}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={`Remove ${label}`}
        disabled={!removable}
        onClick={onRemove}
        data-slot="sortable-list-remove"
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  )
}
