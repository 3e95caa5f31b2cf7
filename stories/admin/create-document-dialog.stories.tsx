import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"
import {
  CREATE_DOCUMENT_PATH_LABEL,
  CREATE_DOCUMENT_SUBMIT_LABEL,
  CREATE_DOCUMENT_TITLE_LABEL,
  CreateDocumentDialog,
} from "../../ui/components/admin/create-document-dialog"

const schema = z.object({
  kind: z.string(),
  title: z.string().trim().min(1, "Give it a title."),
  path: z.string().regex(/^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/, "Use lower-case words joined by hyphens."),
})

const meta = {
  title: "Admin/CreateDocumentDialog",
  component: CreateDocumentDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    heading: "New blog post",
    kinds: [{ value: "blog_post", label: "Blog post" }],
    pathPrefix: () => "/resources/blog/",
    schema,
    onCreate: fn(async () => ({
      field: "path" as const,
      message: 'The path /resources/blog/plain-language is taken by "Plain language". Choose another path.',
    })),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof CreateDocumentDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = { tags: ["!autodocs"] }

export const ShowsATakenPathOnItsField: Story = {
  tags: ["interaction"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "New blog post" })
    await userEvent.type(screen.getByLabelText(CREATE_DOCUMENT_TITLE_LABEL), "Plain language!")
    await expect(screen.getByLabelText(CREATE_DOCUMENT_PATH_LABEL)).toHaveValue("/resources/blog/plain-language")
    await userEvent.click(screen.getByRole("button", { name: CREATE_DOCUMENT_SUBMIT_LABEL }))
    await waitFor(() =>
      expect(screen.getByLabelText(CREATE_DOCUMENT_PATH_LABEL)).toHaveAccessibleDescription(/is taken by "Plain language"/),
    )
    await expect(args.onCreate).toHaveBeenCalledWith({
      kind: "blog_post",
      title: "Plain language!",
      path: "/resources/blog/plain-language",
    })
    await expect(dialog).toBeVisible()
  },
}
