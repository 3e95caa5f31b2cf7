import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, type Mock } from "storybook/test"
import { ContactForm, type ContactValues } from "../ui/components/contact-form"
import { HONEYPOT_NAME, leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { Toaster } from "../ui/components/toaster"
import { contactSchema } from "#shared/lead-schemas"
import { LEAD_FORM_COPY, REFERENCE } from "./fixtures/lead-forms"
import { expectMessages, findDestructiveToast } from "./support/lead-form-helpers"
import { createI18n } from "../app/i18n/i18n"
import { messages as swedishMessages } from "../app/i18n/locales/sv"
import { CONTACT_FORM_COPY } from "../app/content/lead-forms/contact"
import { contactFormLabels, leadFormCopy } from "../app/pages/lead-forms/form-labels"

const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  args: {
    schema: contactSchema,
    // The toast says what the form sends, as the copy it is given says it.
    copy: { ...LEAD_FORM_COPY, errorTitle: "Your message could not be sent" },
    onSubmit: fn<SubmitLead<ContactValues>>(async () => ({ reference: REFERENCE })),
    formId: "contact-story",
  },
  beforeEach: () => sessionStorage.clear(),
  render: (args) => (
    <div className="max-w-2xl">
      <ContactForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expectMessages(canvas, [
      "Please enter your name.",
      "Please enter your email address.",
      "Please write your message.",
      "Please accept the privacy policy so we can answer you.",
    ])
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

const fill = async (
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  userEvent: Parameters<NonNullable<Story["play"]>>[0]["userEvent"],
) => {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Erik Lind")
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "erik@example.com")
  await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Do you translate into Sámi?")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fill(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    await expect(args.onSubmit).toHaveBeenCalledTimes(1)
    await expect(sessionStorage.getItem(leadDraftKey("contact-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<ContactValues>>(async () => Promise.reject(new Error("The server is not answering."))) },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await findDestructiveToast("Your message could not be sent")
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("Do you translate into Sámi?")
    await expect(JSON.parse(sessionStorage.getItem(leadDraftKey("contact-story")) ?? "{}")).toMatchObject({ name: "Erik Lind" })
  },
}

export const TheHoneypotTravelsWithTheSubmission: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await fill(canvas, userEvent)
    const honeypot = canvasElement.querySelector<HTMLInputElement>(`input[name=${HONEYPOT_NAME}]`)!
    // Off-screen, out of the accessibility tree and the tab order: people never meet it.
    await expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull()
    await expect(honeypot).toHaveAttribute("tabindex", "-1")
    honeypot.value = "http://spam.example"
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByText(REFERENCE)).toBeVisible()
    const [, meta] = (args.onSubmit as Mock<SubmitLead<ContactValues>>).mock.calls[0]
    await expect(meta.website).toBe("http://spam.example")
  },
}

const SWEDISH = createI18n("sv", swedishMessages)

/**
 * The form as a Swedish visitor meets it on /sv/kontakt (the site's catalogs, app/i18n/locales/sv.po):
 * its heading, labels, consent and button, and the shared schemas' messages, all in Swedish.
 */
export const InSwedish: Story = {
  tags: ["interaction"],
  args: { copy: leadFormCopy(SWEDISH, "contact", CONTACT_FORM_COPY), labels: contactFormLabels(SWEDISH) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("form", { name: "Skicka ett meddelande till oss" })).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Ämne (valfritt)" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Skicka meddelande" }))
    await expectMessages(canvas, [
      "Fyll i ditt namn.",
      "Fyll i din e-postadress.",
      "Skriv ditt meddelande.",
      "Godkänn integritetspolicyn så att vi kan svara dig.",
    ])
    await expect(canvas.getByRole("textbox", { name: "Meddelande" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
