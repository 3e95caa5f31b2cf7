import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"
import { ALL_TOPICS_LABEL, ARTICLE_NOUN, ArticleListTemplate } from "../../ui/templates/article-list-template"
import { formatResultCount } from "../../ui/templates/listing-template"
import { BLOG_CTA, BLOG_HERO, BLOG_POSTS, NEWS_HERO, NEWS_ITEMS } from "../fixtures/templates"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"
import { ArticleCard } from "../../ui/templates/article-template"

const TAG = "Quality"
const TAGGED = BLOG_POSTS.filter((post) => post.tags.includes(TAG))
const count = (n: number) => formatResultCount(n, ARTICLE_NOUN)

const meta = {
  title: "Templates/ArticleListTemplate",
  component: ArticleListTemplate,
  subcomponents: { ArticleCard },
  args: { hero: BLOG_HERO, articles: BLOG_POSTS, filterable: true, cta: BLOG_CTA },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ArticleListTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Blog: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const News: Story = { args: { hero: NEWS_HERO, articles: NEWS_ITEMS, filterable: false, listHeading: "Latest news" } }

export const FilteredByTag: Story = { args: { defaultTag: TAG } }

export const NoArticlesForTag: Story = { args: { tag: "Podcasts", onTagChange: fn() } }

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(BLOG_HERO.heading)
  },
}

export const CardsShowExcerptDateAndTags: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(count(BLOG_POSTS.length))
    const post = BLOG_POSTS[1]
    const card = within(canvas.getByRole("link", { name: post.title }).closest("article")!)
    await expect(card.getByText(post.excerpt)).toBeVisible()
    await expect(card.getByText(post.published.slice(0, 4), { exact: false }).tagName).toBe("TIME")
    for (const tag of post.tags) await expect(card.getByText(tag)).toBeVisible()
    await expect(canvas.getByRole("link", { name: post.title })).toHaveAttribute("href", post.meta.path)
  },
}

export const TagChipFiltersArticles: Story = {
  tags: ["interaction"],
  args: { onTagChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const chips = within(canvas.getByRole("group", { name: "Filter by topic" }))
    await expect(chips.getByRole("button", { name: ALL_TOPICS_LABEL })).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(chips.getByRole("button", { name: TAG }))
    await expect(args.onTagChange).toHaveBeenCalledWith(TAG)
    await expect(chips.getByRole("button", { name: TAG })).toHaveAttribute("aria-pressed", "true")
    await expect(canvas.getByRole("status")).toHaveTextContent(count(TAGGED.length))
    await expect(canvas.getAllByRole("article")).toHaveLength(TAGGED.length)
    await userEvent.click(chips.getByRole("button", { name: ALL_TOPICS_LABEL }))
    await expect(canvas.getByRole("status")).toHaveTextContent(count(BLOG_POSTS.length))
  },
}

export const EmptyTagOffersAllArticles: Story = {
  tags: ["interaction"],
  args: { tag: "Podcasts", onTagChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText("No articles tagged “Podcasts” yet")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Show all articles" }))
    await expect(args.onTagChange).toHaveBeenCalledWith(null)
  },
}
