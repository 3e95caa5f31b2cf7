import { beforeAll, describe, expect, it, vi } from "vitest"
import { useContractServer } from "./fixture"

const AGGREGATES_OFF = { code: "PGRST123", message: "Use of aggregate functions is not allowed", details: null, hint: null }

describe("PostgREST aggregate functions through supabase-js", () => {
  const server = useContractServer()

  it("refuses aggregates with PGRST123 while db-aggregates-enabled is off, as on hosted Supabase, at any depth", async () => {
    for (const select of ["amount.sum()", "count()", "name, invoices(amount.sum())", "amount, ...products(id.count())"]) {
      const { status, error } = await server.db.from(select.includes("invoices(") ? "products" : "invoices").select(select)
      expect({ select, status, error }).toEqual({ select, status: 400, error: AGGREGATES_OFF })
    }
  })

  it("counts with the legacy `count` (no parentheses) even with aggregates off, also in an embed", async () => {
    expect((await server.db.from("invoices").select("count")).data).toEqual([{ count: 5 }])
    const { data, error } = await server.db.from("channels").select("slug, messages(count)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", messages: [{ count: 2 }] },
      { slug: "random", messages: [{ count: 1 }] },
      { slug: "empty", messages: [{ count: 0 }] },
    ])
  })

  describe("with pgrst.db_aggregates_enabled on the authenticator role", () => {
    beforeAll(async () => {
      // In-database configuration, as on a hosted project; NOTIFY pgrst makes the running server reload it.
      await server.t.db.exec(`
        do $$ begin
          execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), 'true');
        end $$;
        notify pgrst, 'reload config';`)
      await vi.waitFor(async () => expect((await server.db.from("invoices").select("count()")).error).toBeNull(), { timeout: 10_000 })
    })

    it("aggregates a whole table: sum, avg, min, max and count(), named after the function", async () => {
      const { data, error } = await server.db.from("invoices").select("amount.sum(), amount.avg(), amount.min(), amount.max(), count()")
      expect(error).toBeNull()
      expect(data).toEqual([{ sum: 89, avg: 17.8, min: 2.5, max: 40, count: 5 }])
    })

    it("groups by the other selected columns, with aliases on both and the usual filters and order", async () => {
      const { data } = await server.db.from("invoices").select("category, total:amount.sum(), n:count()").gt("amount", 3).order("category")
      expect(data).toEqual([
        { category: "home", total: 75.5, n: 2 },
        { category: "office", total: 5, n: 1 },
        { category: "paper", total: 6, n: 1 },
      ])
    })

    it("casts an aggregate's input and its result", async () => {
      const input = await server.db.from("invoices").select("details->>tax::numeric.sum()")
      expect(input.data).toEqual([{ sum: 17.8 }])
      const output = await server.db.from("invoices").select("amount.sum()::text, cnt:count()::text")
      expect(output.data).toEqual([{ sum: "89.00", cnt: "5" }])
      const both = await server.db.from("invoices").select("rounded:amount::int.sum()")
      expect(both.data).toEqual([{ rounded: 90 }])
      // A plain cast after a JSON path casts the value, not the key.
      expect((await server.db.from("invoices").select("details->>tax::numeric").eq("id", 2)).data).toEqual([{ tax: 1 }])
    })

    it("aggregates within an embed, per parent row (null sum and zero count for none)", async () => {
      await server.t.db.exec("insert into contract.products values (9, 'Unsold', 1.00)")
      const { data, error } = await server.db
        .from("products")
        .select("name, invoices(amount.sum(), count())")
        .in("id", [1, 3, 9])
        .order("id")
      expect(error).toBeNull()
      expect(data).toEqual([
        { name: "Pen", invoices: [{ sum: 7.5, count: 2 }] },
        { name: "Lamp", invoices: [{ sum: 75.5, count: 2 }] },
        { name: "Unsold", invoices: [{ sum: null, count: 0 }] },
      ])
    })

    it("groups by an embedded resource, and aggregates columns of a to-one spread at the parent's level", async () => {
      const byProduct = await server.db.from("invoices").select("product_id, total:amount.sum(), products(name)").order("product_id")
      expect(byProduct.error).toBeNull()
      expect(byProduct.data).toEqual([
        { product_id: 1, total: 7.5, products: { name: "Pen" } },
        { product_id: 2, total: 6, products: { name: "Notebook" } },
        { product_id: 3, total: 75.5, products: { name: "Lamp" } },
      ])
      const spread = await server.db.from("invoices").select("amount.sum(), ...products(name, top_price:price.max())")
      expect(spread.error).toBeNull()
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
      expect((spread.data as { name: string }[]).sort(byName)).toEqual([
        { sum: 75.5, name: "Lamp", top_price: 40 },
        { sum: 6, name: "Notebook", top_price: 6 },
        { sum: 7.5, name: "Pen", top_price: 2.5 },
      ])
    })

    it("aggregates the rows a function returns", async () => {
      const { data, error } = await server.db.rpc("products_under", { max_price: 10 }).select("price.sum(), count()").in("id", [1, 2])
      expect(error).toBeNull()
      expect(data).toEqual([{ sum: 8.5, count: 2 }])
    })
  })
})
