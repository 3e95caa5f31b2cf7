import { describe, expect, it } from "vitest"
import { applyUiTheme, DEFAULT_UI_THEME, parseUiTheme, resolveUiTheme, uiThemeBootScript, UI_THEME_STORAGE_KEY } from "./ui-theme"

describe("the UI theme preference", () => {
  it("is stored under vite-ui-theme and defaults to light", () => {
    expect(UI_THEME_STORAGE_KEY).toBe("vite-ui-theme")
    expect(DEFAULT_UI_THEME).toBe("light")
  })

  it("accepts only light, dark or system from storage", () => {
    expect(parseUiTheme("light")).toBe("light")
    expect(parseUiTheme("dark")).toBe("dark")
    expect(parseUiTheme("system")).toBe("system")
    expect(parseUiTheme("Dark")).toBeNull()
    expect(parseUiTheme('"dark"')).toBeNull()
    expect(parseUiTheme("")).toBeNull()
    expect(parseUiTheme(null)).toBeNull()
  })

  it("resolves system by the operating system's preference", () => {
    expect(resolveUiTheme("system", true)).toBe("dark")
    expect(resolveUiTheme("system", false)).toBe("light")
    expect(resolveUiTheme("light", true)).toBe("light")
    expect(resolveUiTheme("dark", false)).toBe("dark")
  })
})

describe("applyUiTheme", () => {
  function fakeRoot(initial: string[], colorScheme = "") {
    const classes = new Set(initial)
    const changes: string[] = []
    const style = { colorScheme }
    const root = {
      classList: {
        contains: (name: string) => classes.has(name),
        add: (...names: string[]) => names.forEach((n) => (changes.push(`+${n}`), classes.add(n))),
        remove: (...names: string[]) => names.forEach((n) => (changes.push(`-${n}`), classes.delete(n))),
      },
      style: new Proxy(style, {
        set: (target, key, value) => (changes.push(`${String(key)}=${value}`), Reflect.set(target, key, value)),
      }),
    }
    return { root: root as unknown as HTMLElement, classes, changes }
  }

  it("touches nothing that is already right (a change to <html> restyles the whole page)", () => {
    const { root, changes } = fakeRoot(["light"], "light")
    applyUiTheme("light", root)
    expect(changes).toEqual([])
  })

  it("leaves exactly one of light and dark, keeping other classes", () => {
    const { root, classes } = fakeRoot(["light", "dark", "js"])
    applyUiTheme("dark", root)
    expect([...classes].sort()).toEqual(["dark", "js"])
    expect(root.style.colorScheme).toBe("dark")
    applyUiTheme("light", root)
    expect([...classes].sort()).toEqual(["js", "light"])
  })
})

describe("uiThemeBootScript", () => {
  function run(stored: string | null, prefersDark = false) {
    const classes = new Set<string>()
    const root = {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      },
      style: { colorScheme: "" },
    }
    const environment = {
      localStorage: { getItem: (key: string) => (key === UI_THEME_STORAGE_KEY ? stored : null) },
      matchMedia: () => ({ matches: prefersDark }),
      document: { documentElement: root },
    }
    new Function("localStorage", "matchMedia", "document", uiThemeBootScript())(
      environment.localStorage,
      environment.matchMedia,
      environment.document,
    )
    return { classes: [...classes], colorScheme: root.style.colorScheme }
  }

  it("puts the stored theme on <html> before the app runs, resolving system", () => {
    expect(run("dark")).toEqual({ classes: ["dark"], colorScheme: "dark" })
    expect(run("light")).toEqual({ classes: ["light"], colorScheme: "light" })
    expect(run("system", true)).toEqual({ classes: ["dark"], colorScheme: "dark" })
    expect(run("system", false)).toEqual({ classes: ["light"], colorScheme: "light" })
  })

  it("puts the default theme on <html> without a valid choice, as the app would", () => {
    expect(run(null)).toEqual({ classes: [DEFAULT_UI_THEME], colorScheme: DEFAULT_UI_THEME })
    expect(run("purple")).toEqual({ classes: [DEFAULT_UI_THEME], colorScheme: DEFAULT_UI_THEME })
  })

  it("never throws when storage is unavailable", () => {
    expect(() => new Function("localStorage", uiThemeBootScript())(undefined)).not.toThrow()
  })
})
