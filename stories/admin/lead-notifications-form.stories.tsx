import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import {
  LEAD_NOTIFICATIONS_ADMINS_ONLY,
  LEAD_NOTIFICATIONS_TITLE,
  LEAD_RECIPIENTS_LABEL,
  LEAD_RECIPIENTS_MAX,
  LEAD_RECIPIENTS_SAVE_LABEL,
  LEAD_RECIPIENTS_SAVED_LABEL,
  LeadNotificationsForm,
  LeadNotificationsNotice,
} from "../../ui/components/admin/lead-notifications-form"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/LeadNotificationsForm",
  component: LeadNotificationsForm,
  subcomponents: { LeadNotificationsNotice },
  args: { defaultRecipients: ["sales@nordika.se", "ops@nordika.se"], onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof LeadNotificationsForm>

export default meta
type Story = StoryObj<typeof meta>

/** An admin's card: the addresses notified now, one per line. */
export const Default: Story = {}

export const Empty: Story = { args: { defaultRecipients: [] } }

export const OnAPhone: Story = { ...ON_A_PHONE }

/** What an editor sees in its place: no addresses, and who keeps them. */
export const ForStaffWhoMayNotSeeIt: Story = {
  render: () => <LeadNotificationsNotice />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: LEAD_NOTIFICATIONS_TITLE })).toHaveTextContent(LEAD_NOTIFICATIONS_ADMINS_ONLY)
    await expect(canvas.queryByRole("textbox")).not.toBeInTheDocument()
    await expect(canvas.queryByText(/@nordika\.se/)).not.toBeInTheDocument()
  },
}

export const SavesOneAddressPerLine: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole("button", { name: LEAD_RECIPIENTS_SAVE_LABEL })
    await expect(save).toBeDisabled()
    await userEvent.type(canvas.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL }), "\n  hr@nordika.se, \n")
    await userEvent.click(save)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(["sales@nordika.se", "ops@nordika.se", "hr@nordika.se"]))
    await expect(await canvas.findByText(LEAD_RECIPIENTS_SAVED_LABEL)).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL })).toHaveValue(
      "sales@nordika.se\nops@nordika.se\nhr@nordika.se",
    )
  },
}

export const RefusesALineThatIsNotAnAddress: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL })
    await userEvent.type(field, "\nnot an address")
    await userEvent.click(canvas.getByRole("button", { name: LEAD_RECIPIENTS_SAVE_LABEL }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining("Each line must be one email address.")))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const RefusesMoreThanTheMaximum: Story = {
  tags: ["interaction"],
  args: { defaultRecipients: Array.from({ length: LEAD_RECIPIENTS_MAX }, (_, index) => `staff${index + 1}@nordika.se`) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL }), "\none.too.many@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: LEAD_RECIPIENTS_SAVE_LABEL }))
    await expect(await canvas.findByText(`At most ${LEAD_RECIPIENTS_MAX} addresses.`)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ShowsWhatTheServerRefused: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(() => "Only admins may change who is notified of new leads") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL }), "\nhr@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: LEAD_RECIPIENTS_SAVE_LABEL }))
    await expect(await canvas.findByText("Only admins may change who is notified of new leads")).toBeVisible()
    await expect(canvas.queryByText(LEAD_RECIPIENTS_SAVED_LABEL)).not.toBeInTheDocument()
  },
}
