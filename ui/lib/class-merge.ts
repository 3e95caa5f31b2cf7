/**
 * Merges Tailwind classes so that a later utility overrides an earlier one of the same property
 * (`cn("p-4", "p-2")` is "p-2", `cn("px-4", "p-2")` is "p-2"), as tailwind-merge does, in a fraction
 * of its size: every public page loads this before it can take over its HTML, and tailwind-merge's
 * configuration alone was 9 KB of that. It knows Tailwind 4's utilities by their names, not by a list
 * of values, so a value of the theme it has never seen merges too. A class it does not know (a
 * component's own hook class, a typo) is kept as it is. class-merge.test.ts holds it to
 * tailwind-merge's answer for every pair of classes this repository writes.
 */

type Classifier = (value: string) => string | undefined

const SIZES = /^(?:xs|sm|md|base|lg|xl|\d+xl|none|full|screen|min|max|fit|auto|px|dvh|svh|lvh|dvw|svw|lvw)$/
const NUMBER = /^\d+(?:\.\d+)?$/
const FRACTION = /^\d+\/\d+$/
/** An arbitrary value: `[…]` or a CSS variable shorthand `(…)`, with an optional `type:` hint. */
const ARBITRARY = /^[[(](?:([a-z-]+):)?(.*)[\])]$/
const LENGTH = /^-?(?:\d*\.?\d+)(?:px|r?em|%|vh|vw|dvh|svh|lvh|dvw|svw|lvw|ch|ex|lh|cqw|cqh|pt|pc|in|cm|mm)$|^0$|^(?:calc|min|max|clamp)\(/
const COLOR_FUNCTION = /^(?:#|rgba?\(|hsla?\(|hwb\(|lab\(|lch\(|oklab\(|oklch\(|color\(|color-mix\(|var\(--color)/
const SHADOW = /^(?:inset_)?-?\d/

/** What an arbitrary value is: its hint when it has one (`[length:…]`), else its look. */
function arbitraryKind(value: string): string | undefined {
  const match = ARBITRARY.exec(value)
  if (!match) return undefined
  const [, hint, inner] = match
  if (hint) return hint
  if (COLOR_FUNCTION.test(inner)) return "color"
  if (LENGTH.test(inner)) return "length"
  if (NUMBER.test(inner)) return "number"
  if (/^url\(/.test(inner)) return "image"
  if (/gradient\(/.test(inner)) return "image"
  return "any"
}

const isSizeLike = (value: string) => SIZES.test(value) || NUMBER.test(value) || FRACTION.test(value)
const withoutModifier = (value: string) => value.replace(/\/[^/\]]+$/, "")

/** `text-*`: a font size, an alignment, wrapping, overflow, or else a colour. */
const textGroup: Classifier = (value) => {
  if (/^(?:left|center|right|justify|start|end)$/.test(value)) return "text-align"
  if (/^(?:wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap"
  if (/^(?:ellipsis|clip)$/.test(value)) return "text-overflow"
  const base = withoutModifier(value)
  const kind = arbitraryKind(base)
  if (kind === "length" || kind === "size" || kind === "number") return "font-size"
  if (kind) return kind === "color" || kind === "any" ? "text-color" : `text-${kind}`
  return /^(?:xs|sm|base|lg|xl|\d+xl)$/.test(base) ? "font-size" : "text-color"
}

const LINE_STYLES = /^(?:solid|dashed|dotted|double|hidden|none)$/

/** `border-*`, `border-x-*`, …: a width, a style or a colour, per side. */
function borderGroup(side: string): Classifier {
  return (value) => {
    if (value === "" || NUMBER.test(value)) return `border-w${side}`
    if (!side && LINE_STYLES.test(value)) return "border-style"
    if (!side && /^(?:collapse|separate)$/.test(value)) return "border-collapse"
    const kind = arbitraryKind(value)
    if (kind === "length" || kind === "number" || kind === "line-width") return `border-w${side}`
    return `border-color${side}`
  }
}

/** A utility whose value is either a size (a number, a named size, a length) or a colour. */
function sizeOrColor(sizeGroup: string, colorGroup: string, isSize: (value: string) => boolean = isSizeLike): Classifier {
  return (value) => {
    const kind = arbitraryKind(value)
    if (kind) return kind === "color" ? colorGroup : kind === "any" && !SHADOW.test(value.slice(1)) ? colorGroup : sizeGroup
    return value === "" || isSize(value) ? sizeGroup : colorGroup
  }
}

const FONT_WEIGHTS = /^(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d{3})$/
const fontGroup: Classifier = (value) => {
  if (FONT_WEIGHTS.test(value)) return "font-weight"
  const kind = arbitraryKind(value)
  if (kind === "number" || kind === "weight") return "font-weight"
  return "font-family"
}

const BG_POSITIONS =
  /^(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top|top-left|top-right|bottom-left|bottom-right)$/
const bgGroup: Classifier = (value) => {
  if (BG_POSITIONS.test(value) || value.startsWith("position-")) return "bg-position"
  if (/^(?:auto|cover|contain)$/.test(value) || value.startsWith("size-")) return "bg-size"
  if (/^(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(value)) return "bg-repeat"
  if (/^(?:fixed|local|scroll)$/.test(value)) return "bg-attachment"
  if (value.startsWith("clip-")) return "bg-clip"
  if (value.startsWith("origin-")) return "bg-origin"
  if (value.startsWith("blend-")) return "bg-blend"
  if (value === "none" || /^(?:linear|radial|conic|gradient)(?:-|$)/.test(value)) return "bg-image"
  const kind = arbitraryKind(withoutModifier(value))
  if (kind === "image" || kind === "url") return "bg-image"
  if (kind === "length" || kind === "size") return "bg-size"
  if (kind === "position") return "bg-position"
  return "bg-color"
}

const OBJECT_FITS = /^(?:contain|cover|fill|none|scale-down)$/
const JUSTIFY = /^(?:normal|start|end|center|between|around|evenly|stretch|baseline|center-safe|end-safe)$/
const ALIGN_ITEMS = /^(?:start|end|center|baseline|stretch|center-safe|end-safe|baseline-last)$/

/**
 * Utilities whose group is their name (`pt-4` is of group "pt"), with `scroll-mx`… made below. A class
 * is of the group of the longest name it starts with.
 */
const NAMED =
  "border-spacing outline-offset underline-offset fill caret accent leading tracking line-clamp list-image indent align whitespace break-before break-after break-inside break wrap hyphens p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml space-x space-y gap-x gap-y gap size min-w max-w w min-h max-h h inset-x inset-y inset start end top right bottom left z order basis grow shrink grid-cols grid-rows grid-flow col-start col-end col row-start row-end row auto-cols auto-rows justify-items justify-self self place-content place-items place-self rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl rounded overflow-x overflow-y overflow overscroll-x overscroll-y overscroll aspect columns opacity cursor select pointer-events resize touch scroll-m scroll-p scroll snap transition duration ease delay animate translate-x translate-y translate rotate scale-x scale-y scale skew-x skew-y origin backdrop-blur blur grayscale invert sepia brightness contrast saturate hue-rotate mix-blend will-change appearance caption divide-x divide-y field-sizing isolation box-decoration box float clear"

/** Utilities whose value says which property they set (`text-sm`, `text-primary`). */
const CLASSIFIED: ReadonlyArray<readonly [string, Classifier]> = [
  ["text", textGroup],
  ["bg", bgGroup],
  ["border-x", borderGroup("-x")],
  ["border-y", borderGroup("-y")],
  ["border-s", borderGroup("-s")],
  ["border-e", borderGroup("-e")],
  ["border-t", borderGroup("-t")],
  ["border-r", borderGroup("-r")],
  ["border-b", borderGroup("-b")],
  ["border-l", borderGroup("-l")],
  ["border", borderGroup("")],
  ["ring-offset", sizeOrColor("ring-offset-w", "ring-offset-color")],
  ["ring", (value) => (value === "inset" ? "ring-inset" : sizeOrColor("ring-w", "ring-color")(value))],
  ["inset-ring", sizeOrColor("inset-ring-w", "inset-ring-color")],
  ["inset-shadow", sizeOrColor("inset-shadow", "inset-shadow-color")],
  ["outline", (value) => (LINE_STYLES.test(value) ? "outline-style" : sizeOrColor("outline-w", "outline-color")(value))],
  ["shadow", sizeOrColor("shadow", "shadow-color")],
  ["drop-shadow", sizeOrColor("drop-shadow", "drop-shadow-color")],
  [
    "decoration",
    (value) =>
      /^(?:solid|double|dotted|dashed|wavy)$/.test(value)
        ? "text-decoration-style"
        : sizeOrColor("text-decoration-thickness", "text-decoration-color", (v) => NUMBER.test(v) || /^(?:auto|from-font)$/.test(v))(value),
  ],
  ["stroke", sizeOrColor("stroke-w", "stroke", (v) => NUMBER.test(v))],
  ["font", fontGroup],
  ["list", (value) => (/^(?:inside|outside)$/.test(value) ? "list-style-position" : "list-style-type")],
  ["content", (value) => (JUSTIFY.test(value) ? "align-content" : "content")],
  [
    "flex",
    (value) =>
      /^(?:row|row-reverse|col|col-reverse)$/.test(value)
        ? "flex-direction"
        : /^(?:wrap|wrap-reverse|nowrap)$/.test(value)
          ? "flex-wrap"
          : "flex",
  ],
  ["justify", (value) => (JUSTIFY.test(value) ? "justify-content" : undefined)],
  ["items", (value) => (ALIGN_ITEMS.test(value) ? "align-items" : undefined)],
  ["object", (value) => (OBJECT_FITS.test(value) ? "object-fit" : "object-position")],
  ["table", (value) => (/^(?:auto|fixed)$/.test(value) ? "table-layout" : undefined)],
  ["divide", (value) => (LINE_STYLES.test(value) ? "divide-style" : "divide-color")],
]

const PREFIXED = new Map<string, string | Classifier>([
  ...[...NAMED.split(" "), ...["x", "y", "s", "e", "t", "r", "b", "l"].flatMap((side) => [`scroll-m${side}`, `scroll-p${side}`])].map(
    (name) => [name, name] as const,
  ),
  ["col-span", "col"],
  ["row-span", "row"],
  ...CLASSIFIED,
])

/** Names that are a utility by themselves too, with their default value (`border-t`, `rounded-lg`'s `rounded-t`). */
const BARE: ReadonlySet<string> = new Set([
  ...["x", "y", "s", "e", "t", "r", "b", "l"].map((side) => `border-${side}`),
  ...["s", "e", "t", "r", "b", "l", "ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map((corner) => `rounded-${corner}`),
  "divide-x",
  "divide-y",
  "inset-ring",
  "inset-shadow",
  "drop-shadow",
  "backdrop-blur",
])

/** Utilities that are a whole name, without a value. */
const WHOLE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    display:
      "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
    position: "static fixed absolute relative sticky",
    visibility: "visible invisible collapse",
    sr: "sr-only not-sr-only",
    "text-decoration-line": "underline overline line-through no-underline",
    "text-transform": "uppercase lowercase capitalize normal-case",
    "font-style": "italic not-italic",
    "text-overflow": "truncate",
    isolation: "isolate",
    "fvn-normal": "normal-nums",
    "fvn-ordinal": "ordinal",
    "fvn-slashed-zero": "slashed-zero",
    "fvn-figure": "lining-nums oldstyle-nums",
    "fvn-spacing": "proportional-nums tabular-nums",
    "fvn-fraction": "diagonal-fractions stacked-fractions",
    container: "container",
    "space-x-reverse": "space-x-reverse",
    "space-y-reverse": "space-y-reverse",
    "divide-x-reverse": "divide-x-reverse",
    "divide-y-reverse": "divide-y-reverse",
    "container-type": "@container",
    antialiased: "antialiased subpixel-antialiased",
    grow: "grow",
    shrink: "shrink",
    "border-w": "border",
    "ring-w": "ring",
    shadow: "shadow",
    "outline-w": "outline",
    rounded: "rounded",
    transition: "transition",
    transform: "transform transform-none transform-gpu transform-cpu",
    blur: "blur",
    grayscale: "grayscale",
    invert: "invert",
    sepia: "sepia",
    filter: "filter filter-none",
    "backdrop-filter": "backdrop-filter backdrop-filter-none",
  }).flatMap(([group, names]) => names.split(" ").map((name) => [name, group])),
)

/** "p", "px", "py"…: a group of all sides overrides each side, and the x and y groups theirs. */
function sided(group: string, separator: string, xSides = "r l s e"): Record<string, string[]> {
  const side = (name: string) => `${group}${separator}${name}`
  return { [group]: "x y s e t r b l".split(" ").map(side), [side("x")]: xSides.split(" ").map(side), [side("y")]: [side("t"), side("b")] }
}

/** What a later class of a group also overrides (`p-*` sets every side that `px-*` or `pt-*` sets). */
const OVERRIDES: Readonly<Record<string, readonly string[]>> = {
  ...sided("p", ""),
  ...sided("m", ""),
  ...sided("scroll-m", ""),
  ...sided("scroll-p", ""),
  ...sided("border-w", "-", "r l"),
  ...sided("border-color", "-", "r l"),
  ...Object.fromEntries(
    [
      "size:w h",
      "font-size:leading",
      "inset:inset-x inset-y start end top right bottom left",
      "inset-x:right left start end",
      "inset-y:top bottom",
      "flex:basis grow shrink",
      "gap:gap-x gap-y",
      "rounded:rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl",
      "rounded-s:rounded-ss rounded-es",
      "rounded-e:rounded-se rounded-ee",
      "rounded-t:rounded-tl rounded-tr",
      "rounded-r:rounded-tr rounded-br",
      "rounded-b:rounded-br rounded-bl",
      "rounded-l:rounded-tl rounded-bl",
      "overflow:overflow-x overflow-y",
      "overscroll:overscroll-x overscroll-y",
      "fvn-normal:fvn-ordinal fvn-slashed-zero fvn-figure fvn-spacing fvn-fraction",
      "fvn-ordinal:fvn-normal",
      "fvn-slashed-zero:fvn-normal",
      "fvn-figure:fvn-normal",
      "fvn-spacing:fvn-normal",
      "fvn-fraction:fvn-normal",
      "line-clamp:display overflow",
      "translate:translate-x translate-y",
      "scale:scale-x scale-y",
    ].map((rule) => {
      const [group, overridden] = rule.split(":")
      return [group, overridden.split(" ")]
    }),
  ),
}

/** The group of a utility (without its variants and `!`), or undefined for a class this does not know. */
export function classGroupOf(utility: string): string | undefined {
  if (Object.hasOwn(WHOLE, utility)) return WHOLE[utility]
  // A named container ("@container/item") is a group of its own: a later one replaces an unnamed
  // container (see overridesOf) but not the other way round, as tailwind-merge has it.
  if (utility.startsWith("@container/")) return utility
  const name = utility.startsWith("-") ? utility.slice(1) : utility
  if (name.startsWith("[") && name.endsWith("]")) {
    const colon = name.indexOf(":")
    return colon > 1 ? `arbitrary..${name.slice(1, colon)}` : undefined
  }
  if (BARE.has(name)) return groupFor(name, "")
  for (let dash = name.lastIndexOf("-"); dash > 0; dash = name.lastIndexOf("-", dash - 1)) {
    const found = groupFor(name.slice(0, dash), name.slice(dash + 1))
    if (found) return found
  }
  return undefined
}

function groupFor(prefix: string, value: string): string | undefined {
  const group = PREFIXED.get(prefix)
  return typeof group === "function" ? group(value) : group
}

/** Splits `md:hover:!p-4` into its variants ("hover:md", sorted as they do not depend on order), `!` and utility. */
function parseClass(className: string): { variants: string; important: boolean; utility: string } {
  const variants: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index++) {
    const char = className[index]
    if (char === "[" || char === "(") depth++
    else if (char === "]" || char === ")") depth--
    else if (char === ":" && depth === 0) {
      variants.push(className.slice(start, index))
      start = index + 1
    }
  }
  let utility = className.slice(start)
  let important = false
  if (utility.startsWith("!")) {
    important = true
    utility = utility.slice(1)
  } else if (utility.endsWith("!")) {
    important = true
    utility = utility.slice(0, -1)
  }
  return { variants: sortVariants(variants).join(":"), important, utility }
}

/** Variants in a stable order, except that an arbitrary variant (`[&_svg]`) keeps its place. */
function sortVariants(variants: string[]): string[] {
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant.startsWith("[")) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  return [...sorted, ...run.sort()]
}

const cache = new Map<string, string>()
const CACHE_LIMIT = 500

/** The classes of `classList` (space-separated), without those a later class overrides. */
/** The groups a class of `group` replaces when it comes later. */
const overridesOf = (group: string): readonly string[] =>
  group.startsWith("@container/") ? NAMED_CONTAINER_OVERRIDES : (OVERRIDES[group] ?? [])
const NAMED_CONTAINER_OVERRIDES = ["container-type"]

export function mergeClasses(classList: string): string {
  const cached = cache.get(classList)
  if (cached !== undefined) return cached
  const classes = classList.trim().split(/\s+/)
  const taken = new Set<string>()
  const kept: string[] = []
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]
    if (!className) continue
    const { variants, important, utility } = parseClass(className)
    const group = classGroupOf(utility)
    if (!group) {
      kept.push(className)
      continue
    }
    const scope = `${variants}${important ? "!" : ""}|`
    if (taken.has(scope + group)) continue
    taken.add(scope + group)
    for (const overridden of overridesOf(group)) taken.add(scope + overridden)
    kept.push(className)
  }
  const merged = kept.reverse().join(" ")
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(classList, merged)
  return merged
}
