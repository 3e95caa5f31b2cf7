import { describe, expect, it } from "vitest"
import { BUNDLED_SECTIONS, CONTENT_SECTION_KEYS, CONTENT_SECTION_SCHEMAS } from "../../data/content-sections"
import { contentPageSchema, homeHeroSchema, servicesOverviewSchema } from "../../data/content-schemas"
import { documentSchemaFor } from "#shared/content/index"
import { seedRows } from "../../../scripts/document-seed"
import { DOCUMENT_FIELD_OPTIONS, RICH_TEXT_CONTROL } from "../documents/editor/document-field-options"
import {
  ALT_TEXT_REQUIRED_MESSAGE,
  BOOLEAN_CONTROL,
  fieldPathOf,
  fromFormValues,
  NUMBER_CONTROL,
  sectionFields,
  sectionFormSchema,
  toFormValues,
} from "./schema-fields"

describe("the section form made from a content schema", () => {
  it("has one field per key of the hero, with its label, whether it is required, and an image with its alt text", () => {
    const fields = sectionFields(homeHeroSchema)
    expect(fields.map((field) => [field.kind, field.name, field.label, field.required])).toEqual([
      ["text", "eyebrow", "Eyebrow", false],
      ["text", "heading", "Heading", true],
      ["text", "intro", "Introduction", true],
      ["group", "primaryCta", "Primary button", true],
      ["group", "secondaryCta", "Secondary button", true],
      ["list", "badges", "Badges", true],
      ["image", "imageUrl", "Image", false],
    ])
    expect(fields.find((field) => field.name === "intro")).toMatchObject({ multiline: true })
  })

  it("takes a list's minimum length and offers the icon names as choices", () => {
    const items = sectionFields(servicesOverviewSchema).find((field) => field.name === "items")
    expect(items).toMatchObject({ kind: "list", minItems: 1, item: { kind: "group" } })
    const icon = items?.kind === "list" && items.item.kind === "group" ? items.item.fields.find((field) => field.name === "icon") : null
    expect(icon).toMatchObject({ kind: "choice", options: expect.arrayContaining(["Globe", "Languages"]) })
  })

  it("offers the kinds of a page section as variants", () => {
    const sections = sectionFields(contentPageSchema).find((field) => field.name === "sections")
    expect(sections?.kind === "list" && sections.item.kind === "variants" && sections.item.options.map((option) => option.value)).toEqual([
      "text",
      "features",
      "stats",
      "steps",
      "faq",
      "links",
      "quote",
      "checklist",
      "proof",
    ])
  })

  it("round-trips every bundled section through the form's values unchanged", () => {
    for (const key of CONTENT_SECTION_KEYS) {
      const schema = CONTENT_SECTION_SCHEMAS[key]
      const back = fromFormValues(schema, toFormValues(schema, BUNDLED_SECTIONS[key]))
      expect(schema.parse(back), key).toEqual(schema.parse(BUNDLED_SECTIONS[key]))
    }
  })

  it("requires alt text for an image", () => {
    const value = { ...BUNDLED_SECTIONS.home_hero, imageUrl: "https://cdn.example/a.png", imageAlt: "" }
    const result = sectionFormSchema(homeHeroSchema).safeParse(value)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["imageAlt"], message: ALT_TEXT_REQUIRED_MESSAGE })])
  })
})

describe("the document form made from a kind's schema", () => {
  it("draws rich text, numbers and yes/no with the app's own controls, and a union of plain choices as a choice", () => {
    const blogPost = sectionFields(documentSchemaFor("blog_post"), DOCUMENT_FIELD_OPTIONS)
    expect(blogPost.find((field) => field.name === "body")).toMatchObject({ kind: "custom", control: RICH_TEXT_CONTROL, label: "Body" })
    const office = sectionFields(documentSchemaFor("office"), DOCUMENT_FIELD_OPTIONS)
    expect(office.find((field) => field.name === "order")).toMatchObject({ kind: "custom", control: NUMBER_CONTROL, required: true })
    expect(office.find((field) => field.name === "headquarters")).toMatchObject({
      kind: "custom",
      control: BOOLEAN_CONTROL,
      required: false,
    })
    const listing = sectionFields(documentSchemaFor("page:listing"), DOCUMENT_FIELD_OPTIONS)
    expect(listing.find((field) => field.name === "lists")).toMatchObject({
      kind: "choice",
      options: expect.arrayContaining(["blog_post", "pages"]),
    })
  })

  it("round-trips every seed document through the form's values unchanged, leaving rich text as stored", () => {
    for (const row of seedRows()) {
      const schema = documentSchemaFor(row.kind)
      const back = fromFormValues(schema, toFormValues(schema, row.data, DOCUMENT_FIELD_OPTIONS), DOCUMENT_FIELD_OPTIONS)
      expect(schema.parse(back), row.path).toEqual(schema.parse(row.data))
    }
  })

  it("puts a problem deep inside a rich text on the rich text field, and any other on its own field", () => {
    const schema = documentSchemaFor("page:content")
    expect(fieldPathOf(schema, ["sections", 2, "body", 0, "children", 1, "href"], DOCUMENT_FIELD_OPTIONS)).toBe("sections.2.body")
    expect(fieldPathOf(schema, ["hero", "heading"], DOCUMENT_FIELD_OPTIONS)).toBe("hero.heading")
  })
})
