import { clsx, type ClassValue } from "clsx"
import { twMerge } from "tailwind-merge"

/** Merges class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}

/** The option names of one axis of a cva variant map, in order: the list Storybook controls and tests iterate. */
export function variantOptions<Axis extends Record<string, string>>(axis: Axis): ReadonlyArray<Extract<keyof Axis, string>> {
  return Object.keys(axis) as Array<Extract<keyof Axis, string>>
}
