import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { ThemeProvider, useTheme, UI_THEME_STORAGE_KEY } from "../ui/components/theme-provider"
import { ThemeToggle } from "../ui/components/theme-toggle"
import { PREFERS_DARK_QUERY } from "../ui/lib/ui-theme"

/**
 * Stands in for the operating system's colour-scheme preference: `set(true)` flips it to dark and
 * notifies listeners, as a real change of the system setting would. Other media queries are untouched.
 */
const systemColorScheme = (() => {
  let dark = false
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  return {
    install() {
      const original = window.matchMedia
      window.matchMedia = (query: string) => {
        if (query !== PREFERS_DARK_QUERY) return original.call(window, query)
        return {
          get matches() {
            return dark
          },
          media: query,
          onchange: null,
          addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        } as unknown as MediaQueryList
      }
      return () => {
        window.matchMedia = original
        listeners.clear()
        dark = false
      }
    },
    set(value: boolean) {
      dark = value
      for (const listener of listeners) listener({ matches: value, media: PREFERS_DARK_QUERY } as MediaQueryListEvent)
    },
  }
})()

function ThemeStatus() {
  const { theme, resolvedTheme } = useTheme()
  return (
    <p className="text-sm text-muted-foreground">
      Chosen: <span data-testid="chosen-theme">{theme}</span>, showing: <span data-testid="resolved-theme">{resolvedTheme}</span>
    </p>
  )
}

const meta = {
  title: "Components/ThemeProvider",
  component: ThemeProvider,
  render: (args) => (
    <ThemeProvider {...args}>
      <div className="flex flex-col items-start gap-4">
        <ThemeToggle />
        <ThemeStatus />
      </div>
    </ThemeProvider>
  ),
  beforeEach: () => {
    window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
    const restoreColorScheme = systemColorScheme.install()
    return () => {
      restoreColorScheme()
      window.localStorage.removeItem(UI_THEME_STORAGE_KEY)
    }
  },
  tags: ["autodocs"],
} satisfies Meta<typeof ThemeProvider>

export default meta
type Story = StoryObj<typeof meta>

const html = document.documentElement

export const Default: Story = {}

export const DefaultsToLight: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Light" })).toBeChecked()
    await waitFor(() => expect(html).toHaveClass("light"))
    await expect(html).not.toHaveClass("dark")
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBeNull()
  },
}

export const PersistsChoiceUnderViteUiTheme: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Dark" }))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("dark")
    await waitFor(() => expect(html).toHaveClass("dark"))
    await expect(html).not.toHaveClass("light")
    await userEvent.click(canvas.getByRole("radio", { name: "Light" }))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("light")
    await waitFor(() => expect(html).toHaveClass("light"))
    await expect(html).not.toHaveClass("dark")
  },
}

export const RestoresTheStoredChoice: Story = {
  tags: ["interaction"],
  beforeEach: () => window.localStorage.setItem(UI_THEME_STORAGE_KEY, "dark"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked()
    await waitFor(() => expect(html).toHaveClass("dark"))
  },
}

export const IgnoresAnUnknownStoredValue: Story = {
  tags: ["interaction"],
  beforeEach: () => window.localStorage.setItem(UI_THEME_STORAGE_KEY, "sepia"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Light" })).toBeChecked()
    await waitFor(() => expect(html).toHaveClass("light"))
  },
}

export const SystemFollowsPreferenceChanges: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "System" }))
    await expect(window.localStorage.getItem(UI_THEME_STORAGE_KEY)).toBe("system")
    await waitFor(() => expect(html).toHaveClass("light"))
    systemColorScheme.set(true)
    await waitFor(() => expect(html).toHaveClass("dark"))
    await expect(canvas.getByTestId("resolved-theme")).toHaveTextContent("dark")
    systemColorScheme.set(false)
    await waitFor(() => expect(html).toHaveClass("light"))
  },
}

export const AppliesAChoiceMadeInAnotherTab: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    window.localStorage.setItem(UI_THEME_STORAGE_KEY, "dark")
    window.dispatchEvent(new StorageEvent("storage", { key: UI_THEME_STORAGE_KEY, newValue: "dark", storageArea: window.localStorage }))
    await waitFor(() => expect(html).toHaveClass("dark"))
    await expect(canvas.getByRole("radio", { name: "Dark" })).toBeChecked()
  },
}
