import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, type Mock } from "storybook/test"
import { ConsultationForm, type ConsultationValues } from "../ui/components/consultation-form"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { consultationSchema } from "#shared/lead-schemas"
import { LEAD_FORM_COPY, OFFICE_SCHEDULE, REFERENCE, TOPICS } from "./fixtures/lead-forms"
import { chooseInSelect, expectMessages, findDestructiveToast } from "./support/lead-form-helpers"
import { ON_A_PHONE } from "./admin/fixtures"
import { stopTheClock } from "./support/fixed-clock"

/** Monday 15 June 2026, 10:00 in Stockholm. */
const NOW = "2026-06-15T08:00:00Z"
const LONG_TOPIC = "Regulated content for life sciences, legal and finance teams in twelve markets"

const meta = {
  title: "Forms/ConsultationForm",
  component: ConsultationForm,
  args: {
    schema: consultationSchema,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your booking could not be sent" },
    topics: TOPICS,
    timeZone: "America/New_York",
    schedule: OFFICE_SCHEDULE,
    onSubmit: fn<SubmitLead<ConsultationValues>>(async () => ({ reference: REFERENCE })),
    formId: "consultation-story",
  },
  beforeEach: (context) => {
    sessionStorage.clear()
    return stopTheClock(NOW)(context)
  },
  render: (args) => (
    <div className="max-w-2xl">
      <ConsultationForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof ConsultationForm>

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story["play"]>>[0]

export const Default: Story = {}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter your company or organisation.",
      "Please choose a topic.",
      "Please suggest at least one time window.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fill({ canvas, userEvent }: Pick<PlayContext, "canvas" | "userEvent">) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Maja Berg")
  await userEvent.type(canvas.getByRole("textbox", { name: "Work email" }), "maja@example.com")
  await userEvent.type(canvas.getByRole("textbox", { name: "Company or organisation" }), "Berg AB")
  await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Topic" }), "Leen platform demo")
  await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Day, choice 1" }), "Tue 16 Jun")
  await userEvent.click(canvas.getByRole("combobox", { name: "Time, choice 1" }))
  await userEvent.click(await screen.findByRole("option", { name: "04:00 your time · 10:00 in Stockholm" }))
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ShowsEachTimeOnStockholmsClock: Story = {
  tags: ["interaction"],
  play: async (context) => {
    await fill(context)
    await expect(context.canvas.getByText("Tue 16 Jun, 04:00 in your time zone · Tue 16 Jun, 10:00 in Stockholm")).toBeVisible()
    await expect(context.canvas.getByText(/Each time is shown in your time zone \(America\/New_York\) and in Stockholm\./)).toBeVisible()
  },
}

export const LongTopicOnAPhone: Story = {
  ...ON_A_PHONE,
  args: { topics: [...TOPICS, LONG_TOPIC] },
  play: async ({ canvas, userEvent }) => {
    const topic = canvas.getByRole("combobox", { name: "Topic" })
    await chooseInSelect(userEvent, topic, LONG_TOPIC)
    await expect(topic).toHaveAttribute("title", LONG_TOPIC)
    // The trigger keeps to the form's width and the page does not scroll sideways.
    const form = canvas.getByRole("form", { name: "Book a consultation" })
    await expect(topic.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right + 0.5)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    const [values] = (args.onSubmit as Mock<SubmitLead<ConsultationValues>>).mock.calls[0]
    await expect(values).toMatchObject({
      topic: "Leen platform demo",
      slots: ["2026-06-16T08:00:00.000Z"],
      timeZone: "America/New_York",
    })
    await expect(sessionStorage.getItem(leadDraftKey("consultation-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<ConsultationValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill({ canvas, userEvent })
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your booking could not be sent")
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Maja Berg")
    await expect(JSON.parse(sessionStorage.getItem(leadDraftKey("consultation-story")) ?? "{}")).toMatchObject({
      topic: "Leen platform demo",
    })
  },
}
