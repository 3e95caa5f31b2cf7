import { clsx, type ClassValue } from "clsx"
import { mergeClasses } from "./class-merge"

/** Merges class names, letting later Tailwind utilities override earlier ones (see mergeClasses). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs))
}

/** The option names of one axis of a cva variant map, in order: the list Storybook controls and tests iterate. */
export function variantOptions<Axis extends Record<string, string>>(axis: Axis): ReadonlyArray<Extract<keyof Axis, string>> {
  return Object.keys(axis) as Array<Extract<keyof Axis, string>>
}

/**
 * The text without a leading ordinal ("1. ", "01 ", "2) "; not "3 languages"): components that number their items themselves use it,
 * so copy that already carries a number is not numbered twice. Years ("2009: Founded") are left alone.
 */
export function withoutLeadingNumber(text: string): string {
  return text.replace(/^\s*(?:\d{1,2}[.)]|0\d)\s+(?=\S)/, "")
}
