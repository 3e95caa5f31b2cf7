/**
 * A reader for PostgreSQL's pg_node_tree text (pg_rewrite.ev_action), enough to walk a view's
 * query: `{NODE :field value …}` nodes, `( … )` lists and atoms, with the backslash escapes of
 * PostgreSQL's outToken (a space, parenthesis, brace or backslash inside a name is escaped).
 */

type TreeValue = string | null | TreeValue[] | TreeNode

interface TreeNode {
  node: string
  fields: Record<string, TreeValue>
}

function tokenize(text: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (/\s/.test(ch)) {
      i++
    } else if ("(){}".includes(ch)) {
      tokens.push(ch)
      i++
    } else {
      let atom = ""
      while (i < text.length && !/\s/.test(text[i]) && !"(){}".includes(text[i])) {
        if (text[i] === "\\" && i + 1 < text.length) i++
        atom += text[i++]
      }
      tokens.push(atom)
    }
  }
  return tokens
}

/** Parses pg_node_tree text; `<>` is null. Throws on text that is not a node tree. */
function parseNodeTree(text: string): TreeValue {
  const tokens = tokenize(text)
  let pos = 0
  const next = () => {
    if (pos >= tokens.length) throw new Error("pg_node_tree ended early")
    return tokens[pos++]
  }
  function value(): TreeValue {
    const token = next()
    if (token === "{") return node()
    if (token === "(") {
      const items: TreeValue[] = []
      while (tokens[pos] !== ")") items.push(value())
      pos++
      return items
    }
    return token === "<>" ? null : token
  }
  function node(): TreeNode {
    const result: TreeNode = { node: next(), fields: {} }
    while (tokens[pos] !== "}") {
      const key = next()
      if (!key.startsWith(":")) throw new Error(`pg_node_tree: expected a field name, found ${key}`)
      // A field holds one value, or several atoms (a Const's datum bytes: `4 [ 1 0 0 0 ]`).
      const parts: TreeValue[] = []
      while (pos < tokens.length && tokens[pos] !== "}" && !tokens[pos].startsWith(":")) parts.push(value())
      result.fields[key.slice(1)] = parts.length === 1 ? parts[0] : parts
    }
    pos++
    return result
  }
  return value()
}

/** Where each output column of a view comes from: its position, and the table column it is taken unchanged from. */
export interface ViewColumnOrigin {
  /** The view column's attnum. */
  position: number
  /** The relation (oid) and column (attnum) a plain column reference points at; 0 when computed. */
  table: number
  column: number
}

const isNode = (value: TreeValue): value is TreeNode => typeof value === "object" && value !== null && !Array.isArray(value)

/** The target list of a view's query (its rule's first Query), as PostgreSQL recorded each column's origin. */
export function viewColumnOrigins(evAction: string): ViewColumnOrigin[] {
  const tree = parseNodeTree(evAction)
  const query = Array.isArray(tree) ? tree[0] : tree
  if (!isNode(query) || !Array.isArray(query.fields.targetList)) return []
  const origins: ViewColumnOrigin[] = []
  for (const entry of query.fields.targetList) {
    if (!isNode(entry) || entry.fields.resjunk === "true") continue
    origins.push({
      position: Number(entry.fields.resno),
      table: Number(entry.fields.resorigtbl ?? 0),
      column: Number(entry.fields.resorigcol ?? 0),
    })
  }
  return origins
}
