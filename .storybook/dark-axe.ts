import axe from "axe-core"
import type { StoryA11yParameters } from "./visual"

/**
 * The axe rules whose outcome depends on colours: contrast, and links told apart from their text by
 * colour. They are all the dark theme can change, since it changes only colours; axe's full run (in
 * light) covers the rest.
 */
const THEME_DEPENDENT_AXE_RULES = ["color-contrast", "link-in-text-block"]

/** Storybook's own elements, always in the document (as @storybook/addon-a11y leaves them out). */
const STORYBOOK_ELEMENTS = [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"]

/** What the story's `parameters.a11y.context` asks axe to look at, read as @storybook/addon-a11y reads it. */
function axeContext(context: unknown): axe.ContextObject {
  const shaped = context && typeof context === "object" ? (context as { include?: unknown; exclude?: unknown }) : undefined
  const include = shaped?.include ?? (shaped && "exclude" in shaped ? undefined : context) ?? document.body
  const exclude = shaped?.exclude ? ([] as unknown[]).concat(shaped.exclude) : []
  return { include: include as axe.ContextObject["include"], exclude: [...STORYBOOK_ELEMENTS, ...exclude] as axe.ContextObject["exclude"] }
}

const describe = (violations: axe.Result[]) =>
  violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`).join("\n"),
    )
    .join("\n")

/**
 * Runs axe's colour rules on the story as the page shows it now (in the dark theme), honouring the
 * story's a11y parameters as the addon does: `disable` or `test: "off"` skips it, `test: "todo"` only
 * warns. Returns why it fails, or undefined.
 */
export async function darkThemeAxeFailure(a11y: StoryA11yParameters = {}): Promise<string | undefined> {
  if (a11y.disable || a11y.test === "off") return undefined
  axe.reset()
  axe.configure({ ...a11y.config, rules: [{ id: "region", enabled: false }, ...(a11y.config?.rules ?? [])] })
  const result = await axe.run(axeContext(a11y.context), {
    ...a11y.options,
    runOnly: { type: "rule", values: THEME_DEPENDENT_AXE_RULES },
    // Only violations fail: listing every passing text node's contrast too took 40% more time.
    resultTypes: ["violations"],
  })
  if (result.violations.length === 0) return undefined
  const message = `In the dark theme, axe found ${result.violations.length} colour violation(s):\n${describe(result.violations)}`
  if (a11y.test === "todo") {
    console.warn(message)
    return undefined
  }
  return message
}
