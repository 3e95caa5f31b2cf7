import crypto from "node:crypto"
import { describe, expect, it } from "vitest"
import {
  CODE_AFTER_PAINT_FALLBACK_MS,
  inlineScriptHashes,
  pageDocument,
  shellDocument,
  templateInlineScriptHashes,
  type RenderedPage,
} from "./document"

const BOOT = "document.documentElement.dataset.theme = 'dark'"
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>${BOOT}</script>
    <title>Nordika | Default</title>
    <meta
      name="description"
      content="The template's description."
    />
    <script src="/config.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const PAGE: RenderedPage = {
  head: '<title>Translation | Nordika</title>\n    <meta name="description" content="Translation in 200 languages.">',
  html: "<main><h1>Translation</h1><p>An example of &lt;script&gt; in text.</p></main>",
  hydration: '<script type="application/json" id="nordika-hydration">{"source":"server"}</script>',
  modulePreloads: ["/assets/framework-def.js", "/assets/service-123.js"],
}

describe("a server-rendered page in the app's template", () => {
  const html = pageDocument(TEMPLATE, PAGE)

  it("has the page's title and description instead of the template's, once", () => {
    expect(html).toContain("<title>Translation | Nordika</title>")
    expect(html).not.toContain("Nordika | Default")
    expect(html).not.toContain("The template's description.")
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })

  it("has the page's markup in #root, and the hand-over after it", () => {
    expect(html).toContain(`<div id="root">${PAGE.html}</div>\n    ${PAGE.hydration}`)
  })

  it("loads its code after the first paint: no module script or preload in the head, one loader at the end", () => {
    const head = html.slice(0, html.indexOf("</head>"))
    expect(head).not.toContain('type="module"')
    expect(head).not.toContain("modulepreload")
    const [, chunks, loader] =
      /<script type="application\/json" id="nordika-page-code">(.*?)<\/script>\n {4}<script type="module">(.*?)<\/script>\n {2}<\/body>/.exec(
        html,
      ) ?? []
    expect(chunks).toBe('["/assets/framework-def.js","/assets/service-123.js"]')
    expect(loader).toContain('observe({type:"largest-contentful-paint",buffered:true})')
    expect(loader).toContain(`setTimeout(load,${CODE_AFTER_PAINT_FALLBACK_MS})`)
    expect(loader).toContain('document.querySelectorAll("script#nordika-page-code")')
    expect(loader).toContain("for(const href of chunks){await import(href)")
    expect(loader).toContain('import("/assets/index-abc.js")')
  })

  it("adds the template's preloads a page's list lacks after it", () => {
    const bare = pageDocument(TEMPLATE, { ...PAGE, modulePreloads: ["/assets/service-123.js"] })
    expect(bare).toContain('["/assets/service-123.js","/assets/framework-def.js"]')
  })

  it("keeps the template's inline script as it is, with no nonce", () => {
    expect(html).toContain(`<script>${BOOT}</script>`)
    expect(html).not.toContain("nonce")
  })

  it("refuses a template it cannot render into", () => {
    expect(() => pageDocument("<!doctype html><title>x</title>", PAGE)).toThrow(/root/)
  })
})

describe("the client-only shell", () => {
  it("is the template as built, in the language of the page it stands for", () => {
    expect(shellDocument(TEMPLATE, "en")).toBe(TEMPLATE)
    expect(shellDocument(TEMPLATE, "sv")).toBe(TEMPLATE.replace('<html lang="en">', '<html lang="sv">'))
  })
})

describe("inline script hashes", () => {
  const hash = (body: string) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`
  const loaderOf = (html: string) => /<script type="module">(.*?)<\/script>/.exec(html)![1]

  it("are the sha256 of each inline script that runs, not of external scripts or data blocks", () => {
    const html = pageDocument(TEMPLATE, PAGE)
    expect(inlineScriptHashes(html)).toEqual([hash(BOOT), hash(loaderOf(html))])
  })

  it("of the template are those of every page made from it, whatever its chunks", () => {
    const other = pageDocument(TEMPLATE, { ...PAGE, modulePreloads: ["/assets/article-456.js"] })
    expect(loaderOf(other)).toBe(loaderOf(pageDocument(TEMPLATE, PAGE)))
    expect(templateInlineScriptHashes(TEMPLATE)).toEqual([hash(BOOT), hash(loaderOf(other))])
  })

  it("of the template leave out a script in a page's markup", () => {
    const html = pageDocument(TEMPLATE, { ...PAGE, html: "<main><script>alert(1)</script></main>" })
    expect(inlineScriptHashes(html)).toContain(hash("alert(1)"))
    expect(templateInlineScriptHashes(TEMPLATE)).not.toContain(hash("alert(1)"))
  })
})
