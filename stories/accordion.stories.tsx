import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/components/accordion"

const FAQ = [
  { value: "price", question: "How is a translation priced?", answer: "By word count and language pair; certified work adds a stamp fee." },
  { value: "time", question: "How long does it take?", answer: "Most documents are delivered within three working days." },
  { value: "formats", question: "Which file formats do you accept?", answer: "Word, PDF, InDesign and most subtitle formats." },
] as const

const meta = {
  title: "Components/Accordion",
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  args: { type: "single", collapsible: true, className: "max-w-lg", onValueChange: fn() },
  render: (args) => (
    <Accordion {...args}>
      {FAQ.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Open: Story = { args: { defaultValue: "time" } }
export const Multiple: Story = { args: { type: "multiple", defaultValue: ["price", "formats"] } }

export const ExpandsAndCollapsesOnClick: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "How is a translation priced?" })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(canvas.getByRole("region", { name: "How is a translation priced?" })).toHaveTextContent(/word count/)
    await expect(args.onValueChange).toHaveBeenLastCalledWith("price")
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  },
}

export const OnlyOneOpenAtATime: Story = {
  tags: ["interaction"],
  args: { defaultValue: "price" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "How long does it take?" }))
    await expect(canvas.getByRole("button", { name: "How long does it take?" })).toHaveAttribute("aria-expanded", "true")
    await expect(canvas.getByRole("button", { name: "How is a translation priced?" })).toHaveAttribute("aria-expanded", "false")
    // Only the open item's content is in the page: a closed one is not rendered, even hidden.
    const regions = canvas.getAllByRole("region", { hidden: true })
    await expect(regions).toHaveLength(1)
    await expect(regions[0]).toHaveTextContent("Most documents are delivered within three working days.")
  },
}

export const ArrowKeysMoveBetweenHeaders: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("button", { name: "How is a translation priced?" })).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}")
    await expect(canvas.getByRole("button", { name: "How long does it take?" })).toHaveFocus()
    await userEvent.keyboard("{End}")
    const last = canvas.getByRole("button", { name: "Which file formats do you accept?" })
    await expect(last).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(last).toHaveAttribute("aria-expanded", "true")
  },
}

/**
 * A closed item's answer is in the page, hidden until found: a find in the page (here its
 * `beforematch` event, which Chromium fires on a match) opens the item.
 */
export const ClosedContentIsFoundInThePage: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement }) => {
    const answer = canvasElement.querySelector<HTMLElement>('[data-slot="accordion-content"][hidden="until-found"]')
    await expect(answer).toHaveTextContent("By word count and language pair; certified work adds a stamp fee.")
    await expect(answer).not.toBeVisible()
    answer!.dispatchEvent(new Event("beforematch"))
    const trigger = canvas.getByRole("button", { name: "How is a translation priced?" })
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    await expect(canvas.getByRole("region", { name: "How is a translation priced?" })).toBeVisible()
    await expect(args.onValueChange).toHaveBeenLastCalledWith("price")
  },
}
