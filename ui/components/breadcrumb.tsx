import * as React from "react"
import { Slot } from "../lib/slot"
import { ChevronRight, MoreHorizontal } from "lucide-react"
import { SmartLink, type SmartLinkProps } from "../lib/link-context"
import { cn } from "../lib/utils"

export interface BreadcrumbProps extends React.ComponentProps<"nav"> {
  /** Accessible name of the navigation landmark. @default "Breadcrumb" */
  "aria-label"?: string
}

export function Breadcrumb({ "aria-label": ariaLabel = "Breadcrumb", ...props }: BreadcrumbProps) {
  return <nav data-slot="breadcrumb" aria-label={ariaLabel} {...props} />
}

export function BreadcrumbList({ className, ...props }: React.ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn("flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5", className)}
      {...props}
    />
  )
}

export function BreadcrumbItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="breadcrumb-item" className={cn("inline-flex items-center gap-1.5", className)} {...props} />
}

export interface BreadcrumbLinkProps extends SmartLinkProps {
  /** Render the child element with the link's styles instead of a SmartLink. @default false */
  asChild?: boolean
}

/** A level of the trail; internal paths go through the LinkProvider's router link, like every SmartLink. */
export function BreadcrumbLink({ asChild = false, className, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot : SmartLink
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        "rounded-sm underline-offset-4 transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  )
}

export function BreadcrumbPage({ className, ...props }: React.ComponentProps<"span">) {
  return <span data-slot="breadcrumb-page" aria-current="page" className={cn("font-medium text-foreground", className)} {...props} />
}

export function BreadcrumbSeparator({ children, className, ...props }: React.ComponentProps<"li">) {
  return (
    <li data-slot="breadcrumb-separator" role="presentation" aria-hidden="true" className={cn("[&>svg]:size-3.5", className)} {...props}>
      {children ?? <ChevronRight />}
    </li>
  )
}

export interface BreadcrumbEllipsisProps extends React.ComponentProps<"span"> {
  /** Text for screen readers standing in for the collapsed levels. @default "More" */
  label?: string
}

export function BreadcrumbEllipsis({ className, label = "More", ...props }: BreadcrumbEllipsisProps) {
  return (
    <span data-slot="breadcrumb-ellipsis" className={cn("flex size-9 items-center justify-center", className)} {...props}>
      <MoreHorizontal aria-hidden="true" className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  )
}
