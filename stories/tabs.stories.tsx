import type { ComponentProps } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Tabs, TabsContent, TabsList, TabsTrigger, TABS_LIST_VARIANTS } from "../ui/components/tabs"

type TabsStoryArgs = ComponentProps<typeof Tabs> & { listVariant?: (typeof TABS_LIST_VARIANTS)[number] }

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  args: { defaultValue: "translation", onValueChange: fn(), className: "max-w-lg" },
  argTypes: { listVariant: { control: "select", options: TABS_LIST_VARIANTS } },
  render: ({ listVariant, ...args }: TabsStoryArgs) => (
    <Tabs {...args}>
      <TabsList variant={listVariant} aria-label="Services">
        <TabsTrigger value="translation">Translation</TabsTrigger>
        <TabsTrigger value="interpreting">Interpreting</TabsTrigger>
        <TabsTrigger value="subtitles" disabled>
          Subtitles
        </TabsTrigger>
      </TabsList>
      <TabsContent value="translation">Certified and specialist translation in 60 languages.</TabsContent>
      <TabsContent value="interpreting">Court, healthcare and conference interpreting.</TabsContent>
      <TabsContent value="subtitles">Subtitling for film and television.</TabsContent>
    </Tabs>
  ),
  tags: ["autodocs"],
} satisfies Meta<TabsStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Line: Story = { args: { listVariant: "line" } }
export const SecondTabSelected: Story = { args: { defaultValue: "interpreting" } }

export const ClickShowsItsPanel: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Interpreting" }))
    await expect(canvas.getByRole("tab", { name: "Interpreting" })).toHaveAttribute("aria-selected", "true")
    await expect(canvas.getByRole("tabpanel", { name: "Interpreting" })).toHaveTextContent(/conference/)
    await expect(args.onValueChange).toHaveBeenCalledWith("interpreting")
  },
}

export const ArrowKeysSkipDisabledTabs: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("tab", { name: "Translation" })).toHaveFocus()
    await userEvent.keyboard("{ArrowRight}")
    await expect(canvas.getByRole("tab", { name: "Interpreting" })).toHaveFocus()
    await expect(canvas.getByRole("tab", { name: "Interpreting" })).toHaveAttribute("aria-selected", "true")
    await userEvent.keyboard("{ArrowRight}")
    await expect(canvas.getByRole("tab", { name: "Translation" })).toHaveFocus()
  },
}

export const LineVariantIsMarked: Story = {
  tags: ["interaction"],
  args: { listVariant: "line" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tablist", { name: "Services" })).toHaveAttribute("data-variant", "line")
  },
}
