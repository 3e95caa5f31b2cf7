import * as React from "react"
import { cn } from "../lib/utils"

/** An email address or an international phone number ("+46 8 120 345 00") inside running text. */
const CONTACT_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ]{5,}\d)/g

/** "tel:+46812034500" from "+46 8 120 345 00": digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`
}

export interface ContactTextProps extends Omit<React.ComponentProps<"a">, "children" | "href"> {
  /** Plain copy; the email addresses and phone numbers in it become mailto: and tel: links. */
  children: string
  /** Renders each run of text, inside the links too (e.g. with search matches highlighted). @default the text as is */
  renderText?: (text: string) => React.ReactNode
}

/** Copy with its email addresses and phone numbers as links, so a visitor can write or call with one tap. */
export function ContactText({ children, renderText = (text) => text, className, ...props }: ContactTextProps) {
  const parts = children.split(CONTACT_PATTERN)
  if (parts.length === 1) return <>{renderText(children)}</>
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <React.Fragment key={index}>{renderText(part)}</React.Fragment>
        const href = part.includes("@") ? `mailto:${part}` : telHref(part)
        return (
          <a
            key={index}
            data-slot="contact-link"
            href={href}
            className={cn(
              "rounded-sm font-medium whitespace-nowrap text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-2 focus-visible:ring-ring",
              className,
            )}
            {...props}
          >
            {renderText(part)}
          </a>
        )
      })}
    </>
  )
}
