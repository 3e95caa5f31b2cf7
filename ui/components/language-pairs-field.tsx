import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { Plus, X } from "lucide-react"
import { Button } from "./button"
import { Combobox, type ComboboxOption } from "./combobox"
import { ENGLISH_PICKER_TEXTS, FormDescription, FormField, FormItem, FormMessage, FormTextsContext, useFormField } from "./form"

/** How a pair is stored: the two language codes with an arrow, e.g. "sv → en". */
export const languagePair = (source: string, target: string) => `${source} → ${target}`

export interface LanguagePairsFieldProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** A hint under the label, linked to the control as its description. */
  description?: string
  /** Every language, searchable by name and code. */
  languages: readonly ComboboxOption[]
}

function PairPicker({
  value,
  onChange,
  languages,
}: {
  value: string[]
  onChange: (pairs: string[]) => void
  languages: readonly ComboboxOption[]
}) {
  const { formItemId, formDescriptionId, formMessageId, error } = useFormField()
  const texts = React.useContext(FormTextsContext).picker ?? ENGLISH_PICKER_TEXTS
  const [source, setSource] = React.useState("")
  const [target, setTarget] = React.useState("")
  const names = React.useMemo(() => new Map(languages.map((l) => [l.value, l.label])), [languages])
  const describe = (pair: string) =>
    pair
      .split(" → ")
      .map((code) => names.get(code) ?? code)
      .join(" → ")
  const add = () => {
    const pair = languagePair(source, target)
    if (source && target && source !== target && !value.includes(pair)) onChange([...value, pair])
    setTarget("")
  }
  return (
    <div className="grid gap-2">
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <Combobox
          id={formItemId}
          aria-describedby={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
          aria-invalid={Boolean(error)}
          aria-label={texts.from}
          options={languages}
          value={source}
          onValueChange={setSource}
          placeholder={texts.from}
          searchLabel={texts.searchFrom}
          emptyText={texts.empty}
        />
        <Combobox
          aria-label={texts.into}
          options={languages}
          value={target}
          onValueChange={setTarget}
          placeholder={texts.into}
          searchLabel={texts.searchInto}
          emptyText={texts.empty}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!source || !target || source === target}>
          <Plus aria-hidden="true" />
          {texts.addPair}
        </Button>
      </div>
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((pair) => (
            <li
              key={pair}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-2.5 text-xs text-secondary-foreground"
            >
              {describe(pair)}
              <button
                type="button"
                aria-label={texts.remove(describe(pair))}
                onClick={() => onChange(value.filter((p) => p !== pair))}
                className="rounded-full p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** Language pairs a translator works in, each picked from two searchable lists. */
export function LanguagePairsField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  languages,
}: LanguagePairsFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
            <PairPicker value={field.value ?? []} onChange={field.onChange} languages={languages} />
          </fieldset>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
