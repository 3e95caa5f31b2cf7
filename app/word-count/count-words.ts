import type { CountWords } from "@nordika/ui/sections"
import { isCountable } from "./countable"
import type { WordCountAnswer, WordCountRequest } from "./word-count.worker"

/** Files larger than this are not read for a count (the page would hold them in memory twice). */
const MAX_COUNTED_FILE_BYTES = 20 * 1024 * 1024

let worker: Worker | undefined
let nextId = 0
const waiting = new Map<number, (words: number | null) => void>()

function wordCountWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL("./word-count.worker.ts", import.meta.url), { type: "module" })
    worker.onmessage = (event: MessageEvent<WordCountAnswer>) => {
      waiting.get(event.data.id)?.(event.data.words)
      waiting.delete(event.data.id)
    }
    worker.onerror = () => {
      for (const resolve of waiting.values()) resolve(null)
      waiting.clear()
    }
  }
  return worker
}

/** The words of a file, counted in a web worker; null for formats it cannot read. */
export const countWordsInWorker: CountWords = async (file) => {
  if (!isCountable(file.name) || file.size > MAX_COUNTED_FILE_BYTES || typeof Worker === "undefined") return null
  const bytes = await file.arrayBuffer()
  const id = ++nextId
  return new Promise((resolve) => {
    waiting.set(id, resolve)
    wordCountWorker().postMessage({ id, name: file.name, bytes } satisfies WordCountRequest, [bytes])
  })
}
