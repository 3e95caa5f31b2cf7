import { createI18n } from "./i18n"
import { messages } from "./locales/en"

/**
 * The interface in English, for what speaks English outside a render: the stories' fixtures and the
 * tests that expect the English pages' texts (the English catalog is the messages' source).
 */
export const ENGLISH_I18N = createI18n("en", messages)
