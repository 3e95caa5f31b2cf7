import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import {
  PASSKEY_ADD_LABEL,
  PASSKEY_NAME_LABEL,
  PASSKEY_NAME_MISSING_MESSAGE,
  PASSKEY_NAME_TOO_LONG_MESSAGE,
  PASSKEY_NEVER_USED_LABEL,
  PASSKEY_REMOVAL_REAUTHENTICATION_NOTE,
  PASSKEY_REMOVE_LABEL,
  PASSKEY_RENAME_LABEL,
  PASSKEY_SAVE_LABEL,
  PASSKEYS_CARD_TITLE,
  PASSKEYS_UNSUPPORTED_MESSAGE,
  PasskeysCard,
} from "../../ui/components/admin/passkeys-card"
import { ON_A_PHONE } from "./fixtures"
import { STORY_NOW } from "./staff-fixtures"

const LAPTOP = { id: "passkey-1", friendlyName: "Work laptop", createdAt: "2026-04-11T12:00:00Z", lastUsedAt: "2026-04-14T10:00:00Z" }
const KEY = { id: "passkey-2", friendlyName: "Blue USB key", createdAt: "2026-04-13T12:00:00Z", lastUsedAt: null }

const meta = {
  title: "Admin/PasskeysCard",
  component: PasskeysCard,
  args: { passkeys: [LAPTOP, KEY], onAdd: fn(), onRename: fn(), onRemove: fn(), now: STORY_NOW },
  tags: ["autodocs"],
} satisfies Meta<typeof PasskeysCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: PASSKEYS_CARD_TITLE })).toBeVisible()
    const laptop = canvas.getByText("Work laptop").closest("[data-slot=passkey]") as HTMLElement
    await expect(within(laptop).getByText("3 days ago")).toBeVisible()
    await expect(within(laptop).getByText("2 hours ago")).toBeVisible()
    const key = canvas.getByText("Blue USB key").closest("[data-slot=passkey]") as HTMLElement
    await expect(within(key).getByText(PASSKEY_NEVER_USED_LABEL, { exact: false })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(PASSKEY_REMOVE_LABEL)).not.toBeInTheDocument()
    await expect(canvas.getByRole("button", { name: PASSKEY_ADD_LABEL })).toBeEnabled()
  },
}

export const Unsupported: Story = {
  args: { passkeys: [LAPTOP], supported: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSKEYS_UNSUPPORTED_MESSAGE)).toBeVisible()
    await expect(canvas.queryByRole("button", { name: PASSKEY_ADD_LABEL })).not.toBeInTheDocument()
  },
}

export const AddsWithTheTypedName: Story = {
  tags: ["interaction"],
  args: { passkeys: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(PASSKEY_NAME_LABEL), "  Phone  ")
    await userEvent.click(canvas.getByRole("button", { name: PASSKEY_ADD_LABEL }))
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith("Phone"))
    await waitFor(() => expect(canvas.getByLabelText(PASSKEY_NAME_LABEL)).toHaveValue(""))
  },
}

export const RefusesAMissingOrTooLongName: Story = {
  tags: ["interaction"],
  args: { passkeys: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: PASSKEY_ADD_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(PASSKEY_NAME_MISSING_MESSAGE)
    await userEvent.type(canvas.getByLabelText(PASSKEY_NAME_LABEL), "x".repeat(121))
    await userEvent.click(canvas.getByRole("button", { name: PASSKEY_ADD_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(PASSKEY_NAME_TOO_LONG_MESSAGE)
    await expect(canvas.getByLabelText(PASSKEY_NAME_LABEL)).toHaveAttribute("aria-invalid", "true")
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

export const SaysWhyAddingFailedAndKeepsTheName: Story = {
  tags: ["interaction"],
  args: { passkeys: [], onAdd: fn(async () => "You cancelled, so nothing was added.") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(PASSKEY_NAME_LABEL), "Phone")
    await userEvent.click(canvas.getByRole("button", { name: PASSKEY_ADD_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("You cancelled, so nothing was added.")
    await expect(canvas.getByLabelText(PASSKEY_NAME_LABEL)).toHaveValue("Phone")
  },
}

export const RenamesInPlace: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `${PASSKEY_RENAME_LABEL} Work laptop` }))
    const input = canvas.getByLabelText(`${PASSKEY_NAME_LABEL} of Work laptop`)
    await expect(input).toHaveFocus()
    await userEvent.clear(input)
    await userEvent.type(input, "Old laptop")
    await userEvent.click(canvas.getByRole("button", { name: PASSKEY_SAVE_LABEL }))
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(LAPTOP.id, "Old laptop"))
    await waitFor(() => expect(canvas.queryByLabelText(`${PASSKEY_NAME_LABEL} of Work laptop`)).not.toBeInTheDocument())
  },
}

export const EscapeCancelsARename: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `${PASSKEY_RENAME_LABEL} Work laptop` }))
    await userEvent.keyboard("{Escape}")
    await expect(canvas.getByText("Work laptop")).toBeVisible()
    await expect(args.onRename).not.toHaveBeenCalled()
  },
}

export const RemovingAsksFirst: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `${PASSKEY_REMOVE_LABEL} Blue USB key` }))
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Blue USB key?" })
    await expect(args.onRemove).not.toHaveBeenCalled()
    await expect(dialog).toHaveTextContent(PASSKEY_REMOVAL_REAUTHENTICATION_NOTE)
    await userEvent.click(within(dialog).getByRole("button", { name: PASSKEY_REMOVE_LABEL }))
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(KEY.id))
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }
