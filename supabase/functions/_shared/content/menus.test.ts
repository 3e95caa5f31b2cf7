import { describe, expect, it } from "vitest"
import { documentProblem } from "./index.ts"
import { linkReferences } from "./link-refs.ts"
import { menuFooterSchema, menuHeaderSchema } from "./menus.ts"

const PAGE = "0b5f7a4e-3c1d-4e8a-9f21-6d0c2b7e9a10"
const page = { type: "internal-link", documentId: PAGE }

const card = (title: string) => ({ title, icon: "Languages", description: "What it is", page })
const panel = (title: string) => ({
  title,
  icon: "Building2",
  sectionPaths: ["/about"],
  groups: [{ title: "Group", icon: "Users", art: "team", tone: "dark", imagePosition: "top", links: [card("Who we are")] }],
  featured: {
    title: "Join us",
    description: "Work with us",
    buttonText: "Explore",
    icon: "Users",
    art: "aurora",
    imageDescription: "Northern lights",
    links: [],
    path: "/careers",
  },
})
const header = () => ({
  entries: [
    panel("About Us"),
    panel("Services"),
    panel("Industries"),
    panel("Technology"),
    { title: "Contact Us", icon: "Mail", sectionPaths: [], groups: [], page },
  ],
  quote: { label: "Free Quote", path: "/contact/request-quote" },
})

describe("the header menu's schema", () => {
  it("takes the spec's five entries: four panels of groups and link cards with featured blocks, and a direct link", () => {
    expect(documentProblem("menu_header", header())).toBeNull()
  })

  it("refuses four or six top-level entries, naming the list", () => {
    const four = { ...header(), entries: header().entries.slice(0, 4) }
    expect(documentProblem("menu_header", four)).toEqual({ field: "entries", message: "The header has exactly five top-level entries." })
    const six = { ...header(), entries: [...header().entries, panel("More")] }
    expect(documentProblem("menu_header", six)).toEqual({ field: "entries", message: "The header has exactly five top-level entries." })
  })

  it("refuses a link card without a target, or with two, naming the card's page field", () => {
    const data = header()
    const { page: _dropped, ...noTarget } = card("Orphan")
    data.entries[1].groups![0].links = [card("Fine"), noTarget as never]
    expect(documentProblem("menu_header", data)).toEqual({
      field: "entries.1.groups.0.links.1.page",
      message: "Choose a page, or enter a path of this site or an https:// address (one of them).",
    })
    data.entries[1].groups![0].links = [{ ...card("Both"), url: "https://example.org" } as never]
    expect(documentProblem("menu_header", data)?.field).toBe("entries.1.groups.0.links.0.page")
  })

  it("refuses a page link that is no document id, a javascript: address and an icon outside the set's names, each by its field", () => {
    const badPage = header()
    badPage.entries[0].groups![0].links[0] = { ...card("X"), page: { type: "internal-link", documentId: "/about" } }
    expect(documentProblem("menu_header", badPage)).toEqual({
      field: "entries.0.groups.0.links.0.page.documentId",
      message: "Choose the page to link to.",
    })
    const badUrl = header()
    badUrl.quote = { label: "Free Quote", url: "javascript:alert(1)" } as never
    expect(documentProblem("menu_header", badUrl)).toEqual({ field: "quote.url", message: "Enter an https:// address." })
    const badIcon = header()
    badIcon.entries[2].icon = "not an icon"
    expect(documentProblem("menu_header", badIcon)).toEqual({ field: "entries.2.icon", message: "Choose an icon." })
  })

  it("refuses an entry with neither a link nor a panel", () => {
    const data = header()
    data.entries[4] = { title: "Contact Us", icon: "Mail", sectionPaths: [], groups: [] } as never
    expect(documentProblem("menu_header", data)).toEqual({
      field: "entries.4.groups",
      message: "Give the entry a link, or at least one group for its panel.",
    })
  })

  it("lets the link checker and the trash's warning see every link, pages by id", () => {
    const links = linkReferences(menuHeaderSchema, header())
    expect(links).toContainEqual({ field: "entries.0.groups.0.links.0.page", kind: "document", target: PAGE })
    expect(links).toContainEqual({ field: "entries.4.page", kind: "document", target: PAGE })
    expect(links).toContainEqual({ field: "quote.path", kind: "path", target: "/contact/request-quote" })
  })
})

describe("the footer's schema", () => {
  const footer = () => ({
    tagline: "Language services from Stockholm.",
    columns: [
      {
        title: "Company",
        links: [
          { text: "About Us", page },
          { text: "Partner", url: "https://partner.example" },
        ],
      },
    ],
    legalLinks: [{ text: "Privacy Policy", path: "/privacy-policy" }],
  })

  it("takes columns of links and legal links", () => {
    expect(menuFooterSchema.safeParse(footer()).success).toBe(true)
    expect(linkReferences(menuFooterSchema, footer()).map((link) => [link.field, link.kind])).toEqual([
      ["columns.0.links.0.page", "document"],
      ["columns.0.links.1.url", "external"],
      ["legalLinks.0.path", "path"],
    ])
  })

  it("refuses a footer without columns and a link without words, by field", () => {
    expect(documentProblem("menu_footer", { ...footer(), columns: [] })).toEqual({ field: "columns", message: "Add at least one item." })
    const data = footer()
    data.columns[0].links[0] = { text: " ", page }
    expect(documentProblem("menu_footer", data)).toEqual({ field: "columns.0.links.0.text", message: "Write the link's text." })
  })
})
