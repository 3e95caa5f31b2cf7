import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
/** The one module that writes dates and times for the site and the admin. */
const FORMATTER = "ui/lib/format-date.ts"
/** A date or time written another way: the browser's own format, or a formatter of its own. */
const OWN_FORMATTING =
  /\.toLocale(Date|Time)?String\(|\.to(UTC|GMT|Date|Time)String\(|\bIntl\.(DateTimeFormat\((?!\))|RelativeTimeFormat\()/

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).flatMap((file) => {
    const relative = path.join(folder, file)
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) ? [relative] : []
  })
}

describe("dates on the site and in the admin", () => {
  it(`are all written by ${FORMATTER}`, () => {
    const offenders = [...sourceFiles("ui"), ...sourceFiles("app")]
      .filter((file) => file !== FORMATTER)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (OWN_FORMATTING.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(offenders).toEqual([])
  })

  it("are looked for by a pattern that finds each way of writing one", () => {
    for (const line of [
      'new Date().toLocaleDateString("sv-SE")',
      "date.toLocaleString()",
      "date.toLocaleTimeString()",
      'new Intl.DateTimeFormat("en-US").format(date)',
      "Intl.DateTimeFormat(undefined, { month: 'long' })",
      "new Intl.RelativeTimeFormat('en')",
      "date.toUTCString()",
    ])
      expect(line).toMatch(OWN_FORMATTING)
    expect("Intl.DateTimeFormat().resolvedOptions().timeZone").not.toMatch(OWN_FORMATTING)
  })
})
