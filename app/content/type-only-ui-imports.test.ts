import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const CONTENT_DIR = path.dirname(new URL(import.meta.url).pathname)

function contentModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return contentModules(file)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : []
  })
}

/** The names an `import { … } from "@nordika/ui"` (or one of its entries) brings in as values (not `type`), in every form of the statement. */
function runtimeUiImports(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"@nordika\/ui(?:\/[a-z]+)?"/g)].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name !== "" && !name.startsWith("type ")),
  )
}

describe("content modules", () => {
  // Node scripts (bench:web, screenshots, the brochure) load the content with tsx, which cannot load
  // the ui package's runtime (its icon sprite is an SVG import only Vite understands).
  it.each(contentModules(CONTENT_DIR).map((file) => path.relative(CONTENT_DIR, file)))("%s takes only types from @nordika/ui", (file) => {
    expect(runtimeUiImports(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"))).toEqual([])
  })

  it("are checked by a reader that sees a value import among types", () => {
    expect(runtimeUiImports('import { sortedByText, type ContentPage } from "@nordika/ui"')).toEqual(["sortedByText"])
    expect(runtimeUiImports('import type { ContentPage } from "@nordika/ui"')).toEqual([])
    expect(runtimeUiImports('import { ServiceTemplate, type ServicePage } from "@nordika/ui/templates"')).toEqual(["ServiceTemplate"])
  })
})
