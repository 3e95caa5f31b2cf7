/** Storage key of the visitor's light/dark preference. */
export const UI_THEME_STORAGE_KEY = "vite-ui-theme"
export const UI_THEMES = ["light", "dark", "system"] as const
export type UiTheme = (typeof UI_THEMES)[number]
export type ResolvedUiTheme = Exclude<UiTheme, "system">
/** The UI theme before the visitor picks one. */
export const DEFAULT_UI_THEME: UiTheme = "light"
/** The media query "system" follows. */
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)"

export function isUiTheme(value: unknown): value is UiTheme {
  return typeof value === "string" && (UI_THEMES as readonly string[]).includes(value)
}

/** The stored preference, or null when nothing (or something unknown) is stored. */
export function parseUiTheme(raw: string | null | undefined): UiTheme | null {
  return isUiTheme(raw) ? raw : null
}

/** "system" becomes light or dark by the operating system's preference. */
export function resolveUiTheme(theme: UiTheme, prefersDark: boolean): ResolvedUiTheme {
  return theme === "system" ? (prefersDark ? "dark" : "light") : theme
}

/** Puts exactly one of the classes `light` / `dark` on `root` and matches native controls to it. */
export function applyUiTheme(resolved: ResolvedUiTheme, root: HTMLElement = document.documentElement) {
  root.classList.remove("light", "dark")
  root.classList.add(resolved)
  root.style.colorScheme = resolved
}

/**
 * A script for the document's <head>: applies the stored choice to <html> before the first paint, so a
 * server-rendered page in the dark theme never flashes light while its JavaScript loads (the same rule
 * as parseUiTheme, resolveUiTheme and applyUiTheme, written out as plain script).
 */
export function uiThemeBootScript(storageKey: string = UI_THEME_STORAGE_KEY): string {
  return (
    `try{var t=localStorage.getItem(${JSON.stringify(storageKey)});` +
    `if(t==="system")t=matchMedia(${JSON.stringify(PREFERS_DARK_QUERY)}).matches?"dark":"light";` +
    `if(t==="light"||t==="dark"){var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t);r.style.colorScheme=t}` +
    `}catch(e){}`
  )
}
