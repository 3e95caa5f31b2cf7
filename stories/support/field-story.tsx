import * as React from "react"
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import type { z } from "zod"
import { Button } from "../../ui/components/button"
import { Form } from "../../ui/components/form"

export interface FieldStoryFormProps<Values extends FieldValues> {
  schema: z.ZodType
  defaultValues: DefaultValues<Values>
  /** Called with the values once they pass the schema. */
  onValid: (values: Values) => void
  children: (control: Control<Values>) => React.ReactNode
}

/**
 * The smallest form a form-field component lives in: react-hook-form with a zod schema, and a
 * "Check" button that validates, so a story can show a field empty, filled or refused.
 */
export function FieldStoryForm<Values extends FieldValues>({ schema, defaultValues, onValid, children }: FieldStoryFormProps<Values>) {
  const form = useForm<Values>({ resolver: zodResolver(schema as never) as unknown as Resolver<Values>, defaultValues })
  return (
    <Form {...form}>
      <form noValidate aria-label="Example form" onSubmit={form.handleSubmit(onValid)} className="grid max-w-2xl gap-6">
        {children(form.control)}
        <Button type="submit" className="justify-self-start">
          Check
        </Button>
      </form>
    </Form>
  )
}
