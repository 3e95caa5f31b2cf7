/** Storage key of the visitor's light/dark preference. */
export const UI_THEME_STORAGE_KEY = "vite-ui-theme"
const UI_THEMES = ["light", "dark", "system"] as const
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

/**
 * Puts exactly one of the classes `light` / `dark` on `root` and matches native controls to it. What
 * is already right is left alone: any change to <html> restyles the whole page.
 */
export function applyUiTheme(resolved: ResolvedUiTheme, root: HTMLElement = document.documentElement) {
  const other = resolved === "light" ? "dark" : "light"
  if (root.classList.contains(other)) root.classList.remove(other)
  if (!root.classList.contains(resolved)) root.classList.add(resolved)
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved
}

/**
 * A script for the document's <head>: applies the stored choice to <html> before the first paint, so a
 * server-rendered page in the dark theme never flashes light while its JavaScript loads (the same rule
 * as parseUiTheme, resolveUiTheme and applyUiTheme, written out as plain script).
 */
export function uiThemeBootScript(storageKey: string = UI_THEME_STORAGE_KEY): string {
  return (
    `try{var t=localStorage.getItem(${JSON.stringify(storageKey)});` +
    // Nothing stored is the default, set here too: the app then finds <html> as it would leave it.
    `if(t!=="light"&&t!=="dark"&&t!=="system")t=${JSON.stringify(DEFAULT_UI_THEME)};` +
    `if(t==="system")t=matchMedia(${JSON.stringify(PREFERS_DARK_QUERY)}).matches?"dark":"light";` +
    `var r=document.documentElement;r.classList.remove("light","dark");r.classList.add(t);r.style.colorScheme=t` +
    `}catch(e){}`
  )
}
