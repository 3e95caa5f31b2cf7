import { clsx, type ClassValue } from "clsx"
import { createTailwindMerge, getDefaultConfig } from "tailwind-merge"

let mergeConfig: ReturnType<typeof getDefaultConfig> | undefined

/**
 * Builds the class merger's configuration ahead of the first merge. The merger's start costs two
 * pieces of work, this one and the tables it builds from it on its first call; a page that warms it
 * up before hydrating does them in two tasks rather than one long one.
 */
export function prepareClassMerge() {
  mergeConfig ??= getDefaultConfig()
}

const twMerge = createTailwindMerge(() => {
  prepareClassMerge()
  return mergeConfig!
})

/** Merges class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
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
