import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, spyOn, waitFor } from "storybook/test"
import { Button } from "../ui/components/button"
import { SiteThemeApplier, type SiteThemeApplierProps } from "../ui/components/site-theme-applier"
import { serializeSiteTheme, SITE_THEME_STORAGE_KEY, SITE_THEME_STYLE_ATTRIBUTE, type SiteTheme } from "../ui/lib/site-theme"

/** Themes as staff save them. Each pairs primary with its foreground so text stays readable in both UI themes. */
const FJORD: SiteTheme = {
  colors: { primary: "#0f5e6b", "primary-foreground": "#ffffff", ring: "#0f5e6b" },
  typography: { headingFont: "Montserrat", bodyFont: "Open Sans" },
  sizing: { radius: 0.25 },
}
const AURORA: SiteTheme = {
  colors: { primary: "#5b2bb5", "primary-foreground": "#ffffff", ring: "#5b2bb5" },
  typography: { headingFont: "Poppins", bodyFont: "Source Sans Pro" },
  sizing: { radius: 1 },
}

const html = document.documentElement
/** The value the page resolves for a token, e.g. "#0f5e6b". */
const token = (name: string) => getComputedStyle(html).getPropertyValue(`--${name}`).trim()
/** What the applier's style sheet sets for a token ("" when the stylesheet's default is in force). */
const override = (name: string) => {
  const sheet = document.head.querySelector(`style[${SITE_THEME_STYLE_ATTRIBUTE}]`)?.textContent ?? ""
  return new RegExp(`(?:^|[{;])--${name}:([^;}]+)`).exec(sheet)?.[1] ?? ""
}

const storeTheme = (value: string) => () => window.localStorage.setItem(SITE_THEME_STORAGE_KEY, value)

/** What another tab does when it saves `value` under `key`. */
function storeInAnotherTab(key: string, value: string) {
  window.localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: window.localStorage }))
}

function ThemePreview() {
  return (
    <div className="flex max-w-md flex-col items-start gap-3 rounded-lg border border-border bg-card p-6 text-card-foreground">
      <h2 className="font-heading text-2xl font-bold">Localisation that sounds local</h2>
      <p className="text-muted-foreground">Translation, transcreation and voice-over in more than 100 languages.</p>
      <Button>Free Quote</Button>
    </div>
  )
}

const meta = {
  title: "Components/SiteThemeApplier",
  component: SiteThemeApplier,
  render: (args) => (
    <>
      <SiteThemeApplier {...args} />
      <ThemePreview />
    </>
  ),
  beforeEach: () => {
    window.localStorage.removeItem(SITE_THEME_STORAGE_KEY)
    return () => window.localStorage.removeItem(SITE_THEME_STORAGE_KEY)
  },
  tags: ["autodocs"],
} satisfies Meta<typeof SiteThemeApplier>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A theme's fonts load on demand, so when they land beside the capture varies from run to run. */
const FONTS_ON_DEMAND = { visual: { disable: true, reason: "the theme's web fonts load on demand, at no fixed moment" } }

export const StoredTheme: Story = { beforeEach: storeTheme(serializeSiteTheme(FJORD)), parameters: FONTS_ON_DEMAND }

export const FetchedTheme: Story = { args: { theme: AURORA }, parameters: FONTS_ON_DEMAND }

export const AppliesTheStoredThemeOnMount: Story = {
  tags: ["interaction"],
  parameters: FONTS_ON_DEMAND,
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async () => {
    await waitFor(() => expect(override("primary")).toBe("#0f5e6b"))
    await expect(token("radius")).toBe("0.25rem")
    await expect(token("font-heading")).toContain('"Montserrat"')
  },
}

export const AppliesAndCachesTheFetchedTheme: Story = {
  tags: ["interaction"],
  parameters: FONTS_ON_DEMAND,
  args: { theme: AURORA },
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async () => {
    await waitFor(() => expect(override("primary")).toBe("#5b2bb5"))
    await expect(token("radius")).toBe("1rem")
    await expect(window.localStorage.getItem(SITE_THEME_STORAGE_KEY)).toBe(serializeSiteTheme(AURORA))
  },
}

export const StorageEventReappliesTheme: Story = {
  tags: ["interaction"],
  parameters: FONTS_ON_DEMAND,
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async ({ step }) => {
    await waitFor(() => expect(override("primary")).toBe("#0f5e6b"))
    await step("another tab saves a new theme", async () => {
      const newValue = serializeSiteTheme(AURORA)
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, newValue)
      window.dispatchEvent(new StorageEvent("storage", { key: SITE_THEME_STORAGE_KEY, newValue, storageArea: window.localStorage }))
      await waitFor(() => expect(override("primary")).toBe("#5b2bb5"))
      await expect(token("font-heading")).toContain('"Poppins"')
    })
    await step("another tab removes it: the defaults return", async () => {
      window.localStorage.removeItem(SITE_THEME_STORAGE_KEY)
      window.dispatchEvent(new StorageEvent("storage", { key: SITE_THEME_STORAGE_KEY, newValue: null, storageArea: window.localStorage }))
      await waitFor(() => expect(override("primary")).toBe(""))
      await expect(token("radius")).toBe("0.5rem")
    })
  },
}

/** Another key of this origin's storage that holds a valid site theme (a draft, say). */
const OTHER_KEY = "siteThemeDraft"

export const IgnoresStorageEventsForOtherKeys: Story = {
  tags: ["interaction"],
  parameters: FONTS_ON_DEMAND,
  beforeEach: () => {
    storeTheme(serializeSiteTheme(FJORD))()
    return () => window.localStorage.removeItem(OTHER_KEY)
  },
  play: async ({ step }) => {
    await waitFor(() => expect(override("primary")).toBe("#0f5e6b"))
    await step("a valid theme saved under another key changes nothing", async () => {
      storeInAnotherTab(OTHER_KEY, serializeSiteTheme(AURORA))
      await expect(override("primary")).toBe("#0f5e6b")
      await expect(token("radius")).toBe("0.25rem")
    })
    await step("the same theme saved under siteTheme is applied", async () => {
      storeInAnotherTab(SITE_THEME_STORAGE_KEY, serializeSiteTheme(AURORA))
      await waitFor(() => expect(override("primary")).toBe("#5b2bb5"))
    })
  },
}

/** The applier with a switch between the light and the dark UI colour mode (the class on <html>), starting in light. */
function ColorModeSwitch(props: SiteThemeApplierProps) {
  const [colorMode, setColorMode] = React.useState<"light" | "dark">("light")
  const other = colorMode === "light" ? "dark" : "light"
  React.useEffect(() => {
    const wasDark = html.classList.contains("dark")
    html.classList.toggle("dark", colorMode === "dark")
    return () => void html.classList.toggle("dark", wasDark)
  }, [colorMode])
  return (
    <>
      <SiteThemeApplier {...props} />
      <div className="flex flex-col items-start gap-4">
        <Button variant="outline" onClick={() => setColorMode(other)}>
          Switch to {other} mode
        </Button>
        <ThemePreview />
      </div>
    </>
  )
}

export const ColoursFollowTheColorMode: Story = {
  tags: ["interaction"],
  parameters: FONTS_ON_DEMAND,
  args: { theme: AURORA },
  render: (args) => <ColorModeSwitch {...args} />,
  play: async ({ canvas, step, userEvent }) => {
    await waitFor(() => expect(token("primary")).toBe("#5b2bb5"))
    await step("dark mode keeps its own palette, and the theme's fonts and radius", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Switch to dark mode" }))
      await waitFor(() => expect(token("primary")).not.toBe("#5b2bb5"))
      await expect(token("primary-foreground")).not.toBe("")
      await expect(token("radius")).toBe("1rem")
      await expect(token("font-heading")).toContain('"Poppins"')
    })
    await step("light mode brings the colours back", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Switch to light mode" }))
      await waitFor(() => expect(token("primary")).toBe("#5b2bb5"))
    })
  },
}

export const BrokenStoredThemeKeepsDefaults: Story = {
  tags: ["interaction"],
  beforeEach: () => {
    window.localStorage.setItem(SITE_THEME_STORAGE_KEY, "{not json")
    const consoleWarn = spyOn(console, "warn").mockImplementation(() => {})
    return () => consoleWarn.mockRestore()
  },
  play: async () => {
    await waitFor(() => expect(console.warn).toHaveBeenCalledOnce())
    await expect(override("primary")).toBe("")
    await expect(override("radius")).toBe("")
  },
}

export const SkipsInvalidValues: Story = {
  tags: ["interaction"],
  beforeEach: storeTheme(
    JSON.stringify({
      colors: { primary: "teal", accent: "#e0f1f2" },
      typography: { headingFont: "Comic Sans MS" },
      sizing: { radius: "big" },
    }),
  ),
  play: async () => {
    await waitFor(() => expect(override("accent")).toBe("#e0f1f2"))
    await expect(override("primary")).toBe("")
    await expect(override("font-heading")).toBe("")
    await expect(override("radius")).toBe("")
  },
}
