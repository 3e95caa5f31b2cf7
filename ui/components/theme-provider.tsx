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

export { UI_THEME_STORAGE_KEY, type UiTheme } from "../lib/ui-theme"

interface ThemeContextValue {
  /** The visitor's choice. */
  theme: UiTheme
  /** What is shown: `theme`, with "system" resolved by the operating system's preference. */
  resolvedTheme: ResolvedUiTheme
  /** Applies and stores a new choice. */
  setTheme: (theme: UiTheme) => void
}

/**
 * What the context holds: a store of the theme, one object for the provider's whole life. Its consumers
 * subscribe to it, so a change of theme renders them alone: the context's value never changes, and a
 * part of the page that React has not hydrated yet (a Suspense boundary) is not made to render afresh.
 */
interface ThemeStore {
  subscribe: (onChange: () => void) => () => void
  get: () => ThemeContextValue
  /** What the first render saw (on a server-rendered page: the server's), for consumers that hydrate. */
  getInitial: () => ThemeContextValue
  publish: (value: ThemeContextValue) => void
}

function createThemeStore(initial: ThemeContextValue): ThemeStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    get: () => current,
    getInitial: () => initial,
    publish(value) {
      if (value.theme === current.theme && value.resolvedTheme === current.resolvedTheme && value.setTheme === current.setTheme) return
      current = value
      for (const listener of listeners) listener()
    },
  }
}

const ThemeContext = React.createContext<ThemeStore | null>(null)

// Before the browser paints, so a consumer never shows a stale choice; the server has no layout effects.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect

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
  /** The app: everything below reads and changes the theme through useTheme. */
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

  const [store] = React.useState(() => createThemeStore({ theme, resolvedTheme, setTheme }))
  useIsomorphicLayoutEffect(() => store.publish({ theme, resolvedTheme, setTheme }), [store, theme, resolvedTheme, setTheme])
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>
}

/** The UI theme and its setter; must be called under a ThemeProvider. */
export function useTheme(): ThemeContextValue {
  const store = React.useContext(ThemeContext)
  if (!store) throw new Error("useTheme must be used within a ThemeProvider")
  return React.useSyncExternalStore(store.subscribe, store.get, store.getInitial)
}
