/** One field that differs between two versions of a content document. */
export interface ContentChange {
  /** Where the field is, as keys and list positions: ["items", 1, "title"]. */
  path: (string | number)[]
  kind: "added" | "removed" | "changed"
  before?: string
  after?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value)

const leaves = (value: unknown, path: (string | number)[] = [], into = new Map<string, { path: (string | number)[]; text: string }>()) => {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, index], into))
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) leaves(child, [...path, key], into)
  else if (value !== undefined && value !== null && value !== "") into.set(JSON.stringify(path), { path, text: String(value) })
  return into
}

/**
 * The field-level differences between two JSON documents, in the order of `after` then what only
 * `before` had. Lists compare by position; blank and missing fields count as the same.
 */
export function diffContent(before: unknown, after: unknown): ContentChange[] {
  const old = leaves(before)
  const now = leaves(after)
  const changes: ContentChange[] = []
  for (const [key, { path, text }] of now) {
    const previous = old.get(key)
    if (!previous) changes.push({ path, kind: "added", after: text })
    else if (previous.text !== text) changes.push({ path, kind: "changed", before: previous.text, after: text })
  }
  for (const [key, { path, text }] of old) if (!now.has(key)) changes.push({ path, kind: "removed", before: text })
  return changes
}
