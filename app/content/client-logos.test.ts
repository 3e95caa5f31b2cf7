import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { HOME } from "./home"

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../public")
const MIGRATION = fs.readFileSync(
  path.resolve(import.meta.dirname, "../../supabase/migrations/20261110000000_client_logo_artwork.sql"),
  "utf8",
)
const CLIENTS = HOME.clientLogos.items
const drawingOf = (url: string) => fs.readFileSync(path.join(PUBLIC_DIR, url), "utf8")

describe("the seeded clients' logos", () => {
  it("are bundled with the site, one file per client", () => {
    for (const client of CLIENTS) {
      expect(client.logoUrl, client.name).toBe(`/client-logos/${client.id}.svg`)
      expect(fs.existsSync(path.join(PUBLIC_DIR, client.logoUrl!)), client.name).toBe(true)
    }
  })

  it("are small, self-contained SVG drawings with their lettering in outlines (no font to load, nothing to run)", () => {
    for (const client of CLIENTS) {
      const svg = drawingOf(client.logoUrl!)
      expect(svg, client.name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ \d+"/)
      expect(Buffer.byteLength(svg), client.name).toBeLessThan(16 * 1024)
      expect(svg, client.name).not.toMatch(/<(script|foreignObject|image|text|style)\b|\son\w+=|href=/i)
    }
  })

  it("are each drawn differently", () => {
    expect(new Set(CLIENTS.map((client) => drawingOf(client.logoUrl!))).size).toBe(CLIENTS.length)
  })

  it("are what the migration gives databases seeded before them", () => {
    const pairs = [...MIGRATION.matchAll(/md5\('nordika-client-logo:([a-z-]+)'\)::uuid, '([^']+)'/g)].map(([, id, url]) => ({ id, url }))
    expect(pairs).toEqual(CLIENTS.map((client) => ({ id: client.id, url: client.logoUrl })))
  })
})
