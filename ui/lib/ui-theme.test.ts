import { describe, expect, it } from "vitest"
import { applyUiTheme, DEFAULT_UI_THEME, parseUiTheme, resolveUiTheme, UI_THEME_STORAGE_KEY } from "./ui-theme"

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
