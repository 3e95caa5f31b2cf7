import { z } from "zod"
import { describe, expect, it } from "vitest"
import { blogPostSchema } from "./blog-post.ts"
import { mediaImageSchema } from "./fields.ts"
import { mediaReferences } from "./media-refs.ts"

const A = "0b5f7a4e-3c1d-4e8a-9f21-6d0c2b7e9a10"
const B = "5c2e8d1f-7a3b-4c6d-8e9f-0a1b2c3d4e5f"

describe("the library images a document names", () => {
  it("finds a blog post's cover by its field, and nothing when it has none", () => {
    expect(mediaReferences(blogPostSchema, { title: "Post", coverImage: A })).toEqual([{ field: "coverImage", mediaId: A }])
    expect(mediaReferences(blogPostSchema, { title: "Post" })).toEqual([])
  })

  it("follows lists and the kinds of a union, naming each field by its dotted path", () => {
    const schema = z.object({
      sections: z.array(
        z.discriminatedUnion("kind", [
          z.object({ kind: z.literal("text"), body: z.string() }),
          z.object({ kind: z.literal("figure"), image: mediaImageSchema, caption: z.string().optional() }),
        ]),
      ),
      hero: z.object({ image: mediaImageSchema.optional() }).optional(),
    })
    const data = {
      sections: [
        { kind: "text", body: A },
        { kind: "figure", image: A },
        { kind: "figure", image: B },
      ],
      hero: { image: B },
    }
    expect(mediaReferences(schema, data)).toEqual([
      { field: "sections.1.image", mediaId: A },
      { field: "sections.2.image", mediaId: B },
      { field: "hero.image", mediaId: B },
    ])
  })
})
