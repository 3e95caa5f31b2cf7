import type { Meta, StoryObj } from "@storybook/react-vite"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { SectionFormFields, type SectionField } from "../../ui/components/admin/section-form"
import { Button } from "../../ui/components/button"
import { Form } from "../../ui/components/form"

const FILL_IN = "Fill this in."
const text = z.string().trim().min(1, FILL_IN)

const heroSchema = z.object({
  heading: text,
  intro: text,
  primaryCta: z.object({ label: text, href: text }),
  badges: z.array(text).min(1, "Add at least one."),
  icon: z.enum(["Globe", "Languages", "ShieldCheck"]),
  imageUrl: z.string(),
  imageAlt: z.string(),
})
type Hero = z.infer<typeof heroSchema>

/** Descriptors as the admin makes them from a section's schema. */
const HERO_FIELDS: SectionField[] = [
  { kind: "text", name: "heading", label: "Heading", required: true, multiline: false },
  { kind: "text", name: "intro", label: "Introduction", required: true, multiline: true },
  {
    kind: "group",
    name: "primaryCta",
    label: "Primary button",
    required: true,
    fields: [
      { kind: "text", name: "label", label: "Label", required: true, multiline: false },
      { kind: "text", name: "href", label: "Link", required: true, multiline: false },
    ],
  },
  {
    kind: "list",
    name: "badges",
    label: "Badges",
    required: true,
    itemNoun: "Badge",
    minItems: 1,
    newItem: () => "",
    item: { kind: "text", name: "", label: "Badge", required: true, multiline: false },
  },
  { kind: "choice", name: "icon", label: "Icon", required: true, options: ["Globe", "Languages", "ShieldCheck"] },
  { kind: "image", name: "imageUrl", label: "Image", required: false, altName: "imageAlt" },
]

const HERO: Hero = {
  heading: "Be understood in every market you want to grow in",
  intro: "Nordika translates, localizes and adapts your content for 200+ languages.",
  primaryCta: { label: "Get a free quote", href: "/contact/request-quote" },
  badges: ["ISO 17100 certified", "ISO 27001 certified"],
  icon: "Globe",
  imageUrl: "",
  imageAlt: "",
}

interface HeroFormProps {
  defaultValues: Hero
  onSave: (value: Hero) => void
  onUploadImage: (file: File) => Promise<string>
}

function HeroForm({ defaultValues, onSave, onUploadImage }: HeroFormProps) {
  const form = useForm<Hero>({ resolver: zodResolver(heroSchema), defaultValues })
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSave)} className="flex max-w-2xl flex-col gap-6">
        <SectionFormFields fields={HERO_FIELDS} onUploadImage={onUploadImage} />
        <Button type="submit" className="self-start">
          Save draft
        </Button>
      </form>
    </Form>
  )
}

const meta = {
  title: "Admin/SectionFormFields",
  component: HeroForm,
  subcomponents: { SectionFormFields },
  args: { defaultValues: HERO, onSave: fn(), onUploadImage: fn(async () => "https://cdn.example/hero.png") },
  tags: ["autodocs"],
} satisfies Meta<typeof HeroForm>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}

export const Empty: Story = {
  args: { defaultValues: { ...HERO, heading: "", intro: "", primaryCta: { label: "", href: "" }, badges: [] } },
}

export const ShowsEachMessageNextToItsField: Story = {
  tags: ["interaction"],
  args: { defaultValues: { ...HERO, heading: "", badges: [] } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }))
    const heading = canvas.getByLabelText("Heading")
    await waitFor(() => expect(heading).toHaveAccessibleDescription(FILL_IN))
    await expect(heading).toHaveAttribute("aria-invalid", "true")
    await expect(within(canvas.getByRole("group", { name: "Badges" })).getByRole("alert")).toHaveTextContent("Add at least one.")
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SavesTheEditedValues: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText("Heading"))
    await userEvent.type(canvas.getByLabelText("Heading"), "Be understood everywhere")
    await userEvent.click(canvas.getByRole("button", { name: "Add badge" }))
    await userEvent.type(canvas.getByRole("textbox", { name: "Badge 3" }), "GDPR-first")
    await userEvent.click(canvas.getByRole("button", { name: "Remove Badge 1" }))
    await userEvent.click(canvas.getByRole("combobox", { name: "Icon" }))
    await userEvent.click(await screen.findByRole("option", { name: "Languages" }))
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ heading: "Be understood everywhere", badges: ["ISO 27001 certified", "GDPR-first"], icon: "Languages" }),
        expect.anything(),
      ),
    )
  },
}

export const UploadsAnImageAndAsksForItsAltText: Story = {
  tags: ["interaction"],
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    const file = new File(["png"], "hero.png", { type: "image/png" })
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    await expect(args.onUploadImage).toHaveBeenCalledWith(file)
    await waitFor(() => expect(canvas.getByRole("button", { name: "Replace image" })).toBeVisible())
    await userEvent.type(canvas.getByLabelText("Alt text"), "The Stockholm office")
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ imageUrl: "https://cdn.example/hero.png", imageAlt: "The Stockholm office" }),
        expect.anything(),
      ),
    )
  },
}

/** A group that comes in kinds (a hero's aside: a stat or a quote), with no kind chosen yet. */
const ASIDE_FIELDS: SectionField[] = [
  {
    kind: "variants",
    name: "aside",
    label: "Kind of aside",
    required: false,
    discriminator: "kind",
    options: [
      {
        value: "stat",
        label: "Figure",
        fields: [{ kind: "text", name: "value", label: "Figure", required: true, multiline: false }],
        empty: () => ({ kind: "stat", value: "" }),
      },
      {
        value: "quote",
        label: "Quote",
        fields: [{ kind: "text", name: "quote", label: "Quote", required: true, multiline: true }],
        empty: () => ({ kind: "quote", quote: "" }),
      },
    ],
  },
]

function AsideForm() {
  const form = useForm<{ aside?: { kind: string } }>({ defaultValues: {} })
  return (
    <Form {...form}>
      <form noValidate className="flex max-w-2xl flex-col gap-6">
        <SectionFormFields fields={ASIDE_FIELDS} onUploadImage={fn()} />
      </form>
    </Form>
  )
}

/** The kind's picker says no kind is chosen yet, rather than showing an empty box; choosing one shows its fields. */
export const AKindNotYetChosen: StoryObj<typeof AsideForm> = {
  render: () => <AsideForm />,
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByRole("combobox", { name: "Kind of aside" })
    await expect(picker).toHaveTextContent("None chosen")
    await userEvent.click(picker)
    await userEvent.click(await screen.findByRole("option", { name: "Quote" }))
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Quote" })).toBeVisible())
    await expect(picker).toHaveTextContent("Quote")
  },
}
