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
  function fakeRoot(initial: string[]) {
    const classes = new Set(initial)
    const root = {
      classList: {
        add: (...names: string[]) => names.forEach((n) => classes.add(n)),
        remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
      },
      style: { colorScheme: "" },
    }
    return { root: root as unknown as HTMLElement, classes }
  }

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

  it("leaves the document alone without a valid choice", () => {
    expect(run(null)).toEqual({ classes: [], colorScheme: "" })
    expect(run("purple")).toEqual({ classes: [], colorScheme: "" })
  })

  it("never throws when storage is unavailable", () => {
    expect(() => new Function("localStorage", uiThemeBootScript())(undefined)).not.toThrow()
  })
})
