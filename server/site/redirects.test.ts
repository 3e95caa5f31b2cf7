import { describe, expect, it } from "vitest"
import { matchRedirect, staticRedirectRules, type SiteRedirect } from "./redirects"
import { staticRedirects } from "./seo-files"

const ROWS: SiteRedirect[] = [
  { source: "/old-blog", target: "/resources/blog", status: 301, match: "prefix" },
  { source: "/old-blog/kept", target: "/resources/blog/kept-elsewhere", status: 302, match: "exact" },
  { source: "/old-blog/archive", target: "/resources/news", status: 301, match: "prefix" },
  { source: "/services/old-name", target: "/services/translation", status: 301, match: "exact" },
]

describe("matchRedirect", () => {
  it("answers an exact row, in any case and with a trailing slash", () => {
    expect(matchRedirect(ROWS, "/Services/Old-Name/")).toEqual({
      location: "/services/translation",
      status: 301,
      source: "/services/old-name",
    })
  })

  it("keeps the rest of the path under a prefix, the longest prefix first, an exact row before any", () => {
    expect(matchRedirect(ROWS, "/old-blog")?.location).toBe("/resources/blog")
    expect(matchRedirect(ROWS, "/old-blog/2019/post")?.location).toBe("/resources/blog/2019/post")
    expect(matchRedirect(ROWS, "/old-blog/archive/2018")?.location).toBe("/resources/news/2018")
    expect(matchRedirect(ROWS, "/old-blog/kept")).toEqual({
      location: "/resources/blog/kept-elsewhere",
      status: 302,
      source: "/old-blog/kept",
    })
  })

  it("leaves alone a path that only starts like a prefix", () => {
    expect(matchRedirect(ROWS, "/old-blogger")).toBeUndefined()
    expect(matchRedirect(ROWS, "/services/old-name/more")).toBeUndefined()
  })
})

describe("the static export's _redirects", () => {
  it("lists staff's redirects after the fixed ones: exact first, prefixes longest first with their subtree", () => {
    const file = staticRedirects({
      redirects: { "/about": "/about/who-we-are" },
      staffRedirects: staticRedirectRules(ROWS),
      clientOnlyPaths: ["/admin/*"],
      shellFile: "/app-shell.html",
    })
    expect(file.split("\n")).toEqual([
      "# Permanent redirects (the server answers the same with 301).",
      "/about  /about/who-we-are  301",
      "",
      "# The redirects staff keep (automatic on a rename, and manual ones).",
      "/old-blog/kept  /resources/blog/kept-elsewhere  302",
      "/services/old-name  /services/translation  301",
      "/old-blog/archive  /resources/news  301",
      "/old-blog/archive/*  /resources/news/:splat  301",
      "/old-blog  /resources/blog  301",
      "/old-blog/*  /resources/blog/:splat  301",
      "",
      "# Staff pages are rendered in the browser: the client-only shell answers them.",
      "/admin/*  /app-shell.html  200",
      "",
    ])
  })
})
