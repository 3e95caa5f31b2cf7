import * as React from "react"

/**
 * A drop target for files: `dragging` while files are held over it, and the handlers to spread on it.
 * `onDropFiles` gets the dropped files (none are passed on when the drop carried no file).
 */
export function useFileDrop(onDropFiles: (files: File[]) => void) {
  const [dragging, setDragging] = React.useState(false)
  const dropHandlers = {
    onDragOver: (event: React.DragEvent) => {
      event.preventDefault()
      setDragging(true)
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: React.DragEvent) => {
      event.preventDefault()
      setDragging(false)
      if (event.dataTransfer.files.length > 0) onDropFiles([...event.dataTransfer.files])
    },
  }
  return { dragging, dropHandlers }
}
