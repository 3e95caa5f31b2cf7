import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { Button } from "../ui/components/button"
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  SHEET_CLOSE_DURATION_MS,
  SHEET_CLOSE_LABEL,
  SHEET_OPEN_DURATION_MS,
  SheetOverlay,
} from "../ui/components/sheet"

const meta = {
  title: "Components/Sheet",
  component: Sheet,
  subcomponents: { SheetTrigger, SheetOverlay, SheetContent, SheetHeader, SheetTitle, SheetDescription, SheetFooter, SheetClose },
  args: { onOpenChange: fn() },
  render: (args) => (
    <Sheet {...args}>
      <SheetTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Services, industries and ways to reach us.</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          <a className="rounded-md px-2 py-2 text-foreground hover:bg-accent" href="#services">
            Services
          </a>
          <a className="rounded-md px-2 py-2 text-foreground hover:bg-accent" href="#industries">
            Industries
          </a>
          <a className="rounded-md px-2 py-2 text-foreground hover:bg-accent" href="#contact">
            Contact Us
          </a>
        </nav>
        <SheetFooter>
          <Button>Free Quote</Button>
          <SheetClose asChild>
            <Button variant="outline">Back to the page</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Sheet>

export default meta
type Story = StoryObj<typeof meta>

const seconds = (ms: number) => `${ms / 1000}s`

export const Closed: Story = {}

export const Open: Story = { tags: ["!autodocs"], args: { defaultOpen: true } }

export const OpensFromTheRight: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    const panel = await screen.findByRole("dialog", { name: "Menu" })
    await expect(panel).toHaveAttribute("data-side", "right")
    await waitFor(() => expect(panel.getAnimations()).toHaveLength(0))
    const { left, right, width } = panel.getBoundingClientRect()
    const viewport = document.documentElement.clientWidth
    // Three quarters of the width, capped at max-w-sm (24rem) from the sm breakpoint (640 px) up.
    const expected = viewport >= 640 ? Math.min(viewport * 0.75, 384) : viewport * 0.75
    await expect(Math.round(right)).toBe(viewport)
    await expect(width).toBeCloseTo(expected, 0)
    await expect(left).toBeGreaterThan(0)
  },
}

/**
 * Resolves with the element's exit animations, paused the moment its data-state turns "closed": a
 * mutation observer runs before the browser renders another frame, so none of the exit has played
 * and the element stays mounted, however slow the machine, until the animations are finished.
 */
function pauseExitAnimations(element: HTMLElement) {
  return new Promise<Animation[]>((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.dataset.state !== "closed") return
      observer.disconnect()
      const animations = element.getAnimations()
      for (const animation of animations) animation.pause()
      resolve(animations)
    })
    observer.observe(element, { attributes: true, attributeFilter: ["data-state"] })
  })
}

export const AnimatesOpenAndClose: Story = {
  tags: ["interaction"],
  play: async ({ canvas, step, userEvent }) => {
    await expect([SHEET_OPEN_DURATION_MS, SHEET_CLOSE_DURATION_MS]).toEqual([500, 300])
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    const panel = await screen.findByRole("dialog", { name: "Menu" })
    await step("slides in over 500 ms", async () => {
      await expect(panel).toHaveAttribute("data-state", "open")
      await expect(getComputedStyle(panel).animationDuration).toBe(seconds(SHEET_OPEN_DURATION_MS))
    })
    await step("slides out over 300 ms, mounted until the exit animation ends", async () => {
      const exit = pauseExitAnimations(panel)
      await userEvent.keyboard("{Escape}")
      const animations = await exit
      await expect(panel).toBeInTheDocument()
      await expect(getComputedStyle(panel).animationDuration).toBe(seconds(SHEET_CLOSE_DURATION_MS))
      await expect(animations.map((animation) => animation.effect?.getTiming().duration)).toEqual([SHEET_CLOSE_DURATION_MS])
      for (const animation of animations) animation.finish()
      await waitFor(() => expect(panel).not.toBeInTheDocument())
    })
  },
}

export const ClosesOnEscape: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Open menu" })
    await userEvent.click(trigger)
    await expect(await screen.findByRole("dialog", { name: "Menu" })).toBeVisible()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const ClosesOnOverlayClick: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    await screen.findByRole("dialog", { name: "Menu" })
    const overlay = document.querySelector<HTMLElement>('[data-slot="sheet-overlay"]')
    await expect(overlay).not.toBeNull()
    await userEvent.click(overlay!)
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const ClosesWithTheLabelledCloseButton: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    const panel = await screen.findByRole("dialog", { name: "Menu" })
    await userEvent.click(within(panel).getByRole("button", { name: SHEET_CLOSE_LABEL }))
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
  },
}

export const TrapsFocus: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Open menu" }))
    const panel = await screen.findByRole("dialog", { name: "Menu" })
    const focusable = panel.querySelectorAll("a[href], button")
    // Tab through every focusable part and once more: focus wraps and never leaves the panel.
    for (let i = 0; i <= focusable.length; i++) {
      await userEvent.tab()
      await expect(panel).toContainElement(document.activeElement as HTMLElement)
    }
    for (let i = 0; i <= focusable.length; i++) {
      await userEvent.tab({ shift: true })
      await expect(panel).toContainElement(document.activeElement as HTMLElement)
    }
  },
}
