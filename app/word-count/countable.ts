/**
 * Which files the word count reads, by extension: apart from the extractors (and their zip
 * reader) so a form can ask without loading them.
 */

/** Extensions whose words can be counted. */
const COUNTABLE_EXTENSIONS = ["txt", "html", "htm", "srt", "xliff", "xlf", "docx", "pptx", "xlsx", "pdf"] as const

export const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase()

export const isCountable = (name: string): boolean => (COUNTABLE_EXTENSIONS as readonly string[]).includes(extensionOf(name))
