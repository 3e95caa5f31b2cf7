import * as React from "react"
import { cn } from "../../lib/utils"
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "../breadcrumb"

/** A level above the page in the breadcrumb trail. */
export interface AdminBreadcrumb {
  label: string
  href: string
}

export interface AdminPageHeaderProps extends Omit<React.ComponentProps<"header">, "title"> {
  /** The page's h1, and the last level of the breadcrumb trail. */
  title: string
  /** A sentence under the title: what the screen is for. */
  description?: React.ReactNode
  /** The levels above this page, outermost first; no trail without them. */
  breadcrumbs?: readonly AdminBreadcrumb[]
  /** Buttons for the page as a whole (add, save, export), at the end of the header. */
  actions?: React.ReactNode
}

/** The head of an admin screen: breadcrumbs, the title with a line of description, and the page's actions. */
export function AdminPageHeader({ title, description, breadcrumbs = [], actions, className, ...props }: AdminPageHeaderProps) {
  return (
    <header data-slot="admin-page-header" className={cn("flex flex-col gap-3 border-b border-border pb-5", className)} {...props}>
      {breadcrumbs.length > 0 && (
        <Breadcrumb>
          <BreadcrumbList className="gap-1 text-[0.8125rem] sm:gap-1.5">
            {breadcrumbs.map(({ label, href }) => (
              <React.Fragment key={href}>
                <BreadcrumbItem>
                  {/* 24 px tall to tap (WCAG 2.5.8), in the same line box as before. */}
                  <BreadcrumbLink href={href} className="-my-1 py-1">
                    {label}
                  </BreadcrumbLink>
                </BreadcrumbItem>
                <BreadcrumbSeparator />
              </React.Fragment>
            ))}
            <BreadcrumbItem>
              <BreadcrumbPage>{title}</BreadcrumbPage>
            </BreadcrumbItem>
          </BreadcrumbList>
        </Breadcrumb>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 data-slot="admin-page-title" className="font-heading text-2xl font-semibold tracking-tight text-foreground">
            {title}
          </h1>
          {description && (
            <p data-slot="admin-page-description" className="max-w-2xl text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        {actions && (
          <div data-slot="admin-page-actions" className="flex shrink-0 flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
    </header>
  )
}

export interface AdminPageProps
  extends Omit<React.ComponentProps<"div">, "title">, Pick<AdminPageHeaderProps, "title" | "description" | "breadcrumbs" | "actions"> {}

/** One admin screen's page: its header, then its content, on the admin's width and spacing. */
export function AdminPage({ title, description, breadcrumbs, actions, className, children, ...props }: AdminPageProps) {
  return (
    <div
      data-slot="admin-page"
      className={cn("mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8", className)}
      {...props}
    >
      <AdminPageHeader title={title} description={description} breadcrumbs={breadcrumbs} actions={actions} />
      <div data-slot="admin-page-content" className="flex flex-col gap-6">
        {children}
      </div>
    </div>
  )
}
