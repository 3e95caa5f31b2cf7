import { createElement, createRef, type ReactElement } from "react"
import { Slot as RadixSlot } from "@radix-ui/react-slot"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it, vi } from "vitest"
import { Slot } from "./slot"

type Props = Record<string, unknown>

describe("Slot", () => {
  it("renders its child with the slot's props merged in: the child's win, class names join, styles merge", () => {
    const child = createElement("a", { href: "/quote", className: "underline", style: { color: "red" }, title: "child" })
    const rendered = Slot({
      className: "inline-flex",
      style: { margin: 0, color: "blue" },
      title: "slot",
      id: "cta",
      children: child,
    }) as ReactElement<Props>
    expect(rendered.type).toBe("a")
    expect(rendered.props).toMatchObject({
      href: "/quote",
      className: "inline-flex underline",
      style: { margin: 0, color: "red" },
      title: "child",
      id: "cta",
    })
  })

  it("runs both event handlers, the child's first, and sets both refs", () => {
    const calls: string[] = []
    const slotRef = createRef<HTMLElement>()
    const childRef = vi.fn()
    const child = createElement("a", { onClick: () => calls.push("child"), ref: childRef })
    const rendered = Slot({ onClick: () => calls.push("slot"), ref: slotRef, children: child }) as ReactElement<Props>
    ;(rendered.props.onClick as () => void)()
    expect(calls).toEqual(["child", "slot"])
    const node = {} as HTMLElement
    ;(rendered.props.ref as (node: HTMLElement) => void)(node)
    expect(slotRef.current).toBe(node)
    expect(childRef).toHaveBeenCalledWith(node)
  })

  it("refuses anything but one element", () => {
    expect(() => Slot({ children: "text" })).toThrow()
  })
})

describe("Slot, beside Radix's (@radix-ui/react-slot), which it replaces", () => {
  /** What each Slot hands its child: the child is a component that keeps its props. */
  function propsGivenBy(SlotUnderTest: typeof Slot | typeof RadixSlot, slotProps: Props, childProps: Props) {
    let received: Props = {}
    const Probe = (props: Props) => {
      received = props
      return null
    }
    renderToStaticMarkup(createElement(SlotUnderTest, slotProps, createElement(Probe, childProps)))
    return received
  }

  const cases: [string, Props, Props][] = [
    ["the child's props win over the slot's", { title: "slot", id: "a" }, { title: "child" }],
    ["class names join, the slot's first", { className: "inline-flex" }, { className: "underline" }],
    ["a class name on one side only", { className: "inline-flex" }, {}],
    ["styles merge, the child's values win", { style: { margin: 0, color: "blue" } }, { style: { color: "red" } }],
    ["aria and data attributes pass through", { "aria-invalid": true, "data-slot": "form-control" }, { "aria-describedby": "x" }],
  ]
  it.each(cases)("gives the child what Radix's gives it: %s", (_, slotProps, childProps) => {
    const ours = propsGivenBy(Slot, slotProps, childProps)
    const radix = propsGivenBy(RadixSlot, slotProps, childProps)
    const withoutRef = ({ ref: _ref, ...rest }: Props) => rest
    expect(withoutRef(ours)).toEqual(withoutRef(radix))
  })

  it("runs the two click handlers in Radix's order, and both refs get the node", () => {
    const order = (SlotUnderTest: typeof Slot | typeof RadixSlot) => {
      const calls: string[] = []
      const slotRef = createRef<HTMLElement>()
      const childRef = createRef<HTMLElement>()
      const given = propsGivenBy(
        SlotUnderTest,
        { onClick: () => calls.push("slot"), ref: slotRef },
        { onClick: () => calls.push("child"), ref: childRef },
      )
      ;(given.onClick as () => void)()
      const node = {} as HTMLElement
      const ref = given.ref as (node: HTMLElement | null) => void
      ref(node)
      return { calls, bothSet: slotRef.current === node && childRef.current === node }
    }
    expect(order(Slot)).toEqual(order(RadixSlot))
    expect(order(Slot)).toEqual({ calls: ["child", "slot"], bothSet: true })
  })

  it("renders the same markup as Radix's for a link given a button's props", () => {
    const buttonProps: Props = { className: "btn", "data-slot": "button", "aria-label": "Request a quote" }
    const markup = (SlotUnderTest: typeof Slot | typeof RadixSlot) =>
      renderToStaticMarkup(
        createElement(
          SlotUnderTest,
          buttonProps,
          createElement("a", { href: "/contact/request-quote", className: "w-full" }, "Request a quote"),
        ),
      )
    expect(markup(Slot)).toBe(markup(RadixSlot))
    expect(markup(Slot)).toBe(
      '<a href="/contact/request-quote" class="btn w-full" data-slot="button" aria-label="Request a quote">Request a quote</a>',
    )
  })
})
