import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { TestServer } from "../../testing/harness"
import { CONTRACT_SCHEMA, startContractServer } from "./fixture"

describe("PostgREST relationships through supabase-js", () => {
  let t: TestServer
  let db: ReturnType<SupabaseClient["schema"]>

  beforeAll(async () => {
    t = await startContractServer()
    db = t.client().schema(CONTRACT_SCHEMA)
  })
  afterAll(async () => {
    await t?.close()
  })

  it("embeds many-to-many through a junction table, also named by the junction as a hint", async () => {
    const { data, error } = await db.from("products").select("name, categories(name)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: "Pen", categories: [{ name: "Office" }] },
      { name: "Notebook", categories: [{ name: "Office" }, { name: "Paper" }] },
      { name: "Lamp", categories: [{ name: "Home" }] },
    ])
    const back = await db.from("categories").select("name, products!product_categories(name)").eq("id", 1).single()
    expect(back.data).toEqual({ name: "Office", products: [{ name: "Pen" }, { name: "Notebook" }] })
    const inner = await db.from("categories").select("name, products!inner(name)").eq("products.name", "Lamp")
    expect(inner.data).toEqual([{ name: "Home", products: [{ name: "Lamp" }] }])
  })

  it("selects computed fields like columns, in embeds and filters too", async () => {
    const users = await db.from("users").select("id, full_name").order("id")
    expect(users.data).toEqual([
      { id: 1, full_name: "Ada Lovelace" },
      { id: 2, full_name: "Alan Turing" },
    ])
    const messages = await db.from("messages").select("message, users(full_name)").eq("id", 2).single()
    expect(messages.data).toEqual({ message: "hi", users: { full_name: "Alan Turing" } })
    const filtered = await db.from("users").select("id").eq("full_name", "Ada Lovelace")
    expect(filtered.data).toEqual([{ id: 1 }])
  })

  it("embeds a function that takes the parent's row as a relationship", async () => {
    const { data, error } = await db.from("channels").select("slug, messages:get_messages(message)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", messages: [{ message: "hello" }, { message: "hi" }] },
      { slug: "random", messages: [{ message: "dice" }] },
      { slug: "empty", messages: [] },
    ])
  })

  it("resolves self-referencing embeds: the table name gives the children, the column the parent, !column the children", async () => {
    const children = await db.from("collections").select("name, collections(name)").eq("id", 1).single()
    expect(children.data).toEqual({ name: "Root", collections: [{ name: "Left" }, { name: "Right" }] })
    const parent = await db.from("collections").select("name, parent_id(name)").eq("id", 4).single()
    expect(parent.data).toEqual({ name: "Leaf", parent_id: { name: "Left" } })
    const hinted = await db.from("collections").select("name, kids:collections!parent_id(name)").eq("id", 2).single()
    expect(hinted.data).toEqual({ name: "Left", kids: [{ name: "Leaf" }] })
  })

  it("refuses the same embed twice without an alias with 42712", async () => {
    const { status, error } = await db.from("products").select("id, categories(id), categories(name)")
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: "42712", message: 'table name "products_categories_1" specified more than once' })
    const aliased = await db.from("products").select("id, a:categories(id), b:categories(name)").eq("id", 1).single()
    expect(aliased.data).toEqual({ id: 1, a: [{ id: 1 }], b: [{ name: "Office" }] })
  })

  it("spreads a one-to-many embed into arrays of its columns", async () => {
    const { data, error } = await db.from("channels").select("slug, ...messages(id, message)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", id: [1, 2], message: ["hello", "hi"] },
      { slug: "random", id: [3], message: ["dice"] },
      { slug: "empty", id: [], message: [] },
    ])
  })
})
