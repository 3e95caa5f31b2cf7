import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within, type UserEventObject } from "storybook/test"
import { Button } from "../ui/components/button"
import {
  Toast,
  ToastAction,
  ToastClose,
  TOAST_CLOSE_LABEL,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VARIANTS,
  ToastProvider,
  ToastViewport,
  ToastTitle,
  ToastDescription,
} from "../ui/components/toast"
import { Toaster } from "../ui/components/toaster"
import { dismissToast, toast, TOAST_LIMIT, type ToastOptions } from "../ui/hooks/use-toast"
import { advance, nextFrames, withFakeTimeouts } from "./support/fake-timeouts"

interface ToastExampleProps extends Pick<ToastOptions, "variant" | "duration"> {
  title: string
  description?: string
  /** Label of an optional action button inside the toast. */
  actionLabel?: string
  onAction?: () => void
  /** Show the toast as soon as the story renders (for the visual states). */
  showOnMount?: boolean
}

/** A button that calls `toast()` and the `<Toaster />` that renders it. */
function ToastExample({ title, description, variant, duration, actionLabel, onAction, showOnMount = false }: ToastExampleProps) {
  const show = React.useCallback(
    () =>
      toast({
        title,
        description,
        variant,
        duration,
        action: actionLabel ? (
          <ToastAction altText={actionLabel} onClick={onAction}>
            {actionLabel}
          </ToastAction>
        ) : undefined,
      }),
    [title, description, variant, duration, actionLabel, onAction],
  )
  React.useEffect(() => {
    if (showOnMount) show()
  }, [showOnMount, show])
  return (
    <>
      <Button variant="outline" onClick={show}>
        Show notification
      </Button>
      <Toaster />
    </>
  )
}

const meta = {
  title: "Components/Toast",
  component: ToastExample,
  subcomponents: { Toaster, Toast, ToastAction, ToastClose, ToastProvider, ToastViewport, ToastTitle, ToastDescription },
  args: { title: "Quote request sent", description: "We will reply within one working day.", onAction: fn() },
  argTypes: { variant: { control: "select", options: TOAST_VARIANTS } },
  // The toast store is module state shared by every story; start each one empty.
  beforeEach: () => dismissToast(),
  tags: ["autodocs"],
} satisfies Meta<typeof ToastExample>

export default meta
type Story = StoryObj<typeof meta>

const viewportOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="toast-viewport"]')!
const toastsIn = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('[data-slot="toast"]')

export const Default: Story = { args: { showOnMount: true } }

export const Destructive: Story = {
  args: { showOnMount: true, variant: "destructive", title: "Sign in Failed", description: "Something went wrong" },
}

export const WithAction: Story = {
  args: { showOnMount: true, title: "Draft deleted", description: "The case study was moved to the bin.", actionLabel: "Undo" },
}

export const ActionCallsOnActionAndCloses: Story = {
  tags: ["interaction"],
  args: { title: "Draft deleted", actionLabel: "Undo" },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
    const viewport = within(viewportOf(canvasElement))
    await userEvent.click(await viewport.findByRole("button", { name: "Undo" }))
    await expect(args.onAction).toHaveBeenCalledOnce()
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0))
  },
}

export const OnlyOneToastAtATime: Story = {
  tags: ["interaction"],
  render: () => (
    <>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => toast({ title: "Draft saved" })}>
          Save draft
        </Button>
        <Button variant="outline" onClick={() => toast({ title: "Page published" })}>
          Publish
        </Button>
      </div>
      <Toaster />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(TOAST_LIMIT).toBe(1)
    const viewport = within(viewportOf(canvasElement))
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }))
    await waitFor(() => expect(viewport.getByText("Draft saved")).toBeVisible())
    await userEvent.click(canvas.getByRole("button", { name: "Publish" }))
    await waitFor(() => expect(viewport.getByText("Page published")).toBeVisible())
    await expect(viewport.queryByText("Draft saved")).not.toBeInTheDocument()
    await expect(toastsIn(canvasElement)).toHaveLength(1)
  },
}

export const DismissesAfter5000ms: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement, step }) => {
    await expect(TOAST_DURATION_MS).toBe(5000)
    await withFakeTimeouts(async (clock) => {
      // Shown without a pointer: a pointer over the notifications pauses the countdown.
      toast({ title: args.title, description: args.description })
      await nextFrames()
      const shown = toastsIn(canvasElement)[0]
      await expect(shown).toHaveAttribute("data-state", "open")
      await step("still shown 1 ms before the duration is over", async () => {
        await advance(clock, TOAST_DURATION_MS - 1)
        await expect(shown).toHaveAttribute("data-state", "open")
      })
      await step("closed once it is over", async () => {
        await advance(clock, 1)
        await expect(shown).toHaveAttribute("data-state", "closed")
      })
    })
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0))
  },
}

/** Drags `element` `dx` px to the right with the mouse, from its middle. */
async function swipeRight(userEvent: UserEventObject, element: HTMLElement, dx: number) {
  const { left, top, width, height } = element.getBoundingClientRect()
  const start = { clientX: left + width / 2, clientY: top + height / 2 }
  await userEvent.pointer([
    { keys: "[MouseLeft>]", target: element, coords: start },
    { target: element, coords: { ...start, clientX: start.clientX + dx } },
    { keys: "[/MouseLeft]", target: element },
  ])
}

export const SwipeOver50pxDismisses: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement, step, userEvent }) => {
    await expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50)
    // No countdown, so only the swipe can close it.
    toast({ title: "Draft saved", duration: Infinity })
    const shown = await waitFor(() => {
      const element = toastsIn(canvasElement)[0] as HTMLElement | undefined
      expect(element).toBeVisible()
      return element!
    })
    await step("a 50 px swipe springs back", async () => {
      await swipeRight(userEvent, shown, TOAST_SWIPE_THRESHOLD_PX)
      await expect(shown).toHaveAttribute("data-swipe", "cancel")
      await expect(shown).toHaveAttribute("data-state", "open")
    })
    await step("a 51 px swipe dismisses it", async () => {
      await swipeRight(userEvent, shown, TOAST_SWIPE_THRESHOLD_PX + 1)
      await expect(shown).toHaveAttribute("data-swipe", "end")
      await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0))
    })
  },
}

export const F8FocusesTheViewport: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(TOAST_HOTKEY).toEqual(["F8"])
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
    await within(viewportOf(canvasElement)).findByText("Quote request sent")
    await userEvent.keyboard("[F8]")
    await expect(viewportOf(canvasElement)).toHaveFocus()
  },
}

export const CloseButtonDismisses: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
    const viewport = within(viewportOf(canvasElement))
    await userEvent.click(await viewport.findByRole("button", { name: TOAST_CLOSE_LABEL }))
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0))
  },
}
