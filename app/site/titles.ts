/** Suffix the app appends to every document title. */
export const TITLE_SUFFIX = " | Nordika"
