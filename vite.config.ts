import path from "node:path"
import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import tailwindcss from "@tailwindcss/vite"

/** The site: a Vite + React SPA in app/, consuming ui/ from source. Served in production by server/. */
export default defineConfig({
  root: "app",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@nordika/ui": path.resolve("ui/index.ts") } },
  build: { outDir: path.resolve("dist-app"), emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: Object.fromEntries(["/auth", "/rest", "/storage", "/functions", "/config.js", "/_dev"].map((p) => [p, "http://localhost:3000"])) },
})
