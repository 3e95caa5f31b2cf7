import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { twMerge } from "tailwind-merge"
import { describe, expect, it } from "vitest"
import { classGroupOf, mergeClasses } from "./class-merge"

const ROOT = path.resolve(import.meta.dirname, "../..")
const TAILWIND_MERGE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/tailwind-merge/package.json"), "utf8")) as { version: string }
).version

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    // Not tests (their strings are expectations) nor the merger's own group names.
    return /\.(?:tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$|class-merge\.ts$/.test(entry.name) ? [relative] : []
  })
}

/**
 * Every class this repository writes (the words of its string literals that tailwind-merge knows as a
 * Tailwind utility), with its variants and `!`: the design system's, the site's and the stories'.
 * Kept in the system's temp directory under a hash of the sources and tailwind-merge's version, as
 * finding them takes a second and the sources seldom change between runs.
 */
function classesInTheRepository(): string[] {
  const files = ["ui", "app", "stories"].flatMap(sourceFiles)
  const texts = files.map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
  const hash = crypto.createHash("sha256").update(TAILWIND_MERGE_VERSION)
  files.forEach((file, index) => hash.update(`\0${file}\0${texts[index]}`))
  const cached = path.join(os.tmpdir(), `nordika-class-corpus-${hash.digest("hex").slice(0, 16)}.json`)
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, "utf8")) as string[]
  const words = new Set<string>()
  for (const text of texts) {
    for (const literal of text.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (literal[1] ?? literal[2]).split(/\s+/)) if (/^[!-]?[a-z@[(*][^"'`$]*$/.test(word)) words.add(word)
    }
  }
  // tailwind-merge keeps both copies of a class it does not know.
  const classes = [...words].filter((word) => twMerge(`${word} ${word}`) === word)
  fs.writeFileSync(`${cached}.${process.pid}`, JSON.stringify(classes))
  fs.renameSync(`${cached}.${process.pid}`, cached)
  return classes
}

/** Where a class's utility starts: after its last variant (a `:` outside an arbitrary value). */
const utilityStartOf = (className: string) =>
  className.lastIndexOf(":", className.includes("]") ? className.lastIndexOf("]") + 1 : undefined) + 1

/** The scope a class overrides others in: its variants and `!`, as both mergers compare them. */
const scopeOf = (className: string) => className.slice(0, utilityStartOf(className)) + (className.includes("!") ? "!" : "")

/**
 * The classes that must merge alike: one scope, one group of the merger's (a class it does not know
 * is a group of its own), and a `/` modifier or not (tailwind-merge lets `text-sm/6` override
 * `leading-*` too).
 */
function classGroupKey(className: string): string {
  const utility = className.slice(utilityStartOf(className)).replace(/^!|!$/g, "")
  return `${scopeOf(className)} ${classGroupOf(utility) ?? className} ${utility.includes("/") ? "/" : ""}`
}

/**
 * Where the merger and tailwind-merge answer a pair of `classes` differently. Both decide a pair by
 * the groups of its two classes, so every pair within a group is compared (which also checks that
 * tailwind-merge has them in one group), and across the groups of a scope, the pair of their first
 * classes stands for every pair: a few thousand merges where every pair was half a million.
 */
function disagreementsWithTailwindMerge(classes: string[]): string[] {
  const groups = new Map<string, string[]>()
  for (const className of new Set(classes))
    groups.set(classGroupKey(className), [...(groups.get(classGroupKey(className)) ?? []), className])
  const firstOfEachGroup = new Map<string, string[]>()
  for (const [first] of groups.values()) firstOfEachGroup.set(scopeOf(first), [...(firstOfEachGroup.get(scopeOf(first)) ?? []), first])
  const disagreements: string[] = []
  const compare = (list: string) => {
    if (mergeClasses(list) !== twMerge(list)) disagreements.push(`"${list}": "${mergeClasses(list)}", tailwind-merge "${twMerge(list)}"`)
  }
  for (const members of [...groups.values(), ...firstOfEachGroup.values()])
    for (const first of members) for (const second of members) compare(`${first} ${second}`)
  return disagreements
}

/** Utilities and values a consumer of the design system might pass that this repository does not write. */
const TAILWIND_SAMPLE = `
  text-2xl text-base/7 text-sm/6 text-[13px] text-[length:var(--size)] text-[color:var(--ink)] text-red-500/40 text-left text-balance
  leading-7 leading-none leading-[1.1] tracking-wide font-mono font-[500] font-extrabold font-display italic not-italic
  shadow-lg shadow-none shadow-black/20 shadow-[0_1px_2px_#000] shadow-[var(--glow)] ring ring-0 ring-2 ring-red-500 ring-inset
  ring-offset-2 ring-offset-white outline outline-2 outline-dashed outline-none outline-offset-2 outline-blue-500
  decoration-2 decoration-wavy decoration-sky-500 underline no-underline underline-offset-4
  inset-0 inset-x-4 inset-y-2 top-0 -top-2 left-1/2 end-0 start-2 z-10 z-[5] -z-1
  p-0 px-2 py-1 pt-3 ps-4 pe-1 m-auto mx-auto ms-2 me-3 scroll-mx-2 scroll-ms-1 scroll-px-2 scroll-pe-1 -mt-2 my-4 mb-[3px] space-x-2 space-y-4 gap-2 gap-x-3 gap-y-1
  w-1/2 w-full w-[12rem] w-screen min-w-0 max-w-prose max-w-7xl h-10 h-dvh min-h-screen max-h-96 size-4 size-[18px]
  flex flex-1 flex-auto flex-none flex-col flex-row-reverse flex-wrap flex-nowrap grow grow-0 shrink-0 basis-1/3
  grid grid-cols-3 grid-cols-[1fr_auto] col-span-2 col-start-1 row-span-3 grid-flow-col auto-rows-fr
  justify-between justify-center justify-items-center justify-self-end items-center items-start self-stretch content-center
  place-items-center rounded rounded-xl rounded-t-lg rounded-tl-none rounded-s-md rounded-full
  border border-0 border-2 border-t border-t-2 border-x border-dashed border-red-500 border-t-red-500 border-x-transparent
  bg-white bg-red-500/50 bg-[#fafafa] bg-cover bg-center bg-no-repeat bg-fixed bg-clip-text bg-linear-to-r bg-none bg-[url(/a.png)]
  object-cover object-top aspect-video aspect-[4/3] columns-2 line-clamp-3 truncate text-ellipsis whitespace-nowrap break-words
  overflow-hidden overflow-x-auto overscroll-contain opacity-50 cursor-pointer select-none pointer-events-none
  transition transition-colors duration-200 ease-out delay-75 animate-spin translate-x-2 -translate-y-1/2 rotate-45 scale-95
  origin-top blur-sm backdrop-blur grayscale invert-0 hidden block inline-flex contents absolute relative sticky visible invisible
  sr-only not-sr-only uppercase normal-case tabular-nums ordinal list-disc list-inside align-middle fill-current stroke-2
  stroke-white divide-x divide-y-2 divide-gray-200 table-fixed table caption-bottom accent-pink-500 caret-blue-500
  space-x-reverse divide-x-reverse inset-ring-2 inset-ring-red-500 hover:bg-red-500 hover:bg-blue-500 md:p-2 md:p-4 dark:text-white dark:text-black !p-2 !p-4 [&>svg]:size-4 [&>svg]:size-5
`

describe("mergeClasses", () => {
  it("lets a later utility override an earlier one of the same property, and keeps the rest in order", () => {
    expect(mergeClasses("p-4 text-sm p-2")).toBe("text-sm p-2")
    expect(mergeClasses("px-4 py-2 p-3")).toBe("p-3")
    expect(mergeClasses("p-3 px-4")).toBe("p-3 px-4")
    expect(mergeClasses("text-sm text-primary text-lg")).toBe("text-primary text-lg")
    expect(mergeClasses("bg-primary hover:bg-primary/90 bg-muted")).toBe("hover:bg-primary/90 bg-muted")
    expect(mergeClasses("border border-input border-2 border-destructive")).toBe("border-2 border-destructive")
    expect(mergeClasses("md:hover:p-2 hover:md:p-4")).toBe("hover:md:p-4")
    expect(mergeClasses("!p-2 p-4")).toBe("!p-2 p-4")
    expect(mergeClasses("lead-card w-4 lead-card w-[12rem]")).toBe("lead-card lead-card w-[12rem]")
  })

  it("names the group of a utility, and none for a class that is not one", () => {
    expect(classGroupOf("-mt-4")).toBe("mt")
    expect(classGroupOf("text-[0.8125rem]")).toBe("font-size")
    expect(classGroupOf("text-[#123456]")).toBe("text-color")
    expect(classGroupOf("[mask-type:alpha]")).toBe("arbitrary..mask-type")
    expect(classGroupOf("lead-form-card")).toBeUndefined()
  })

  it.each([
    ["this repository writes", () => classesInTheRepository(), 1000],
    ["of a sample of Tailwind beyond what the repository uses", () => TAILWIND_SAMPLE.split(/\s+/), 100],
  ])(
    "gives tailwind-merge's answer for every pair of classes %s",
    (_, corpus, atLeast) => {
      const classes = corpus()
      expect(classes.length).toBeGreaterThan(atLeast)
      const disagreements = disagreementsWithTailwindMerge(classes)
      expect(disagreements.length + " " + disagreements.slice(0, 60).join("\n")).toEqual("0 ")
      // Reading every source file and merging a few thousand pairs takes 1 to 2 s on a quiet machine and
      // over 5 s (the project's default limit) when the machine is loaded: it is slow work, not a hang.
    },
    30_000,
  )
})
