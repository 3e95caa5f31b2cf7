import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { CODE_INPUT_LABEL, CodeInput, TOTP_CODE_LENGTH, type CodeInputProps } from "../../ui/components/admin/code-input"

/** The input is controlled: the story keeps the value, as a form would. */
function StatefulCodeInput({ value: initial, onChange, ...props }: CodeInputProps) {
  const [value, setValue] = React.useState(initial)
  return (
    <CodeInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

const meta = {
  title: "Admin/CodeInput",
  component: CodeInput,
  args: { value: "", onChange: fn(), onComplete: fn() },
  render: (args) => <StatefulCodeInput {...args} />,
  tags: ["autodocs"],
} satisfies Meta<typeof CodeInput>

export default meta
type Story = StoryObj<typeof meta>

const boxes = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) => canvas.getAllByRole("textbox") as HTMLInputElement[]
const shown = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  boxes(canvas)
    .map((box) => box.value || "·")
    .join("")

export const Empty: Story = {}
export const PartlyFilled: Story = { args: { value: "428" } }
export const Filled: Story = { args: { value: "428913" } }
export const Invalid: Story = { args: { value: "428913", "aria-invalid": true } }
export const Disabled: Story = { args: { value: "42", disabled: true } }
export const Small: Story = { args: { value: "428", size: "sm" } }

export const IsAGroupOfLabelledBoxes: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: CODE_INPUT_LABEL })
    await expect(group).toBeVisible()
    await expect(boxes(canvas)).toHaveLength(TOTP_CODE_LENGTH)
    await expect(canvas.getByRole("textbox", { name: `Digit 1 of ${TOTP_CODE_LENGTH}` })).toBeVisible()
  },
}

export const AsksPhonesForTheNumericKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const box of boxes(canvas)) {
      await expect(box).toHaveAttribute("inputmode", "numeric")
      await expect(box).toHaveAttribute("pattern", "[0-9]*")
    }
    await expect(boxes(canvas)[0]).toHaveAttribute("autocomplete", "one-time-code")
  },
}

export const TypingMovesToTheNextBox: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[0])
    await userEvent.keyboard("4")
    await expect(boxes(canvas)[1]).toHaveFocus()
    await userEvent.keyboard("2x8")
    await expect(shown(canvas)).toBe("428···")
    await expect(boxes(canvas)[3]).toHaveFocus()
    await expect(args.onChange).toHaveBeenLastCalledWith("428")
  },
}

export const BackspaceGoesBack: Story = {
  tags: ["interaction"],
  args: { value: "428" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[3])
    await userEvent.keyboard("{Backspace}")
    await expect(shown(canvas)).toBe("42····")
    await expect(boxes(canvas)[2]).toHaveFocus()
    await userEvent.keyboard("{Backspace}")
    await expect(shown(canvas)).toBe("4·····")
    await expect(boxes(canvas)[1]).toHaveFocus()
  },
}

export const ArrowKeysMoveBetweenFilledBoxes: Story = {
  tags: ["interaction"],
  args: { value: "4289" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[2])
    await userEvent.keyboard("{ArrowLeft}")
    await expect(boxes(canvas)[1]).toHaveFocus()
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}")
    await expect(boxes(canvas)[4]).toHaveFocus()
    // Past the typed digits there is nowhere to go.
    await userEvent.keyboard("{ArrowRight}")
    await expect(boxes(canvas)[4]).toHaveFocus()
  },
}

export const FocusGoesToTheFirstEmptyBox: Story = {
  tags: ["interaction"],
  args: { value: "42" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[5])
    await expect(boxes(canvas)[2]).toHaveFocus()
  },
}

export const PastingFillsEveryBox: Story = {
  tags: ["interaction"],
  args: { value: "12" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[2])
    await userEvent.paste("Your code: 428 913")
    await expect(shown(canvas)).toBe("428913")
    await expect(args.onComplete).toHaveBeenCalledOnce()
    await expect(args.onComplete).toHaveBeenCalledWith("428913")
    await expect(boxes(canvas)[5]).toHaveFocus()
  },
}

export const TypingOverADigitReplacesIt: Story = {
  tags: ["interaction"],
  args: { value: "428913" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[1])
    await userEvent.keyboard("7")
    await expect(shown(canvas)).toBe("478913")
    await waitFor(() => expect(args.onComplete).toHaveBeenLastCalledWith("478913"))
  },
}
