import type { Meta, StoryObj } from "@storybook/react-vite"
import { HomeTemplate } from "../../ui/templates/home-template"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

/** The home page as visitors see it on a phone (390 px) and a desktop (1440 px). */
const meta = {
  title: "Templates/HomeTemplate/Viewports",
  component: HomeTemplate,
  args: { content: HOME_CONTENT },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
} satisfies Meta<typeof HomeTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Phone: Story = { globals: { viewport: { value: "phone" } } }

export const Desktop: Story = { globals: { viewport: { value: "desktop" } } }
