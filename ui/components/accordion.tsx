import * as React from "react"
import * as AccordionPrimitive from "@radix-ui/react-accordion"
import { ChevronDownIcon } from "./frame-icons"
import { cn } from "../lib/utils"

interface OpenItems {
  /** The values of the items open now. */
  open: readonly string[]
  /** Opens an item (a find in the page matched its closed content). */
  openItem: (value: string) => void
}

/** The accordion's open items, and the value of the item around. */
const OpenItemsContext = React.createContext<OpenItems | null>(null)
const ItemValueContext = React.createContext<string | null>(null)

const asList = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * Radix's accordion, which also tells its items' contents whether they are open (see AccordionContent).
 * Controlled or not, as Radix's: it keeps the open values itself unless given `value`, and reports
 * every change through `onValueChange`.
 */
export function Accordion(props: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = React.useState(() => asList(props.defaultValue))
  const open = props.value === undefined ? uncontrolled : asList(props.value)
  const { type, onValueChange } = props
  const change = (next: string[]) => {
    setUncontrolled(next)
    const value = type === "multiple" ? next : (next[0] ?? "")
    ;(onValueChange as ((value: string | string[]) => void) | undefined)?.(value)
  }
  const openItem = (value: string) => {
    if (!open.includes(value)) change(type === "multiple" ? [...open, value] : [value])
  }
  const rootProps = { ...props, defaultValue: undefined } as React.ComponentProps<typeof AccordionPrimitive.Root>
  return (
    <OpenItemsContext.Provider value={{ open, openItem }}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        {...rootProps}
        value={(type === "multiple" ? open : (open[0] ?? "")) as never}
        onValueChange={((next: string | string[]) => change(asList(next).filter(Boolean))) as never}
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
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 motion-reduce:transition-none"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

const CONTENT_CLASS =
  "overflow-hidden text-sm text-foreground data-[state=open]:animate-[nordika-fade-in_150ms_ease-out] motion-reduce:animate-none"

/**
 * An item's content. While the item is closed it is in the page but hidden until found: search engines
 * read it, and a find in the page that matches it opens the item. Radix's own content is rendered only
 * while the item is open: Radix measures a closed item's region as it mounts, a forced style and layout
 * of the page per item while the page hydrates.
 */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  const items = React.useContext(OpenItemsContext)
  const value = React.useContext(ItemValueContext)
  const body = <div className={cn("pt-0 pb-4", className)}>{children}</div>
  if (items && value !== null && !items.open.includes(value) && !props.forceMount)
    return <ClosedContent onFound={() => items.openItem(value)}>{body}</ClosedContent>
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className={CONTENT_CLASS} {...props}>
      {body}
    </AccordionPrimitive.Content>
  )
}

/** A closed item's content: `hidden="until-found"` (React writes `hidden` as a plain flag, so it is set here). */
function ClosedContent({ onFound, children }: { onFound: () => void; children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null)
  const found = React.useEffectEvent(onFound)
  React.useEffect(() => {
    const element = ref.current!
    element.setAttribute("hidden", "until-found")
    const onBeforeMatch = () => found()
    element.addEventListener("beforematch", onBeforeMatch)
    return () => element.removeEventListener("beforematch", onBeforeMatch)
  }, [])
  return (
    <div ref={ref} hidden data-slot="accordion-content" data-state="closed" className={CONTENT_CLASS}>
      {children}
    </div>
  )
}
