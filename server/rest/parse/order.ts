import { Cursor } from "./cursor"
import type { OrderTerm } from "./types"

/** `order=col.desc.nullslast,data->>k,rel(col).asc` */
export function parseOrder(text: string, param = "order"): OrderTerm[] {
  const c = new Cursor(text, param)
  const terms: OrderTerm[] = []
  for (;;) {
    const first = c.field()
    const term: OrderTerm = { field: first }
    if (first.jsonPath.length === 0 && c.eat("(")) {
      term.relation = first.name
      term.field = c.field()
      c.expect(")")
    }
    while (c.eat(".")) {
      if (c.eat("asc")) term.direction = "asc"
      else if (c.eat("desc")) term.direction = "desc"
      else if (c.eat("nullsfirst")) term.nulls = "first"
      else if (c.eat("nullslast")) term.nulls = "last"
      else c.fail("expecting asc, desc, nullsfirst or nullslast")
    }
    terms.push(term)
    if (c.eat(",")) continue
    if (!c.done) c.fail('expecting "," or "."')
    return terms
  }
}
