import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { defineConfig, loadEnv, runnerImport, type Plugin } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"
import { uiThemeBootScript } from "./ui/lib/ui-theme.ts"
import { buildStamp } from "./scripts/vite/build-stamp.ts"
import { chunkModules } from "./scripts/vite/chunk-modules.ts"
import { precompress } from "./scripts/vite/precompress.ts"
import { preloadFonts } from "./scripts/vite/preload-fonts.ts"
import { SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from "./supabase/functions/_shared/locales.ts"

type RoutesManifest = typeof import("./app/site/routes-manifest")
type BrochureModule = typeof import("./scripts/brochure.ts")

/** Where each language's brochure is served; kept equal to scripts/brochure.ts (BROCHURE_PATHS), which loads only when drawn. */
const brochurePath = (locale: SiteLocale) => `/downloads/nordika-brochure${locale === SOURCE_LOCALE ? "" : `-${locale}`}.pdf`

/**
 * V8's explicit compile hint: every function of a chunk marked with it is compiled with the script,
 * off the main thread while it streams in, instead of on first call, on the main thread, in the middle
 * of hydration. Only for the chunks whose code every public page runs at once.
 */
const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad"
const EAGERLY_COMPILED_CHUNKS: ReadonlySet<string> = new Set(["react-dom", "react", "router"])
/** The files of the chunks the entry (app/index.html's script) imports: those three and Rolldown's runtime. */
const ENTRY_CHUNK_FILE = /(^|\/)(react-dom|react|router|rolldown-runtime)-[\w-]{7}\.js$/
const ROUTE_TABLE_ID = "virtual:nordika-route-table"
const appRoot = path.resolve("app")
/** The server render's build (app/entry-server.tsx), beside the browser's dist-app/. */
const SERVER_ENTRY = path.resolve("app/entry-server.tsx")
const SERVER_OUT_DIR = path.resolve("dist-server")

/**
 * Serves the route manifest (app/site/routes-manifest.ts) to the app as a light virtual module (paths,
 * page kinds, redirects: the content itself stays in the lazy page chunks), and writes
 * dist-app/routes.json, from which the server takes what is code (redirects, sign-in pages, the admin).
 * Both are the build's snapshot: at run time the live documents say which pages exist
 * (app/site/site-routes.ts), and the prerender renders the snapshot's pages.
 *
 * The manifest is loaded through Vite's module runner when first needed rather than imported here:
 * the content it reads uses extensionless and directory imports, which a config file must not pull
 * in (Vite's config bundler warns about each one, on every start of the app and of Storybook).
 */
function routeManifest(): Plugin {
  let isApp = false
  let manifest: Promise<RoutesManifest> | undefined
  const loadManifest = () =>
    (manifest ??= runnerImport<RoutesManifest>(path.resolve("app/site/routes-manifest.ts"), {
      configFile: false,
      logLevel: "error",
    }).then((result) => result.module))
  return {
    name: "nordika-route-manifest",
    // One instance for the browser and the server builds: the manifest is loaded once.
    sharedDuringBuild: true,
    configResolved(config) {
      // Storybook loads this config too; only the app build emits routes.json.
      isApp = path.resolve(config.root) === appRoot
    },
    resolveId(id) {
      return id === ROUTE_TABLE_ID ? `\0${ROUTE_TABLE_ID}` : undefined
    },
    async load(id) {
      if (id !== `\0${ROUTE_TABLE_ID}`) return undefined
      const { ROUTES, REDIRECTS } = await loadManifest()
      // Paths and page kinds (and an alias's canonical path, whose content it shows) only: every page
      // loads this table first, and titles come with each page's content.
      const table = ROUTES.map(({ path: routePath, page, canonical }) => ({ path: routePath, page, ...(canonical ? { canonical } : {}) }))
      return `export const ROUTE_TABLE = ${JSON.stringify(table)};\nexport const REDIRECTS = ${JSON.stringify(REDIRECTS)};\n`
    },
    async generateBundle() {
      if (!isApp || this.environment.name !== "client") return
      const { routesFile } = await loadManifest()
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
 * The company brochure PDF in each of the site's languages, drawn from app/content and its
 * translations when the app is built (scripts/brochure.ts) and written to dist-app at its path
 * (brochurePath); the app imports each one's address and size from the virtual module (BROCHURE_FILES).
 */
function brochureDownload(): Plugin {
  let isApp = false
  let drawing: Promise<BrochureModule> | undefined
  const rendered = new Map<SiteLocale, Promise<Uint8Array>>()
  const render = (locale: SiteLocale) => {
    drawing ??= runnerImport<BrochureModule>(path.resolve("scripts/brochure.ts"), { configFile: false, logLevel: "error" }).then(
      (result) => result.module,
    )
    let bytes = rendered.get(locale)
    if (!bytes) rendered.set(locale, (bytes = drawing.then((module) => module.renderBrochure(locale))))
    return bytes
  }
  const renderAll = () => Promise.all(SITE_LOCALES.map(async (locale) => [locale, await render(locale)] as const))
  return {
    name: "nordika-brochure",
    // One instance for the browser and the server builds: the PDF is drawn once.
    sharedDuringBuild: true,
    configResolved(config) {
      isApp = path.resolve(config.root) === appRoot
    },
    buildStart() {
      // Drawn while the modules transform, so the bundle does not wait for it.
      if (isApp) void renderAll()
    },
    resolveId(id) {
      return id === BROCHURE_ID ? `\0${BROCHURE_ID}` : undefined
    },
    async load(id) {
      if (id !== `\0${BROCHURE_ID}`) return undefined
      const brochures = Object.fromEntries(
        (await renderAll()).map(([locale, bytes]) => [locale, { href: brochurePath(locale), sizeBytes: bytes.byteLength }]),
      )
      return `export const BROCHURE_FILES = ${JSON.stringify(brochures)};\n`
    },
    configureServer(server) {
      for (const locale of SITE_LOCALES)
        server.middlewares.use(brochurePath(locale), (_req, res, next) => {
          render(locale).then((bytes) => {
            res.setHeader("Content-Type", "application/pdf")
            res.end(bytes)
          }, next)
        })
    },
    async generateBundle() {
      if (!isApp || this.environment.name !== "client") return
      for (const [locale, bytes] of await renderAll())
        this.emitFile({ type: "asset", fileName: brochurePath(locale).slice(1), source: bytes })
    },
  }
}

/** Where app/index.html takes the theme script. */
const THEME_BOOT_MARKER = "<!-- nordika:theme-boot -->"

/**
 * The visitor's light/dark choice applied before the first paint (ui/lib/ui-theme.ts): the page's only
 * inline script, allowed by a nonce on the server and by its hash on static hosts. It goes early in
 * the head, before the stylesheet (an inline script after a loading stylesheet waits for it).
 */
function themeBoot(): Plugin {
  return {
    name: "nordika-theme-boot",
    transformIndexHtml(html, context) {
      // Storybook's preview page comes through here too.
      if (path.resolve(context.filename) !== path.join(appRoot, "index.html")) return html
      if (!html.includes(THEME_BOOT_MARKER)) throw new Error(`app/index.html has lost its ${THEME_BOOT_MARKER} marker`)
      return html.replace(THEME_BOOT_MARKER, `<script>${uiThemeBootScript()}</script>`)
    },
  }
}

/** Modules the server render never runs: the staff side (sign-in pages, the admin), rendered only in the browser. */
const CLIENT_ONLY_MODULES = [
  "app/auth/staff-root.tsx",
  "app/admin/routes.tsx",
  "app/pages/login.tsx",
  "app/pages/login-setup.tsx",
  "app/pages/emergency-login.tsx",
].map((file) => path.resolve(file))
const CLIENT_ONLY_STUB_ID = "\0nordika-client-only"

/**
 * Leaves the staff side out of the server build (entry-server.tsx answers those pages with the
 * client-only shell before any of it would load): a smaller bundle, built and loaded faster.
 */
function serverBuildWithoutStaffSide(): Plugin {
  return {
    name: "nordika-server-without-staff-side",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer) {
      if (!importer || !source.startsWith(".")) return undefined
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved && CLIENT_ONLY_MODULES.includes(resolved.id) ? CLIENT_ONLY_STUB_ID : undefined
    },
    load(id) {
      if (id !== CLIENT_ONLY_STUB_ID) return undefined
      return `export default function ClientOnly() { throw new Error("A staff page is rendered in the browser only") }\nexport const adminRoutes = []\n`
    },
  }
}

const PAGE_CHUNKS_ID = "virtual:nordika-page-chunks"

/**
 * Which code each page module (app/pages/<page>.tsx) needs beside the entry: the entry's chunks and
 * the page's, as the browser build wrote them, each after the chunks it imports (the entry itself
 * excluded). The server render's loader imports them in this order, one per task, so the browser
 * evaluates the code in pieces rather than in one long task. The browser build runs first (see
 * `builder`), and hands the list to the server build through this virtual module.
 */
function pageChunks(): Plugin {
  let chunksByPage: Record<string, string[]> = {}
  return {
    name: "nordika-page-chunks",
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return
      const chunks = new Map(
        Object.values(bundle).flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
      )
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
      /** `file` and what it imports, each after its own imports. */
      const importsFirst = (file: string, seen: Set<string>, into: string[]) => {
        if (seen.has(file)) return
        seen.add(file)
        for (const imported of chunks.get(file)?.imports ?? []) importsFirst(imported, seen, into)
        into.push(file)
      }
      chunksByPage = {}
      for (const chunk of chunks.values()) {
        const page = chunk.facadeModuleId && /[\\/]app[\\/]pages[\\/]([^\\/]+)\.tsx$/.exec(chunk.facadeModuleId)?.[1]
        if (!page || !chunk.isDynamicEntry) continue
        const ordered: string[] = []
        const seen = new Set<string>()
        for (const entry of entries) importsFirst(entry, seen, ordered)
        importsFirst(chunk.fileName, seen, ordered)
        chunksByPage[page] = ordered.filter((file) => !entries.includes(file)).map((file) => `/${file}`)
      }
    },
    resolveId(id) {
      return id === PAGE_CHUNKS_ID ? `\0${PAGE_CHUNKS_ID}` : undefined
    },
    load(id) {
      if (id !== `\0${PAGE_CHUNKS_ID}`) return undefined
      return `export const PAGE_CHUNKS = ${JSON.stringify(chunksByPage)};\n`
    },
  }
}

/**
 * The one upstream warning a build cannot fix from here: @tailwindcss/vite 4.3 returns its generated
 * CSS without a sourcemap, so Rolldown reports every build's CSS map as broken (tailwindlabs/tailwindcss#19930,
 * fixed after 4.3.5). Everything else still reaches the terminal.
 */
const isTailwindSourcemapNotice = (warning: { code?: string; plugin?: string }) =>
  warning.code === "SOURCEMAP_BROKEN" && warning.plugin?.startsWith("@tailwindcss/vite") === true

/**
 * React Router's package resolves to its development build under every condition a bundler asks with.
 * Its production build is the same code with the developer warnings off (and their messages out of the
 * bundle), so builds take that one; `npm run dev` keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
)
const REACT_ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: path.join(reactRouterProduction, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterProduction, "dom-export.mjs") },
]

/** The site: a Vite + React SPA in app/, consuming ui/ from source. Served in production by server/. */
export default defineConfig(({ mode }) => {
  // `npm run dev` proxies the API to `npm start`, on the same PORT the server reads (environment or .env).
  const backendPort = loadEnv(mode, process.cwd(), "PORT").PORT || "3000"
  return {
    root: "app",
    publicDir: "public",
    plugins: [
      react(),
      tailwindcss(),
      routeManifest(),
      migrationList(),
      brochureDownload(),
      pageChunks(),
      themeBoot(),
      serverBuildWithoutStaffSide(),
      chunkModules({ appRoot, repoRoot: path.resolve(".") }),
      // Inter (ui/fonts.css) sets the hero and every line of text above the fold.
      preloadFonts({ appRoot, fonts: ["inter-latin-wght-400-900.woff2"] }),
      precompress({ appRoot }),
      buildStamp({ repoRoot: path.resolve("."), appRoot }),
    ],
    // The app takes the design system by its package name, as a consumer would, but from the sources.
    resolve: {
      alias: [
        { find: /^@nordika\/ui$/, replacement: path.resolve("ui/index.ts") },
        { find: /^@nordika\/ui\/(sections|templates|admin)$/, replacement: path.resolve("ui/$1.ts") },
        { find: /^@nordika\/ui\/styles\.css$/, replacement: path.resolve("ui/styles.css") },
        ...(mode === "production" ? REACT_ROUTER_PRODUCTION_BUILD : []),
      ],
    },
    build: {
      outDir: path.resolve("dist-app"),
      emptyOutDir: true,
      sourcemap: true,
      // The menu art (app/assets/menu/*.svg) shows in the desktop mega-menu's panels only: as files, not
      // as data URLs inside the JavaScript every page loads first.
      assetsInlineLimit: (file: string) => (file.endsWith(".svg") ? false : undefined),
      // .vite/manifest.json: the chunks each page loads first (tests/first-load.test.ts checks their budget).
      manifest: true,
      modulePreload: {
        // Every browser the site supports has modulepreload (Chrome 66, Firefox 115, Safari 17).
        polyfill: false,
        // A lead form's code (app/pages/lazy-lead-form.tsx) loads after the page has painted, off its
        // critical path: Vite's helper would add a <link rel=modulepreload> per chunk it imports, some
        // thirty, and inserting them took a long task of their own on a phone. The browser fetches
        // them itself as the form's module asks for them.
        // A chunk's preload list leaves out the chunks the entry imports itself (ENTRY_CHUNK_FILE): they are
        // loaded before any other code runs, and each name in each list is bytes of the entry, which every
        // page loads first (tests/first-load.test.ts holds it to its budget).
        resolveDependencies: (_file, deps, { hostId, hostType }) => {
          if (/(^|\/)lazy-lead-form-[^/]*\.js$/.test(hostId)) return []
          return hostType === "js" ? deps.filter((dep) => !ENTRY_CHUNK_FILE.test(dep)) : deps
        },
      },
      rolldownOptions: {
        // Rolldown's report of slow plugin callbacks, printed after every build: the slow ones are known
        // (the brochure's drawing, precompression) and the report buried `npm start`'s address under it.
        checks: { bundlerTimings: false },
        onwarn(warning, warn) {
          if (!isTailwindSourcemapNotice(warning)) warn(warning)
        },
        output: {
          // Seven hash characters (42 bits; rolldown asks at least that many of a build this size) tell its files apart as well as eight for caching, and every
          // chunk name travels in the entry's and the pages' import lists: one fewer incompressible
          // character per name is about 90 bytes of gzip on each page's first load.
          chunkFileNames: "assets/[name]-[hash:7].js",
          entryFileNames: "assets/[name]-[hash:7].js",
          postBanner: (chunk) => (EAGERLY_COMPILED_CHUNKS.has(chunk.name) ? EAGER_COMPILE_HINT : ""),
          codeSplitting: {
            groups: [
              // Three chunks, so that a page's loader evaluates each in a task of its own (server/site/document.ts).
              // With app/site/react-dom-first.ts, which initialises React DOM as the chunk evaluates.
              {
                name: "react-dom",
                test: /node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]app[\\/]site[\\/]react-dom-first\.ts$/,
                priority: 30,
              },
              { name: "react", test: /node_modules[\\/]react[\\/]/, priority: 30 },
              { name: "router", test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
              // What the site's frame (header, footer, layout, router setup) needs, in one chunk beside
              // the entry rather than a dozen small ones shared with the pages: one request and one
              // compression window instead of one each.
              { name: "frame", tags: ["$initial"], priority: 25 },
              // The page sections and icons most public pages share, in one chunk rather than one each: a
              // page's first load was 24 to 49 requests, and each costs the loader a task and the network a
              // round of headers. Shared by fewer pages, a module stays in a chunk of its own, so no page
              // carries much it does not use (tests/first-load.test.ts holds each page kind to its budget).
              {
                name: "sections",
                test: /[\\/]ui[\\/]components[\\/]sections[\\/]/,
                minShareCount: 8,
                priority: 20,
              },
              // Radix's shared internals (context, ids, direction, presence, collection, state hooks), which
              // the accordion, checkbox, popover and dialog all import, in one chunk: left to the bundler
              // they fall into a chunk per set of importers, each under a kilobyte, each with its own
              // request and import list (six of them on a page with a FAQ and a form).
              {
                name: "radix",
                test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|id|direction|presence|collection|use-[a-z-]+))[\\/]/,
                priority: 15,
              },
            ],
          },
        },
      },
    },
    environments: {
      // The server render (`vite build` builds both environments, the browser's first: see `builder`).
      ssr: {
        // Self-contained, with the React build of the browser's (production unless NODE_ENV says
        // otherwise at build time), whatever NODE_ENV the server later runs under: React's development
        // build renders several times slower and warns on every page.
        resolve: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify(process.env.NODE_ENV === "development" ? "development" : "production") },
        build: {
          outDir: SERVER_OUT_DIR,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          // One file: the server reloads it after a new build, which a chunk importing the old entry would defeat.
          rolldownOptions: { input: { "entry-server": SERVER_ENTRY }, output: { codeSplitting: false, entryFileNames: "[name].js" } },
        },
      },
    },
    builder: {},
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ["/auth", "/rest", "/storage", "/functions", "/realtime", "/config.js", "/_dev"].map((p) => [
          p,
          { target: `http://localhost:${backendPort}`, ws: p === "/realtime" },
        ]),
      ),
    },
  }
})
