import type { Meta, StoryObj } from "@storybook/react-vite"
import { useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { Button } from "../../ui/components/button"
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from "../../ui/components/form"
import { Input } from "../../ui/components/input"
import { Textarea } from "../../ui/components/textarea"

const inviteSchema = z.object({
  email: z.email("Enter an email address, such as name@nordika.se."),
  note: z.string().max(80, "Keep the note under 80 characters."),
})
type Invite = z.infer<typeof inviteSchema>

interface InviteFormProps {
  /** Sends the invitation; resolves with a message when the server refused it. */
  onInvite: (invite: Invite) => Promise<string | void> | string | void
}

/** The pattern every admin form follows: a zod schema, react-hook-form, and the Form parts around each control. */
function InviteForm({ onInvite }: InviteFormProps) {
  const form = useForm<Invite>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "", note: "" } })
  const submit = form.handleSubmit(async (invite) => {
    const problem = await onInvite(invite)
    if (problem) form.setError("root.server", { message: problem })
  })
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-5">
        <FormRootMessage />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormDescription>The invitation goes to this address.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="note"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Note</FormLabel>
              <FormControl>
                <Textarea {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="self-start">
          Send invitation
        </Button>
      </form>
    </Form>
  )
}

const meta = {
  title: "Admin/Form",
  component: InviteForm,
  subcomponents: { Form, FormField, FormItem, FormLabel, FormControl, FormDescription, FormMessage, FormRootMessage },
  args: { onInvite: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof InviteForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const LabelsAndDescriptionsAreLinked: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" })
    await expect(email).toHaveAccessibleDescription("The invitation goes to this address.")
    await expect(email).toHaveAttribute("aria-invalid", "false")
  },
}

export const FieldErrorsShowUnderTheirField: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "astrid")
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }))
    const email = canvas.getByRole("textbox", { name: "Email" })
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"))
    await expect(email).toHaveAccessibleDescription("The invitation goes to this address. Enter an email address, such as name@nordika.se.")
    await expect(email).toHaveFocus()
    await expect(canvas.getByText("Email")).toHaveAttribute("data-error", "true")
    await expect(args.onInvite).not.toHaveBeenCalled()
  },
}

export const ErrorsClearOnceFixed: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole("textbox", { name: "Email" })
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }))
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"))
    await userEvent.type(email, "astrid@nordika.se")
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "false"))
    await expect(canvas.queryByText(/Enter an email address/)).not.toBeInTheDocument()
  },
}

export const ServerErrorsShowAsTheFormsAlert: Story = {
  tags: ["interaction"],
  args: { onInvite: fn(async () => "A user with this email address has already been registered") },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "astrid@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: "Send invitation" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("A user with this email address has already been registered")
    await expect(args.onInvite).toHaveBeenCalledWith({ email: "astrid@nordika.se", note: "" })
  },
}
