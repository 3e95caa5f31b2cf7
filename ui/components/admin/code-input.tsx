import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/utils"

/** Digits of an authenticator (TOTP) code. */
export const TOTP_CODE_LENGTH = 6
/** Accessible name of the group of boxes. */
export const CODE_INPUT_LABEL = "Six-digit code"
/** A box's accessible name: "Digit 1 of 6". */
export const codeInputDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`

/** A card's words for its code boxes: the group's name and each box's ("Digit 1 of 6"). */
export interface CodeBoxLabels {
  codeInput: string
  digit: (position: number, length: number) => string
}

/** Keeps the digits of `text`, at most `length` of them. */
function codeDigits(text: string, length = TOTP_CODE_LENGTH): string {
  return text.replace(/\D/g, "").slice(0, length)
}

const codeInputDigitVariants = cva(
  "w-full min-w-0 rounded-md border border-input bg-background text-center font-mono font-semibold text-foreground tabular-nums shadow-xs transition-colors outline-none caret-primary focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
  {
    variants: {
      size: {
        default: "h-12 text-xl",
        sm: "h-10 text-lg",
      },
    },
    defaultVariants: { size: "default" },
  },
)

export interface CodeInputProps
  extends Omit<React.ComponentProps<"div">, "onChange" | "defaultValue" | "ref">, VariantProps<typeof codeInputDigitVariants> {
  /** Height of the boxes: `default` 48 px on a screen of its own, `sm` 40 px inside a card of settings. @default "default" */
  size?: VariantProps<typeof codeInputDigitVariants>["size"]
  /** The digits typed so far (no gaps: a box is only filled after the ones before it). */
  value: string
  /** Called with the digits after every keystroke or paste. */
  onChange: (value: string) => void
  /** Called once every box is filled, with the whole code. */
  onComplete?: (code: string) => void
  /** How many digits, one box each. @default 6 */
  length?: number
  /** Greys every box out while the code is being checked. @default false */
  disabled?: boolean
  /** Focuses the first box on mount, when the code is the only thing the screen asks for. @default false */
  autoFocus?: boolean
  /** Name of the form field, set on the first box. */
  name?: string
  /** Called when focus leaves a box (react-hook-form marks the field touched). */
  onBlur?: React.FocusEventHandler<HTMLInputElement>
  /** The first box (react-hook-form focuses it when the field is invalid). */
  ref?: React.Ref<HTMLInputElement>
  /** Given to every box, so an error message is read wherever focus is. */
  "aria-invalid"?: boolean
  /** Given to every box too: the field's description and error message. */
  "aria-describedby"?: string
  /** A box's accessible name from its position (from 1) and the number of boxes. @default "Digit 1 of 6" */
  digitLabel?: (position: number, length: number) => string
}

/**
 * One box per digit of a one-time code: a digit moves on to the next box, Backspace goes back, the
 * arrow keys move, and a pasted or autofilled code fills every box at once. The boxes ask phones for
 * the numeric keyboard and offer the code from an SMS or password manager (autocomplete one-time-code).
 * `id` goes to the first box, so a label's htmlFor lands there.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  length = TOTP_CODE_LENGTH,
  disabled,
  autoFocus,
  name,
  onBlur,
  ref,
  id,
  size,
  className,
  "aria-label": ariaLabel = CODE_INPUT_LABEL,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  digitLabel = codeInputDigitLabel,
  ...props
}: CodeInputProps) {
  const boxes = React.useRef<Array<HTMLInputElement | null>>([])
  const digits = codeDigits(value, length)
  // Focus moves within the same event as a change, before the next render: it reads this, not `digits`.
  const current = React.useRef(digits)
  React.useLayoutEffect(() => {
    current.current = digits
  })

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }

  const commit = (next: string) => {
    const code = codeDigits(next, length)
    current.current = code
    onChange(code)
    if (code.length === length && code !== digits) onComplete?.(code)
    return code
  }

  /** Writes `typed` from box `index` on (one digit, or several from autofill or a paste). */
  const writeAt = (index: number, typed: string) => {
    const incoming = codeDigits(typed, length)
    if (!incoming) return
    // A whole code always replaces what was there, wherever it lands.
    const next = incoming.length === length ? incoming : digits.slice(0, index) + incoming + digits.slice(index + incoming.length)
    const code = commit(next)
    focusBox(Math.min(code.length, length - 1))
  }

  const clearAt = (index: number) => {
    commit(digits.slice(0, index) + digits.slice(index + 1))
  }

  return (
    <div
      data-slot="code-input"
      role="group"
      aria-label={ariaLabel}
      className={cn("grid w-full max-w-xs gap-2", className)}
      style={{ gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))` }}
      {...props}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
            if (index !== 0 || !ref) return
            if (typeof ref === "function") ref(element)
            else ref.current = element
          }}
          data-slot="code-input-digit"
          id={index === 0 ? id : undefined}
          name={index === 0 ? name : undefined}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          autoFocus={autoFocus && index === 0}
          aria-label={digitLabel(index + 1, length)}
          aria-invalid={ariaInvalid || undefined}
          aria-describedby={ariaDescribedBy}
          disabled={disabled}
          value={digits[index] ?? ""}
          className={codeInputDigitVariants({ size })}
          onFocus={(event) => {
            // Boxes fill in order: focus lands on the first empty one at the latest.
            if (index > current.current.length) focusBox(current.current.length)
            else event.currentTarget.select()
          }}
          onBlur={onBlur}
          onChange={(event) => {
            const typed = event.currentTarget.value
            if (typed === "") clearAt(index)
            else writeAt(index, typed.length > 1 && digits[index] ? typed.replace(digits[index], "") || typed : typed)
          }}
          onPaste={(event) => {
            event.preventDefault()
            writeAt(index, event.clipboardData.getData("text"))
          }}
          onKeyDown={(event) => {
            if (event.key === "Backspace" && !digits[index] && index > 0) {
              event.preventDefault()
              clearAt(index - 1)
              focusBox(index - 1)
            } else if (event.key === "ArrowLeft" && index > 0) {
              event.preventDefault()
              focusBox(index - 1)
            } else if (event.key === "ArrowRight" && index < digits.length) {
              event.preventDefault()
              focusBox(index + 1)
            }
          }}
        />
      ))}
    </div>
  )
}
