/**
 * ARCHITECTURE.md and the decision records name the repository's files by their paths, for a
 * newcomer to open. Files move (issue 36's structure refactor moves many): this keeps every path
 * and link they give pointing at something that exists, so the documents change with the code. The
 * README and the write-ups in docs/ link to each other's sections: every such link, and the section
 * it names, must exist too.
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const ROOT = path.resolve(import.meta.dirname, "..")
const DECISIONS_DIR = "docs/decisions"
const DOCUMENTS = [
  "ARCHITECTURE.md",
  ...fs
    .readdirSync(path.join(ROOT, DECISIONS_DIR))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `${DECISIONS_DIR}/${file}`),
]

/** Every Markdown document of the repository: the ones at its root, in docs/ and in tests/. */
function markdownDocuments(dir = ""): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const named = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return dir || named === "docs" || named === "tests" ? markdownDocuments(named) : []
    return entry.name.endsWith(".md") ? [named] : []
  })
}

/** Written by the builds and never committed: the documents name them, a fresh clone has none. */
const BUILD_OUTPUTS = ["ui/dist/", "dist-app/", "dist-server/", "dist-static/", "storybook-static/"]

const FILE_EXTENSION = /\.(?:tsx?|m?js|json|mdx?|sql|toml|css|html|svg|sh|png)$/

/**
 * Whether a code span is a path in the repository: `ui/lib/slot.tsx`, `app/pages/`, `vite.config.ts`,
 * `app/pages/<kind>.tsx`. Not a URL path (`/admin`), a package (`@nordika/ui`), a call
 * (`getSupabase()`), a command or a SQL name (`public.audit_log`).
 */
function isRepositoryPath(span: string): boolean {
  if (/[\s()"'=:#@…,]/.test(span) || span.startsWith("/")) return false
  return span.includes("/") || FILE_EXTENSION.test(span)
}

/** The repository paths a Markdown document names in code spans outside its fenced blocks. */
function namedPaths(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "")
  return [...new Set([...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]).filter(isRepositoryPath))]
}

/** The targets of a document's relative links (`[README](README.md)`), without their #fragment. */
function linkedPaths(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1])
  return targets.filter((target) => !/^(?:[a-z]+:|#)/.test(target)).map((target) => target.replace(/#.*$/, ""))
}

/** The targets of a document's relative links with their #fragment, if any (`docs/security.md#timeouts`). */
function linkTargets(markdown: string): { file: string; fragment?: string }[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1])
  return targets
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => {
      const [file, fragment] = target.split("#")
      return { file, ...(fragment ? { fragment } : {}) }
    })
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "")
  return [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
    match[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-"),
  )
}

/**
 * Whether `named` (from the repository root) exists: a trailing `/` must be a folder; a path with a
 * placeholder or a glob (`app/pages/<kind>.tsx`, `ui/lib/*.test.ts`) needs the folder before it.
 */
function exists(named: string): boolean {
  if (BUILD_OUTPUTS.some((output) => named.startsWith(output))) return true
  const segments = named.split("/")
  const open = segments.findIndex((segment) => /[<*]/.test(segment))
  if (open !== -1) return fs.statSync(path.join(ROOT, ...segments.slice(0, open)), { throwIfNoEntry: false })?.isDirectory() === true
  const stat = fs.statSync(path.join(ROOT, named), { throwIfNoEntry: false })
  return named.endsWith("/") ? stat?.isDirectory() === true : stat !== undefined
}

describe("the paths the architecture documents name", () => {
  it("are read from code spans and links, and not from URLs, packages, calls or SQL names", () => {
    const sample = [
      "See `ui/lib/slot.tsx`, `app/pages/`, `vite.config.ts` and `app/pages/<kind>.tsx`, at [the README](README.md#tests).",
      "Not `/services/translation`, `@radix-ui/react-slot`, `getSupabase()`, `public.audit_log`, `npm run build` or [a site](https://example.com).",
      "```mermaid",
      "flowchart LR",
      "  a[`not/in/a/fence.ts`]",
      "```",
    ].join("\n")
    expect(namedPaths(sample)).toEqual(["ui/lib/slot.tsx", "app/pages/", "vite.config.ts", "app/pages/<kind>.tsx"])
    expect(linkedPaths(sample)).toEqual(["README.md"])
  })

  it.each(DOCUMENTS)("%s names only files and folders that exist", (document) => {
    const markdown = fs.readFileSync(path.join(ROOT, document), "utf8")
    const named = namedPaths(markdown)
    expect(named.length, `${document} names no path at all: is it read?`).toBeGreaterThan(0)
    expect(named.filter((entry) => !exists(entry))).toEqual([])
  })

  it.each(DOCUMENTS)("%s links only to files and folders that exist", (document) => {
    const markdown = fs.readFileSync(path.join(ROOT, document), "utf8")
    const fromRoot = linkedPaths(markdown).map((target) => path.relative(ROOT, path.resolve(ROOT, path.dirname(document), target)))
    expect(fromRoot.filter((target) => !exists(target))).toEqual([])
  })
})

describe("the links between the repository's Markdown documents", () => {
  it("are read with their section, and a heading's anchor is GitHub's", () => {
    const sample = "See [the map](#map), [Security](docs/security.md#headers-gates-and-limits) and [a site](https://example.com#top)."
    expect(linkTargets(sample)).toEqual([
      { file: "", fragment: "map" },
      { file: "docs/security.md", fragment: "headers-gates-and-limits" },
    ])
    expect(headingAnchors("# Supabase's protocols on the local server\n\n## Headers, gates and limits\n")).toEqual([
      "supabases-protocols-on-the-local-server",
      "headers-gates-and-limits",
    ])
  })

  it("are found in the README, ARCHITECTURE.md and every write-up in docs/", () => {
    expect(markdownDocuments()).toEqual(
      expect.arrayContaining(["README.md", "ARCHITECTURE.md", "docs/security.md", "tests/visual/README.md"]),
    )
  })

  it.each(markdownDocuments())("%s links only to files, folders and sections that exist", (document) => {
    const markdown = fs.readFileSync(path.join(ROOT, document), "utf8")
    const broken = linkTargets(markdown).filter(({ file, fragment }) => {
      const target = file ? path.relative(ROOT, path.resolve(ROOT, path.dirname(document), file)) : document
      if (!exists(target)) return true
      if (fragment === undefined || !target.endsWith(".md")) return false
      return !headingAnchors(fs.readFileSync(path.join(ROOT, target), "utf8")).includes(fragment)
    })
    expect(broken).toEqual([])
  })
})
