/**
 * The HTML documents the site answers, made from the built app's index.html: the client-only shell,
 * and a server-rendered page (its head tags, its markup in #root, the router state handed over and
 * modulepreload links for its code). Pure string work, shared by the server and the build's prerender.
 */
import crypto from "node:crypto"

/** A page as the server render (app/entry-server.tsx) returns it. */
export interface RenderedPage {
  /** Title, description, canonical, Open Graph, Twitter and JSON-LD tags. */
  head: string
  /** The app's markup, for #root. */
  html: string
  /** The router state for hydration (a JSON data block). */
  hydration: string
  /** The chunks of the entry and of the page, each after the chunks it imports (the entry itself last, apart). */
  modulePreloads: readonly string[]
  /** The page's language for <html lang> (issue 39: "sv" under /sv, "de" under /de); the template's when absent. */
  lang?: string
}

/** The template's <html lang="…">, which a page in another language replaces. */
const HTML_LANG = /<html lang="[^"]*"/

const ROOT_ELEMENT = '<div id="root"></div>'
/** Inline scripts that run: no src, and not a data block (JSON, JSON-LD). */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/
/** The built entry (Vite's `<script type="module" crossorigin src>`) and the chunks it preloads. */
const ENTRY_SCRIPT = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/?>/

/** The CSP sources ('sha256-…') of the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, , body]) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`,
  )
  return [...new Set(hashes)]
}

/** The client-only shell: the template as built, in the language of the page it stands for (`lang`, "sv" under /sv). */
export function shellDocument(template: string, lang: string): string {
  return template.replace(HTML_LANG, `<html lang="${lang}"`)
}

/**
 * The CSP sources of the inline scripts any document made from `template` runs (the template's own
 * and the loader of a page's code), so one policy allows them in every page of a build and nothing
 * a page's markup might bring. Made from the template alone, never from a page: a script in a page's
 * markup is not hashed.
 */
export function templateInlineScriptHashes(template: string): string[] {
  return inlineScriptHashes(loadCodeAfterFirstPaint(template, []))
}

/** A JSON value that is safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * Preload links added per task by the loader. Each costs 5–10 ms of main thread while the page loads
 * in Chromium at 4x CPU slowdown (a trace of /industries/life-sciences: six made tasks of 58–67 ms).
 */
const PRELOADS_PER_TASK = 2

/** The data block listing a page's chunks for the loader (the last of that id: it follows the page's markup). */
const PAGE_CODE_ELEMENT_ID = "nordika-page-code"

/** The longest the page's code waits for the first paint to be reported (a page opened in a background tab never reports one). */
export const CODE_AFTER_PAINT_FALLBACK_MS = 3000

/**
 * The page's code, fetched once its largest content has painted. The server's HTML is the whole page
 * until the app takes it over; on a slow connection the entry and its chunks (about 25 files) would
 * otherwise compete with the stylesheet and the font for that paint. After it they are all requested
 * at once (modulepreload links), then evaluated one chunk per task in the page's order (each after
 * what it imports) and the entry last, so that no single task runs all of the code: a long task
 * delays the page's answer to a tap (total blocking time). The paint is the browser's
 * first largest-contentful-paint entry where it reports them, else the frame after the first one;
 * a frame can begin (requestAnimationFrame) while a large page still lays out, so where the browser
 * reports the paint itself, that is what the code waits for.
 */
function loadCodeAfterFirstPaint(template: string, pagePreloads: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1]
  // Only a built template has the entry as Vite writes it: any other is left as it is.
  if (!entry) return template
  // The page's list has the entry's chunks in the order to evaluate them; the template's are a fallback.
  const preloads = [...new Set([...pagePreloads, ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1])])]
  const loader =
    // A message yields to the browser without setTimeout's clamp.
    `const yieldTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=resolve;channel.port2.postMessage(0)});` +
    `let started=false;const load=async()=>{if(started)return;started=true;` +
    // The page's chunks are data beside the loader, so the loader is the same bytes in every page (one hash in the policy).
    `const blocks=document.querySelectorAll("script#${PAGE_CODE_ELEMENT_ID}");const chunks=JSON.parse(blocks[blocks.length-1].textContent);` +
    // Each preload link costs the browser a little: a few per task keep every task short.
    `for(let i=0;i<chunks.length;i++){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";` +
    `link.href=chunks[i];document.head.append(link);if(i%${PRELOADS_PER_TASK}===${PRELOADS_PER_TASK - 1})await yieldTask()}` +
    // One chunk evaluated per task, the entry last.
    `for(const href of chunks){await import(href).catch(()=>undefined);await yieldTask()}` +
    `import(${scriptJson(entry)})};` +
    `if(PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint"))` +
    `new PerformanceObserver((_,observer)=>{observer.disconnect();setTimeout(load)}).observe({type:"largest-contentful-paint",buffered:true});` +
    `else requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(load)));` +
    `setTimeout(load,${CODE_AFTER_PAINT_FALLBACK_MS})`
  return template
    .replace(ENTRY_SCRIPT, "")
    .replace(MODULE_PRELOAD, "")
    .replace(
      "</body>",
      () => `  <script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">${scriptJson(preloads)}</script>
    <script type="module">${loader}</script>
  </body>`,
    )
}

/**
 * A server-rendered page in the template: its head in place of the template's title and description,
 * its markup in #root, and its code loaded after the first paint.
 */
export function pageDocument(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT_ELEMENT) || !TEMPLATE_TITLE.test(template)) {
    throw new Error(`The app's index.html has no ${ROOT_ELEMENT} or <title> to render into`)
  }
  const lang = page.lang && /^[a-z]{2}(-[A-Z]{2})?$/.test(page.lang) ? page.lang : undefined
  return loadCodeAfterFirstPaint(template, page.modulePreloads)
    .replace(HTML_LANG, (tag) => (lang ? `<html lang="${lang}"` : tag))
    .replace(TEMPLATE_DESCRIPTION, "")
    .replace(TEMPLATE_TITLE, () => page.head)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${page.hydration}`)
}
