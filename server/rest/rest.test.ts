import net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { loadFixtures } from "./testing/fixtures"

/** A GET written on a socket by hand, so a header can come on several lines (fetch and node:http join some). */
function rawGet(url: string, headers: [string, string][]): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url)
  const head = [`GET ${pathname} HTTP/1.1`, `Host: ${hostname}:${port}`, "Connection: close", ...headers.map(([n, v]) => `${n}: ${v}`)]
  return new Promise((resolve, reject) => {
    let answer = ""
    // Written without ending our side: a client that half-closes may have its request dropped.
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head.join("\r\n")}\r\n\r\n`))
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk))
    socket.on("error", reject).on("end", () => {
      const [top, ...rest] = answer.split("\r\n\r\n")
      const body = rest.join("\r\n\r\n")
      // The body may come chunked: this test's answers are small, one chunk.
      const chunked = /transfer-encoding: chunked/i.test(top)
      resolve({ status: Number(top.split(" ")[1]), body: chunked ? body.split("\r\n")[1] : body })
    })
  })
}

describe.each([
  { transport: "in-process", http: false },
  { transport: "HTTP", http: true },
])("PostgREST behaviour through supabase-js ($transport)", ({ http }) => {
  let t: TestServer
  let anon: SupabaseClient
  let service: SupabaseClient

  beforeAll(async () => {
    t = await startTestServer({ http })
    await loadFixtures(t)
    anon = t.client()
    service = t.client({ key: t.serviceRoleKey })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("select", () => {
    it("reads columns with aliases, casts and JSON paths", async () => {
      const { data, error } = await anon
        .from("authors")
        .select("id, who:name, id_text:id::text, born:bio->born, first_tag:bio->tags->>0")
        .order("id")
      expect(error).toBeNull()
      expect(data).toEqual([
        { id: 1, who: "Ada", id_text: "1", born: 1815, first_tag: "math" },
        { id: 2, who: "Brontë", id_text: "2", born: 1816, first_tag: null },
        { id: 3, who: "Carver", id_text: "3", born: null, first_tag: null },
      ])
    })

    it("embeds to-one, to-many and one-to-one relations through foreign keys, nested", async () => {
      const { data, error } = await anon
        .from("books")
        .select(
          "id, author:authors!author_id(name), editor:authors!books_editor_id_fkey(name), reviews(stars, book:books(title)), book_details(isbn)",
        )
        .eq("id", 1)
        .single()
      expect(error).toBeNull()
      expect(data).toEqual({
        id: 1,
        author: { name: "Ada" },
        editor: { name: "Brontë" },
        reviews: [
          { stars: 5, book: { title: "Notes on the engine" } },
          { stars: 3, book: { title: "Notes on the engine" } },
        ],
        book_details: { isbn: "111" },
      })
    })

    it("gives null and [] for missing embeds, and !inner drops those parents", async () => {
      const { data } = await anon.from("books").select("id, authors!author_id(name), reviews(id)").eq("id", 4).single()
      expect(data).toEqual({ id: 4, authors: null, reviews: [] })
      const inner = await anon.from("books").select("id, reviews!inner(id)").order("id")
      expect(inner.data?.map((b) => b.id)).toEqual([1, 2])
    })

    it("filters, orders and limits embedded resources", async () => {
      const { data } = await anon
        .from("books")
        .select("id, reviews(stars)")
        .eq("id", 1)
        .gte("reviews.stars", 4)
        .order("stars", { referencedTable: "reviews", ascending: true })
        .limit(5, { referencedTable: "reviews" })
      expect(data).toEqual([{ id: 1, reviews: [{ stars: 5 }] }])
      const ordered = await anon
        .from("books")
        .select("id, reviews(stars)")
        .eq("id", 1)
        .order("stars", { referencedTable: "reviews", ascending: false })
      expect(ordered.data?.[0].reviews).toEqual([{ stars: 5 }, { stars: 3 }])
      const anti = await anon.from("books").select("id, reviews(id)").is("reviews", null).order("id")
      expect(anti.data?.map((b) => b.id)).toEqual([3, 4])
    })

    it("spreads a to-one embed into the parent", async () => {
      const { data } = await anon.from("books").select("id, ...authors!author_id(author_name:name)").in("id", [1, 4]).order("id")
      expect(data).toEqual([
        { id: 1, author_name: "Ada" },
        { id: 4, author_name: null },
      ])
    })

    it("orders the parent by a column of a to-one embed", async () => {
      const { data } = await anon
        .from("books")
        .select("id, authors!author_id(name)")
        .not("author_id", "is", null)
        .order("authors(name)", { ascending: false })
      expect(data?.map((b) => b.id)).toEqual([3, 2, 1])
    })

    it("answers PGRST201 for an ambiguous embed and PGRST200 for none", async () => {
      const ambiguous = await anon.from("books").select("id, authors(name)")
      expect(ambiguous.status).toBe(300)
      expect(ambiguous.error?.code).toBe("PGRST201")
      expect(ambiguous.error?.hint).toContain("authors!books_author_id_fkey")
      const none = await anon.from("kv").select("k, authors(name)")
      expect(none.status).toBe(400)
      expect(none.error?.code).toBe("PGRST200")
    })
  })

  describe("filters", () => {
    const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
      const { data, error } = await query
      expect(error).toBeNull()
      return data!.map((r) => r.id).sort((a, b) => a - b)
    }

    it("compares with eq, neq, gt, gte, lt, lte", async () => {
      expect(await ids(anon.from("books").select("id").eq("pages", 500))).toEqual([2])
      expect(await ids(anon.from("books").select("id").neq("pages", 500))).toEqual([1, 3])
      expect(await ids(anon.from("books").select("id").gt("pages", 120))).toEqual([2, 3])
      expect(await ids(anon.from("books").select("id").gte("pages", 120))).toEqual([1, 2, 3])
      expect(await ids(anon.from("books").select("id").lt("pages", 350))).toEqual([1])
      expect(await ids(anon.from("books").select("id").lte("pages", 350))).toEqual([1, 3])
    })

    it("matches patterns with like and ilike (* as %)", async () => {
      expect(await ids(anon.from("books").select("id").like("title", "%Eyre"))).toEqual([2])
      expect(await ids(anon.from("books").select("id").ilike("title", "*SHORT*"))).toEqual([3])
      expect(await ids(anon.from("books").select("id").likeAnyOf("title", ["Jane*", "Short*"]))).toEqual([2, 3])
    })

    it("tests is null/true/false, in lists (with quoted values) and negation", async () => {
      expect(await ids(anon.from("books").select("id").is("pages", null))).toEqual([4])
      expect(await ids(anon.from("books").select("id").is("published", true))).toEqual([1, 2])
      expect(await ids(anon.from("books").select("id").is("published", false))).toEqual([3, 4])
      expect(await ids(anon.from("books").select("id").in("title", ["Jane Eyre", "Short cuts", "a,b(c)"]))).toEqual([2, 3])
      expect(await ids(anon.from("books").select("id").not("pages", "is", null))).toEqual([1, 2, 3])
      expect(await ids(anon.from("books").select("id").not("id", "in", "(1,2)"))).toEqual([3, 4])
    })

    it("uses array and JSON containment and overlap (cs, cd, ov)", async () => {
      expect(await ids(anon.from("books").select("id").contains("tags", ["novel"]))).toEqual([2, 3])
      expect(await ids(anon.from("books").select("id").containedBy("tags", ["novel", "stories"]))).toEqual([2, 3, 4])
      expect(await ids(anon.from("books").select("id").overlaps("tags", ["math", "stories"]))).toEqual([1, 3])
      expect(await ids(anon.from("books").select("id").contains("meta", { lang: "en" }))).toEqual([1, 2])
    })

    it("filters on JSON paths", async () => {
      expect(await ids(anon.from("books").select("id").eq("meta->>lang", "fr"))).toEqual([3])
      expect(await ids(anon.from("books").select("id").eq("meta->ed->>n", "1"))).toEqual([1])
    })

    it("combines or=() and and=() with nesting, and ANDs repeated filters", async () => {
      expect(await ids(anon.from("books").select("id").or("pages.gt.400,and(published.is.false,pages.is.null)"))).toEqual([2, 4])
      expect(await ids(anon.from("books").select("id").or('title.eq.Jane Eyre,title.eq."Short cuts"'))).toEqual([2, 3])
      expect(await ids(anon.from("books").select("id").gt("id", 1).lt("id", 4))).toEqual([2, 3])
      const negated = await t.fetch(`${t.url}/rest/v1/books?select=id&not.or=(id.eq.1,id.eq.2)&order=id`, {
        headers: { apikey: t.anonKey },
      })
      expect(await negated.json()).toEqual([{ id: 3 }, { id: 4 }])
    })

    it("runs full-text search (fts, plfts, phfts, wfts)", async () => {
      expect(await ids(anon.from("books").select("id").textSearch("search", "engine", { config: "english" }))).toEqual([1])
      expect(await ids(anon.from("books").select("id").textSearch("search", "jane eyre", { type: "plain", config: "english" }))).toEqual([
        2,
      ])
      expect(await ids(anon.from("books").select("id").textSearch("search", "short cuts", { type: "phrase", config: "english" }))).toEqual([
        3,
      ])
      expect(await ids(anon.from("books").select("id").textSearch("title", "notes or jane", { type: "websearch" }))).toEqual([1, 2])
    })

    it("matches with match() and filter()", async () => {
      expect(await ids(anon.from("books").select("id").match({ published: true, author_id: 2 }))).toEqual([2])
      expect(await ids(anon.from("books").select("id").filter("title", "imatch", "^jane"))).toEqual([2])
    })
  })

  describe("ordering, paging and counting", () => {
    it("orders with nulls first or last", async () => {
      const first = await anon.from("books").select("id").order("pages", { ascending: false, nullsFirst: true })
      expect(first.data?.map((b) => b.id)).toEqual([4, 2, 3, 1])
      const last = await anon.from("books").select("id").order("pages", { ascending: true, nullsFirst: false })
      expect(last.data?.map((b) => b.id)).toEqual([1, 3, 2, 4])
    })

    it("pages with range() and counts exactly (206 when partial)", async () => {
      const page = await anon.from("books").select("id", { count: "exact" }).order("id").range(1, 2)
      expect(page.status).toBe(206)
      expect(page.count).toBe(4)
      expect(page.data?.map((b) => b.id)).toEqual([2, 3])
      const all = await anon.from("books").select("id", { count: "exact" })
      expect(all.status).toBe(200)
      expect(all.count).toBe(4)
      const head = await anon.from("books").select("*", { count: "exact", head: true }).eq("published", true)
      expect(head.count).toBe(2)
      expect(head.data).toBeNull()
    })

    it("answers Content-Range and honours a Range header", async () => {
      const res = await t.fetch(`${t.url}/rest/v1/books?select=id&order=id`, {
        headers: { apikey: t.anonKey, Range: "0-1", Prefer: "count=exact" },
      })
      expect(res.status).toBe(206)
      expect(res.headers.get("content-range")).toBe("0-1/4")
      expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }])
      const beyond = await anon.from("books").select("id", { count: "exact" }).range(10, 12)
      expect(beyond.status).toBe(416)
      expect(beyond.error?.code).toBe("PGRST103")
    })

    it("caps results at 1000 rows", async () => {
      await t.db.exec("create table public.many as select g as id from generate_series(1, 1005) g")
      const { data, count, error } = await anon.from("many").select("id", { count: "exact" })
      expect(error).toBeNull()
      expect(data).toHaveLength(1000)
      expect(count).toBe(1005)
    })
  })

  describe("single and maybeSingle", () => {
    it("returns one object or PGRST116 406", async () => {
      const one = await anon.from("authors").select("name").eq("id", 1).single()
      expect(one.data).toEqual({ name: "Ada" })
      const none = await anon.from("authors").select("name").eq("id", 99).single()
      expect(none.status).toBe(406)
      expect(none.error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" })
      const many = await anon.from("authors").select("name").single()
      expect(many.error?.code).toBe("PGRST116")
      const maybe = await anon.from("authors").select("name").eq("id", 99).maybeSingle()
      expect(maybe).toMatchObject({ data: null, error: null })
    })

    it("rolls back a write that does not touch exactly one row", async () => {
      const res = await service
        .from("kv")
        .insert([{ k: "s1" }, { k: "s2" }])
        .select()
        .single()
      expect(res.error?.code).toBe("PGRST116")
      const { count } = await service.from("kv").select("*", { count: "exact", head: true }).in("k", ["s1", "s2"])
      expect(count).toBe(0)
    })
  })

  describe("writes", () => {
    it("inserts with return=minimal (201, no body) and representation", async () => {
      const minimal = await anon.from("kv").insert({ k: "w1", n: 1 })
      expect(minimal).toMatchObject({ status: 201, data: null, error: null })
      const rep = await anon
        .from("kv")
        .insert([{ k: "w2", n: 2 }, { k: "w3" }])
        .select("k, v, n")
      expect(rep.status).toBe(201)
      expect(rep.data).toEqual([
        { k: "w2", v: "dflt", n: 2 },
        { k: "w3", v: "dflt", n: null },
      ])
    })

    it("uses column defaults for missing keys with missing=default", async () => {
      const { data } = await anon
        .from("kv")
        .insert([{ k: "d1", v: "given" }, { k: "d2" }], { defaultToNull: false })
        .select("k, v")
      expect(data).toEqual([
        { k: "d1", v: "given" },
        { k: "d2", v: "dflt" },
      ])
    })

    it("upserts with merge-duplicates and ignore-duplicates on a conflict target", async () => {
      await anon.from("kv").insert({ k: "u1", n: 1 })
      const merged = await anon.from("kv").upsert({ k: "u1", n: 5 }).select("k, n")
      expect(merged.data).toEqual([{ k: "u1", n: 5 }])
      const ignored = await anon.from("kv").upsert({ k: "u1", n: 9 }, { ignoreDuplicates: true }).select("k, n")
      expect(ignored.data).toEqual([])
      const byName = await anon
        .from("authors")
        .upsert({ name: "Ada", bio: { born: 1815, upserted: true } }, { onConflict: "name" })
        .select("id, bio")
      expect(byName.data).toEqual([{ id: 1, bio: { born: 1815, upserted: true } }])
    })

    it("updates and deletes with filters (204, or 200 with representation) and counts", async () => {
      await anon.from("kv").insert([
        { k: "p1", n: 1 },
        { k: "p2", n: 1 },
      ])
      const patch = await anon.from("kv").update({ n: 7 }).in("k", ["p1", "p2"])
      expect(patch.status).toBe(204)
      const rep = await anon.from("kv").update({ v: "x" }, { count: "exact" }).eq("k", "p1").select("k, v, n")
      expect(rep.status).toBe(200)
      expect(rep.count).toBe(1)
      expect(rep.data).toEqual([{ k: "p1", v: "x", n: 7 }])
      const del = await anon.from("kv").delete().eq("k", "p2").select("k")
      expect(del.data).toEqual([{ k: "p2" }])
      const gone = await anon.from("kv").delete().eq("k", "p2")
      expect(gone.status).toBe(204)
    })

    it("treats a PATCH with an empty body as no change, with or without representation", async () => {
      await anon.from("kv").insert({ k: "empty-patch", n: 3 })
      const rep = await anon.from("kv").update({}).eq("k", "empty-patch").select("k, n")
      expect(rep.error).toBeNull()
      expect(rep.data).toEqual([])
      expect((await anon.from("kv").update({}).eq("k", "empty-patch")).status).toBe(204)
      expect((await anon.from("kv").select("n").eq("k", "empty-patch").single()).data).toEqual({ n: 3 })
      expect((await anon.from("kv").update({})).error).toMatchObject({ code: "21000" })
    })

    it("refuses PATCH and DELETE without filters (safeupdate)", async () => {
      const patch = await anon.from("kv").update({ n: 0 })
      expect(patch.status).toBe(400)
      expect(patch.error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" })
      const del = await anon.from("kv").delete()
      expect(del.error?.code).toBe("21000")
    })

    it("returns embeds in the representation of a write", async () => {
      const { data } = await anon
        .from("books")
        .insert({ title: "New", author_id: 1 })
        .select("title, author:authors!author_id(name)")
        .single()
      expect(data).toEqual({ title: "New", author: { name: "Ada" } })
    })

    it("answers headers-only with a Location", async () => {
      const res = await t.fetch(`${t.url}/rest/v1/kv`, {
        method: "POST",
        headers: { apikey: t.anonKey, "Content-Type": "application/json", Prefer: "return=headers-only" },
        body: JSON.stringify({ k: "loc" }),
      })
      expect(res.status).toBe(201)
      expect(res.headers.get("location")).toBe("/kv?k=eq.loc")
    })

    it("maps constraint errors: 23505 409, 23503 409, 23502 400, 23514 400, unknown column PGRST204", async () => {
      const dup = await anon.from("kv").insert([{ k: "dup" }, { k: "dup" }])
      expect(dup.status).toBe(409)
      expect(dup.error?.code).toBe("23505")
      const fk = await anon.from("reviews").insert({ book_id: 999, stars: 1 })
      expect(fk.status).toBe(409)
      expect(fk.error?.code).toBe("23503")
      const notNull = await anon.from("authors").insert({ bio: {} })
      expect(notNull.status).toBe(400)
      expect(notNull.error?.code).toBe("23502")
      const check = await anon.from("reviews").insert({ book_id: 1, stars: 9 })
      expect(check.error?.code).toBe("23514")
      const unknown = await anon.from("kv").insert({ k: "z", nope: 1 })
      expect(unknown.status).toBe(400)
      expect(unknown.error?.code).toBe("PGRST204")
    })

    it("rolls back with Prefer tx=rollback", async () => {
      const { data } = await anon.from("kv").insert({ k: "rb" }).select().rollback()
      expect(data).toEqual([{ k: "rb", v: "dflt", n: null }])
      const after = await anon.from("kv").select().eq("k", "rb")
      expect(after.data).toEqual([])
    })

    it("writes through an updatable view and reads it", async () => {
      const { data } = await anon.from("long_books").select("id").order("id")
      expect(data?.map((b) => b.id)).toEqual([2, 3])
      const upd = await anon.from("long_books").update({ title: "Jane Eyre!" }).eq("id", 2).select("title")
      expect(upd.data).toEqual([{ title: "Jane Eyre!" }])
    })
  })

  describe("rpc", () => {
    it("calls scalar functions with named arguments by POST and GET, using defaults", async () => {
      expect((await anon.rpc("add", { a: 1, b: 2 })).data).toBe(3)
      expect((await anon.rpc("add", { a: 1 }, { get: true })).data).toBe(11)
      expect((await anon.rpc("sum_array", { xs: [1, 2, 3] })).data).toBe(6)
      expect((await anon.rpc("sum_array", { xs: [4, 5] }, { get: true })).data).toBe(9)
      expect((await anon.rpc("echo", { payload: { a: [1, { b: null }] } })).data).toEqual({ a: [1, { b: null }] })
    })

    it("filters, orders and embeds on set-returning functions", async () => {
      const { data } = await anon.rpc("books_by", { author: 2 }).select("id, title, reviews(stars)")
      expect(data).toEqual([{ id: 2, title: expect.stringMatching(/^Jane Eyre/), reviews: [{ stars: 4 }] }])
      const filtered = await anon.rpc("numbers", { n: 5 })
      expect(filtered.data).toEqual([1, 2, 3, 4, 5])
      const table = await anon.rpc("stats")
      expect(table.data).toEqual([{ total: expect.any(Number), max_pages: 500 }])
      const counted = await anon.rpc("books_by", { author: 1 }, { count: "exact" }).select("id").gt("id", 0)
      expect(counted.count).toBeGreaterThanOrEqual(1)
    })

    it("returns a composite as an object, void as 204, and raises as P0001 400", async () => {
      expect((await anon.rpc("first_book").select("id")).data).toEqual({ id: 1 })
      expect(await anon.rpc("noop")).toMatchObject({ status: 204, data: null, error: null })
      const fail = await anon.rpc("fail", { msg: "boom" })
      expect(fail.status).toBe(400)
      expect(fail.error).toMatchObject({ code: "P0001", message: "boom", hint: "a hint" })
    })

    it("runs GET calls read-only (25006 405) and answers PGRST202 for unknown functions", async () => {
      const ro = await anon.rpc("add_author", { name: "Readonly" }, { get: true })
      expect(ro.status).toBe(405)
      expect(ro.error?.code).toBe("25006")
      const written = await anon.rpc("add_author", { name: "Writer" }).select("name")
      expect(written.data).toEqual({ name: "Writer" })
      const missing = await anon.rpc("nope", { x: 1 })
      expect(missing.status).toBe(404)
      expect(missing.error?.code).toBe("PGRST202")
      const wrongArgs = await anon.rpc("add", { z: 1 })
      expect(wrongArgs.error?.code).toBe("PGRST202")
    })

    it("lets SQL read the request as PostgREST sets it: method, path, and headers by lowercase name", async () => {
      const client = t.client({ headers: { "X-Trace-Id": "abc 123", "X-Real-IP": "203.0.113.9" } })
      const { data } = await client.rpc("request_context", {}, { get: true })
      expect(data).toMatchObject({ method: "GET", path: "/rpc/request_context", role: "anon" })
      expect(data.headers).toMatchObject({ "x-trace-id": "abc 123", apikey: t.anonKey })
      // The gateway's own X-Real-IP (the peer) replaces what the client claimed.
      expect(data.headers["x-real-ip"]).not.toBe("203.0.113.9")
    })

    it.runIf(http)("joins a header sent twice as fetch does, cookies with a semicolon", async () => {
      const { status, body } = await rawGet(`${t.url}/rest/v1/rpc/request_context`, [
        ["apikey", t.anonKey],
        ["X-Tag", "a"],
        ["x-tag", "b"],
        ["Cookie", "c1=1"],
        ["cookie", "c2=2"],
      ])
      expect(status).toBe(200)
      expect(JSON.parse(body).headers).toMatchObject({ "x-tag": "a, b", cookie: "c1=1; c2=2" })
    })
  })

  describe("errors and malformed input", () => {
    const raw = (path: string, init: RequestInit = {}) =>
      t.fetch(`${t.url}/rest/v1${path}`, { ...init, headers: { apikey: t.anonKey, ...(init.headers as Record<string, string>) } })

    it("answers PGRST205 404 for an unknown table and 42703 400 for an unknown column", async () => {
      const table = await anon.from("nope").select()
      expect(table.status).toBe(404)
      expect(table.error).toMatchObject({ code: "PGRST205", message: "Could not find the table 'public.nope' in the schema cache" })
      const column = await anon.from("books").select("nope")
      expect(column.status).toBe(400)
      expect(column.error?.code).toBe("42703")
      const filter = await anon.from("books").select("id").eq("nope", 1)
      expect(filter.error?.code).toBe("42703")
    })

    it("answers the root, /rest/v1/ as Kong forwards it to PostgREST's /, with 404 PGRST125 and no OpenAPI description", async () => {
      for (const path of ["/", ""]) {
        const res = await raw(path, { headers: { Accept: "application/openapi+json" } })
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({ code: "PGRST125", message: "Invalid path specified in request URL", details: null, hint: null })
      }
    })

    it("answers 22P02 400 for values of the wrong type", async () => {
      const res = await anon.from("site_settings").select().eq("updated_by", "not-a-uuid")
      expect(res.status).toBe(400)
      expect(res.error?.code).toBe("22P02")
    })

    it.each([
      ["/books?select=id,(", 400, "PGRST100"],
      ["/books?id=zz.1", 400, "PGRST100"],
      ["/books?id=5", 400, "PGRST100"],
      ["/books?or=id.eq.1", 400, "PGRST100"],
      ["/books?or=(id.eq.1", 400, "PGRST100"],
      ["/books?order=id.sideways", 400, "PGRST100"],
      ["/books?limit=-1", 400, "PGRST100"],
      ["/books?id=in.(1,2", 400, "PGRST100"],
      ["/books?id=is.maybe", 400, "PGRST100"],
      ['/books?select="unterminated', 400, "PGRST100"],
      ["/books?select=id&reviews.stars=eq.1", 400, "PGRST108"],
      ["/books?select=id::nosuchtype", 400, "42704"],
      ["/books?select=count()", 400, "PGRST123"],
      ["/books/1", 404, "PGRST125"],
    ])("answers %s with %i %s in PostgREST's shape", async (path, status, code) => {
      const res = await raw(path)
      expect(res.status).toBe(status)
      const body = await res.json()
      expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"])
      expect(body.code).toBe(code)
    })

    it("answers PGRST102 for bad JSON bodies and 413 for huge ones", async () => {
      for (const body of ["{", "[1,2]", '"text"', "null", ""]) {
        const res = await raw("/kv", { method: "POST", headers: { "Content-Type": "application/json" }, body })
        expect(res.status).toBe(400)
        expect((await res.json()).code).toBe("PGRST102")
      }
      const huge = await raw("/kv", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ k: "x".repeat(2 * 1024 * 1024) }),
      })
      expect(huge.status).toBe(413)
      expect(Object.keys(await huge.json()).sort()).toEqual(["code", "details", "hint", "message"])
    })

    it("answers 406 PGRST106 for other schemas and PGRST107 for unknown media types", async () => {
      const schema = await t.client().schema("private").from("books").select()
      expect(schema.status).toBe(406)
      expect(schema.error?.code).toBe("PGRST106")
      const media = await raw("/books", { headers: { Accept: "application/xml" } })
      expect(media.status).toBe(406)
      expect((await media.json()).code).toBe("PGRST107")
    })

    it("answers JWT errors with 401, PGRST301/303 and WWW-Authenticate", async () => {
      const malformed = await raw("/books", { headers: { Authorization: "Bearer abc" } })
      expect(malformed.status).toBe(401)
      expect((await malformed.json()).code).toBe("PGRST301")
      expect(malformed.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/)
      const expired = await raw("/books", {
        headers: { Authorization: `Bearer ${await t.signJwt({ role: "authenticated", sub: crypto.randomUUID(), exp: 1000 })}` },
      })
      expect(expired.status).toBe(401)
      expect(await expired.json()).toMatchObject({ code: "PGRST303", message: "JWT expired" })
      const forged = await raw("/books", { headers: { Authorization: `Bearer ${t.anonKey.slice(0, -4)}AAAA` } })
      expect(forged.status).toBe(401)
      expect((await forged.json()).code).toBe("PGRST301")
      const role = await raw("/books", { headers: { Authorization: `Bearer ${await t.signJwt({ role: "postgres" })}` } })
      expect(role.status).toBe(401)
    })

    it("answers 401 without a valid apikey, as the gateway does", async () => {
      const missing = await t.fetch(`${t.url}/rest/v1/books`)
      expect(missing.status).toBe(401)
      const invalid = await t.fetch(`${t.url}/rest/v1/books`, { headers: { apikey: "nope" } })
      expect(invalid.status).toBe(401)
    })

    it("serves CSV and stripped nulls", async () => {
      const csv = await anon.from("authors").select("id, name").lte("id", 3).order("id").csv()
      expect(csv.data).toBe("id,name\n1,Ada\n2,Brontë\n3,Carver")
      const stripped = await anon.from("authors").select("id, bio").eq("id", 3).stripNulls()
      expect(stripped.data).toEqual([{ id: 3 }])
    })
  })
})
