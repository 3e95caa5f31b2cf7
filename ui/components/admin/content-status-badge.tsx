import { cva, type VariantProps } from "class-variance-authority"
import { CircleCheck, CircleDashed, PencilLine } from "lucide-react"
import { cn } from "../../lib/utils"

export const CONTENT_STATUS_LABELS = {
  published: "Published",
  draft: "Draft pending",
  unpublished: "Not published",
} as const

const contentStatusBadgeVariants = cva(
  "inline-flex w-fit items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:size-3.5",
  {
    variants: {
      status: {
        published: "border-success/30 bg-success/10 text-foreground [&>svg]:text-success",
        draft: "border-warning/40 bg-warning/10 text-foreground [&>svg]:text-warning",
        unpublished: "border-border bg-muted text-muted-foreground",
      },
    },
    defaultVariants: { status: "published" },
  },
)

const ICONS = { published: CircleCheck, draft: PencilLine, unpublished: CircleDashed }

export interface ContentStatusBadgeProps extends React.ComponentProps<"span">, VariantProps<typeof contentStatusBadgeVariants> {
  /** `published` live as saved, `draft` live with unpublished changes waiting, `unpublished` not on the site. @default "published" */
  status?: VariantProps<typeof contentStatusBadgeVariants>["status"]
}

/** Where a content section stands: published, with a draft pending, or not published. */
export function ContentStatusBadge({ status, className, ...props }: ContentStatusBadgeProps) {
  const state = status ?? "published"
  const Icon = ICONS[state]
  return (
    <span
      data-slot="content-status-badge"
      data-status={state}
      className={cn(contentStatusBadgeVariants({ status: state }), className)}
      {...props}
    >
      <Icon aria-hidden />
      {CONTENT_STATUS_LABELS[state]}
    </span>
  )
}
