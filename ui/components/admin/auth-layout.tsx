import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { SmartLink, type SmartLinkProps } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { BrandLogo } from "../brand-logo"

/** Accessible name of the logo link back to the website. */
export const AUTH_HOME_LINK_LABEL = "Nordika website"

/** The sign-in pages' words around the cards (the page's language comes from the app). */
export interface AuthLayoutLabels {
  /** The logo link's accessible name. */
  home: string
}

const ENGLISH_AUTH_LAYOUT_LABELS: AuthLayoutLabels = { home: AUTH_HOME_LINK_LABEL }

export interface AuthLayoutProps extends React.ComponentProps<"main"> {
  /** The words around the cards. @default English (ENGLISH_AUTH_LAYOUT_LABELS) */
  labels?: AuthLayoutLabels
  /** Where the logo leads. @default "/" */
  homeHref?: string
  /** The uploaded logo (site setting `logos`); the default mark and name without it. */
  logoUrl?: string | null
  /** Under the card: a way back, help, small print. */
  footer?: React.ReactNode
}

/**
 * The page of the staff's sign-in steps (sign-in, two-step verification, recovery, access denied):
 * the logo, one card in the middle of a quiet background, and a footer line.
 */
export function AuthLayout({
  homeHref = "/",
  logoUrl,
  footer,
  labels = ENGLISH_AUTH_LAYOUT_LABELS,
  className,
  children,
  ...props
}: AuthLayoutProps) {
  return (
    <main
      data-slot="auth-layout"
      className={cn("flex min-h-svh flex-col items-center bg-muted px-4 py-10 text-foreground sm:justify-center sm:py-16", className)}
      {...props}
    >
      <div className="flex w-full max-w-[25rem] flex-col gap-7">
        <SmartLink
          href={homeHref}
          aria-label={labels.home}
          className="self-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-muted"
        >
          <BrandLogo logoUrl={logoUrl} />
        </SmartLink>
        <div data-slot="auth-layout-card" className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          {children}
        </div>
        {footer && (
          <div data-slot="auth-layout-footer" className="text-center text-sm text-muted-foreground">
            {footer}
          </div>
        )}
      </div>
    </main>
  )
}

export interface AuthCardHeaderProps extends Omit<React.ComponentProps<"div">, "title"> {
  /** The card's heading. */
  title: string
  /** A sentence under the heading. */
  description?: React.ReactNode
  /** An icon above the title (lucide, or any small element). */
  icon?: React.ReactNode
  /** Id for the h1, so a form or section can be labelled by it. */
  titleId?: string
}

/** The h1 and line of text at the top of an AuthLayout card. */
export function AuthCardHeader({ title, description, icon, titleId, className, ...props }: AuthCardHeaderProps) {
  return (
    <div data-slot="auth-card-header" className={cn("mb-6 flex flex-col gap-1.5", className)} {...props}>
      {icon && (
        <span className="mb-3 grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-5">{icon}</span>
      )}
      <h1 id={titleId} className="font-heading text-xl font-semibold tracking-tight">
        {title}
      </h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  )
}

const authLinkVariants = cva("rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring", {
  variants: {
    variant: {
      /** A way on inside the card ("Can't sign in?"). */
      default: "font-medium text-primary",
      /** A quiet way back, under the card. */
      muted: "text-muted-foreground hover:text-foreground",
    },
  },
  defaultVariants: { variant: "default" },
})

export interface AuthLinkProps extends SmartLinkProps, VariantProps<typeof authLinkVariants> {
  /** `default` a way on inside the card ("Can't sign in?"), `muted` a quiet way back under it. @default "default" */
  variant?: VariantProps<typeof authLinkVariants>["variant"]
}

/** A text link of the sign-in pages. */
export function AuthLink({ variant, className, ...props }: AuthLinkProps) {
  return (
    <SmartLink
      data-slot="auth-link"
      data-variant={variant ?? "default"}
      className={cn(authLinkVariants({ variant }), className)}
      {...props}
    />
  )
}
