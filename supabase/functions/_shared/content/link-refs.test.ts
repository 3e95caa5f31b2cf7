import { z } from "zod"
import { describe, expect, it } from "vitest"
import { blogPostSchema } from "./blog-post.ts"
import { classifyHref, linkReferences } from "./link-refs.ts"
import { servicePageSchema } from "./pages/service.ts"
import { minimalDocumentSchema } from "./index.ts"

const PAGE = "0b5f7a4e-3c1d-4e8a-9f21-6d0c2b7e9a10"

describe("the links a document holds", () => {
  it("finds a post's internal link by id and its external link by address, each by its field", () => {
    const post = {
      meta: { title: "T", description: "D" },
      title: "Post",
      excerpt: "E",
      author: "A",
      published: "2026-11-30",
      tags: [],
      body: [
        {
          type: "paragraph",
          children: [
            { type: "text", text: "See " },
            { type: "internal-link", documentId: PAGE, label: "our services" },
            { type: "external-link", href: "https://example.org/guide", text: "the guide" },
          ],
        },
        { type: "list", ordered: false, items: [[{ type: "external-link", href: "mailto:hello@nordika.se", text: "mail" }]] },
      ],
    }
    expect(linkReferences(blogPostSchema, post)).toEqual([
      { field: "body.0.children.1", kind: "document", target: PAGE },
      { field: "body.0.children.2.href", kind: "external", target: "https://example.org/guide" },
    ])
  })

  it("finds a page's link fields by path, the query and anchor dropped, and its related pages", () => {
    const links = linkReferences(servicePageSchema, {
      cta: {
        heading: "H",
        text: "T",
        primary: { label: "Quote", href: "/contact/request-quote?service=translation#form" },
        secondary: { label: "Call", href: "tel:+46812345678" },
      },
      related: ["/industries/legal", "/services/interpreting"],
      proof: { client: "C", summary: "S", results: [], href: "https://client.example/case/" },
    })
    expect(links).toEqual([
      { field: "proof.href", kind: "external", target: "https://client.example/case/" },
      { field: "cta.primary.href", kind: "path", target: "/contact/request-quote" },
      { field: "related.0", kind: "path", target: "/industries/legal" },
      { field: "related.1", kind: "path", target: "/services/interpreting" },
    ])
  })

  it("walks a kind without a schema by shape: internal-link nodes and href strings", () => {
    const data = {
      blocks: [{ link: { type: "internal-link", documentId: PAGE } }, { href: "/about/" }, { href: "#top" }],
      note: "/not-a-link",
    }
    expect(linkReferences(minimalDocumentSchema, data)).toEqual([
      { field: "blocks.0.link", kind: "document", target: PAGE },
      { field: "blocks.1.href", kind: "path", target: "/about" },
    ])
  })

  it("follows only what it can check: paths and http(s) addresses", () => {
    expect(classifyHref("/")).toEqual({ kind: "path", target: "/" })
    expect(classifyHref("/?q=1")).toEqual({ kind: "path", target: "/" })
    expect(classifyHref("http://example.org")).toEqual({ kind: "external", target: "http://example.org" })
    expect(classifyHref("//evil.example/x")).toBeNull()
    expect(classifyHref("#faq")).toBeNull()
    expect(classifyHref("mailto:a@b.se")).toBeNull()
    expect(classifyHref("tel:+46")).toBeNull()
    expect(classifyHref("javascript:alert(1)")).toBeNull()
    expect(linkReferences(z.object({ href: z.string() }), { href: "/x" })).toEqual([])
  })
})
