import js from "@eslint/js"
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import storybook from "eslint-plugin-storybook"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-app",
      "dist-server",
      "dist-static",
      "storybook-static",
      "coverage",
      ".data",
      "node_modules",
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
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  ...storybook.configs["flat/recommended"],
)
