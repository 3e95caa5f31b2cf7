import fs from "node:fs"
import path from "node:path"
import { defineConfig, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"
import { REDIRECTS, ROUTES, routesFile } from "./app/site/routes-manifest"
import { BROCHURE_PATH, renderBrochure } from "./scripts/brochure.ts"

const ROUTE_TABLE_ID = "virtual:nordika-route-table"
const appRoot = path.resolve("app")

/**
 * Serves the route manifest (app/site/routes-manifest.ts) to the app as a light virtual module (paths,
 * page kinds, redirects: the content itself stays in the lazy page chunks), and writes
 * dist-app/routes.json, from which the server tells app routes (200) from unknown paths (404).
 */
function routeManifest(): Plugin {
  let isApp = false
  return {
    name: "nordika-route-manifest",
    configResolved(config) {
      // Storybook loads this config too; only the app build emits routes.json.
      isApp = path.resolve(config.root) === appRoot
    },
    resolveId(id) {
      return id === ROUTE_TABLE_ID ? `\0${ROUTE_TABLE_ID}` : undefined
    },
    load(id) {
      if (id !== `\0${ROUTE_TABLE_ID}`) return undefined
      const table = ROUTES.map(({ path: routePath, page, title }) => ({ path: routePath, page, title }))
      return `export const ROUTE_TABLE = ${JSON.stringify(table)};\nexport const REDIRECTS = ${JSON.stringify(REDIRECTS)};\n`
    },
    generateBundle() {
      if (!isApp) return
      this.emitFile({ type: "asset", fileName: "routes.json", source: JSON.stringify(routesFile(), null, 2) + "\n" })
    },
  }
}

const MIGRATIONS_ID = "virtual:nordika-migrations"

/**
 * The versions and names of supabase/migrations/ as the build knows them (names only, never the
 * SQL), so Diagnostics can tell the migrations the database has not applied yet.
 */
function migrationList(): Plugin {
  const dir = path.resolve("supabase/migrations")
  return {
    name: "nordika-migration-list",
    resolveId(id) {
      return id === MIGRATIONS_ID ? `\0${MIGRATIONS_ID}` : undefined
    },
    load(id) {
      if (id !== `\0${MIGRATIONS_ID}`) return undefined
      this.addWatchFile(dir)
      const migrations = fs
        .readdirSync(dir)
        .filter((file) => /^\d+_.+\.sql$/.test(file))
        .sort()
        .map((file) => {
          const [, version, name] = /^(\d+)_(.+)\.sql$/.exec(file)!
          return { version, name }
        })
      return `export const MIGRATIONS = ${JSON.stringify(migrations)};\n`
    },
  }
}

const BROCHURE_ID = "virtual:nordika-brochure"

/**
 * The company brochure PDF, drawn from app/content when the app is built (scripts/brochure.ts) and
 * written to dist-app at BROCHURE_PATH; the app imports its address and size from the virtual module.
 */
function brochureDownload(): Plugin {
  let isApp = false
  let rendered: Promise<Uint8Array> | undefined
  const render = () => (rendered ??= renderBrochure())
  return {
    name: "nordika-brochure",
    configResolved(config) {
      isApp = path.resolve(config.root) === appRoot
    },
    buildStart() {
      // Drawn while the modules transform, so the bundle does not wait for it.
      if (isApp) void render()
    },
    resolveId(id) {
      return id === BROCHURE_ID ? `\0${BROCHURE_ID}` : undefined
    },
    async load(id) {
      if (id !== `\0${BROCHURE_ID}`) return undefined
      const bytes = await render()
      return `export const BROCHURE = ${JSON.stringify({ href: BROCHURE_PATH, sizeBytes: bytes.byteLength })};\n`
    },
    configureServer(server) {
      server.middlewares.use(BROCHURE_PATH, (_req, res, next) => {
        render().then((bytes) => {
          res.setHeader("Content-Type", "application/pdf")
          res.end(bytes)
        }, next)
      })
    },
    async generateBundle() {
      if (!isApp) return
      this.emitFile({ type: "asset", fileName: BROCHURE_PATH.slice(1), source: await render() })
    },
  }
}

/** The site: a Vite + React SPA in app/, consuming ui/ from source. Served in production by server/. */
export default defineConfig({
  root: "app",
  publicDir: "public",
  plugins: [react(), tailwindcss(), routeManifest(), migrationList(), brochureDownload()],
  // The app takes the design system by its package name, as a consumer would, but from the sources.
  resolve: {
    alias: [
      { find: /^@nordika\/ui$/, replacement: path.resolve("ui/index.ts") },
      { find: /^@nordika\/ui\/styles\.css$/, replacement: path.resolve("ui/styles.css") },
    ],
  },
  build: { outDir: path.resolve("dist-app"), emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(["/auth", "/rest", "/storage", "/functions", "/config.js", "/_dev"].map((p) => [p, "http://localhost:3000"])),
  },
})
