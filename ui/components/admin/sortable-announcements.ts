import * as React from "react"
import type { Announcements, UniqueIdentifier } from "@dnd-kit/core"

/**
 * What a screen reader hears while a row of a sortable list is moved. dnd-kit reports the row
 * picked up as "over" itself right after it is lifted; only a change of position is announced,
 * so "Picked up …" is not drowned out by a move that did not happen.
 */
export function useSortableAnnouncements(ids: readonly string[], labelOf: (index: number) => string): Announcements {
  const lastOver = React.useRef<UniqueIdentifier | null>(null)
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id))
  const name = (id: UniqueIdentifier) => {
    const index = indexOf(id)
    return index >= 0 ? labelOf(index) : String(id)
  }
  const at = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${ids.length}`
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return `Picked up ${name(active.id)}, ${at(active.id)}.`
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined
      lastOver.current = over.id
      return `${name(active.id)} moved to ${at(over.id)}.`
    },
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${at(over.id)}.` : `${name(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  }
}
