import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { FaqAccordionItem, FaqSection } from "../../ui/components/sections/faq-section"
import { SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/FaqSection",
  component: FaqSection,
  subcomponents: { FaqAccordionItem },
  args: { heading: "Frequently asked questions", items: SERVICE_PAGE.faqs },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof FaqSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Frequently asked questions" })).toHaveAttribute("data-variant", "default")
    const questions = canvas.getAllByRole("button")
    await expect(questions.map((button) => button.textContent)).toEqual(SERVICE_PAGE.faqs.map((faq) => faq.question))
    for (const question of questions) await expect(question).toHaveAttribute("aria-expanded", "false")
  },
}

export const Muted: Story = {
  args: { variant: "muted", eyebrow: "Translation", intro: "Answers to what buyers ask us most." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Frequently asked questions" })).toHaveAttribute("data-variant", "muted")
    await expect(canvas.getByText("Translation")).toBeVisible()
    await expect(canvas.getByText("Answers to what buyers ask us most.")).toBeVisible()
  },
}

export const FaqExpandsOnClick: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const [first, second] = SERVICE_PAGE.faqs
    const trigger = canvas.getByRole("button", { name: first.question })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await waitFor(() => expect(canvas.getByText(first.answer)).toBeVisible(), { timeout: 5000 })
    await userEvent.click(canvas.getByRole("button", { name: second.question }))
    await waitFor(() => expect(canvas.getByText(first.answer)).not.toBeVisible(), { timeout: 5000 })
    await waitFor(() => expect(canvas.getByText(second.answer)).toBeVisible(), { timeout: 5000 })
  },
}

export const FaqOpensWithTheKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const faq = SERVICE_PAGE.faqs[0]
    canvas.getByRole("button", { name: faq.question }).focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(canvas.getByText(faq.answer)).toBeVisible(), { timeout: 5000 })
  },
}
