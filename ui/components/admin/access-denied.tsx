import * as React from "react"
import { LogOut, ShieldAlert } from "lucide-react"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Button } from "../button"

export const ACCESS_DENIED_TITLE = "Access denied"
export const ACCESS_DENIED_TEXT = "Your account does not have access to this part of the admin. If you need it, ask an administrator."
export const ACCESS_DENIED_SIGN_OUT_LABEL = "Sign out"

export interface AccessDeniedProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The heading. @default "Access denied" */
  title?: string
  /**
   * What happened and what to do, under the heading. @default "Your account does not have access to this part of the admin. If you need it,
   * ask an administrator."
   */
  description?: React.ReactNode
  /** The signed-in address ("Signed in as …"). */
  account?: string
  /** Shows a "Sign out" button. */
  onSignOut?: () => void
  /** A way somewhere allowed (the dashboard, the website). */
  back?: { href: string; label: string }
  /** Heading level of the title: h1 when it is the whole page. @default "h1" */
  headingLevel?: "h1" | "h2"
}

/** What a signed-in person sees where their role does not reach: who they are, and a way out. */
export function AccessDenied({
  title = ACCESS_DENIED_TITLE,
  description = ACCESS_DENIED_TEXT,
  account,
  onSignOut,
  back,
  headingLevel = "h1",
  className,
  ...props
}: AccessDeniedProps) {
  const Heading = headingLevel
  const titleId = React.useId()
  return (
    <section
      data-slot="access-denied"
      aria-labelledby={titleId}
      className={cn("flex flex-col items-center text-center", className)}
      {...props}
    >
      <span className="mb-4 grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive [&_svg]:size-6">
        <ShieldAlert aria-hidden="true" />
      </span>
      <Heading id={titleId} className="font-heading text-xl font-semibold tracking-tight">
        {title}
      </Heading>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{description}</p>
      {account && (
        <p data-slot="access-denied-account" className="mt-4 rounded-md bg-muted px-3 py-1.5 text-sm text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{account}</span>
        </p>
      )}
      {(back || onSignOut) && (
        <div className="mt-6 flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {onSignOut && (
            <Button variant="outline" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              {ACCESS_DENIED_SIGN_OUT_LABEL}
            </Button>
          )}
          {back && (
            <Button asChild>
              <SmartLink href={back.href}>{back.label}</SmartLink>
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
