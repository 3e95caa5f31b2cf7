import * as React from "react"
import * as AccordionPrimitive from "@radix-ui/react-accordion"
import { ChevronDown } from "lucide-react"
import { cn } from "../lib/utils"

/** The values of the items open in the accordion around, and the value of the item around. */
const OpenItemsContext = React.createContext<readonly string[] | null>(null)
const ItemValueContext = React.createContext<string | null>(null)

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * Radix's accordion, which also tells its items' contents whether they are open (see AccordionContent).
 * Controlled or not, as Radix's: the open values are followed through `onValueChange`.
 */
export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = React.useState(() => asList(props.defaultValue))
  const open = props.value === undefined ? uncontrolled : asList(props.value)
  const { onValueChange } = props
  const followValue = (next: string | string[]) => {
    setUncontrolled(asList(next))
    ;(onValueChange as ((value: string | string[]) => void) | undefined)?.(next)
  }
  return (
    <OpenItemsContext.Provider value={open}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        {...(props as React.ComponentProps<typeof AccordionPrimitive.Root>)}
        onValueChange={followValue as never}
      />
    </OpenItemsContext.Provider>
  )
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <ItemValueContext.Provider value={props.value}>
      <AccordionPrimitive.Item data-slot="accordion-item" className={cn("border-b border-border last:border-b-0", className)} {...props} />
    </ItemValueContext.Provider>
  )
}

export function AccordionTrigger({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" className="flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          "flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium text-foreground transition-colors outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/**
 * An item's content, rendered while the item is open. Radix renders a closed item's content as an empty
 * hidden region and measures it when it mounts, a forced style and layout of the page per item: on a
 * page that hydrates several closed questions, most of the hydration's longest task.
 */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const open = React.useContext(OpenItemsContext)
  const value = React.useContext(ItemValueContext)
  if (open && value !== null && !open.includes(value) && !props.forceMount) return null
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm text-foreground data-[state=open]:animate-[nordika-fade-in_150ms_ease-out] motion-reduce:animate-none"
      {...props}
    >
      <div className={cn("pt-0 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
