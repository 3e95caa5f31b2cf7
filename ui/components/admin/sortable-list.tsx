import * as React from "react"
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from "@dnd-kit/core"
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import { GripVertical } from "lucide-react"
import { cn } from "../../lib/utils"
import { MoveButtons, movedAnnouncement } from "./move-buttons"
import { useSortableAnnouncements } from "./sortable-announcements"

/** What a screen reader hears on a focused drag handle. */
export const SORTABLE_LIST_INSTRUCTIONS =
  "To reorder, press Space or Enter to pick the item up, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel."

export interface SortableListProps<Item> extends Omit<React.ComponentProps<"ol">, "children" | "onChange"> {
  /** The items, in their order. */
  items: readonly Item[]
  /** A stable id of an item, the same across renders. */
  getId: (item: Item) => string
  /** The item's name in the handle's accessible name ("Move Volvo Cars") and the announcements. */
  getLabel: (item: Item) => string
  /** The row's content beside its drag handle. */
  renderItem: (item: Item, index: number) => React.ReactNode
  /** Called with the whole list in its new order after a drop that moved an item. */
  onReorder: (items: Item[]) => void
  /** Disables dragging and the move buttons, e.g. while an order is being saved. @default false */
  disabled?: boolean
}

/**
 * A vertical list reordered by dragging a row's handle, from the keyboard on the handle (Space,
 * arrows, Space), or with the row's "Move up" and "Move down" buttons.
 */
export function SortableList<Item>({
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  disabled = false,
  className,
  ...props
}: SortableListProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map(getId)
  const announcements = useSortableAnnouncements(ids, (index) => getLabel(items[index]))
  const instructions: ScreenReaderInstructions = { draggable: SORTABLE_LIST_INSTRUCTIONS }
  const [moved, setMoved] = React.useState("")
  const move = (from: number, to: number) => {
    onReorder(arrayMove([...items], from, to))
    setMoved(movedAnnouncement(getLabel(items[from]), to, items.length))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from < 0 || to < 0) return
    onReorder(arrayMove([...items], from, to))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol data-slot="sortable-list" className={cn("flex flex-col divide-y divide-border", className)} {...props}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index]} label={getLabel(item)} disabled={disabled}>
              <div className="min-w-0 flex-1">{renderItem(item, index)}</div>
              <MoveButtons label={getLabel(item)} index={index} count={items.length} onMove={move} disabled={disabled} />
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p role="status" data-slot="sortable-list-status" className="sr-only">
        {moved}
      </p>
    </DndContext>
  )
}

function SortableRow({ id, label, disabled, children }: { id: string; label: string; disabled: boolean; children: React.ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled })
  return (
    <li
      ref={setNodeRef}
      data-slot="sortable-list-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative flex items-center gap-2 bg-card py-2 pr-2 pl-1",
        isDragging && "z-10 rounded-md shadow-lg ring-1 ring-border",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        data-slot="sortable-list-handle"
        {...attributes}
        {...listeners}
        aria-label={`Move ${label}`}
        className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      {children}
    </li>
  )
}
