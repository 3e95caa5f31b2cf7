import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { FAQ_PAGE_TITLE, PagePlaceholder, PAGE_NOT_FOUND_TEXT, PAGE_NOT_FOUND_TITLE } from "../ui/components/page-placeholder"

const meta = {
  title: "Components/PagePlaceholder",
  component: PagePlaceholder,
  args: { title: PAGE_NOT_FOUND_TITLE, text: PAGE_NOT_FOUND_TEXT, actionLabel: "Back to home", actionHref: "#home" },
  tags: ["autodocs"],
} satisfies Meta<typeof PagePlaceholder>

export default meta
type Story = StoryObj<typeof meta>

export const PageNotFound: Story = {}

export const FrequentlyAskedQuestions: Story = {
  args: { title: FAQ_PAGE_TITLE, text: "Answers to common questions are on their way.", actionLabel: undefined, actionHref: undefined },
}

export const WithoutAction: Story = { args: { actionLabel: undefined, actionHref: undefined } }

export const TitleIsTheHeading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: PAGE_NOT_FOUND_TITLE })).toBeVisible()
    await expect(canvas.getByText(PAGE_NOT_FOUND_TEXT)).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "#home")
  },
}

export const NoLinkWithoutAction: Story = {
  args: { actionLabel: undefined, actionHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}
