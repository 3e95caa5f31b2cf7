/// <reference lib="webworker" />
// Counts the words of one file per message, off the page's main thread.
import { countFileWords } from "./extract"

export interface WordCountRequest {
  id: number
  name: string
  bytes: ArrayBuffer
}

export interface WordCountAnswer {
  id: number
  words: number | null
}

self.onmessage = async (event: MessageEvent<WordCountRequest>) => {
  const { id, name, bytes } = event.data
  let words: number | null = null
  try {
    words = await countFileWords(name, new Uint8Array(bytes))
  } catch {
    // A damaged or protected file has no count; the visitor still sends it.
  }
  self.postMessage({ id, words } satisfies WordCountAnswer)
}
