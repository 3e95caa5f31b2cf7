import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { GeneralSettingsForm, type GeneralSettingsValues } from "../../ui/components/admin/general-settings-form"

const NORDIKA: GeneralSettingsValues = {
  companyName: "Nordika",
  contactPhone: "+46 8 123 456 00",
  contactAddresses: {
    general: "hello@nordika.se",
    quotes: "quotes@nordika.se",
    careers: "careers@nordika.se",
    freelancers: "freelancers@nordika.se",
    privacy: "privacy@nordika.se",
    press: "press@nordika.se",
    security: "security@nordika.se",
    legal: "legal@nordika.se",
  },
  address: { name: "Nordika AB", street: "Sveavägen 44", postalCode: "111 57", city: "Stockholm", country: "Sweden" },
  socialLinks: { linkedin: "https://www.linkedin.com/company/nordika", x: "", youtube: "", instagram: "https://www.instagram.com/nordika" },
}

const meta = {
  title: "Admin/GeneralSettingsForm",
  component: GeneralSettingsForm,
  args: { defaultValues: NORDIKA, onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof GeneralSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SavesTheChangedValues: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const city = canvas.getByRole("textbox", { name: "City" })
    await userEvent.clear(city)
    await userEvent.type(city, "Göteborg")
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    const saved = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0][0] as GeneralSettingsValues
    await expect(saved.address.city).toBe("Göteborg")
    await expect(saved).not.toHaveProperty("leadRecipients")
  },
}

export const SavesOneAddressPerPurpose: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    for (const label of [
      "General enquiries",
      "Quotes and projects",
      "Careers",
      "Freelance linguists",
      "Privacy and data protection",
      "Press and media",
      "Security reports",
      "Legal notices",
    ])
      await expect(canvas.getByRole("textbox", { name: label })).toBeVisible()
    const quotes = canvas.getByRole("textbox", { name: "Quotes and projects" })
    await userEvent.clear(quotes)
    await userEvent.type(quotes, "offers@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1))
    const saved = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0][0] as GeneralSettingsValues
    await expect(saved.contactAddresses).toEqual({ ...NORDIKA.contactAddresses, quotes: "offers@nordika.se" })
  },
}

export const RefusesABadEmailAndAnInsecureProfile: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Press and media" })
    await userEvent.clear(email)
    await userEvent.type(email, "press")
    const x = canvas.getByRole("textbox", { name: "X" })
    await userEvent.type(x, "http://x.com/nordika")
    await userEvent.click(canvas.getByRole("button", { name: "Save settings" }))
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter the press and media address, such as hello@nordika\.se\./))
    await expect(x).toHaveAccessibleDescription("Enter the X address, starting with https://.")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const DiscardGoesBackToTheSavedValues: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const discard = canvas.getByRole("button", { name: "Discard changes" })
    await expect(discard).toBeDisabled()
    await userEvent.type(canvas.getByRole("textbox", { name: "Company name" }), " Group")
    await userEvent.click(discard)
    await expect(canvas.getByRole("textbox", { name: "Company name" })).toHaveValue("Nordika")
  },
}
