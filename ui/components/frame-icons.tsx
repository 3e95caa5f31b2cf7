import * as React from "react"

export type FrameIcon = (props: React.ComponentProps<"svg">) => React.JSX.Element

/**
 * A lucide icon drawn as lucide-react draws it (same markup and classes), for the site's frame: the
 * header, footer and controls every page hydrates first. lucide-react's component machinery is most of
 * the cost of an icon; these few are worth their own copy, and the pages' icons stay lucide's.
 */
function frameIcon(name: string, shapes: React.ReactNode): FrameIcon {
  function Icon({ className, ...props }: React.ComponentProps<"svg">) {
    // Decorative unless labelled, as lucide's icons are.
    const labelled = Object.keys(props).some((prop) => prop.startsWith("aria-") || prop === "role" || prop === "title")
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...(labelled ? {} : { "aria-hidden": "true" })}
        {...props}
      >
        {shapes}
      </svg>
    )
  }
  return Icon
}

export const MenuIcon = frameIcon(
  "menu",
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
)

/** lucide's Loader2 (LoaderCircle), the busy button's spinner. */
export const Loader2Icon = frameIcon("loader-circle lucide-loader-2", <path d="M21 12a9 9 0 1 1-6.219-8.56" />)

export const ChevronDownIcon = frameIcon("chevron-down", <path d="m6 9 6 6 6-6" />)

export const MapPinIcon = frameIcon(
  "map-pin",
  <>
    <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
    <circle cx="12" cy="10" r="3" />
  </>,
)

export const ArrowUpIcon = frameIcon(
  "arrow-up",
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
)

export const MonitorIcon = frameIcon(
  "monitor",
  <>
    <rect width="20" height="14" x="2" y="3" rx="2" />
    <line x1="8" x2="16" y1="21" y2="21" />
    <line x1="12" x2="12" y1="17" y2="21" />
  </>,
)

export const MoonIcon = frameIcon(
  "moon",
  <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />,
)

export const SunIcon = frameIcon(
  "sun",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2" />
    <path d="M12 20v2" />
    <path d="m4.93 4.93 1.41 1.41" />
    <path d="m17.66 17.66 1.41 1.41" />
    <path d="M2 12h2" />
    <path d="M20 12h2" />
    <path d="m6.34 17.66-1.41 1.41" />
    <path d="m19.07 4.93-1.41 1.41" />
  </>,
)

export const RefreshCwIcon = frameIcon(
  "refresh-cw",
  <>
    <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
    <path d="M21 3v5h-5" />
    <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
    <path d="M8 16H3v5" />
  </>,
)
