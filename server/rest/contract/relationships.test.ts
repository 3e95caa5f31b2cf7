import { describe, expect, it } from "vitest"
import { useContractServer } from "./fixture"

describe("PostgREST relationships through supabase-js", () => {
  const server = useContractServer()

  it("embeds many-to-many through a junction table, also named by the junction as a hint", async () => {
    const { data, error } = await server.db.from("products").select("name, categories(name)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: "Pen", categories: [{ name: "Office" }] },
      { name: "Notebook", categories: [{ name: "Office" }, { name: "Paper" }] },
      { name: "Lamp", categories: [{ name: "Home" }] },
    ])
    const back = await server.db.from("categories").select("name, products!product_categories(name)").eq("id", 1).single()
    expect(back.data).toEqual({ name: "Office", products: [{ name: "Pen" }, { name: "Notebook" }] })
    const inner = await server.db.from("categories").select("name, products!inner(name)").eq("products.name", "Lamp")
    expect(inner.data).toEqual([{ name: "Home", products: [{ name: "Lamp" }] }])
  })

  it("selects computed fields like columns, in embeds and filters too", async () => {
    const users = await server.db.from("users").select("id, full_name").order("id")
    expect(users.data).toEqual([
      { id: 1, full_name: "Ada Lovelace" },
      { id: 2, full_name: "Alan Turing" },
    ])
    const messages = await server.db.from("messages").select("message, users(full_name)").eq("id", 2).single()
    expect(messages.data).toEqual({ message: "hi", users: { full_name: "Alan Turing" } })
    const filtered = await server.db.from("users").select("id").eq("full_name", "Ada Lovelace")
    expect(filtered.data).toEqual([{ id: 1 }])
  })

  it("embeds a function that takes the parent's row as a relationship", async () => {
    const { data, error } = await server.db.from("channels").select("slug, messages:get_messages(message)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", messages: [{ message: "hello" }, { message: "hi" }] },
      { slug: "random", messages: [{ message: "dice" }] },
      { slug: "empty", messages: [] },
    ])
  })

  it("embeds a function declared SETOF … ROWS 1 as one object, or null, not an array (PostgREST: `not proretset or prorows = 1`)", async () => {
    const { data, error } = await server.db.from("channels").select("slug, latest:latest_message(message)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", latest: { message: "hi" } },
      { slug: "random", latest: { message: "dice" } },
      { slug: "empty", latest: null },
    ])
  })

  it("resolves self-referencing embeds: the table name gives the children, the column the parent, !column the children", async () => {
    const children = await server.db.from("collections").select("name, collections(name)").eq("id", 1).single()
    expect(children.data).toEqual({ name: "Root", collections: [{ name: "Left" }, { name: "Right" }] })
    const parent = await server.db.from("collections").select("name, parent_id(name)").eq("id", 4).single()
    expect(parent.data).toEqual({ name: "Leaf", parent_id: { name: "Left" } })
    const hinted = await server.db.from("collections").select("name, kids:collections!parent_id(name)").eq("id", 2).single()
    expect(hinted.data).toEqual({ name: "Left", kids: [{ name: "Leaf" }] })
    const byConstraint = await server.db.from("messages").select("message, users!messages_user_id_fkey(first_name)").eq("id", 1).single()
    expect(byConstraint.data).toEqual({ message: "hello", users: { first_name: "Ada" } })
  })

  it("refuses the same embed twice without an alias with 42712", async () => {
    const { status, error } = await server.db.from("products").select("id, categories(id), categories(name)")
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: "42712", message: 'table name "products_categories_1" specified more than once' })
    const aliased = await server.db.from("products").select("id, a:categories(id), b:categories(name)").eq("id", 1).single()
    expect(aliased.data).toEqual({ id: 1, a: [{ id: 1 }], b: [{ name: "Office" }] })
  })

  it("spreads a one-to-many embed into arrays of its columns", async () => {
    const { data, error } = await server.db.from("channels").select("slug, ...messages(id, message)").order("id")
    expect(error).toBeNull()
    expect(data).toEqual([
      { slug: "general", id: [1, 2], message: ["hello", "hi"] },
      { slug: "random", id: [3], message: ["dice"] },
      { slug: "empty", id: [], message: [] },
    ])
  })

  describe("through views, whose columns carry their tables' keys", () => {
    it("embeds a table from a view, naming it by table or by the view's own (renamed) column", async () => {
      const { data, error } = await server.db.from("message_view").select("message, channels(slug), author(first_name)").order("message_id")
      expect(error).toBeNull()
      expect(data).toEqual([
        { message: "hello", channels: { slug: "general" }, author: { first_name: "Ada" } },
        { message: "hi", channels: { slug: "general" }, author: { first_name: "Alan" } },
        { message: "dice", channels: { slug: "random" }, author: { first_name: "Ada" } },
      ])
    })

    it("embeds a view from a table, one-to-many and many-to-one", async () => {
      const toMany = await server.db.from("channels").select("slug, message_view(message)").order("id")
      expect(toMany.data).toEqual([
        { slug: "general", message_view: [{ message: "hello" }, { message: "hi" }] },
        { slug: "random", message_view: [{ message: "dice" }] },
        { slug: "empty", message_view: [] },
      ])
      const toOne = await server.db.from("messages").select("message, channel_view(slug)").eq("id", 3).single()
      expect(toOne.data).toEqual({ message: "dice", channel_view: { slug: "random" } })
    })

    it("embeds a view from a view, both ways", async () => {
      const up = await server.db.from("message_view").select("message, channel_view(slug)").eq("message_id", 2).single()
      expect(up.data).toEqual({ message: "hi", channel_view: { slug: "general" } })
      const down = await server.db.from("channel_view").select("slug, message_view(message_id)").eq("id", 1).single()
      expect(down.data).toEqual({ slug: "general", message_view: [{ message_id: 1 }, { message_id: 2 }] })
    })

    it("joins a view over a table many-to-many through the table's junction", async () => {
      const { data, error } = await server.db.from("cheap_products").select("name, categories(name)").order("id")
      expect(error).toBeNull()
      expect(data).toEqual([
        { name: "Pen", categories: [{ name: "Office" }] },
        { name: "Notebook", categories: [{ name: "Office" }, { name: "Paper" }] },
      ])
    })

    it("names a relationship by constraint only towards a table, so a view sharing the key adds no ambiguity", async () => {
      const { data, error } = await server.db.from("channels").select("slug, messages_channel_id_fkey(id)").eq("id", 1).single()
      expect(error).toBeNull()
      expect(data).toEqual({ slug: "general", messages_channel_id_fkey: [{ id: 1 }, { id: 2 }] })
    })
  })
})
