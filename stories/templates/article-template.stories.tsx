import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { formatReadingTime } from "../../ui/lib/format-number"
import { ARTICLE_RELATED_HEADING, ArticleTemplate } from "../../ui/templates/article-template"
import type { RichTextInline } from "../../ui/components/rich-text"
import type { Article } from "../../ui/templates/types"
import { BLOG_CTA, BLOG_POSTS, NEWS_ITEMS } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"
import { DateLocaleProvider } from "../../ui/lib/date-locale"

const POST = BLOG_POSTS[0]
const NEWS = NEWS_ITEMS[0]
const RELATED = BLOG_POSTS.slice(1, 4)

const meta = {
  title: "Templates/ArticleTemplate",
  component: ArticleTemplate,
  subcomponents: { DateLocaleProvider },
  args: { article: POST, eyebrow: "Blog", backLink: { label: "All blog posts", href: "/resources/blog" }, related: RELATED, cta: BLOG_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ArticleTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const BlogPost: Story = {
  args: {
    breadcrumb: (
      <HeroBreadcrumb items={[{ label: "Home", href: "/" }, { label: "Blog", href: "/resources/blog" }, { label: POST.title }]} />
    ),
  },
}

export const Phone: Story = { args: BlogPost.args, ...AT_390_PX }

export const Desktop: Story = { args: BlogPost.args, ...AT_1440_PX }

export const NewsItem: Story = {
  args: { article: NEWS, eyebrow: "News", backLink: { label: "All news", href: "/resources/news" }, related: NEWS_ITEMS.slice(1, 4) },
}

export const WithoutRelatedOrCta: Story = { args: { related: [], cta: undefined, backLink: undefined } }

export const TitleIsTheOnlyH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(POST.title)
  },
}

export const BylineShowsAuthorDateAndReadingTime: Story = {
  tags: ["interaction"],
  args: { article: NEWS },
  play: async ({ canvas, canvasElement }) => {
    const byline = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-byline]")!)
    await expect(byline.getByText(NEWS.author)).toBeVisible()
    const date = byline.getByText("14 April 2026")
    await expect(date.tagName).toBe("TIME")
    await expect(date).toHaveAttribute("datetime", NEWS.published)
    await expect(byline.getByText(formatReadingTime(NEWS.readingMinutes))).toBeVisible()
    const tags = within(canvas.getByRole("complementary", { name: "About this article" }))
    for (const tag of NEWS.tags) await expect(tags.getByText(tag)).toBeVisible()
  },
}

/** On a Swedish page (the app's DateLocaleProvider says sv-SE), the dates are written the Swedish way. */
export const DatesInThePageLanguage: Story = {
  tags: ["interaction"],
  args: { article: NEWS },
  decorators: [
    (Story) => (
      <DateLocaleProvider value="sv-SE">
        <Story />
      </DateLocaleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const byline = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-byline]")!)
    const date = byline.getByText("14 april 2026")
    await expect(date.tagName).toBe("TIME")
    await expect(date).toHaveAttribute("datetime", NEWS.published)
  },
}

/** The words of a block of the post's body, which the fixtures write as plain text runs. */
const wordsOf = (inlines: RichTextInline[]) => inlines.map((inline) => (inline.type === "text" ? inline.text : "")).join("")

export const BodyHeadingsAreH2sAndListsAreLists: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-body]")!)
    const headings = POST.body.flatMap((block) => (block.type === "heading" ? [wordsOf(block.children)] : []))
    await expect(body.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(headings)
    const lists = POST.body.filter((block) => block.type === "list")
    await expect(body.queryAllByRole("list")).toHaveLength(lists.length)
    const first = POST.body.find((block) => block.type === "paragraph")!
    await expect(body.getByText(wordsOf(first.children))).toBeVisible()
  },
}

/** A live page, a page that is no longer published (no target) and another website, linked from the body. */
const LIVE_PAGE_ID = "5b0c3f0e-0000-4000-8000-000000000001"
const GONE_PAGE_ID = "5b0c3f0e-0000-4000-8000-000000000002"
const WITH_LINKS = {
  ...POST,
  body: [
    {
      type: "paragraph",
      children: [
        { type: "text", text: "We review every file under " },
        { type: "internal-link", documentId: LIVE_PAGE_ID, label: "our translation service" },
        { type: "text", text: ", as the " },
        { type: "internal-link", documentId: GONE_PAGE_ID, label: "retired checklist" },
        { type: "text", text: " did, and as " },
        { type: "external-link", href: "https://www.iso.org/standard/59149.html", text: "ISO 17100" },
        { type: "text", text: " asks." },
      ],
    },
    { type: "heading", level: 2, children: [{ type: "text", text: "What we check" }] },
    { type: "heading", level: 3, children: [{ type: "text", text: "Terminology" }] },
    { type: "heading", level: 2, children: [{ type: "internal-link", documentId: LIVE_PAGE_ID }] },
  ],
} satisfies Article

export const BodyLinksGoToLivePagesAndMarkOtherSites: Story = {
  tags: ["interaction"],
  args: {
    article: WITH_LINKS,
    richTextLinks: { [LIVE_PAGE_ID]: { href: "/services/translation", title: "Translation services" } },
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-body]")!)
    await expect(body.getByRole("link", { name: "our translation service" })).toHaveAttribute("href", "/services/translation")
    // A page that is not live keeps its words, without a link.
    await expect(body.queryByRole("link", { name: /retired checklist/ })).toBeNull()
    await expect(body.getByText(/as the retired checklist did/)).toBeVisible()
    const external = body.getByRole("link", { name: "ISO 17100 (another website)" })
    await expect(external).toHaveAttribute("href", "https://www.iso.org/standard/59149.html")
    await expect(external).toHaveAttribute("rel", expect.stringContaining("external"))
    // Headings under the page's h1: level 2 an h2, level 3 an h3; a link without a label shows its page's title.
    await expect(body.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["What we check", "Translation services"])
    await expect(body.getByRole("heading", { level: 3, name: "Terminology" })).toBeVisible()
    const contents = within(canvas.getByRole("group", { name: "In this article" }))
    await expect(contents.getByRole("link", { name: "What we check" })).toHaveAttribute("href", "#section-what-we-check")
    await expect(body.getByRole("heading", { level: 2, name: "What we check" })).toHaveAttribute("id", "section-what-we-check")
  },
}

export const RelatedArticlesLinkToTheirPages: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const related = within(canvas.getByRole("region", { name: ARTICLE_RELATED_HEADING }))
    for (const item of RELATED) await expect(related.getByRole("link", { name: item.title })).toHaveAttribute("href", item.meta.path)
    await expect(canvas.getByRole("link", { name: BLOG_CTA.primary.label })).toHaveAttribute("href", BLOG_CTA.primary.href)
    await expect(canvas.getByRole("link", { name: "All blog posts" })).toHaveAttribute("href", "/resources/blog")
  },
}
