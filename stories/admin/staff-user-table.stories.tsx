import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import {
  MFA_STATUS_LABELS,
  SECOND_STEP_LABELS,
  SecondStepBadges,
  STAFF_COLUMN_LABELS,
  STAFF_EMPTY_MESSAGE,
  STAFF_SEARCH_LABEL,
  STAFF_SHOW_ALL_LABEL,
  STAFF_STATUS_LABELS,
  StaffUserTable,
  StaffRoleBadge,
  MfaStatusBadge,
  RelativeTime,
} from "../../ui/components/admin/staff-user-table"
import { withStoryLinks } from "../support/page-story"
import { ON_A_PHONE } from "./fixtures"
import { ASTRID, STAFF_ROLES, STAFF_USERS, STORY_NOW } from "./staff-fixtures"

const meta = {
  title: "Admin/StaffUserTable",
  component: StaffUserTable,
  subcomponents: { StaffRoleBadge, MfaStatusBadge, SecondStepBadges, RelativeTime },
  decorators: [withStoryLinks],
  args: {
    users: STAFF_USERS,
    roles: STAFF_ROLES,
    editHref: (id: string) => `/admin/users/edit/${id}`,
    currentUserId: ASTRID.id,
    now: STORY_NOW,
  },
  tags: ["autodocs"],
} satisfies Meta<typeof StaffUserTable>

export default meta
type Story = StoryObj<typeof meta>

const bodyRows = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) => canvas.getAllByRole("row").slice(1)

export const Default: Story = {}

export const Loading: Story = { args: { users: [], loading: true } }

export const Empty: Story = { args: { users: [] } }

export const OnAPhone: Story = { ...ON_A_PHONE }

export const ShowsEachAccountsStateAndLinksToItsEditScreen: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas)).toHaveLength(5)
    const karin = canvas.getByRole("row", { name: /Karin Dahl/ })
    await expect(within(karin).getByText(STAFF_ROLES.recruiter.name)).toBeVisible()
    const johan = canvas.getByRole("row", { name: /Johan Ek/ })
    await expect(within(johan).getByText(STAFF_STATUS_LABELS.banned)).toBeVisible()
    const sofia = canvas.getByRole("row", { name: /sofia\.nyberg/ })
    await expect(within(sofia).getByText(STAFF_STATUS_LABELS.invited)).toBeVisible()
    await expect(within(sofia).getByText("Never")).toBeVisible()
    const astrid = canvas.getByRole("row", { name: /Astrid Lindqvist/ })
    await expect(within(astrid).getByText("You")).toBeVisible()
    await expect(within(astrid).getByText("2 hours ago")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Erik Berg" })).toHaveAttribute("href", `/admin/users/edit/${STAFF_USERS[1].id}`)
  },
}

/** What an account has beside its password, by kind: an account whose only second step is a passkey is not "Off". */
export const NamesEachAccountsSecondSteps: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const secondSteps = (name: RegExp) => {
      const cells = within(canvas.getByRole("row", { name })).getAllByRole("cell")
      return cells[2]!.textContent
    }
    const header = canvas.getAllByRole("columnheader")[2]!
    await expect(header).toHaveTextContent(STAFF_COLUMN_LABELS.mfa)
    await expect(secondSteps(/Erik Berg/)).toBe(SECOND_STEP_LABELS.passkey)
    await expect(secondSteps(/Astrid Lindqvist/)).toBe(`${SECOND_STEP_LABELS.authenticator}${SECOND_STEP_LABELS.passkey}`)
    await expect(secondSteps(/Karin Dahl/)).toBe(SECOND_STEP_LABELS.securityKey)
    await expect(secondSteps(/sofia\.nyberg/)).toBe(MFA_STATUS_LABELS.off)
  },
}

export const SearchFindsByNameOrEmail: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(STAFF_SEARCH_LABEL), "nyberg")
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1))
    await expect(canvas.getByRole("link", { name: "sofia.nyberg@nordika.se" })).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(STAFF_SEARCH_LABEL))
    await userEvent.type(canvas.getByLabelText(STAFF_SEARCH_LABEL), "nobody at all")
    await expect(await canvas.findByText(STAFF_EMPTY_MESSAGE)).toBeVisible()
  },
}

export const SortsByName: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: new RegExp(STAFF_COLUMN_LABELS.name) }))
    await waitFor(() => expect(within(bodyRows(canvas)[0]).getByRole("link").textContent).toBe("Astrid Lindqvist"))
    await expect(within(bodyRows(canvas)[4]).getByRole("link").textContent).toBe("sofia.nyberg@nordika.se")
  },
}

export const AccountsWithoutARoleOnlyWhenAskedFor: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText("newsletter.reader@example.com")).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("switch", { name: STAFF_SHOW_ALL_LABEL }))
    await expect(await canvas.findByText("newsletter.reader@example.com")).toBeVisible()
    await expect(bodyRows(canvas)).toHaveLength(6)
  },
}
