import path from "node:path"
import type { HtmlTagDescriptor, Plugin } from "vite"

/**
 * Adds `<link rel="preload" as="font">` to the built index.html for each of `fonts` (file names as
 * the sources have them, e.g. "inter-latin-wght-400-900.woff2"), pointing at the hashed copy the
 * build emitted: the browser then fetches the hero's font with the stylesheet instead of after it.
 * A font the build did not emit fails the build, so a renamed file cannot silently drop the preload.
 */
export function preloadFonts({ appRoot, fonts }: { appRoot: string; fonts: readonly string[] }): Plugin {
  let enabled = false
  return {
    name: "nordika-preload-fonts",
    apply: "build",
    configResolved(config) {
      enabled = path.resolve(config.root) === appRoot && !config.build.ssr
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!enabled || !context.bundle) return undefined
        const assets = Object.values(context.bundle).filter((output) => output.type === "asset")
        return fonts.map((font): HtmlTagDescriptor => {
          const asset = assets.find((output) => output.originalFileNames.some((name) => path.basename(name) === font))
          if (!asset) throw new Error(`preloadFonts: the build emitted no ${font}`)
          return {
            tag: "link",
            attrs: { rel: "preload", href: `/${asset.fileName}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head",
          }
        })
      },
    },
  }
}
