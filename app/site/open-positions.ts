/** Which open positions take applications: the careers listing and the application form show the same ones. */
import type { PublishedDocument } from "../data/documents"

/** Whether an open position still takes applications: its closing day (if it has one) not yet past. */
export const stillOpen = (entry: PublishedDocument<{ closesOn?: string }>) =>
  !entry.data.closesOn || entry.data.closesOn >= new Date().toISOString().slice(0, 10)
