import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, spyOn, waitFor } from "storybook/test"
import { Button } from "../ui/components/button"
import { SiteThemeApplier } from "../ui/components/site-theme-applier"
import { serializeSiteTheme, SITE_THEME_STORAGE_KEY, type SiteTheme } from "../ui/lib/site-theme"

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
/** What the applier itself set on <html> ("" when the stylesheet's default is in force). */
const override = (name: string) => html.style.getPropertyValue(`--${name}`)

const storeTheme = (value: string) => () => window.localStorage.setItem(SITE_THEME_STORAGE_KEY, value)

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

export const StoredTheme: Story = { beforeEach: storeTheme(serializeSiteTheme(FJORD)) }

export const FetchedTheme: Story = { args: { theme: AURORA } }

export const AppliesTheStoredThemeOnMount: Story = {
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async () => {
    await waitFor(() => expect(token("primary")).toBe("#0f5e6b"))
    await expect(token("radius")).toBe("0.25rem")
    await expect(token("font-heading")).toContain('"Montserrat"')
  },
}

export const AppliesAndCachesTheFetchedTheme: Story = {
  args: { theme: AURORA },
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async () => {
    await waitFor(() => expect(token("primary")).toBe("#5b2bb5"))
    await expect(token("radius")).toBe("1rem")
    await expect(window.localStorage.getItem(SITE_THEME_STORAGE_KEY)).toBe(serializeSiteTheme(AURORA))
  },
}

export const StorageEventReappliesTheme: Story = {
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async ({ step }) => {
    await waitFor(() => expect(token("primary")).toBe("#0f5e6b"))
    await step("another tab saves a new theme", async () => {
      const newValue = serializeSiteTheme(AURORA)
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, newValue)
      window.dispatchEvent(new StorageEvent("storage", { key: SITE_THEME_STORAGE_KEY, newValue, storageArea: window.localStorage }))
      await waitFor(() => expect(token("primary")).toBe("#5b2bb5"))
      await expect(token("font-heading")).toContain('"Poppins"')
    })
    await step("another tab removes it: the defaults return", async () => {
      window.localStorage.removeItem(SITE_THEME_STORAGE_KEY)
      window.dispatchEvent(new StorageEvent("storage", { key: SITE_THEME_STORAGE_KEY, newValue: null, storageArea: window.localStorage }))
      await waitFor(() => expect(override("primary")).toBe(""))
      await expect(override("radius")).toBe("")
    })
  },
}

export const IgnoresStorageEventsForOtherKeys: Story = {
  beforeEach: storeTheme(serializeSiteTheme(FJORD)),
  play: async () => {
    await waitFor(() => expect(token("primary")).toBe("#0f5e6b"))
    window.dispatchEvent(new StorageEvent("storage", { key: "vite-ui-theme", newValue: "dark", storageArea: window.localStorage }))
    await expect(token("primary")).toBe("#0f5e6b")
  },
}

export const BrokenStoredThemeKeepsDefaults: Story = {
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
