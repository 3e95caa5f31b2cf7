/** Labels of the system screens that tests look for. */
export const WRITE_NOTE_LABEL = "Write a note"
export const NOTE_PUBLISHED = "Release note published"
