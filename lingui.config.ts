import { defineConfig } from "@lingui/cli"
import { formatter } from "@lingui/format-po"

/**
 * The interface strings' catalogs (docs/decisions/0013-interface-strings.md): explicit message ids
 * ("frame.skip-link"), the English text in app/i18n/locales/en.po, the translations beside it.
 * `npm run gen:messages` extracts the ids used in app/ and compiles each catalog into a module;
 * tests/interface-strings.test.ts fails on a missing, unused, empty or broken message.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "sv", "de"],
  catalogs: [
    {
      path: "<rootDir>/app/i18n/locales/{locale}",
      include: ["<rootDir>/app"],
      exclude: ["**/node_modules/**", "<rootDir>/app/admin/**", "**/*.test.ts", "<rootDir>/app/i18n/locales/**"],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: "messageId",
})
