import { describe, expect, it } from "vitest"
import { menuFooterSchema, menuHeaderSchema } from "#shared/content/menus"
import { fromFormValues, sectionFields, toFormValues } from "../content/schema-fields"
import { DOCUMENT_FIELD_OPTIONS } from "./editor/document-field-options"
import { readDocumentSeedRows } from "../../../scripts/document-seed-file"

const seeded = (kind: string) => readDocumentSeedRows().find((row) => row.kind === kind)!.data

describe("the menus in the document editor's form", () => {
  it.each([
    ["menu_header", menuHeaderSchema],
    ["menu_footer", menuFooterSchema],
  ] as const)("%s: the seeded menu goes into the form and comes back out unchanged, valid for publishing", (kind, schema) => {
    const data = seeded(kind)
    const back = fromFormValues(schema, toFormValues(schema, data, DOCUMENT_FIELD_OPTIONS), DOCUMENT_FIELD_OPTIONS)
    expect(back).toEqual(data)
    expect(schema.safeParse(back).success).toBe(true)
  })

  it("leaves out an optional page link and featured block nobody filled in (an empty link's fixed type is no content)", () => {
    const contact = { title: "Contact Us", icon: "Mail", sectionPaths: [], groups: [], path: "/contact" }
    const form = toFormValues(menuHeaderSchema, { ...(seeded("menu_header") as object), entries: [contact] }, DOCUMENT_FIELD_OPTIONS) as {
      entries: Record<string, unknown>[]
    }
    expect(form.entries[0].page).toMatchObject({ type: "internal-link", documentId: "" })
    const back = fromFormValues(menuHeaderSchema, form, DOCUMENT_FIELD_OPTIONS) as { entries: unknown[] }
    expect(back.entries[0]).toEqual(contact)
  })

  it("draws the link card's page with the page picker and names list items as editors call them", () => {
    const fields = sectionFields(menuHeaderSchema, DOCUMENT_FIELD_OPTIONS)
    const entries = fields.find((field) => field.name === "entries")!
    expect(entries).toMatchObject({ kind: "list", label: "Top-level entries", itemNoun: "Entry" })
    const entry = (entries as unknown as { item: { fields: { name: string; kind: string; control?: string }[] } }).item.fields
    expect(entry.find((field) => field.name === "page")).toMatchObject({ kind: "custom", control: "internal-link" })
  })
})
