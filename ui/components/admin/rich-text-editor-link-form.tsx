import * as React from "react"
import { isExternalHref, RICH_TEXT_MAX_LINK_TEXT_CHARS } from "../../lib/rich-text-rules"
import { Button } from "../button"
import { Input } from "../input"
import { Label } from "../label"

/** The content schema's own words for an address it refuses. */
export const RICH_TEXT_LINK_ADDRESS_MESSAGE = "Enter an https://, mailto: or tel: address."
const RICH_TEXT_LINK_TEXT_MISSING_MESSAGE = "Write the link's text."
const RICH_TEXT_LINK_TEXT_TOO_LONG_MESSAGE = `Keep the link's text to ${RICH_TEXT_MAX_LINK_TEXT_CHARS} characters or fewer.`

export interface ExternalLinkValues {
  href: string
  /** The link's text, asked for only when nothing is selected. */
  text?: string
}

interface ExternalLinkFormProps {
  /** The address of the link being edited. */
  initialHref: string
  /** The text the link is made of (the selection, or the link being edited); undefined when nothing is selected (the form asks for it). */
  linkText: string | undefined
  onSubmit: (values: ExternalLinkValues) => void
  onCancel: () => void
}

/** The address (and, with nothing selected, the text) of a link to another site, checked as the schema checks it. */
export function ExternalLinkForm({ initialHref, linkText, onSubmit, onCancel }: ExternalLinkFormProps) {
  const id = React.useId()
  const [href, setHref] = React.useState(initialHref)
  const [text, setText] = React.useState("")
  const [errors, setErrors] = React.useState<{ href?: string; text?: string }>({})
  const askText = linkText === undefined
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    // A form inside the editor's field must not submit the screen's form around it.
    event.stopPropagation()
    const words = askText ? text.trim() : linkText.trim()
    const next = {
      href: isExternalHref(href) ? undefined : RICH_TEXT_LINK_ADDRESS_MESSAGE,
      text: !words
        ? RICH_TEXT_LINK_TEXT_MISSING_MESSAGE
        : words.length > RICH_TEXT_MAX_LINK_TEXT_CHARS
          ? RICH_TEXT_LINK_TEXT_TOO_LONG_MESSAGE
          : undefined,
    }
    setErrors(next)
    if (!next.href && !next.text) onSubmit({ href: href.trim(), ...(askText ? { text: words } : {}) })
  }
  return (
    <form data-slot="rich-text-link-form" noValidate onSubmit={submit} className="flex flex-col gap-3 p-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-href`}>Address</Label>
        <Input
          id={`${id}-href`}
          size="sm"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={Boolean(errors.href) || undefined}
          aria-describedby={errors.href ? `${id}-href-error` : undefined}
          autoFocus
        />
        {errors.href ? (
          <p id={`${id}-href-error`} className="text-sm font-medium text-destructive">
            {errors.href}
          </p>
        ) : null}
      </div>
      {askText ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>Text</Label>
          <Input
            id={`${id}-text`}
            size="sm"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(errors.text) || undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
          />
        </div>
      ) : null}
      {errors.text ? (
        <p id={`${id}-text-error`} className="text-sm font-medium text-destructive">
          {errors.text}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm">
          {initialHref ? "Save link" : "Add link"}
        </Button>
      </div>
    </form>
  )
}
