import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor, within } from "storybook/test"
import { Button } from "../ui/components/button"
import {
  Toast,
  ToastAction,
  ToastClose,
  TOAST_CLOSE_LABEL,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VARIANTS,
} from "../ui/components/toast"
import { Toaster } from "../ui/components/toaster"
import { dismissToast, toast, type ToastOptions } from "../ui/hooks/use-toast"

/** Short enough to wait for in a test; the product default is TOAST_DURATION_MS. */
const BRIEF_DURATION_MS = 300

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
  subcomponents: { Toaster, Toast, ToastAction, ToastClose },
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
  render: (args) => (
    <>
      <ToastExample {...args} />
      <Button variant="outline" className="ml-2" onClick={() => toast({ title: "Link copied", duration: BRIEF_DURATION_MS })}>
        Show brief notification
      </Button>
    </>
  ),
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const viewport = viewportOf(canvasElement)
    await step("the provider gets the spec's defaults", async () => {
      await expect(viewport).toHaveAttribute("data-duration", String(TOAST_DURATION_MS))
      await expect(viewport).toHaveAttribute("data-swipe-threshold", String(TOAST_SWIPE_THRESHOLD_PX))
    })
    await step("a default toast is still shown after a second", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
      await within(viewport).findByText(args.title)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await expect(within(viewport).getByText(args.title)).toBeVisible()
    })
    await step("a toast closes by itself once its duration is over", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Show brief notification" }))
      await within(viewport).findByText("Link copied")
      await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0), { timeout: BRIEF_DURATION_MS + 2000 })
    })
  },
}

export const F8FocusesTheViewport: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
    await within(viewportOf(canvasElement)).findByText("Quote request sent")
    await userEvent.keyboard("[F8]")
    await expect(viewportOf(canvasElement)).toHaveFocus()
  },
}

export const CloseButtonDismisses: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show notification" }))
    const viewport = within(viewportOf(canvasElement))
    await userEvent.click(await viewport.findByRole("button", { name: TOAST_CLOSE_LABEL }))
    await waitFor(() => expect(toastsIn(canvasElement)).toHaveLength(0))
  },
}
