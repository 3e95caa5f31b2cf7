import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import storybook from "eslint-plugin-storybook"
import globals from "globals"
import importX from "eslint-plugin-import-x"
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript"

export default tseslint.config(
  {
    ignores: [
      "dist",
      "ui/dist",
      "dist-app",
      "dist-server",
      "dist-static",
      "storybook-static",
      "coverage",
      ".data",
      "node_modules",
      "app/i18n/locales/*.ts",
      "supabase/functions/*/index.ts",
      "app/data/database.types.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  // The package boundaries (ARCHITECTURE.md): the design system knows nothing of the site or the
  // server, the site nothing of the server; and no module imports itself through others.
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // A test may start the real server beside the code it tests (app/data's realtime tests do).
  {
    files: ["**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./ui",
              from: ["./app", "./server"],
              message: "ui/ is the design system: it knows nothing of the site or the server.",
            },
            // Schemas and words with a backend meaning reach ui/ as props (docs/decisions/0002-shared-code.md).
            {
              target: "./ui",
              from: "./supabase",
              message: "ui/ is the design system: it knows nothing of the backend; take schemas and labels as props.",
            },
            { target: "./app", from: "./server", message: "app/ reaches the backend through supabase-js only, never server/ modules." },
          ],
        },
      ],
    },
  },
  // ui/'s manifest maps no `#shared/*` import, so such a specifier does not resolve from ui/ and the
  // path zones above cannot see where it leads: it is refused by name. (A workspace package resolves to
  // its folder, which the zones do see.)
  {
    files: ["ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // A regex: in a `group`, a leading "#" would be read as a comment.
              regex: "^#shared/",
              message: "ui/ is the design system: it knows nothing of the backend; take schemas and labels as props.",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  ...storybook.configs["flat/recommended"],
)
