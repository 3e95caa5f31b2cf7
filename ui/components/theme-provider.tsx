import * as React from "react"
import {
  applyUiTheme,
  DEFAULT_UI_THEME,
  parseUiTheme,
  PREFERS_DARK_QUERY,
  resolveUiTheme,
  UI_THEME_STORAGE_KEY,
  type ResolvedUiTheme,
  type UiTheme,
} from "../lib/ui-theme"

export { UI_THEME_STORAGE_KEY, DEFAULT_UI_THEME, UI_THEMES, type UiTheme, type ResolvedUiTheme } from "../lib/ui-theme"

interface ThemeContextValue {
  /** The visitor's choice. */
  theme: UiTheme
  /** What is shown: `theme`, with "system" resolved by the operating system's preference. */
  resolvedTheme: ResolvedUiTheme
  /** Applies and stores a new choice. */
  setTheme: (theme: UiTheme) => void
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null)

// Storage can throw (privacy modes, quotas); the preference then simply is not remembered.
function readStored(key: string): UiTheme | null {
  try {
    return parseUiTheme(window.localStorage.getItem(key))
  } catch {
    return null
  }
}

function subscribeToColorScheme(onChange: () => void) {
  const query = window.matchMedia(PREFERS_DARK_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}
const prefersDark = () => window.matchMedia(PREFERS_DARK_QUERY).matches
// The stored choice is read on render; changes come through `chosen` (this tab) and the storage event (others).
const noSubscription = () => () => undefined

export interface ThemeProviderProps {
  children?: React.ReactNode
  /** Used until the visitor picks a theme. @default "light" */
  defaultTheme?: UiTheme
  /** localStorage key of the choice. @default "vite-ui-theme" */
  storageKey?: string
}

/**
 * Holds the light/dark/system choice, remembers it in localStorage, and keeps the class `light` or
 * `dark` on <html> in step with it (and, for "system", with the operating system's preference).
 * Server-rendered HTML is hydrated with the default first (the server cannot know the choice), then
 * the stored choice applies at once.
 */
export function ThemeProvider({ children, defaultTheme = DEFAULT_UI_THEME, storageKey = UI_THEME_STORAGE_KEY }: ThemeProviderProps) {
  const stored = React.useSyncExternalStore(
    noSubscription,
    () => readStored(storageKey),
    () => null,
  )
  const [chosen, setThemeState] = React.useState<UiTheme | null>(null)
  const theme = chosen ?? stored ?? defaultTheme
  const systemDark = React.useSyncExternalStore(subscribeToColorScheme, prefersDark, () => false)
  const resolvedTheme = resolveUiTheme(theme, systemDark)

  React.useEffect(() => {
    applyUiTheme(resolvedTheme)
  }, [resolvedTheme])

  // A choice made in another tab applies here too.
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) setThemeState(parseUiTheme(event.newValue) ?? defaultTheme)
    }
    window.addEventListener("storage", onStorage)
    return () => window.removeEventListener("storage", onStorage)
  }, [storageKey, defaultTheme])

  const setTheme = React.useCallback(
    (next: UiTheme) => {
      try {
        window.localStorage.setItem(storageKey, next)
      } catch {
        // Not remembered, but still applied.
      }
      setThemeState(next)
    },
    [storageKey],
  )

  const value = React.useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme])
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

/** The UI theme and its setter; must be called under a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext)
  if (!context) throw new Error("useTheme must be used within a ThemeProvider")
  return context
}
