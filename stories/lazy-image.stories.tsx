import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { LazyImage, LAZY_IMAGE_FADE_MS, LAZY_IMAGE_ROOT_MARGIN_PX } from "../ui/components/lazy-image"
import { ImageResizerProvider } from "../ui/lib/image-resizer-context"
import { imagePlaceholderInitials } from "../ui/lib/image-url"
import type { ImageResizer } from "../ui/lib/responsive-image"

/** A local picture (there is no network in tests): a data: SVG. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1554c0"/><stop offset="1" stop-color="#0b1b2b"/></linearGradient></defs>
    <rect width="480" height="320" fill="url(#g)"/>
    <circle cx="360" cy="90" r="48" fill="#f3f7fb" opacity="0.8"/>
    <path d="M0 260 L140 150 L240 230 L330 170 L480 270 L480 320 L0 320 Z" fill="#0b1b2b" opacity="0.7"/>
  </svg>`,
)}`
const ALT = "Translators reviewing a glossary"

/**
 * Swaps IntersectionObserver for one that never reports by itself; `reveal()` reports every
 * observed element as intersecting. Installed by a story's beforeEach, removed after it.
 */
const manualObserver = (() => {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }>()
  return {
    install() {
      const Original = window.IntersectionObserver
      window.IntersectionObserver = class {
        readonly root = null
        readonly rootMargin = "0px"
        readonly thresholds = [0]
        private entry: { callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [], self: this as unknown as IntersectionObserver }
          observers.add(this.entry)
        }
        observe(target: Element) {
          this.entry.targets.push(target)
        }
        unobserve() {}
        disconnect() {
          observers.delete(this.entry)
        }
        takeRecords() {
          return []
        }
      } as unknown as typeof IntersectionObserver
      return () => {
        window.IntersectionObserver = Original
        observers.clear()
      }
    },
    reveal() {
      for (const { callback, targets, self } of [...observers]) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          self,
        )
      }
    },
  }
})()

const meta = {
  title: "Components/LazyImage",
  component: LazyImage,
  subcomponents: { ImageResizerProvider },
  args: { src: PICTURE, alt: ALT, width: 480, height: 320, className: "rounded-lg" },
  tags: ["autodocs"],
} satisfies Meta<typeof LazyImage>

export default meta
type Story = StoryObj<typeof meta>

const part = (root: HTMLElement, slot: string) => root.querySelector<HTMLElement>(`[data-slot="${slot}"]`)

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, "lazy-image")).toHaveAttribute("data-state", "loaded"))
  },
}

export const Placeholder: Story = {
  beforeEach: manualObserver.install,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("img", { name: ALT })).toHaveTextContent(imagePlaceholderInitials(ALT))
    await expect(part(canvasElement, "lazy-image-img")).toBeNull()
  },
}

export const WithoutAlt: Story = {
  args: { alt: "" },
  beforeEach: manualObserver.install,
  play: async ({ canvasElement }) => {
    const placeholder = part(canvasElement, "lazy-image-placeholder")
    await expect(placeholder).toBeVisible()
    await expect(placeholder).toHaveTextContent(/^$/)
    await expect(placeholder).toHaveAttribute("aria-hidden", "true")
  },
}

export const ShowsInitialsUntilLoaded: Story = {
  tags: ["interaction"],
  beforeEach: manualObserver.install,
  play: async ({ canvas, canvasElement, step }) => {
    await expect(LAZY_IMAGE_FADE_MS).toBe(300)
    await step("out of view: initials, and no request for the picture", async () => {
      await expect(canvas.getByText("TR")).toBeVisible()
      await expect(part(canvasElement, "lazy-image-img")).toBeNull()
    })
    await step("in view: the picture loads, fades in over 300 ms and replaces the initials", async () => {
      manualObserver.reveal()
      const img = await waitFor(() => {
        const element = part(canvasElement, "lazy-image-img")
        expect(element).toHaveAttribute("data-loaded", "true")
        return element!
      })
      await expect(getComputedStyle(img).transitionDuration).toBe(`${LAZY_IMAGE_FADE_MS / 1000}s`)
      await expect(canvas.queryByText("TR")).not.toBeInTheDocument()
      await expect(canvas.getByRole("img", { name: ALT })).toBe(img)
    })
  },
}

export const ShowsInitialsWhenLoadingFails: Story = {
  tags: ["interaction"],
  args: { src: "data:image/png;base64,bm90IGFuIGltYWdl" },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, "lazy-image")).toHaveAttribute("data-state", "error"))
    await expect(canvas.getByRole("img", { name: ALT })).toHaveTextContent("TR")
    await expect(part(canvasElement, "lazy-image-img")).toBeNull()
  },
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))))

export const LoadsWithin200pxOfViewport: Story = {
  tags: ["interaction"],
  args: { width: 320, height: 200 },
  render: (args) => (
    <div role="region" aria-label="Gallery" tabIndex={0} className="h-72 overflow-y-auto rounded-md border border-border p-4">
      <p className="h-[1200px] text-sm text-muted-foreground">Scroll down to the picture.</p>
      <LazyImage {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, step }) => {
    await expect(LAZY_IMAGE_ROOT_MARGIN_PX).toBe(200)
    const scroller = canvas.getByRole("region", { name: "Gallery" })
    const image = part(canvasElement, "lazy-image")!
    const scrollToDistance = (px: number) => {
      scroller.scrollTop += image.getBoundingClientRect().top - scroller.getBoundingClientRect().bottom - px
    }
    await step("below the fold: not loaded", async () => {
      await nextFrames()
      await expect(part(canvasElement, "lazy-image-img")).toBeNull()
    })
    await step(`${LAZY_IMAGE_ROOT_MARGIN_PX + 50} px below the visible area: still not loaded`, async () => {
      scrollToDistance(LAZY_IMAGE_ROOT_MARGIN_PX + 50)
      await nextFrames()
      await expect(part(canvasElement, "lazy-image-img")).toBeNull()
    })
    await step(`${LAZY_IMAGE_ROOT_MARGIN_PX - 50} px below the visible area: loads`, async () => {
      scrollToDistance(LAZY_IMAGE_ROOT_MARGIN_PX - 50)
      await waitFor(() => expect(part(canvasElement, "lazy-image-img")).toBeInTheDocument())
    })
    await step("scrolled away again: stays loaded", async () => {
      scroller.scrollTop = 0
      await waitFor(() => expect(image).toHaveAttribute("data-state", "loaded"))
      await nextFrames()
      await expect(part(canvasElement, "lazy-image-img")).toBeInTheDocument()
    })
  },
}

export const PriorityLoadsAtOnce: Story = {
  tags: ["interaction"],
  args: { priority: true },
  beforeEach: manualObserver.install,
  play: async ({ canvasElement }) => {
    const img = part(canvasElement, "lazy-image-img")
    await expect(img).toHaveAttribute("fetchpriority", "high")
    await waitFor(() => expect(part(canvasElement, "lazy-image")).toHaveAttribute("data-state", "loaded"))
  },
}

/** Stands in for the storage render endpoint (no network in tests): every copy is the same local picture. */
const localResizer: ImageResizer = (src, width, format) => `${src}#width=${width}&format=${format}`

export const OffersResizedAvifAndWebp: Story = {
  tags: ["interaction"],
  args: { width: 640, height: 427, sizes: "(min-width: 640px) 640px, 100vw" },
  render: (args) => (
    <ImageResizerProvider value={localResizer}>
      <LazyImage {...args} />
    </ImageResizerProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(part(canvasElement, "lazy-image")).toHaveAttribute("data-state", "loaded"))
    const sources = [...canvasElement.querySelectorAll("picture source")]
    await expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    await expect(sources[0]).toHaveAttribute("sizes", "(min-width: 640px) 640px, 100vw")
    await expect(sources[0].getAttribute("srcset")).toBe(
      [320, 480, 640].map((width) => `${PICTURE}#width=${width}&format=avif ${width}w`).join(", "),
    )
    // The <img> keeps the original address, with its size for the layout.
    const img = part(canvasElement, "lazy-image-img")!
    await expect(img).toHaveAttribute("src", PICTURE)
    await expect(img).toHaveAttribute("width", "640")
    await expect(img).toHaveAttribute("height", "427")
  },
}
