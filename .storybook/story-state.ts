/**
 * A story's state as the page shows it after its play function, as one hash: everything a picture or
 * an axe run of the story frame is a function of. Two stories with the same hash show the same frame,
 * so the checks of the first (both pictures, axe in both themes) are those of the second: an
 * assertion-only story ("Exactly one h1") ends where its Default story does. In the `stories` project
 * about one story in five ends in an earlier one's state (their baselines are byte for byte the same).
 *
 * Left out on purpose, so they make no two states the same that differ: nothing. What a frame shows
 * beyond its markup is added (form values, scroll offsets, hover, focus, selection, the font faces and
 * style rules, the images' loading, the viewport); what the hash cannot see through (a canvas, media,
 * an embedded document, a shadow root) makes the story's state unknown, and it is checked in full.
 */

/** Elements whose look is not in the document's markup or properties. */
const OPAQUE = "canvas, video, audio, iframe, frame, embed, object"

/** States CSS can match that the markup does not hold. Unknown to the browser, a selector is skipped (and so the same for every story). */
const STATEFUL_PSEUDO_CLASSES = [
  ":hover",
  ":active",
  ":focus",
  ":focus-visible",
  ":target",
  ":user-invalid",
  ":user-valid",
  ":autofill",
  ":popover-open",
  ":modal",
  ":fullscreen",
  ":open",
]

/**
 * React's useId ids (`_r_1f_`) count up over the page's life, so two renders of one story differ in
 * them alone. Renamed in order of first appearance, which keeps every reference between ids as it is.
 */
const REACT_ID = /_[rR]_[0-9a-z]+_/g

function withStableIds(markup: string): string {
  const names = new Map<string, string>()
  return markup.replace(REACT_ID, (id) => {
    let name = names.get(id)
    if (!name) names.set(id, (name = `_id${names.size}_`))
    return name
  })
}

function formValues(elements: Element[]): string[] {
  const values: string[] = []
  elements.forEach((element, index) => {
    if (element instanceof HTMLInputElement) values.push(`${index}:${element.value}|${element.checked}|${element.indeterminate}`)
    else if (element instanceof HTMLTextAreaElement) values.push(`${index}:${element.value}`)
    else if (element instanceof HTMLOptionElement) values.push(`${index}:${element.selected}`)
  })
  return values
}

function scrollOffsets(elements: Element[]): string[] {
  const offsets = [`window ${window.scrollX},${window.scrollY}`]
  elements.forEach((element, index) => {
    if (element.scrollTop !== 0 || element.scrollLeft !== 0) offsets.push(`${index}:${element.scrollLeft},${element.scrollTop}`)
  })
  return offsets
}

function pseudoClassMatches(indexOf: Map<Element, number>): string[] {
  return STATEFUL_PSEUDO_CLASSES.flatMap((selector) => {
    let matched: Element[]
    try {
      matched = [...document.querySelectorAll(selector)]
    } catch {
      return []
    }
    return [`${selector} ${matched.map((element) => indexOf.get(element)).join(",")}`]
  })
}

function selection(indexOf: Map<Element, number>): string {
  const current = document.getSelection()
  if (!current || current.rangeCount === 0 || current.isCollapsed) return "none"
  const at = (node: Node | null) => (node ? `${indexOf.get(node instanceof Element ? node : (node.parentElement ?? document.body))}` : "-")
  return `${at(current.anchorNode)}:${current.anchorOffset} ${at(current.focusNode)}:${current.focusOffset} ${current.toString()}`
}

function styleRules(): string[] {
  return [...document.styleSheets].map((sheet) => {
    try {
      return `${sheet.href ?? "inline"} ${sheet.disabled} ${sheet.cssRules.length}`
    } catch {
      return `${sheet.href} unreadable`
    }
  })
}

const fontFaces = () => [...document.fonts].map((font) => `${font.family} ${font.weight} ${font.style} ${font.status}`)

const images = () => [...document.images].map((image) => `${image.currentSrc} ${image.complete} ${image.naturalWidth}`)

/**
 * The stylesheets' texts, each a number: the head holds every story file's CSS (some 175 kB), the same
 * from story to story, and hashing it each time was most of the fingerprint's cost.
 */
const styleTexts = new Map<string, number>()

/** The head as a short text: its elements' markup, each <style> by the number of its text. */
function headSignature(): string {
  const head = [...document.head.children].map((element) => {
    if (!(element instanceof HTMLStyleElement)) return element.outerHTML
    const text = element.textContent ?? ""
    let id = styleTexts.get(text)
    if (id === undefined) styleTexts.set(text, (id = styleTexts.size))
    return `<style ${[...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(" ")}>#${id}`
  })
  const root = document.documentElement
  const beside = [...root.children].filter((element) => element !== document.head && element !== document.body)
  return [
    `<html ${[...root.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(" ")}>`,
    ...head,
    ...beside.map((element) => element.outerHTML),
  ].join("\n")
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")
}

/**
 * The hash of what the page shows now, with `settings` (what the checks are asked, such as the story's
 * a11y parameters); undefined when something on the page keeps its look from the hash.
 */
export async function storyStateFingerprint(settings: unknown): Promise<string | undefined> {
  const elements = [...document.querySelectorAll("*")]
  if (document.querySelector(OPAQUE) || elements.some((element) => element.shadowRoot)) return undefined
  const indexOf = new Map(elements.map((element, index) => [element, index]))
  const parts = [
    JSON.stringify(settings) ?? "",
    location.href,
    `${window.innerWidth}×${window.innerHeight}@${window.devicePixelRatio}`,
    headSignature(),
    withStableIds(document.body.outerHTML),
    ...formValues(elements),
    ...scrollOffsets(elements),
    ...pseudoClassMatches(indexOf),
    selection(indexOf),
    `adopted ${document.adoptedStyleSheets.length}`,
    ...styleRules(),
    ...fontFaces(),
    ...images(),
    `animations ${document.getAnimations().length}`,
  ]
  return sha256(parts.join("\n"))
}
