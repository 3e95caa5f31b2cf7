/**
 * `npm run bench:search`: how fast search_site() answers (20261205001000_site_search.sql) on a generated
 * corpus of 10,000 documents per language (English documents, each with a live Swedish and German
 * translation), as anon (row level security on), beside a plain indexed lookup (a document by its path,
 * the btree of documents_live_path) in the same run and the same transaction.
 *
 * The corpus's words are the site's own: each language's vocabulary is taken from the English seed
 * documents and the Swedish and German search fixtures (server/rest/testing/search-pages/), and pages are
 * drawn from it with a skewed (Zipf-like) choice, so common words are common, as on the site. Queries mix
 * one and two words, an inflected form, a misspelling and a prefix (results as the visitor types).
 *
 * On PGlite by default; `npm run bench:search:postgres` (or `scripts/with-postgres.sh npm run bench:search`)
 * on a throwaway PostgreSQL, where pg_trgm is installed and corrects typos. Prints p50 and p95 in ms; asserts
 * nothing (budget: p95 under 30 ms, issue 41). `-- --documents N` for another corpus size, `-- --runs N` for
 * another number of timed queries per language (default 300).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { Database } from "../server/db"
import { openPostgres } from "../server/db/postgres"
import { migratedPglite } from "../server/testing/pglite-template"
import { createMigratedDatabase } from "../server/testing/postgres-template"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const DOCUMENTS = argument("documents", 10_000)
const RUNS = argument("runs", 300)
const BATCH = 500

type Locale = "en" | "sv" | "de"

/** Queries a visitor types, per language: common and rare words, two words, an inflection, a typo, a prefix. */
const QUERIES: Record<Locale, string[]> = {
  en: ["translation", "legal translation", "contracts", "website localisation", "subtitles", "transaltion", "interpret", "quality"],
  sv: ["översättning", "översättningar av avtal", "undertextning", "lokalisering", "översätning", "tolk", "kvalitet", "juridisk"],
  de: ["Übersetzung", "Übersetzung Verträge", "Untertitelung", "Lokalisierung", "Übersetzng", "Dolmet", "Qualität", "juristische"],
}

/** A deterministic generator (mulberry32), so every run builds the same corpus. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORD = /[\p{L}\p{N}]+/gu

function vocabulary(texts: string[]): string[] {
  const counts = new Map<string, number>()
  for (const text of texts) for (const word of text.match(WORD) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1)
  // Most frequent first, so the skewed draw below makes common words common.
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word)
}

function stringsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string") found.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, found)
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, found)
  return found
}

function vocabularies(): Record<Locale, string[]> {
  const seed = fs.readFileSync(path.join(root, "supabase/document-seed.sql"), "utf8")
  const json = seed.slice(seed.indexOf("$seed$") + 6, seed.lastIndexOf("$seed$"))
  const english = stringsOf((JSON.parse(json) as { data: unknown }[]).map((doc) => doc.data)).filter((text) => !text.startsWith("/"))
  const fixture = (locale: "sv" | "de") =>
    (
      JSON.parse(fs.readFileSync(path.join(root, "server/rest/testing/search-pages", `${locale}.json`), "utf8")) as {
        pages: { title: string; texts: Record<string, string> }[]
      }
    ).pages.flatMap((page) => [page.title, ...Object.values(page.texts)])
  return { en: vocabulary(english), sv: vocabulary(fixture("sv")), de: vocabulary(fixture("de")) }
}

/** A page of generated text: a title, three sections with a heading and some 80 words each. */
function page(words: string[], next: () => number) {
  const draw = (count: number) => Array.from({ length: count }, () => words[Math.floor(words.length * Math.pow(next(), 2.5))]).join(" ")
  return {
    title: draw(3 + Math.floor(next() * 5)),
    data: {
      description: draw(20),
      sections: Array.from({ length: 3 }, () => ({ heading: draw(4), text: draw(60 + Math.floor(next() * 40)) })),
    },
  }
}

async function openDatabase(): Promise<{ db: Database; kind: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return { db: await migratedPglite(), kind: "PGlite", drop: async () => undefined }
  const name = `nordika_bench_search_${crypto.randomBytes(4).toString("hex")}`
  const db = await openPostgres(await createMigratedDatabase(adminUrl, name))
  return {
    db,
    kind: "PostgreSQL",
    drop: async () => {
      const admin = await openPostgres(adminUrl)
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.close()
    },
  }
}

/** Writes the corpus with the triggers off, then indexes it once per document, as the triggers would. */
async function buildCorpus(db: Database) {
  const words = vocabularies()
  const next = random(41)
  for (let start = 0; start < DOCUMENTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, DOCUMENTS - start) }, (_, offset) => {
      const n = start + offset
      return {
        id: crypto.randomUUID(),
        n,
        en: page(words.en, next),
        sv: page(words.sv, next),
        de: page(words.de, next),
      }
    })
    await db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica")
      await tx.query(
        `insert into public.documents (id, collection, path, title, published_data, published_at, version)
         select (r ->> 'id')::uuid, 'blog_post', '/bench/post-' || (r ->> 'n'), r #>> '{en,title}', r #> '{en,data}', now(), 1
         from jsonb_array_elements($1::jsonb) r`,
        [JSON.stringify(rows)],
      )
      await tx.query(
        `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
           published_path, published_title, published_data, published_at, published_source_version)
         select (r ->> 'id')::uuid, l.locale, '/' || l.locale || '/bench/post-' || (r ->> 'n'), r #>> array[l.locale, 'title'],
           r #> array[l.locale, 'data'], 'approved', 1, '/' || l.locale || '/bench/post-' || (r ->> 'n'), r #>> array[l.locale, 'title'],
           r #> array[l.locale, 'data'], now(), 1
         from jsonb_array_elements($1::jsonb) r, (values ('sv'), ('de')) as l (locale)`,
        [JSON.stringify(rows)],
      )
    })
    await db.query("select public.refresh_search_entries(id) from unnest($1::uuid[]) as id", [rows.map((row) => row.id)])
    process.stdout.write(`\rcorpus: ${start + rows.length} of ${DOCUMENTS} documents per language`)
  }
  process.stdout.write("\n")
  await db.query("analyze")
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const ms = (value: number) => value.toFixed(2).padStart(7)

async function main() {
  const started = performance.now()
  const { db, kind, drop } = await openDatabase()
  try {
    await buildCorpus(db)
    const built = (performance.now() - started) / 1000
    const { rows: method } = await db.query<{ method: string }>("select public.search_typo_method() as method")
    const { rows: counts } = await db.query<{ locale: string; entries: number }>(
      "select locale, count(*)::int as entries from public.search_entries group by 1 order by 1",
    )
    console.log(
      `${kind}: corpus built in ${built.toFixed(0)} s; index entries ${counts.map((c) => `${c.locale} ${c.entries}`).join(", ")}; typo correction: ${method[0].method}`,
    )
    // The machine is shared: its load says how far to trust a p95.
    const load = () => os.loadavg()[0].toFixed(1)
    console.log(
      `${RUNS} timed queries per row, as anon, after ${RUNS / 10} untimed; load average ${load()} on ${os.availableParallelism()} cores\n`,
    )
    console.log("what                                   p50 ms  p95 ms  results/query")
    for (const locale of ["en", "sv", "de"] as const) {
      const timings = { search: [] as number[], lookup: [] as number[] }
      const perQuery = new Map<string, number[]>()
      let results = 0
      await db.transaction(async (tx) => {
        await tx.query("set local role anon")
        for (let i = -RUNS / 10; i < RUNS; i++) {
          const q = QUERIES[locale][((i % QUERIES[locale].length) + QUERIES[locale].length) % QUERIES[locale].length]
          let t0 = performance.now()
          const found = await tx.query<{ total: number }>("select * from public.search_site($1, $2, 10, 0)", [q, locale])
          const searchMs = performance.now() - t0
          const lookupPath = `/bench/post-${Math.abs(i * 7919) % DOCUMENTS}`
          t0 = performance.now()
          await tx.query("select id, title, published_data from public.documents where path = $1", [lookupPath])
          const lookupMs = performance.now() - t0
          if (i < 0) continue
          timings.search.push(searchMs)
          perQuery.set(q, [...(perQuery.get(q) ?? []), searchMs])
          timings.lookup.push(lookupMs)
          results += found.rows[0]?.total ?? 0
        }
      })
      for (const [name, values] of Object.entries(timings)) {
        const sorted = [...values].sort((a, b) => a - b)
        const label = name === "search" ? `search_site, ${locale}` : `  beside: a document by its path`
        const found = name === "search" ? String(Math.round(results / RUNS)).padStart(8) : ""
        console.log(`${label.padEnd(38)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${found}`)
      }
      const slowest = [...perQuery.entries()]
        .map(
          ([q, values]) =>
            [
              q,
              percentile(
                [...values].sort((a, b) => a - b),
                50,
              ),
            ] as const,
        )
        .sort((a, b) => b[1] - a[1])
      console.log(
        `  load average ${load()}; slowest queries (p50 ms): ${slowest
          .slice(0, 3)
          .map(([q, value]) => `"${q}" ${value.toFixed(1)}`)
          .join(", ")}`,
      )
    }
  } finally {
    await db.close()
    await drop()
  }
}

await main()
