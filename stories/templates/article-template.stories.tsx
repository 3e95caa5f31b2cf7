import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { formatReadingTime } from "../../ui/lib/format-number"
import { ARTICLE_RELATED_HEADING, ArticleTemplate } from "../../ui/templates/article-template"
import { BLOG_CTA, BLOG_POSTS, NEWS_ITEMS } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const POST = BLOG_POSTS[0]
const NEWS = NEWS_ITEMS[0]
const RELATED = BLOG_POSTS.slice(1, 4)

const meta = {
  title: "Templates/ArticleTemplate",
  component: ArticleTemplate,
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

export const BodyHeadingsAreH2sAndListsAreLists: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.querySelector<HTMLElement>("[data-slot=article-body]")!)
    const headings = POST.body.filter((block) => block.kind === "heading")
    await expect(body.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(headings.map((block) => block.text))
    const lists = POST.body.filter((block) => block.kind === "list")
    await expect(body.queryAllByRole("list")).toHaveLength(lists.length)
    const first = POST.body.find((block) => block.kind === "paragraph")!
    await expect(body.getByText(first.text)).toBeVisible()
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
