/**
 * The menus are documents (docs/decisions/0011-menus-as-documents.md): app/content/navigation.ts and
 * app/content/footer.ts's columns are only the document seed's input, so the built app (dist-app/, from
 * `npm run build`) carries no second copy of the menu in its scripts: its words come in each page's HTML
 * and hand-over, from the published documents.
 */
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { FOOTER_TAGLINE } from "../app/content/footer"
import { MAIN_MENU } from "../app/content/navigation"

const ASSETS = path.resolve("dist-app/assets")

describe("the built app's scripts", () => {
  it("hold none of the menu's link descriptions nor the footer's tagline", () => {
    const descriptions = MAIN_MENU.flatMap((item) =>
      (item.subItems ?? []).flatMap((group) => group.links.flatMap((link) => link.description ?? [])),
    )
    expect(descriptions.length).toBeGreaterThan(30)
    const scripts = fs.readdirSync(ASSETS).filter((file) => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(10)
    const carrying = scripts.filter((file) => {
      const code = fs.readFileSync(path.join(ASSETS, file), "utf8")
      return code.includes(FOOTER_TAGLINE) || descriptions.some((description) => code.includes(description))
    })
    expect(carrying).toEqual([])
  })
})
