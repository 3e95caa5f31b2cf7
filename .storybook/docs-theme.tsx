import { DocsContainer, type DocsContainerProps } from "@storybook/addon-docs/blocks"
import * as React from "react"
import { GLOBALS_UPDATED, SET_GLOBALS } from "storybook/internal/core-events"
import { create, type ThemeVars } from "storybook/theming"
import { applyUiTheme, type ResolvedUiTheme } from "../ui/lib/ui-theme"
import { readTokens } from "../stories/foundations/tokens"
import { storyUiTheme } from "./themes"

const tokens = new Map(readTokens().colors.map((token) => [token.name, token]))

function token(name: string, theme: ResolvedUiTheme): string {
  const value = theme === "dark" ? tokens.get(name)?.dark : tokens.get(name)?.light
  if (!value) throw new Error(`ui/styles.css has no ${theme} value for --${name}`)
  return value
}

/**
 * Storybook's docs pages (canvas, text, tables, code, the props table) in the UI theme's own tokens
 * (ui/styles.css), so a docs page reads like the components it shows: never dark text on a white
 * canvas, or the other way round.
 */
function docsTheme(theme: ResolvedUiTheme): ThemeVars {
  return create({
    base: theme,
    fontBase: '"Inter", ui-sans-serif, system-ui, sans-serif',
    fontCode: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    colorPrimary: token("primary", theme),
    colorSecondary: token("primary", theme),
    appBg: token("background", theme),
    appContentBg: token("background", theme),
    appPreviewBg: token("background", theme),
    appBorderColor: token("border", theme),
    appBorderRadius: 8,
    textColor: token("foreground", theme),
    textInverseColor: token("background", theme),
    textMutedColor: token("muted-foreground", theme),
    barBg: token("card", theme),
    barTextColor: token("muted-foreground", theme),
    barSelectedColor: token("primary", theme),
    barHoverColor: token("primary", theme),
    inputBg: token("background", theme),
    inputBorder: token("input", theme),
    inputTextColor: token("foreground", theme),
    inputBorderRadius: 6,
    buttonBg: token("secondary", theme),
    buttonBorder: token("input", theme),
    booleanBg: token("muted", theme),
    booleanSelectedBg: token("background", theme),
  })
}

const DOCS_THEMES: Record<ResolvedUiTheme, ThemeVars> = { light: docsTheme("light"), dark: docsTheme("dark") }

type Channel = DocsContainerProps["context"]["channel"]

/**
 * The toolbar's Theme as the preview last announced it: before each docs page renders it announces
 * the globals (GLOBALS_UPDATED); SET_GLOBALS, on start, is the fallback.
 */
function announcedTheme(channel: Channel): ResolvedUiTheme {
  const [payload] = (channel.last(GLOBALS_UPDATED) ?? channel.last(SET_GLOBALS) ?? []) as [{ globals?: Record<string, unknown> }?]
  return storyUiTheme(payload?.globals ?? {})
}

function useToolbarTheme(channel: Channel): ResolvedUiTheme {
  const subscribe = React.useCallback(
    (changed: () => void) => {
      channel.on(GLOBALS_UPDATED, changed)
      return () => channel.off(GLOBALS_UPDATED, changed)
    },
    [channel],
  )
  return React.useSyncExternalStore(subscribe, () => announcedTheme(channel))
}

/**
 * Every docs page (a component's autodocs and the MDX pages) in the toolbar's Theme, switching with it:
 * Storybook's blocks take their colours from the docs theme, and what the page draws with the design
 * system's classes from the `dark` class on <html>, as a story's own decorator sets it.
 */
export function ThemedDocsContainer(props: React.PropsWithChildren<DocsContainerProps>) {
  const theme = useToolbarTheme(props.context.channel)
  React.useLayoutEffect(() => applyUiTheme(theme), [theme])
  return <DocsContainer {...props} theme={DOCS_THEMES[theme]} />
}
