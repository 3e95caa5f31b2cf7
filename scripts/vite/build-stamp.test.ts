import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { sourcesHash, staleBuildReason } from "./build-stamp"

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A repository of a page, a component and a test, built once (its stamp written as the build writes it). */
function builtRepository() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-stamp-"))
  dirs.push(root)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write("app/main.tsx", "render(<Home />)")
  write("ui/button.tsx", "export const Button = () => null")
  write("ui/button.test.ts", "it('renders')")
  write("dist-app/.vite/build-stamp.json", JSON.stringify({ commit: "unknown", sources: sourcesHash(root) }))
  return { root, write }
}

describe("a build's stamp", () => {
  it("matches the sources it was built from", () => {
    const { root } = builtRepository()
    expect(staleBuildReason(root, "dist-app/.vite/build-stamp.json")).toBeUndefined()
  })

  it("no longer matches once a source changes, committed or not", () => {
    const { root, write } = builtRepository()
    write("ui/button.tsx", "export const Button = () => 'changed'")
    expect(staleBuildReason(root, "dist-app/.vite/build-stamp.json")).toMatch(/built from other sources/)
  })

  it("still matches when only a test changes", () => {
    const { root, write } = builtRepository()
    write("ui/button.test.ts", "it('renders twice')")
    expect(staleBuildReason(root, "dist-app/.vite/build-stamp.json")).toBeUndefined()
  })

  it("is missing from a build made before stamps", () => {
    const { root } = builtRepository()
    expect(staleBuildReason(root, "dist-server/build-stamp.json")).toMatch(/dist-server\/build-stamp\.json is missing/)
  })
})
