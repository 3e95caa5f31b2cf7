import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { MAX_TIME_SLOTS, OFFICE_TIME_ZONE, TimeSlotsField } from "../ui/components/time-slots-field"
import { chooseInSelect } from "./support/lead-form-helpers"
import { FieldStoryForm } from "./support/field-story"

const slotsSchema = z.object({ slots: z.array(z.string()).min(1, "Please suggest at least one time.") })
type Slots = z.infer<typeof slotsSchema>

interface SlotsExampleProps {
  defaultValues: Slots
  /** The visitor's time zone, as the browser would report it. */
  timeZone: string
  onValid: (values: Slots) => void
}

/** TimeSlotsField as the consultation form uses it. */
function SlotsExample({ defaultValues, timeZone, onValid }: SlotsExampleProps) {
  return (
    <FieldStoryForm<Slots> schema={slotsSchema} defaultValues={defaultValues} onValid={onValid}>
      {(control) => <TimeSlotsField control={control} name="slots" label="Preferred times" timeZone={timeZone} />}
    </FieldStoryForm>
  )
}

/** A local time written the way the field stores it (an ISO instant), so the story reads the same in any time zone. */
const localSlot = (date: string, time: string) => new Date(`${date}T${time}`).toISOString()

const meta = {
  title: "Forms/TimeSlotsField",
  component: SlotsExample,
  subcomponents: { TimeSlotsField },
  args: { defaultValues: { slots: [] }, timeZone: OFFICE_TIME_ZONE, onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof SlotsExample>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithTimes: Story = {
  args: { defaultValues: { slots: [localSlot("2026-05-04", "10:00"), localSlot("2026-05-05", "14:30")] } },
}

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please suggest at least one time.")).toBeVisible()
    await expect(canvas.getByLabelText("Date, choice 1")).toHaveAttribute("aria-invalid", "true")
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const ShowsEachTimeOnStockholmsClock: Story = {
  tags: ["interaction"],
  args: { timeZone: "America/New_York" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText("Date, choice 1"), "2026-05-04")
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Time, choice 1" }), "10:00")
    const slot = localSlot("2026-05-04", "10:00")
    const stockholm = new Intl.DateTimeFormat("en-GB", { timeZone: OFFICE_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(
      new Date(slot),
    )
    await expect(await canvas.findByText(new RegExp(`${stockholm} in Stockholm`))).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ slots: [slot] }, expect.anything()))
  },
}

export const OffersAtMostThreeTimes: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    for (let i = 1; i < MAX_TIME_SLOTS; i++) await userEvent.click(canvas.getByRole("button", { name: "Add another time" }))
    await expect(canvas.getByLabelText(`Date, choice ${MAX_TIME_SLOTS}`)).toBeVisible()
    await expect(canvas.queryByRole("button", { name: "Add another time" })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Remove choice 2" }))
    await expect(canvas.getByRole("button", { name: "Add another time" })).toBeVisible()
  },
}
