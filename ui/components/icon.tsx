import * as React from "react"
import { isIconName, type IconName } from "../lib/icon-names"
import { cn } from "../lib/utils"
import spriteUrl from "./icon-sprite.svg?url"

export { ICON_NAMES, isIconName, type IconName } from "../lib/icon-names"

/** The icon drawn for a name the sprite does not have. */
const FALLBACK_ICON: IconName = "Globe"

/** "BarChart3" → "bar-chart-3", lucide's class names. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])|([a-z])([0-9])/g, "$1$3-$2$4").toLowerCase()

export interface IconProps extends Omit<React.ComponentProps<"svg">, "name"> {
  /** A name from ICON_NAMES; an unknown name renders the Globe icon rather than nothing. */
  name: IconName | (string & {})
  /** Width and height in px (classes usually size it instead). @default 24 */
  size?: number | string
  /** Stroke colour. @default "currentColor" */
  color?: string
  /** Stroke width, in the icon's 24-unit grid. @default 2 */
  strokeWidth?: number | string
}

/**
 * A lucide icon by name, drawn from the icon sprite (one cached file) rather than from JavaScript, so
 * the icons content may name cost a page nothing in its scripts. Decorative by default (aria-hidden);
 * pass aria-label to make it meaningful.
 */
export function Icon({ name, size = 24, color = "currentColor", strokeWidth = 2, className, ...props }: IconProps) {
  const drawn = isIconName(name) ? name : FALLBACK_ICON
  const labelled = props["aria-label"] !== undefined
  return (
    <svg
      data-slot="icon"
      data-icon={name}
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? "img" : undefined}
      className={cn("lucide", `lucide-${kebab(drawn)}`, "size-5 shrink-0", className)}
      {...props}
    >
      <use href={`${spriteUrl}#${drawn}`} />
    </svg>
  )
}
