import * as React from "react"
import * as CheckboxPrimitive from "@radix-ui/react-checkbox"
import { Check, Minus } from "lucide-react"
import { cn } from "../lib/utils"

/**
 * A checkbox. With a `name`, it also takes part in its form's native submission and reset, through a
 * hidden input beside it. Without one (a form that keeps its values itself, a table's row selection)
 * that input is left out: sizing it to the box reads the layout while the checkbox mounts, which in a
 * long form is a forced layout of the whole page and a second render per checkbox.
 */
export function Checkbox({
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  disabled,
  name,
  value,
  form,
  ...props
}: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.unstable_Provider
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange}
      required={required}
      disabled={disabled}
      name={name}
      value={value}
      form={form}
    >
      <CheckboxPrimitive.unstable_Trigger
        data-slot="checkbox"
        className={cn(
          "peer grid size-4 shrink-0 place-content-center rounded-sm border border-input bg-background text-primary-foreground shadow-xs transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
          className,
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group grid place-content-center text-current">
          <Check aria-hidden="true" className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
          <Minus aria-hidden="true" className="hidden size-3.5 group-data-[state=indeterminate]:block" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.unstable_Trigger>
      {name === undefined ? null : <CheckboxPrimitive.unstable_BubbleInput />}
    </CheckboxPrimitive.unstable_Provider>
  )
}
