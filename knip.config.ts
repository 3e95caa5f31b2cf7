import type { KnipConfig } from "knip"

/**
 * `knip` (a job of `npm test`): every workspace declares exactly the packages it imports, no file is
 * left unused, and nothing is exported that no other module imports (ui's public API is its four
 * entries). An export read where knip cannot follow (a route module's loader, which the router takes
 * from a dynamic import) carries the JSDoc tag `@public` with the reader named.
 */
const config: KnipConfig = {
  workspaces: {
    ".": {
      // The edge functions' handlers, which the server loads by folder name (server/functions/routes.ts).
      entry: ["scripts/*.{ts,mjs}", "vitest.mutation.config.ts", "supabase/functions/*/handler.ts"],
      project: ["**/*.{ts,tsx,js,mjs,css}"],
      // Deno's entry files of the edge functions (their imports are jsr: and npm: specifiers, mapped
      // by each function's deno.json); the handlers they import are the server's and are checked.
      ignore: ["supabase/functions/*/index.ts"],
      // Made into ui/fonts/ by scripts/trim-inter.sh, and found by path (createRequire) by scripts/brochure.ts.
      ignoreDependencies: ["@fontsource-variable/inter", "@fontsource/inter"],
    },
    ui: {
      // Its entries are ui/package.json's "exports" (index, sections, templates, admin), which knip maps
      // from ui/dist/ back to their sources.
      project: ["**/*.{ts,tsx,css}"],
    },
    app: {
      project: ["**/*.{ts,tsx,css}"],
    },
    // Its entry is the start script's file: `exec tsx serve.ts` (exec, so npm's SIGTERM reaches the
    // server), which knip's script parser does not read, so the file and the runner are named here.
    server: {
      entry: ["serve.ts"],
      project: ["**/*.ts"],
      ignoreDependencies: ["tsx"],
    },
    "supabase/functions/_shared": {
      project: ["*.ts"],
    },
  },
  // A stylesheet's @import of a package (the theme fonts' @fontsource files, tailwindcss) is a dependency.
  compilers: {
    css: (text: string) => [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, specifier]) => `import "${specifier}";`).join("\n"),
  },
  // The deploy hook's test makes its stand-in host's certificate with the system's openssl (server/functions/deploy-hook.test.ts).
  ignoreBinaries: ["openssl"],
  // Written whole by `npm run gen:types` in the shape of Supabase's generated types, helpers included.
  ignoreIssues: { "app/data/database.types.ts": ["exports", "types"] },
}

export default config
