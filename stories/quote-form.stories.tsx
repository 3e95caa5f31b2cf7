import { Profiler } from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within, type Mock } from "storybook/test"
import { QuoteForm, type QuoteValues } from "../ui/components/quote-form"
import { QuoteEstimateNotice } from "../ui/components/quote-estimate"
import { MAX_FILE_BYTES, quoteSchema } from "#shared/lead-schemas"
import { estimatePrice, estimateTurnaround } from "#shared/quote-estimate"
import { leadDraftKey, type SubmitLead } from "../ui/components/lead-form"
import { MountLeadFormsInStages } from "../ui/components/lead-form-stages"
import { Toaster } from "../ui/components/toaster"
import {
  BUDGETS,
  LANGUAGES,
  LEAD_FORM_COPY,
  QUOTE_FILES,
  REFERENCE,
  SERVICES,
  SUBJECT_FIELDS,
  fakeCountWords,
  fakeUpload,
} from "./fixtures/lead-forms"
import { chooseInCombobox, chooseInSelect } from "./support/lead-form-helpers"
import { createI18n } from "../app/i18n/i18n"
import { messages as germanMessages } from "../app/i18n/locales/de"
import { quoteFormCopy, quoteFormLabels } from "../app/pages/lead-forms/form-labels"

const meta = {
  title: "Forms/QuoteForm",
  component: QuoteForm,
  subcomponents: { MountLeadFormsInStages },
  args: {
    schema: quoteSchema,
    files: QUOTE_FILES,
    copy: LEAD_FORM_COPY,
    services: SERVICES,
    subjectFields: SUBJECT_FIELDS,
    budgets: BUDGETS,
    languages: LANGUAGES,
    upload: fakeUpload(),
    countWords: fakeCountWords,
    onSubmit: fn<SubmitLead<QuoteValues>>(async () => ({ reference: REFERENCE })),
    formId: "quote-story",
  },
  beforeEach: () => {
    sessionStorage.clear()
  },
  render: (args) => (
    <div className="max-w-3xl">
      <QuoteForm {...args} />
      <Toaster />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof QuoteForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The number of the form's children on the page after each of its commits (see MountedInStages). */
const formSizeAtEachCommit: number[] = []

/**
 * As a page mounts it while it hydrates: the first rows at once, one more row in each following task,
 * and the consent and submit button with the last, so that no single task builds the whole form.
 */
export const MountedInStages: Story = {
  tags: ["interaction"],
  beforeEach: () => {
    formSizeAtEachCommit.length = 0
  },
  render: (args) => (
    <div className="max-w-3xl">
      <Profiler id="quote-form" onRender={() => formSizeAtEachCommit.push(document.querySelectorAll('[data-slot="lead-form"] > *').length)}>
        <MountLeadFormsInStages>
          <QuoteForm {...args} />
        </MountLeadFormsInStages>
      </Profiler>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("button", { name: "Send request" })).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Project description and instructions" })).toBeVisible()
    await expect(canvas.getByRole("checkbox", { name: /I agree/ })).toBeVisible()
    const whole = document.querySelectorAll('[data-slot="lead-form"] > *').length
    // Built over several commits, each adding to the last, rather than in one.
    const sizes = [...new Set(formSizeAtEachCommit)]
    await expect(sizes.length).toBeGreaterThan(3)
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    await expect(sizes.at(-1)).toBe(whole)
  },
}

export const EmptySubmitShowsEveryError: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    for (const message of [
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter your company or organisation.",
      "Please choose the service closest to what you need.",
      "Please tell us the source language.",
      "Please choose at least one target language.",
      "Please describe your project in a sentence or two.",
      "Please accept the privacy policy so we can answer you.",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible()
    }
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

async function fillValidQuote(canvas: ReturnType<typeof within>, userEvent: Parameters<NonNullable<Story["play"]>>[0]["userEvent"]) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Full name" }), "Anna Svensson")
  await userEvent.type(canvas.getByRole("textbox", { name: "Work email" }), "anna@company.com")
  await userEvent.type(canvas.getByRole("textbox", { name: "Company or organisation" }), "Svensson AB")
  await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Source language" }), "Swedish")
  await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Target languages" }), "German")
  await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Target languages" }), "Finnish")
  await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Service" }), "Translation")
  await userEvent.type(canvas.getByRole("textbox", { name: "Project description and instructions" }), "A user manual, 12 pages.")
  await userEvent.click(canvas.getByRole("checkbox", { name: /I agree/ }))
}

export const ValidFillSubmits: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await fillValidQuote(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    await expect(await canvas.findByRole("heading", { name: LEAD_FORM_COPY.success.heading })).toBeVisible()
    await expect(canvas.getByText(REFERENCE)).toBeVisible()
    await expect(canvas.getByText("What happens next")).toBeVisible()
    const [values, submitMeta] = (args.onSubmit as Mock<SubmitLead<QuoteValues>>).mock.calls[0]
    await expect(values).toMatchObject({
      name: "Anna Svensson",
      email: "anna@company.com",
      service: "Translation",
      sourceLanguage: "sv",
      targetLanguages: ["de", "fi"],
      consent: true,
    })
    await expect(submitMeta.website).toBe("")
    await expect(submitMeta.submissionId).toMatch(/^[0-9a-f-]{36}$/)
    await expect(sessionStorage.getItem(leadDraftKey("quote-story"))).toBeNull()
  },
}

export const BackendFailureKeepsTheDraft: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn<SubmitLead<QuoteValues>>(async () => Promise.reject(new Error("You have sent several requests in a short time."))) },
  play: async ({ canvas, userEvent }) => {
    await fillValidQuote(canvas, userEvent)
    await userEvent.click(canvas.getByRole("button", { name: "Send request" }))
    const title = await screen.findByText("Your request could not be sent", { selector: "[data-slot=toast] *" })
    await expect(title.closest("[data-slot=toast]")).toHaveAttribute("data-variant", "destructive")
    await expect(canvas.getByRole("alert")).toHaveTextContent("You have sent several requests in a short time.")
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Anna Svensson")
    const draft = JSON.parse(sessionStorage.getItem(leadDraftKey("quote-story")) ?? "{}")
    await expect(draft).toMatchObject({ name: "Anna Svensson", targetLanguages: ["de", "fi"] })
  },
}

export const RestoresTheDraftAfterAReload: Story = {
  tags: ["interaction"],
  beforeEach: () => {
    sessionStorage.setItem(leadDraftKey("quote-story"), JSON.stringify({ name: "Anna from before", targetLanguages: ["fr"] }))
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Anna from before")
    await expect(canvas.getByRole("button", { name: "Remove French" })).toBeVisible()
  },
}

export const FilesShowWordCountsPerFileAndInTotal: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Files (optional)")
    await userEvent.upload(input, [
      new File(["one two three"], "first.txt", { type: "text/plain" }),
      new File(["four five six seven"], "second.txt", { type: "text/plain" }),
    ])
    await expect(await canvas.findByText(/3 words/)).toBeVisible()
    await expect(await canvas.findByText(/4 words/)).toBeVisible()
    await expect(await canvas.findByText("Total: 7 words in 2 files")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Remove first.txt" }))
    await expect(await canvas.findByText("Total: 4 words in 1 file")).toBeVisible()
  },
}

export const ShowsAnEstimateOnceThereAreWords: Story = {
  tags: ["interaction"],
  args: {
    renderEstimate: ({ words, targetLanguages }) =>
      words > 0 ? (
        <QuoteEstimateNotice
          price={estimatePrice({ min: 60 * targetLanguages.length, max: 90 * targetLanguages.length, currency: "EUR" })}
          turnaround={estimateTurnaround(2)}
          words={words}
        />
      ) : null,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(/Indicative price/)).not.toBeInTheDocument()
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Target languages" }), "German")
    await userEvent.upload(canvas.getByLabelText("Files (optional)"), new File(["one two three"], "first.txt", { type: "text/plain" }))
    await expect(await canvas.findByText("Indicative price: €60–€90 · about 2 business days")).toBeVisible()
  },
}

export const AnUploadCanBeCancelled: Story = {
  tags: ["interaction"],
  args: { upload: fakeUpload({ hang: true }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText("Files (optional)"), new File(["x"], "slow.txt", { type: "text/plain" }))
    await expect(await canvas.findByRole("progressbar", { name: "Uploading slow.txt" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Cancel uploading slow.txt" }))
    await waitFor(() => expect(canvas.queryByText("slow.txt")).not.toBeInTheDocument())
  },
}

export const RefusesAFileOverTheSizeLimit: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const huge = new File([new Uint8Array(MAX_FILE_BYTES + 1)], "huge.pdf", { type: "application/pdf" })
    await userEvent.upload(canvas.getByLabelText("Files (optional)"), huge)
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This file is too large or in a format we cannot accept here.")
  },
}

const GERMAN = createI18n("de", germanMessages)

/**
 * The form as a German visitor meets it on a phone (the site's catalogs, app/i18n/locales/de.po): its
 * labels, the shared schemas' messages in German, and no long compound word wider than the screen.
 */
export const InGermanOnAPhone: Story = {
  tags: ["interaction"],
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { copy: quoteFormCopy(GERMAN, LEAD_FORM_COPY), labels: quoteFormLabels(GERMAN) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Angebotsanfrage senden" }))
    for (const message of [
      "Bitte geben Sie Ihren Namen ein.",
      "Bitte geben Sie Ihre E-Mail-Adresse ein.",
      "Bitte wählen Sie mindestens eine Zielsprache.",
      "Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihnen antworten können.",
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible()
    }
    await expect(canvas.getByRole("textbox", { name: "Vor- und Nachname" })).toHaveAttribute("aria-invalid", "true")
    await expect(canvas.getByText("Gewünschter Liefertermin (optional)")).toBeVisible()
    const width = canvasElement.ownerDocument.documentElement.clientWidth
    const overflowing = [...canvasElement.querySelectorAll<HTMLElement>("label, legend, p, button, h2")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 || element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent)
    await expect(overflowing).toEqual([])
  },
}
