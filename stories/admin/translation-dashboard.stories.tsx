import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import {
  OUTDATED_EMPTY_MESSAGE,
  SEGMENT_STATE_NAMES,
  SegmentStateBadge,
  TRANSLATION_DOCUMENTS_EMPTY_MESSAGE,
  TranslationDocumentTable,
  TranslationLanguageCard,
  TranslationOutdatedList,
  TranslationTeamTable,
  TRANSLATION_TEAM_EMPTY_MESSAGE,
  type TranslationDocumentFilter,
} from "../../ui/components/admin/translation-dashboard"
import { withStoryLinks } from "../support/page-story"
import { ON_A_PHONE } from "./fixtures"
import { LANGUAGE_SUMMARIES, OUTDATED_TRANSLATIONS, STORY_NOW, TRANSLATION_DOCUMENTS } from "./translation-fixtures"

const editorHref = (id: string, locale: string) => `/admin/translations/${id}/${locale}`

const meta = {
  title: "Admin/TranslationDocumentTable",
  component: TranslationDocumentTable,
  subcomponents: { TranslationLanguageCard, TranslationOutdatedList, SegmentStateBadge, TranslationTeamTable },
  decorators: [withStoryLinks],
  args: { rows: TRANSLATION_DOCUMENTS, filter: "all", onFilterChange: fn(), editorHref },
  tags: ["autodocs"],
} satisfies Meta<typeof TranslationDocumentTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TRANSLATION_DOCUMENTS_EMPTY_MESSAGE)).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

/** The filter shows the documents with a language in that state, and each language links to its editor. */
export const FiltersByStateAndLinksToTheEditor: Story = {
  tags: ["interaction"],
  render: function Render(args) {
    const [filter, setFilter] = useState<TranslationDocumentFilter>("all")
    return (
      <TranslationDocumentTable
        {...args}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next)
          args.onFilterChange(next)
        }}
      />
    )
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "All 4" })).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(canvas.getByRole("button", { name: "Outdated 1" }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith("outdated")
    await expect(canvas.getAllByRole("row")).toHaveLength(2)
    const link = canvas.getByRole("link", { name: "ISO 17100 certified translation in Swedish: Outdated 58 words waiting" })
    await expect(link).toHaveAttribute("href", "/admin/translations/doc-iso/sv")
    await expect(within(link).getByText("58 words waiting")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Untranslated 1" }))
    await expect(canvas.getByRole("rowheader", { name: /Five things/ })).toBeVisible()
    await expect(canvas.queryByRole("rowheader", { name: /About us/ })).not.toBeInTheDocument()
  },
}

/**
 * A Swedish translator's list: their language only, no German column, and the filters count Swedish
 * states alone (the German "Untranslated" of the blog post is not theirs to see).
 */
export const ATranslatorSeesTheirLanguagesOnly: Story = {
  tags: ["interaction"],
  args: {
    locales: ["sv"],
    rows: TRANSLATION_DOCUMENTS.map((row) => ({ ...row, languages: { sv: row.languages.sv } })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("columnheader", { name: "Swedish" })).toBeVisible()
    await expect(canvas.queryByRole("columnheader", { name: "German" })).not.toBeInTheDocument()
    await expect(canvas.getByRole("button", { name: "Untranslated 0" })).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Needs review 1" })).toBeVisible()
    await expect(canvas.queryByRole("link", { name: /in German/ })).not.toBeInTheDocument()
  },
}

export const LanguageCard: StoryObj<typeof TranslationLanguageCard> = {
  // Only its own prop: the file's shared args (the table's rows, filter and links) are not the card's to spread on its section.
  render: ({ summary }) => <TranslationLanguageCard summary={summary} />,
  args: { summary: LANGUAGE_SUMMARIES[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Swedish" })).toBeVisible()
    await expect(canvas.getByText("89%")).toBeVisible()
    await expect(canvas.getByRole("progressbar", { name: "Swedish published" })).toBeVisible()
    await expect(canvas.getByText("1,204 words")).toBeVisible()
  },
}

/** One page short of the whole site: the share says 99%, never a rounded-up 100%. */
export const LanguageCardOnePageShort: StoryObj<typeof TranslationLanguageCard> = {
  render: ({ summary }) => <TranslationLanguageCard summary={summary} />,
  args: { summary: { ...LANGUAGE_SUMMARIES[0], publishedDocuments: 274, totalDocuments: 275 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("99%")).toBeVisible()
    await expect(canvas.getByText("(274 of 275 documents and sections)")).toBeVisible()
  },
}

export const OutdatedLongest: StoryObj<typeof TranslationOutdatedList> = {
  render: (args) => <TranslationOutdatedList {...args} />,
  args: { items: OUTDATED_TRANSLATIONS, editorHref, now: STORY_NOW.getTime() },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem")
    await expect(items[0]).toHaveTextContent("ISO 17100 certified translation (German)for 12 days · 58 words")
    await expect(items[2]).toHaveTextContent("since today")
    await expect(canvas.getByRole("link", { name: "Legal translation (Swedish)" })).toHaveAttribute(
      "href",
      "/admin/translations/doc-legal/sv",
    )
  },
}

/** An English page published a moment ago: listed at once, before its segments are synced and its outdated words known. */
export const OutdatedWhileSegmentsUpdate: StoryObj<typeof TranslationOutdatedList> = {
  render: (args) => <TranslationOutdatedList {...args} />,
  args: {
    items: [
      ...OUTDATED_TRANSLATIONS,
      {
        documentId: "doc-press",
        title: "Press and media",
        locale: "de",
        outdatedSince: STORY_NOW.toISOString(),
        words: 0,
        syncPending: true,
      },
    ],
    editorHref,
    now: STORY_NOW.getTime(),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem")
    await expect(items[3]).toHaveTextContent("Press and media (German)since today · English just changed, segments updating")
    await expect(items[0]).toHaveTextContent("58 words")
  },
}

export const NothingOutdated: StoryObj<typeof TranslationOutdatedList> = {
  render: (args) => <TranslationOutdatedList {...args} />,
  args: { items: [], editorHref, now: STORY_NOW.getTime() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(OUTDATED_EMPTY_MESSAGE)).toBeVisible()
  },
}

export const SegmentStates: StoryObj<typeof SegmentStateBadge> = {
  render: () => (
    <div className="flex gap-2">
      {SEGMENT_STATE_NAMES.map((state) => (
        <SegmentStateBadge key={state} state={state} />
      ))}
    </div>
  ),
}

/** An admin gives a translator-role account a language: the change names the account, the language and the role. */
export const TeamRolesPerLanguage: StoryObj<typeof TranslationTeamTable> = {
  tags: ["interaction"],
  render: ({ members, onRoleChange }) => <TranslationTeamTable members={members} onRoleChange={onRoleChange} />,
  args: {
    members: [
      { id: "u-1", name: "Sara Holm", email: "sara.holm@nordika.se", roles: { sv: "reviewer", de: "none" } },
      { id: "u-2", name: "Jonas Weber", email: "jonas.weber@nordika.se", roles: { sv: "none", de: "translator" } },
    ],
    onRoleChange: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Sara Holm in Swedish" })).toHaveValue("reviewer")
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Jonas Weber in German" }), "Reviewer")
    await expect(args.onRoleChange).toHaveBeenCalledWith("u-2", "de", "reviewer")
  },
}

export const NoTranslatorsYet: StoryObj<typeof TranslationTeamTable> = {
  render: ({ members, onRoleChange }) => <TranslationTeamTable members={members} onRoleChange={onRoleChange} />,
  args: { members: [], onRoleChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TRANSLATION_TEAM_EMPTY_MESSAGE)).toBeVisible()
  },
}
