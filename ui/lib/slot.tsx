import * as React from "react"

interface SlotProps extends React.HTMLAttributes<HTMLElement> {
  /** Set to the rendered element, as the child's own ref is. */
  ref?: React.Ref<HTMLElement>
  /** The one element to render, with these props merged into its own. */
  children?: React.ReactNode
}
type Props = Record<string, unknown>

const isHandler = (name: string) => /^on[A-Z]/.test(name)

/**
 * Renders its one child element with its own props merged in, as Radix's Slot does: the child's props
 * win, except that both event handlers run (the child's first), styles merge, class names join and
 * refs are both set. The Button's own copy: Radix's, with its Slottable support, was more than the
 * rest of the button in every page's first load.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!React.isValidElement<Props>(children)) return React.Children.only(null)
  const childProps = children.props
  const merged: Props = { ...slotProps }
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = merged[name]
    if (isHandler(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = (childValue as (...a: unknown[]) => unknown)(...args)
        ;(slotValue as (...a: unknown[]) => unknown)(...args)
        return result
      }
    } else if (name === "style") merged.style = { ...(slotValue as object), ...(childValue as object) }
    else if (name === "className") merged.className = [slotValue, childValue].filter(Boolean).join(" ")
    else merged[name] = childValue
  }
  const childRef = childProps.ref as React.Ref<HTMLElement> | undefined
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)
  return React.cloneElement(children, merged)
}

function composeRefs<T>(...refs: React.Ref<T>[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === "function") return ref(node)
      if (ref) ref.current = node
    })
    return () =>
      cleanups.forEach((cleanup, index) => {
        const ref = refs[index]
        if (typeof cleanup === "function") cleanup()
        else if (typeof ref === "function") ref(null)
        else if (ref) ref.current = null
      })
  }
}
