import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { FAQ_AUTO_OPEN_MAX_MATCHES, FaqTemplate, faqCountText, faqItemId, searchFaq } from "../../ui/templates/faq-template"
import type { Faq } from "../../ui/templates/types"
import { FAQ_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const TOTAL = FAQ_PAGE.groups.reduce((sum, group) => sum + group.items.length, 0)
const matchesOf = (query: string) => searchFaq(FAQ_PAGE.groups, query).flatMap((group) => group.items)
/** A query few enough answers match that the search opens them. */
const NARROW = "nda"
/** A query many answers match. */
const BROAD = "linguist"

const meta = {
  title: "Templates/FaqTemplate",
  component: FaqTemplate,
  args: { page: FAQ_PAGE, onQueryChange: fn() },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof FaqTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([FAQ_PAGE.hero.heading])
    const topics = within(canvas.getByRole("navigation", { name: "Topics" }))
    for (const group of FAQ_PAGE.groups) {
      await expect(canvas.getByRole("heading", { level: 2, name: group.title })).toBeVisible()
      await expect(topics.getByRole("link", { name: new RegExp(`^${group.title}`) })).toHaveAttribute("href", `#${group.id}`)
    }
    await expect(canvas.getByRole("status")).toHaveTextContent(faqCountText(TOTAL, TOTAL, ""))
    await expect(TOTAL).toBeGreaterThanOrEqual(28)
  },
}

export const WithBreadcrumb: Story = {
  args: { breadcrumb: <HeroBreadcrumb items={[{ label: "Home", href: "/" }, { label: "FAQ" }]} /> },
}

export const FiltersAsYouTypeAndOpensTheFewMatches: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const matches = matchesOf(NARROW)
    await expect(matches.length).toBeGreaterThan(0)
    await expect(matches.length).toBeLessThanOrEqual(FAQ_AUTO_OPEN_MAX_MATCHES)
    await userEvent.type(canvas.getByRole("searchbox", { name: FAQ_PAGE.search.label }), NARROW)
    await expect(canvas.getByRole("status")).toHaveTextContent(faqCountText(matches.length, TOTAL, NARROW))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(NARROW)
    const questions = canvas.getAllByRole("button", { expanded: true })
    await expect(questions.map((button) => button.textContent)).toEqual(matches.map((faq) => faq.question))
    // The matches are marked in the open answers.
    await waitFor(() =>
      expect(canvas.getAllByText((_, node) => node?.tagName === "MARK" && /nda/i.test(node.textContent ?? "")).length).toBeGreaterThan(0),
    )
  },
}

export const ManyMatchesStayClosed: Story = {
  tags: ["interaction"],
  args: { defaultQuery: BROAD },
  play: async ({ canvas }) => {
    const matches = matchesOf(BROAD)
    await expect(matches.length).toBeGreaterThan(FAQ_AUTO_OPEN_MAX_MATCHES)
    await expect(canvas.getByRole("status")).toHaveTextContent(faqCountText(matches.length, TOTAL, BROAD))
    await expect(canvas.queryAllByRole("button", { expanded: true })).toHaveLength(0)
    await expect(canvas.getAllByRole("button", { expanded: false })).toHaveLength(matches.length)
  },
}

/** Where the last character of an element's text is drawn, from the element's corner: it moves if anything before it took more or less room. */
function lastCharacterOffset(element: Element): { x: number; y: number } {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let last: Text | null = null
  while (walker.nextNode()) if (walker.currentNode.textContent) last = walker.currentNode as Text
  const range = document.createRange()
  range.setStart(last!, last!.length - 1)
  range.setEnd(last!, last!.length)
  const character = range.getBoundingClientRect()
  const corner = element.getBoundingClientRect()
  return { x: character.x - corner.x, y: character.y - corner.y }
}

export const MarksWholeWordsWithoutMovingTheText: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const question = "How is translation priced?"
    const trigger = canvas.getByRole("button", { name: question })
    // Measured in the web font: its metric-matched fallback is close, not identical.
    await document.fonts.ready
    const before = lastCharacterOffset(trigger)
    await userEvent.type(canvas.getByRole("searchbox", { name: FAQ_PAGE.search.label }), "translation price")
    const marked = canvas.getByRole("button", { name: question })
    await waitFor(() => expect([...marked.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["translation", "priced"]))
    await expect(marked.textContent).toBe(question)
    // Within a pixel: glyphs are placed at fractions of one.
    const after = lastCharacterOffset(marked)
    await expect(Math.abs(after.x - before.x)).toBeLessThan(1)
    await expect(Math.abs(after.y - before.y)).toBeLessThan(1)
  },
}

export const NothingMatchesLeadsToContact: Story = {
  tags: ["interaction"],
  args: { defaultQuery: "zebra crossing" },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(FAQ_PAGE.empty.title)).toBeVisible()
    await expect(canvas.getByRole("status")).toHaveTextContent(faqCountText(0, TOTAL, "zebra crossing"))
    await expect(canvas.getByRole("link", { name: FAQ_PAGE.empty.action.label })).toHaveAttribute("href", FAQ_PAGE.empty.action.href)
    await userEvent.click(canvas.getByRole("button", { name: "Clear search" }))
    await expect(canvas.getByRole("searchbox", { name: FAQ_PAGE.search.label })).toHaveValue("")
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("")
    await expect(canvas.getAllByRole("region", { name: FAQ_PAGE.groups[0].title })).toHaveLength(1)
  },
}

export const WorksFromTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole("searchbox", { name: FAQ_PAGE.search.label })
    search.focus()
    await userEvent.keyboard("payment")
    await expect(canvas.getByRole("status")).toHaveTextContent(faqCountText(matchesOf("payment").length, TOTAL, "payment"))
    await userEvent.keyboard("{Escape}")
    await expect(search).toHaveValue("")
    await expect(search).toHaveFocus()
    // The search box tells screen readers where the count and the results are.
    await expect(search).toHaveAccessibleDescription(faqCountText(TOTAL, TOTAL, ""))
    await expect(search.getAttribute("aria-controls")).toBeTruthy()
    const first = FAQ_PAGE.groups[0].items[0]
    const trigger = canvas.getByRole("button", { name: first.question })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await waitFor(() => expect(canvas.getByRole("region", { name: first.question })).toBeVisible())
  },
}

export const EveryQuestionHasAnAnchor: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    for (const faq of FAQ_PAGE.groups.flatMap((group) => group.items)) {
      await expect(canvasElement.querySelector(`#${faqItemId(faq)}`)).not.toBeNull()
    }
  },
}

export const ALinkToAQuestionOpensIt: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const faq = FAQ_PAGE.groups[2].items[1]
    window.location.hash = faqItemId(faq)
    try {
      await waitFor(() => expect(canvas.getByRole("button", { name: faq.question })).toHaveAttribute("aria-expanded", "true"))
      await waitFor(() => expect(canvas.getByRole("region", { name: faq.question })).toBeVisible())
    } finally {
      history.replaceState(null, "", window.location.pathname + window.location.search)
    }
  },
}

const QUOTE_PAGE_ID = "5b0c3f0e-0000-4000-8000-000000000004"
/** The first question, answered in rich text: a link to a live page, an address, a link to a page that is gone. */
const LINKED: Faq = {
  question: FAQ_PAGE.groups[0].items[0].question,
  answer: "Ask for a quote on our quote page or write to quotes@nordika.example, as the old price list said.",
  body: [
    {
      type: "paragraph",
      children: [
        { type: "text", text: "Ask for a quote on " },
        { type: "internal-link", documentId: QUOTE_PAGE_ID, label: "our quote page" },
        { type: "text", text: " or write to quotes@nordika.example, as the " },
        { type: "internal-link", documentId: "5b0c3f0e-0000-4000-8000-000000000005", label: "old price list" },
        { type: "text", text: " said." },
      ],
    },
  ],
}

export const AnswerLinksGoToLivePagesAndMatchesAreMarked: Story = {
  tags: ["interaction"],
  args: {
    page: { ...FAQ_PAGE, groups: [{ ...FAQ_PAGE.groups[0], items: [LINKED] }] },
    richTextLinks: { [QUOTE_PAGE_ID]: { href: "/contact/request-quote", title: "Request a quote" } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("searchbox", { name: FAQ_PAGE.search.label }), "write")
    const answer = within(await canvas.findByRole("region", { name: LINKED.question }))
    await expect(answer.getByRole("link", { name: "our quote page" })).toHaveAttribute("href", "/contact/request-quote")
    await expect(answer.getByRole("link", { name: "quotes@nordika.example" })).toHaveAttribute("href", "mailto:quotes@nordika.example")
    await expect(answer.queryByRole("link", { name: "old price list" })).toBeNull()
    await waitFor(() => expect(answer.getByText("write", { selector: "mark" })).toBeVisible())
  },
}

export const Phone: Story = { globals: { viewport: { value: "phone" } } }
export const Desktop: Story = { globals: { viewport: { value: "desktop" } } }
