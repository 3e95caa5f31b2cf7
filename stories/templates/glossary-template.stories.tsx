import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import {
  GLOSSARY_CLEAR_SEARCH_LABEL,
  GLOSSARY_JUMP_BAR_LABEL,
  GLOSSARY_LETTERS,
  GLOSSARY_NO_MATCH_TITLE,
  GLOSSARY_SEARCH_LABEL,
  GlossaryTemplate,
  glossaryLetter,
  glossaryTermId,
  searchGlossary,
} from "../../ui/templates/glossary-template"
import { GLOSSARY_CTA, GLOSSARY_HERO, GLOSSARY_TERMS } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const LETTERS_WITH_TERMS = new Set(GLOSSARY_TERMS.map((item) => glossaryLetter(item.term)))
const EMPTY_LETTER = GLOSSARY_LETTERS.find((letter) => !LETTERS_WITH_TERMS.has(letter))!
const FIRST_LETTER = GLOSSARY_LETTERS.find((letter) => LETTERS_WITH_TERMS.has(letter))!
const WITH_RELATED = GLOSSARY_TERMS.find((item) => item.related?.length)!

const meta = {
  title: "Templates/GlossaryTemplate",
  component: GlossaryTemplate,
  args: { hero: GLOSSARY_HERO, terms: GLOSSARY_TERMS, cta: GLOSSARY_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof GlossaryTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const WithBreadcrumb: Story = {
  args: {
    breadcrumb: (
      <HeroBreadcrumb items={[{ label: "Home", href: "/" }, { label: "Resources", href: "/resources" }, { label: "Glossary" }]} />
    ),
  },
}

export const Searching: Story = { args: { defaultQuery: "memory" } }

export const NoTermsMatch: Story = {
  args: { defaultQuery: "zebra crossing" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(GLOSSARY_NO_MATCH_TITLE)).toBeVisible()
    await expect(canvas.getByRole("status")).toHaveTextContent(`0 of ${GLOSSARY_TERMS.length} terms`)
  },
}

export const ClearSearchShowsEveryTermAgain: Story = {
  tags: ["interaction"],
  args: { defaultQuery: "zebra crossing" },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryAllByRole("region", { name: /^[A-Z#]$/ })).toHaveLength(0)
    await userEvent.click(canvas.getByRole("button", { name: GLOSSARY_CLEAR_SEARCH_LABEL }))
    await expect(canvas.getByRole("searchbox", { name: GLOSSARY_SEARCH_LABEL })).toHaveValue("")
    await expect(canvas.getByRole("status")).toHaveTextContent(`${GLOSSARY_TERMS.length} terms`)
  },
}

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(GLOSSARY_HERO.heading)
  },
}

export const TermsAreGroupedUnderLetterAnchors: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    for (const letter of LETTERS_WITH_TERMS) {
      const group = canvasElement.querySelector(`#letter-${letter.toLowerCase()}`)
      await expect(group).not.toBeNull()
      await expect(within(group as HTMLElement).getByRole("heading", { level: 2, name: letter })).toBeVisible()
    }
    await expect(canvasElement.querySelector(`#letter-${EMPTY_LETTER.toLowerCase()}`)).toBeNull()
    await expect(canvas.getByText(GLOSSARY_TERMS[0].term, { selector: "dt" })).toBeVisible()
  },
}

export const JumpBarDisablesLettersWithoutTerms: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole("navigation", { name: GLOSSARY_JUMP_BAR_LABEL }))
    await expect(bar.getByRole("link", { name: FIRST_LETTER })).toHaveAttribute("href", `#letter-${FIRST_LETTER.toLowerCase()}`)
    const empty = bar.getByRole("link", { name: EMPTY_LETTER })
    await expect(empty).toHaveAttribute("aria-disabled", "true")
    await expect(empty).not.toHaveAttribute("href")
  },
}

export const SearchFiltersTermsLive: Story = {
  tags: ["interaction"],
  args: { onQueryChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const search = canvas.getByRole("searchbox", { name: GLOSSARY_SEARCH_LABEL })
    await userEvent.type(search, "xliff")
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("xliff")
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        `${searchGlossary(GLOSSARY_TERMS, "xliff").length} of ${GLOSSARY_TERMS.length} terms`,
      ),
    )
    await expect(canvas.getByText("XLIFF", { selector: "dt" })).toBeVisible()
    await expect(canvas.queryByText(GLOSSARY_TERMS.find((t) => !/xliff/i.test(t.term + t.definition))!.term, { selector: "dt" })).toBeNull()
    const bar = within(canvas.getByRole("navigation", { name: GLOSSARY_JUMP_BAR_LABEL }))
    await expect(bar.getByRole("link", { name: "X" })).toHaveAttribute("href", "#letter-x")
    await expect(bar.getByRole("link", { name: "B" })).toHaveAttribute("aria-disabled", "true")
  },
}

export const RelatedLinkMovesFocusToItsTerm: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement, userEvent }) => {
    const entry = canvasElement.querySelector(`#${glossaryTermId(WITH_RELATED.term)}`) as HTMLElement
    const target = WITH_RELATED.related![0]
    await userEvent.click(within(entry).getByRole("link", { name: target }))
    await waitFor(() => expect(canvasElement.querySelector(`#${glossaryTermId(target)}`)).toHaveFocus())
  },
}

export const RelatedTermsAreInPageLinks: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const entry = canvasElement.querySelector(`#${glossaryTermId(WITH_RELATED.term)}`) as HTMLElement
    const target = WITH_RELATED.related![0]
    const link = within(entry).getByRole("link", { name: target })
    await expect(link).toHaveAttribute("href", `#${glossaryTermId(target)}`)
    await expect(canvasElement.querySelector(`#${glossaryTermId(target)}`)).not.toBeNull()
  },
}

export const RelatedLinkClearsSearchToReachItsTarget: Story = {
  tags: ["interaction"],
  args: { defaultQuery: WITH_RELATED.term },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const shown = new Set(searchGlossary(GLOSSARY_TERMS, WITH_RELATED.term).map((item) => item.term))
    const target = WITH_RELATED.related!.find((name) => !shown.has(name))!
    await expect(canvasElement.querySelector(`#${glossaryTermId(target)}`)).toBeNull()
    const entry = canvasElement.querySelector(`#${glossaryTermId(WITH_RELATED.term)}`) as HTMLElement
    await userEvent.click(within(entry).getByRole("link", { name: target }))
    await expect(canvas.getByRole("searchbox", { name: GLOSSARY_SEARCH_LABEL })).toHaveValue("")
    await waitFor(() => expect(canvasElement.querySelector(`#${glossaryTermId(target)}`)).toHaveFocus())
  },
}

export const JumpBarWrapsOnPhones: Story = {
  tags: ["interaction"],
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("navigation", { name: GLOSSARY_JUMP_BAR_LABEL })
    const list = within(bar).getByRole("list")
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
    for (const item of within(list).getAllByRole("listitem")) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    }
  },
}

/** Swedish terms as the Swedish glossary files them: Å, Ä and Ö are letters of their own, after Z. */
const SWEDISH_TERMS = [
  { term: "Översättningsminne (TM)", definition: "En databas med tidigare översatta meningar som återanvänds i nya projekt." },
  { term: "Ändringsspårning", definition: "Markeringar av det som ändrats i en text mellan två versioner." },
  { term: "Återöversättning", definition: "En ny översättning tillbaka till källspråket, för att kontrollera betydelsen." },
  { term: "Zonindelning", definition: "Uppdelning av en bild eller layout i områden med text som ska översättas." },
  { term: "Alignment", definition: "Att para ihop meningar i en källtext och dess översättning till ett översättningsminne." },
  { term: "Ordlista", definition: "En lista över termer och deras godkända översättningar." },
]

/**
 * The glossary on a Swedish page at 1440 px (locale sv-SE): the jump bar runs A–Ö, with Å, Ä and Ö after
 * Z, and Översättningsminne is filed under Ö, the last group, as Swedish orders words.
 */
export const InSwedish: Story = {
  ...AT_1440_PX,
  args: { terms: SWEDISH_TERMS, locale: "sv-SE", keyTerms: undefined, labels: { jumpBar: "Ordlista A–Ö" } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("navigation", { name: "Ordlista A–Ö" })
    const letters = within(bar)
      .getAllByRole("link")
      .map((link) => link.textContent)
    await expect(letters.slice(-4)).toEqual(["Z", "Å", "Ä", "Ö"])
    await expect(letters).toHaveLength(29)
    const groups = canvas.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    await expect(groups.filter((letter) => letter && letter.length === 1)).toEqual(["A", "O", "Z", "Å", "Ä", "Ö"])
    await expect(within(canvas.getByRole("region", { name: "Ö" })).getByText("Översättningsminne (TM)")).toBeVisible()
  },
}
