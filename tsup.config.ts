import fs from "node:fs"
import path from "node:path"
import { defineConfig } from "tsup"

const uiDir = path.resolve("ui")

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

export default defineConfig({
  entry: { index: "ui/index.ts" },
  format: ["esm"],
  dts: true,
  sourcemap: true,
  clean: true,
  outDir: "dist",
  target: "es2022",
  treeshake: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
  // The theme fonts' stylesheets stay separate files that the consumer's bundler loads on demand
  // (ui/lib/theme-fonts.ts imports them from ./theme-fonts/, which sits beside dist/index.js as well).
  esbuildOptions(options) {
    options.external = [...(options.external ?? []), "./theme-fonts/*"]
  },
  async onSuccess() {
    fs.writeFileSync("dist/styles.css", hoistImports(bundleCss(path.join(uiDir, "styles.css"))))
    fs.cpSync(path.join(uiDir, "lib/theme-fonts"), "dist/theme-fonts", { recursive: true })
  },
})
