import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/**
 * A built app without a server render, in a temporary folder: a shell index.html and the routes.json that
 * names `pages` (the site answers them from it and the live documents). The caller removes the folder.
 */
export function builtAppWithoutServerRender(name: string, pages: readonly string[]): string {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), `nordika-${name}-`))
  fs.writeFileSync(
    path.join(appDir, "index.html"),
    '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(path.join(appDir, "routes.json"), JSON.stringify({ paths: pages, patterns: [], pages, redirects: {} }))
  return appDir
}
