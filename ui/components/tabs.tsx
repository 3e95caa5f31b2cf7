import * as React from "react"
import * as TabsPrimitive from "@radix-ui/react-tabs"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const tabsListVariantMap = {
  variant: {
    default: "h-10 rounded-lg bg-muted p-1",
    line: "h-10 gap-2 border-b border-border",
  },
}

const tabsListVariants = cva("inline-flex w-fit items-center justify-center text-muted-foreground", {
  variants: tabsListVariantMap,
  defaultVariants: { variant: "default" },
})

export const TABS_LIST_VARIANTS = variantOptions(tabsListVariantMap.variant)

const tabsTriggerVariants = cva(
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 data-[state=active]:text-foreground [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "rounded-md data-[state=active]:bg-background data-[state=active]:shadow-sm",
        line: "-mb-px border-b-2 border-transparent data-[state=active]:border-primary",
      } satisfies Record<(typeof TABS_LIST_VARIANTS)[number], string>,
    },
    defaultVariants: { variant: "default" },
  },
)

type TabsListVariant = VariantProps<typeof tabsListVariants>["variant"]
const TabsListVariantContext = React.createContext<TabsListVariant>("default")

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-2", className)} {...props} />
}

export interface TabsListProps extends React.ComponentProps<typeof TabsPrimitive.List>, VariantProps<typeof tabsListVariants> {
  /**
   * `default` tabs on a tinted track, for switching views of one thing (a form's sections); `line` an
   * underlined row, for tabs that head a page or a card. @default "default"
   */
  variant?: TabsListVariant
}

export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsListVariantContext.Provider value={variant ?? "default"}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={variant ?? "default"}
        className={cn(tabsListVariants({ variant }), className)}
        {...props}
      />
    </TabsListVariantContext.Provider>
  )
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const variant = React.useContext(TabsListVariantContext)
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn(tabsTriggerVariants({ variant }), className)} {...props} />
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  )
}
