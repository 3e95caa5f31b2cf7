import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { combineTags } from "storybook/internal/csf"
import { loadCsf } from "storybook/internal/csf-tools"
import { describe, expect, it } from "vitest"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const storiesDir = path.join(root, "stories")

/** The tags Storybook gives every story before its own (`dev` and `test`), and those of .storybook/preview.tsx. */
const PROJECT_TAGS = ["dev", "test", "autodocs"]

interface IndexedStory {
  file: string
  name: string
  tags: string[]
}

/** Every story of stories/, with its tags as Storybook combines them (project, meta, story). */
function indexedStories(): IndexedStory[] {
  return fs
    .readdirSync(storiesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".stories.tsx"))
    .flatMap((file) => {
      const code = fs.readFileSync(path.join(storiesDir, file), "utf8")
      const csf = loadCsf(code, { fileName: file, makeTitle: (title?: string) => title ?? file }).parse()
      return csf.indexInputs.map((input) => ({ file, name: input.exportName, tags: combineTags(...PROJECT_TAGS, ...(input.tags ?? [])) }))
    })
}

describe('interaction stories (tags: ["interaction"])', () => {
  const stories = indexedStories()
  const interaction = stories.filter((story) => story.tags.includes("interaction"))

  it("are the behaviour tests: each has a play function", () => {
    expect(interaction.length).toBeGreaterThan(400)
    expect(interaction.filter((story) => !story.tags.includes("play-fn")).map(({ file, name }) => `${file} ${name}`)).toEqual([])
  })

  it("are still run by the stories project, which runs every story tagged test", () => {
    expect(interaction.filter((story) => !story.tags.includes("test")).map(({ file, name }) => `${file} ${name}`)).toEqual([])
  })

  it("leave every stories file a state to show in the sidebar and on its docs page", () => {
    const files = [...new Set(stories.map((story) => story.file))]
    const withoutState = files.filter((file) => stories.every((story) => story.file !== file || story.tags.includes("interaction")))
    expect(withoutState).toEqual([])
  })
})
