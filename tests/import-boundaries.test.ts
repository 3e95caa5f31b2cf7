import path from "node:path"
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

/**
 * The package boundaries are kept by the linter (eslint.config.js). Each case lints a line a careless
 * change could add, at a real file's place in the tree, and expects the rule's error.
 */
const root = path.resolve(import.meta.dirname, "..")
const eslint = new ESLint({ cwd: root })

async function errorsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages.filter((message) => message.severity === 2).map((message) => `${message.ruleId}: ${message.message}`)
}

describe("the linter keeps the package boundaries", { timeout: 60_000 }, () => {
  it("refuses a design-system module that imports the site or the server", async () => {
    expect(
      await errorsOf(
        "ui/components/probe.tsx",
        'import { SITE_ROUTE_ID } from "../../app/route-ids"\nexport const probe = SITE_ROUTE_ID\n',
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*ui\/ is the design system: it knows nothing of the site or the server\./),
    ])
    expect(
      await errorsOf(
        "ui/lib/probe.ts",
        'import { isHttpsRequest } from "../../server/middleware/request-scheme"\nexport const probe = isHttpsRequest\n',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)])
  })

  it("refuses a design-system module that imports the backend's functions or their shared schemas", async () => {
    expect(
      await errorsOf(
        "ui/components/probe.tsx",
        'import { contactSchema } from "../../supabase/functions/_shared/lead-schemas"\nexport const probe = contactSchema\n',
      ),
    ).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*ui\/ is the design system: it knows nothing of the backend; take schemas and labels as props\./,
      ),
    ])
    expect(
      await errorsOf(
        "ui/lib/probe.ts",
        'import { plural } from "../../supabase/functions/_shared/plural.ts"\nexport const probe = plural\n',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)])
    expect(
      await errorsOf("ui/lib/probe.ts", 'import { formatBytes } from "#shared/format-bytes"\nexport const probe = formatBytes\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*take schemas and labels as props\./)])
    expect(
      await errorsOf("ui/lib/probe.ts", 'import { formatBytes } from "@nordika/shared/format-bytes"\nexport const probe = formatBytes\n'),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*take schemas and labels as props\./)])
  })

  it("refuses the office hours and the quote estimate's words in the design system too: they reach it as props", async () => {
    expect(
      await errorsOf("ui/components/probe.tsx", 'import { offeredDays } from "#shared/office-hours"\nexport const probe = offeredDays\n'),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*take schemas and labels as props\./)])
    expect(
      await errorsOf(
        "ui/lib/probe.ts",
        'import { estimatePrice } from "../../supabase/functions/_shared/quote-estimate.ts"\nexport const probe = estimatePrice\n',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)])
  })

  it("refuses a site module that imports the server", async () => {
    expect(
      await errorsOf(
        "app/data/probe.ts",
        'import { isHttpsRequest } from "../../server/middleware/request-scheme"\nexport const probe = isHttpsRequest\n',
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*app\/ reaches the backend through supabase-js only/)])
  })

  it("refuses an import cycle, and lets the same module import what does not import it back", async () => {
    const labels = "ui/components/site-header-labels.ts"
    expect(
      await errorsOf(labels, 'import { HEADER_LOGO_MAX_WIDTH_PX } from "./site-header"\nexport const probe = HEADER_LOGO_MAX_WIDTH_PX\n'),
    ).toEqual(["import-x/no-cycle: Dependency cycle detected"])
    expect(await errorsOf(labels, 'import { cn } from "../lib/utils"\nexport const probe = cn\n')).toEqual([])
  })
})
