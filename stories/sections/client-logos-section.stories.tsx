import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { ClientLogosSection } from "../../ui/components/sections/client-logos-section"
import { relativeLuminance } from "../../ui/lib/contrast"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const CLIENTS = HOME_CONTENT.clientLogos.items

const meta = {
  title: "Sections/ClientLogosSection",
  component: ClientLogosSection,
  args: { ...HOME_CONTENT.clientLogos },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ClientLogosSection>

export default meta
type Story = StoryObj<typeof meta>

/** The logo images once every one has loaded. */
async function loadedLogos(canvasElement: HTMLElement): Promise<HTMLImageElement[]> {
  let images: HTMLImageElement[] = []
  await waitFor(
    () => {
      images = [...canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="client-logos-list"] img')]
      expect(images).toHaveLength(CLIENTS.length)
      for (const image of images) expect(image.complete && image.naturalWidth > 0).toBe(true)
    },
    { timeout: 10_000 },
  )
  return images
}

/** Contrast between a logo's ink as shown (its CSS filter and opacity applied) and the tile behind it. */
function inkContrast(image: HTMLImageElement): number {
  const style = getComputedStyle(image)
  const canvas = document.createElement("canvas")
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  const context = canvas.getContext("2d", { willReadFrequently: true })!
  context.filter = style.filter
  context.drawImage(image, 0, 0)
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
  const tile = getComputedStyle(image.closest("li")!)
    .backgroundColor.match(/\d+(\.\d+)?/g)!
    .map(Number)
    .slice(0, 3) as [number, number, number]
  const opacity = Number(style.opacity)
  // The mean colour of the painted pixels, as blended over the tile.
  const sum = [0, 0, 0]
  let count = 0
  for (let index = 0; index < data.length; index += 4) {
    if (data[index + 3] < 200) continue
    for (let channel = 0; channel < 3; channel++) sum[channel] += data[index + channel]
    count++
  }
  const ink = sum.map((total, channel) => (total / count) * opacity + tile[channel] * (1 - opacity)) as [number, number, number]
  const [lighter, darker] = [relativeLuminance(ink), relativeLuminance(tile)].sort((a, b) => b - a)
  return (lighter + 0.05) / (darker + 0.05)
}

export const Logos: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loadedLogos(canvasElement)
    for (const client of CLIENTS) await expect(canvas.getByRole("img", { name: client.name })).toBeVisible()
  },
}

export const EveryLogoIsItsOwnDrawing: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const images = await loadedLogos(canvasElement)
    const drawings = await Promise.all(images.map(async (image) => (await fetch(image.currentSrc)).text()))
    await expect(new Set(drawings).size).toBe(CLIENTS.length)
    for (const drawing of drawings) await expect(drawing).toMatch(/^<svg [^>]*viewBox=["']/)
  },
}

export const LegibleInTheCurrentTheme: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const images = await loadedLogos(canvasElement)
    const dark = document.documentElement.classList.contains("dark")
    for (const image of images) {
      await expect(getComputedStyle(image).filter.includes("invert(1)")).toBe(dark)
      // Non-text graphics need 3:1 (WCAG 1.4.11); the logos' mean ink clears it in both themes.
      await expect({ logo: image.alt, contrast: inkContrast(image) >= 3 }).toEqual({ logo: image.alt, contrast: true })
    }
  },
}

export const WordmarksWithoutALogo: Story = {
  args: { items: CLIENTS.map(({ logoUrl: _logoUrl, ...client }) => client) },
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole("listitem").map((item) => item.textContent)
    await expect(names).toEqual(CLIENTS.map((client) => client.name))
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
  },
}

export const AnUploadedLogoBesideTheBundledOnes: Story = {
  args: {
    items: [
      {
        id: "nordika",
        name: "Nordika",
        industry: "Language services",
        logoUrl: new URL("../fixtures/nordika-logo.svg", import.meta.url).href,
      },
      ...CLIENTS.slice(0, 5),
    ],
  },
  play: async ({ canvas }) => {
    // Each logo's placeholder stands in for it until its picture has loaded: the name holds throughout.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Nordika" })).toBeInTheDocument())
    await waitFor(() => expect(canvas.getByRole("img", { name: CLIENTS[0].name })).toBeInTheDocument())
  },
}
