import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { AUTH_HOME_LINK_LABEL, AuthCardHeader, AuthLayout, AuthLink } from "../../ui/components/admin/auth-layout"
import { withStoryLinks } from "../support/page-story"

const meta = {
  title: "Admin/AuthLayout",
  component: AuthLayout,
  subcomponents: { AuthCardHeader, AuthLink },
  parameters: { layout: "fullscreen" },
  decorators: [withStoryLinks],
  args: {
    children: <AuthCardHeader title="Check your email" description="We sent a sign-in link to astrid.lindqvist@nordika.se." />,
    footer: (
      <AuthLink href="/" variant="muted">
        Back to the website
      </AuthLink>
    ),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof AuthLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutFooter: Story = { args: { footer: undefined } }

export const LogoLeadsToTheWebsite: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: AUTH_HOME_LINK_LABEL })).toHaveAttribute("href", "/")
    await expect(canvas.getByRole("main")).toContainElement(canvas.getByRole("heading", { level: 1, name: "Check your email" }))
  },
}

export const LinksGoThroughTheRouter: Story = {
  tags: ["interaction"],
  args: {
    children: (
      <>
        <AuthCardHeader title="Check your email" description="We sent a sign-in link to astrid.lindqvist@nordika.se." />
        <AuthLink href="/emergency-login">Use another way</AuthLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole("link", { name: "Back to the website" })
    await expect(back).toHaveAttribute("data-router-link")
    await expect(back).toHaveAttribute("data-variant", "muted")
    await expect(canvas.getByRole("link", { name: "Use another way" })).toHaveAttribute("href", "/emergency-login")
  },
}
