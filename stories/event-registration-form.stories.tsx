import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { EventRegistrationForm, type EventRegistrationValues } from "../ui/components/event-registration-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { eventRegistrationSchema } from "#shared/lead-schemas"
import { EVENTS, LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"
import { chooseInSelect, expectMessages, findDestructiveToast } from "./support/lead-form-helpers"

const meta = {
  title: "Forms/EventRegistrationForm",
  component: EventRegistrationForm,
  args: {
    schema: eventRegistrationSchema,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your registration could not be sent" },
    events: EVENTS,
    onSubmit: fn<SubmitLead<EventRegistrationValues>>(async () => ({ reference: REFERENCE })),
    formId: "event-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-2xl">
      <EventRegistrationForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof EventRegistrationForm>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story["play"]>>[0]

export const Default: Story = {}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please choose an event.",
      "Please enter your name.",
      "Please enter your email address.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fill({ canvas, userEvent }: Pick<PlayContext, "canvas" | "userEvent">) {
  await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Event" }), EVENTS[0])
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Saga Holm")
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "saga@example.com")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(sessionStorage.getItem(leadDraftKey("event-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<EventRegistrationValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your registration could not be sent")
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Saga Holm")
  },
}

export const WhenTheEventsCannotBeLoaded: Story = {
  tags: ["interaction"],
  args: { events: [], eventsNote: "The list of events could not be loaded just now." },
  play: async ({ canvas, userEvent }) => {
    // The note describes the list, and what the visitor types still goes in.
    await expect(canvas.getByRole("combobox", { name: "Event" })).toHaveAccessibleDescription(
      expect.stringContaining("The list of events could not be loaded just now."),
    )
    await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Saga Holm")
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Saga Holm")
  },
}
