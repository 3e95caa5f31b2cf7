import { createElement, type ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import * as lucide from "lucide-react"
import { describe, expect, it } from "vitest"
import * as frameIcons from "./frame-icons"

const NAMES = ["Menu", "ChevronDown", "MapPin", "ArrowUp", "Monitor", "Moon", "Sun", "RefreshCw", "Loader2"] as const
const PROPS = [{ className: "size-4", "aria-hidden": "true" }, { className: "animate-spin" }, { "aria-label": "Busy" }, {}]

describe("the frame's icons", () => {
  it.each(NAMES)("%s is drawn exactly as lucide-react draws it, decorative unless labelled", (name) => {
    for (const props of PROPS) {
      const ours = frameIcons[`${name}Icon`] as ComponentType<object>
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(
        renderToStaticMarkup(createElement(lucide[name] as ComponentType<object>, props)),
      )
    }
  })
})
