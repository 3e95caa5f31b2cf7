import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ClientLogosSection } from "../../ui/components/sections/client-logos-section"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/ClientLogosSection",
  component: ClientLogosSection,
  args: { ...HOME_CONTENT.clientLogos },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ClientLogosSection>

export default meta
type Story = StoryObj<typeof meta>

export const Wordmarks: Story = {
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole("listitem").map((item) => item.textContent)
    await expect(names).toEqual(HOME_CONTENT.clientLogos.items.map((client) => client.name))
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
  },
}

export const LogoImageWhenThereIsALogoUrl: Story = {
  args: {
    items: [
      {
        id: "nordika",
        name: "Nordika",
        industry: "Language services",
        logoUrl: new URL("../fixtures/nordika-logo.svg", import.meta.url).href,
      },
      ...HOME_CONTENT.clientLogos.items.slice(0, 5),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "Nordika" })).toBeInTheDocument()
    await expect(canvas.getByText(HOME_CONTENT.clientLogos.items[0].name)).toBeVisible()
  },
}
