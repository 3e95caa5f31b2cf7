import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Slash } from "lucide-react"
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "../ui/components/breadcrumb"
import { withStoryLinks } from "./support/page-story"

const meta = {
  title: "Components/Breadcrumb",
  component: Breadcrumb,
  subcomponents: { BreadcrumbList, BreadcrumbItem, BreadcrumbLink, BreadcrumbPage, BreadcrumbSeparator, BreadcrumbEllipsis },
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="/services">Services</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Certified translation</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  decorators: [withStoryLinks],
  tags: ["autodocs"],
} satisfies Meta<typeof Breadcrumb>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Collapsed: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#home">Home</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbEllipsis />
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>Swedish to Finnish</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
}

export const CustomSeparator: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#admin">Admin</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>
          <Slash />
        </BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbPage>Leads</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
}

export const IsANamedNavigationLandmark: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Breadcrumb" })
    const list = within(nav).getByRole("list")
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3)
    await expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Services"])
  },
}

export const SitePathsGoThroughTheLinkProvider: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Services" })).toHaveAttribute("data-router-link")
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("data-router-link")
  },
}

export const MarksTheCurrentPage: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const current = canvas.getByText("Certified translation")
    await expect(current).toHaveAttribute("aria-current", "page")
    await expect(current).toHaveAttribute("data-slot", "breadcrumb-page")
    await expect(canvas.queryByRole("link", { name: "Certified translation" })).not.toBeInTheDocument()
  },
}

export const SeparatorsAreHidden: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const separators = canvasElement.querySelectorAll('[data-slot="breadcrumb-separator"]')
    await expect(separators).toHaveLength(2)
    for (const separator of separators) await expect(separator).toHaveAttribute("aria-hidden", "true")
  },
}

export const EllipsisHasAName: Story = {
  tags: ["interaction"],
  render: Collapsed.render,
  play: async ({ canvas }) => {
    const ellipsis = canvas.getByText("More").closest('[data-slot="breadcrumb-ellipsis"]')
    await expect(ellipsis).toHaveTextContent("More")
    await expect(ellipsis?.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  },
}
