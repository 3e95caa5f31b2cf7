import type { Meta, StoryObj } from "@storybook/react-vite"
import { SITE_THEME_FONTS } from "../../ui/lib/site-theme"
import { loadSiteThemeFonts } from "../../ui/lib/theme-fonts"

/** The type scale the site's headings and text use (Tailwind's, as the components apply it). */
const TYPE_SCALE = [
  { name: "Display (home hero)", className: "text-5xl font-bold", sample: "Language without borders" },
  { name: "Heading 1", className: "text-4xl font-bold", sample: "Translation and localization" },
  { name: "Heading 2", className: "text-3xl font-semibold", sample: "Why clients choose Nordika" },
  { name: "Heading 3", className: "text-xl font-semibold", sample: "Certified translation" },
  { name: "Lead", className: "text-lg", sample: "Specialist linguists in 120 languages, from Stockholm." },
  { name: "Body", className: "text-base", sample: "Every project has one project manager and a second linguist who reviews." },
  { name: "Small", className: "text-sm", sample: "Quotes within one business day." },
  { name: "Caption", className: "text-xs uppercase tracking-wide", sample: "Case study" },
] as const

const meta = {
  title: "Foundations/Typography",
  parameters: { layout: "padded" },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Scale: Story = {
  render: () => (
    <dl className="grid max-w-4xl gap-5">
      {TYPE_SCALE.map((step) => (
        <div key={step.name} className="grid gap-1 border-b border-border pb-4 md:grid-cols-[12rem_1fr] md:items-baseline">
          <dt className="text-sm text-muted-foreground">
            {step.name}
            <div>
              <code>{step.className}</code>
            </div>
          </dt>
          <dd className={`font-heading ${step.className}`}>{step.sample}</dd>
        </div>
      ))}
    </dl>
  ),
}

/** The six fonts staff may choose for headings and body text in the site theme (Inter by default). */
export const Fonts: Story = {
  // Only Inter is in the stylesheet; the site loads the others when a theme selects one.
  loaders: [() => loadSiteThemeFonts(SITE_THEME_FONTS)],
  render: () => (
    <ul className="grid max-w-4xl gap-6">
      {SITE_THEME_FONTS.map((font) => (
        <li key={font} className="border-b border-border pb-4" style={{ fontFamily: `"${font}", sans-serif` }}>
          <p className="text-sm text-muted-foreground">{font}</p>
          <p className="text-3xl font-bold">Nordika translates the world&apos;s work</p>
          <p className="text-base">ÅÄÖ åäö 0123456789 — regular text in {font}.</p>
        </li>
      ))}
    </ul>
  ),
}
