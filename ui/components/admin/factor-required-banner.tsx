import * as React from "react"
import { ShieldAlert } from "lucide-react"
import { cn } from "../../lib/utils"

export const FACTOR_REQUIRED_TITLE = "Add a passkey or security key to continue"
const FACTOR_REQUIRED_DESCRIPTION =
  "Admins at Nordika must have a passkey or security key, because a look-alike page cannot phish one. Add one under Passkeys and security keys below: the rest of the admin opens as soon as you have."

export interface FactorRequiredBannerProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** What to do, under the title. @default FACTOR_REQUIRED_DESCRIPTION */
  description?: React.ReactNode
}

/** The notice at the top of an admin's credentials page while they must add a passkey or security key first. */
export function FactorRequiredBanner({ description = FACTOR_REQUIRED_DESCRIPTION, className, ...props }: FactorRequiredBannerProps) {
  const titleId = React.useId()
  return (
    <section
      data-slot="factor-required-banner"
      aria-labelledby={titleId}
      className={cn("flex gap-3 rounded-xl border border-destructive/40 bg-card p-5 text-card-foreground shadow-xs sm:p-6", className)}
      {...props}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={titleId} data-slot="factor-required-banner-title" className="font-heading text-base font-semibold">
          {FACTOR_REQUIRED_TITLE}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </section>
  )
}
