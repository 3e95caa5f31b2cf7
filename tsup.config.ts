import fs from "node:fs"
import path from "node:path"
import { defineConfig, type Options } from "tsup"

const uiDir = path.resolve("ui")
/** The package's build, beside its manifest (ui/package.json points its exports here). */
const outDir = path.join(uiDir, "dist")
const manifest = JSON.parse(fs.readFileSync(path.join(uiDir, "package.json"), "utf8")) as {
  dependencies: Record<string, string>
  peerDependencies: Record<string, string>
}
/** What the package's consumer installs (its dependencies and peers) stays an import, subpaths too. */
const installedWithPackage = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)].map(
  (name) => new RegExp(`^${name.replace(/[/.]/g, "\\$&")}(/|$)`),
)

/** Inlines local `@import "./x.css"` lines so the package ships exactly one CSS file. */
function bundleCss(file: string): string {
  return fs
    .readFileSync(file, "utf8")
    .replace(/@import\s+"\.\/([^"]+\.css)";/g, (_, name: string) => bundleCss(path.join(path.dirname(file), name)))
}

/** Hoists every @import to the top, as CSS requires, keeping their order. */
function hoistImports(css: string): string {
  const imports: string[] = []
  const rest = css.replace(/^@import[^;]+;\s*$/gm, (line) => (imports.push(line), ""))
  return `${imports.join("\n")}\n${rest.replace(/\n{3,}/g, "\n\n")}`
}

/**
 * `import url from "./x.svg?url"` (Vite's asset URL import) in the package: the file is copied beside
 * ui/dist/index.js and its URL is taken relative to the module, which the consumer's bundler resolves.
 */
const assetUrlImports: NonNullable<Options["esbuildPlugins"]>[number] = {
  name: "asset-url-imports",
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?url$/, "")),
      namespace: "asset-url",
    }))
    build.onLoad({ filter: /.*/, namespace: "asset-url" }, (args) => {
      fs.mkdirSync(outDir, { recursive: true })
      fs.copyFileSync(args.path, path.join(outDir, path.basename(args.path)))
      return { contents: `export default new URL(${JSON.stringify(`./${path.basename(args.path)}`)}, import.meta.url).href`, loader: "js" }
    })
  },
}

export default defineConfig({
  // One entry per audience (ui/index.ts explains the split); what they share goes to chunks beside them.
  entry: { index: "ui/index.ts", sections: "ui/sections.ts", templates: "ui/templates.ts", admin: "ui/admin.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  outDir,
  target: "es2022",
  treeshake: true,
  // tsup reads the dependencies to leave out from the package.json where it runs (the root's, which has none).
  external: installedWithPackage,
  esbuildPlugins: [assetUrlImports],
  // The theme fonts' stylesheets stay separate files that the consumer's bundler loads on demand
  // (ui/lib/theme-fonts.ts imports them from ./theme-fonts/, which sits beside ui/dist/index.js as well).
  esbuildOptions(options) {
    options.external = [...(options.external ?? []), "./theme-fonts/*"]
  },
  async onSuccess() {
    fs.writeFileSync(path.join(outDir, "styles.css"), hoistImports(bundleCss(path.join(uiDir, "styles.css"))))
    fs.cpSync(path.join(uiDir, "lib/theme-fonts"), path.join(outDir, "theme-fonts"), { recursive: true })
    // Inter, which styles.css takes from ./fonts/ (ui/fonts.css), with its licence.
    fs.cpSync(path.join(uiDir, "fonts"), path.join(outDir, "fonts"), { recursive: true })
  },
})
