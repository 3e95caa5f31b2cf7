import { createElement, createRef, type ReactElement } from "react"
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
