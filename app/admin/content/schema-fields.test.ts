import { describe, expect, it } from "vitest"
import { BUNDLED_SECTIONS, CONTENT_SECTION_KEYS, CONTENT_SECTION_SCHEMAS } from "../../data/content-sections"
import { contentPageSchema, homeHeroSchema, servicesOverviewSchema } from "../../data/content-schemas"
import { ALT_TEXT_REQUIRED_MESSAGE, fromFormValues, sectionFields, sectionFormSchema, toFormValues } from "./schema-fields"

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
