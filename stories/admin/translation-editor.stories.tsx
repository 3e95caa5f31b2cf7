import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"
import {
  MachineDraftAction,
  TRANSLATION_SHORTCUTS,
  TranslationLeverage,
  TranslationMatchPanel,
  TranslationReviewPanel,
  TranslationSegmentList,
  TranslationShortcutList,
  TranslationTermList,
  type TranslationEditorSegment,
} from "../../ui/components/admin/translation-editor"
import { ON_A_PHONE } from "./fixtures"
import { EDITOR_SEGMENTS, MEMORY_MATCHES, SEGMENT_TERMS } from "./translation-fixtures"

const meta = {
  title: "Admin/TranslationSegmentList",
  component: TranslationSegmentList,
  subcomponents: {
    TranslationMatchPanel,
    TranslationReviewPanel,
    TranslationTermList,
    TranslationShortcutList,
    TranslationLeverage,
    MachineDraftAction,
  },
  args: {
    segments: EDITOR_SEGMENTS,
    locale: "sv",
    activeId: "seg-2",
    onActiveChange: fn(),
    onTargetChange: fn(),
    onConfirm: fn(),
    onUseMatch: fn(),
    onApprove: fn(),
    onResolveConflict: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof TranslationSegmentList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

/** On a phone the active segment's matches and terms are right under it, not after the last segment. */
export const ActiveSegmentToolsOnAPhone: Story = {
  ...ON_A_PHONE,
  tags: ["interaction"],
  args: {
    activeDetail: (
      <>
        <TranslationMatchPanel matches={MEMORY_MATCHES} locale="sv" onUse={fn()} />
        <TranslationTermList terms={SEGMENT_TERMS} locale="sv" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    const active = canvas.getByRole("listitem", { name: "Segment 2" })
    const tools = within(active).getByRole("group", { name: "Segment 2 tools" })
    await expect(within(tools).getByRole("listitem", { name: "Match 1: 86%" })).toBeVisible()
    // Only the active segment carries them.
    await expect(canvas.getAllByRole("group", { name: /tools$/ })).toHaveLength(1)
  },
}

/** Someone else saved the segment: the reader's text stays, theirs is shown, and the reader chooses. */
export const ExplainsARevisionConflict: Story = {
  tags: ["interaction"],
  args: {
    segments: [
      {
        ...EDITOR_SEGMENTS[2],
        target: "Vi levererar inom 24 timmar.",
        conflict: { theirTarget: "Vi levererar på 24 timmar.", by: "Maja Lind" },
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Swedish translation of segment 1" })).toHaveValue("Vi levererar inom 24 timmar.")
    const alert = canvas.getByRole("alert")
    await expect(alert).toHaveTextContent("Maja Lind saved this segment while you were typing. Your text is still in the box.")
    await expect(alert).toHaveTextContent("Vi levererar på 24 timmar.")
    await userEvent.click(within(alert).getByRole("button", { name: "Save mine over theirs" }))
    await expect(args.onResolveConflict).toHaveBeenCalledWith("seg-3", "mine")
  },
}

function Stateful(args: React.ComponentProps<typeof TranslationSegmentList>) {
  const [segments, setSegments] = useState<TranslationEditorSegment[]>([...args.segments])
  return (
    <TranslationSegmentList
      {...args}
      segments={segments}
      onTargetChange={(id, target) => {
        args.onTargetChange(id, target)
        setSegments((all) => all.map((segment) => (segment.id === id ? { ...segment, target } : segment)))
      }}
    />
  )
}

/** Every shortcut of the list works in a target box, as a CAT tool's do. */
export const KeyboardFirst: Story = {
  tags: ["interaction"],
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, step }) => {
    const box = (n: number) => canvas.getByRole("textbox", { name: `Swedish translation of segment ${n}` })
    await step("Ctrl+Shift+Down goes to the next unconfirmed segment", async () => {
      await userEvent.click(box(1))
      await userEvent.keyboard("{Control>}{Shift>}{ArrowDown}{/Shift}{/Control}")
      await expect(box(2)).toHaveFocus()
      await userEvent.keyboard("{Control>}{Shift>}{ArrowDown}{/Shift}{/Control}")
      await expect(box(3)).toHaveFocus()
    })
    await step("Ctrl+Shift+S copies the source, Ctrl+Enter confirms and moves on", async () => {
      await userEvent.keyboard("{Control>}{Shift>}s{/Shift}{/Control}")
      await expect(box(3)).toHaveValue("We deliver within 24 hours.")
      await userEvent.keyboard("{Control>}{Enter}{/Control}")
      await expect(args.onConfirm).toHaveBeenCalledWith("seg-3")
      await expect(box(4)).toHaveFocus()
    })
    await step("Ctrl+Shift+T inserts the next missing tag, around the selection for a paired one", async () => {
      await userEvent.clear(box(2))
      await userEvent.type(box(2), "Vårt minne")
      ;(box(2) as HTMLTextAreaElement).setSelectionRange(5, 10)
      await userEvent.keyboard("{Control>}{Shift>}t{/Shift}{/Control}")
      await expect(box(2)).toHaveValue('Vårt <pc id="1">minne</pc>')
      await expect(canvas.queryByText("Tags to place:")).not.toBeInTheDocument()
    })
    await step("Ctrl+2 uses the second memory match", async () => {
      await userEvent.keyboard("{Control>}2{/Control}")
      await expect(args.onUseMatch).toHaveBeenCalledWith("seg-2", 1)
    })
  },
}

export const MatchesWithDifferences: StoryObj<typeof TranslationMatchPanel> = {
  tags: ["interaction"],
  render: (args) => <TranslationMatchPanel {...args} />,
  args: { matches: MEMORY_MATCHES, locale: "sv", onUse: fn() },
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole("listitem", { name: "Match 1: 86%" })
    await expect(within(first).getByText("termbase").tagName).toBe("DEL")
    await expect(within(first).getByText("translation memory").tagName).toBe("INS")
    await userEvent.click(within(first).getByRole("button", { name: /Use/ }))
    await expect(args.onUse).toHaveBeenCalledWith(0)
  },
}

export const NoMatches: StoryObj<typeof TranslationMatchPanel> = {
  render: (args) => <TranslationMatchPanel {...args} />,
  args: { matches: [], locale: "sv", onUse: fn() },
}

export const Terms: StoryObj<typeof TranslationTermList> = {
  render: (args) => <TranslationTermList {...args} />,
  args: { terms: SEGMENT_TERMS, locale: "sv" },
}

/** A reviewer overrides a failed check with a comment; approval waits until none is open. */
export const ReviewerOverridesAFailure: StoryObj<typeof TranslationReviewPanel> = {
  tags: ["interaction"],
  render: (args) => <TranslationReviewPanel {...args} />,
  args: {
    failures: [
      { check: "term_forbidden", message: "The target uses “översättningsbank”, which the termbase forbids: write “översättningsminne”." },
    ],
    canReview: true,
    state: "translated",
    onApprove: fn(),
    onSendBack: fn(),
    onOverride: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Approve" })).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Override with a comment" }))
    await userEvent.type(canvas.getByRole("textbox", { name: "Why the translation is right anyway" }), "A quoted product name.")
    await userEvent.click(canvas.getByRole("button", { name: "Override" }))
    await expect(args.onOverride).toHaveBeenCalledWith("term_forbidden", "A quoted product name.")
  },
}

/** An untouched machine draft is approved only with the reviewer's explicit confirmation. */
export const MachineDraftNeedsConfirmation: StoryObj<typeof TranslationReviewPanel> = {
  tags: ["interaction"],
  render: (args) => <TranslationReviewPanel {...args} />,
  args: { failures: [], canReview: true, state: "machine_draft", onApprove: fn(), onSendBack: fn(), onOverride: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("button", { name: "Approve" })).toBeDisabled()
    await userEvent.click(canvas.getByRole("checkbox", { name: /confirm it as it is/ }))
    await userEvent.click(canvas.getByRole("button", { name: "Approve" }))
    await expect(args.onApprove).toHaveBeenCalledWith({ confirmMachine: true })
  },
}

export const TranslatorSeesNoReviewActions: StoryObj<typeof TranslationReviewPanel> = {
  render: (args) => <TranslationReviewPanel {...args} />,
  args: { failures: [], state: "translated", onApprove: fn(), onSendBack: fn(), onOverride: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument()
  },
}

export const Shortcuts: StoryObj<typeof TranslationShortcutList> = {
  render: () => <TranslationShortcutList />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("definition")).toHaveLength(TRANSLATION_SHORTCUTS.length)
  },
}

export const Leverage: StoryObj<typeof TranslationLeverage> = {
  render: (args) => <TranslationLeverage {...args} />,
  args: { exactWords: 410, fuzzyWords: 120, totalWords: 855 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Leverage 62%")).toBeVisible()
  },
}

export const LeverageOfADocumentPeopleTranslated: StoryObj<typeof TranslationLeverage> = {
  render: (args) => <TranslationLeverage {...args} />,
  args: { exactWords: 0, fuzzyWords: 0, humanWords: 1240, totalWords: 1240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Leverage 0%")).toBeVisible()
    await expect(canvas.getByText(/people translated 1,240 words of it themselves/)).toBeVisible()
  },
}

export const MachineDraftUnavailable: StoryObj<typeof MachineDraftAction> = {
  render: (args) => <MachineDraftAction {...args} />,
  args: { unavailableReason: "no DeepL key is configured (DEEPL_API_KEY).", untranslated: 3, outdated: 1, onDraft: fn() },
}

export const MachineDraftOffered: StoryObj<typeof MachineDraftAction> = {
  tags: ["interaction"],
  render: (args) => <MachineDraftAction {...args} />,
  args: { untranslated: 3, outdated: 0, onDraft: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Machine-draft the untranslated segments (3)" }))
    await expect(args.onDraft).toHaveBeenCalledOnce()
    await expect(args.onDraft).toHaveBeenCalledWith("untranslated")
    await expect(canvas.queryByRole("button", { name: /outdated/ })).toBeNull()
  },
}

/** Redrafting outdated segments is its own choice, with what it replaces said beside it. */
export const MachineDraftOfOutdatedSegments: StoryObj<typeof MachineDraftAction> = {
  tags: ["interaction"],
  render: (args) => <MachineDraftAction {...args} />,
  args: { untranslated: 2, outdated: 4, onDraft: fn() },
  play: async ({ args, canvas }) => {
    const outdated = canvas.getByRole("button", { name: "Machine-draft the outdated segments (4)" })
    await expect(outdated).toHaveAccessibleDescription(
      "A draft of an outdated segment replaces its old translation here; visitors keep reading the approved one until a reviewer approves again.",
    )
    await userEvent.click(outdated)
    await expect(args.onDraft).toHaveBeenCalledOnce()
    await expect(args.onDraft).toHaveBeenCalledWith("outdated")
  },
}

/** Nothing left to draft: said, with no button. */
export const MachineDraftWithNothingToDraft: StoryObj<typeof MachineDraftAction> = {
  render: (args) => <MachineDraftAction {...args} />,
  args: { untranslated: 0, outdated: 0, onDraft: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("every segment has a translation.", { exact: false })).toBeVisible()
    await expect(canvas.queryByRole("button")).toBeNull()
  },
}
