import * as React from "react"
import { Monitor, Smartphone } from "lucide-react"
import { cn } from "../../lib/utils"

/** The widths a preview is shown at, in CSS pixels: a phone and a desktop. */
export const PREVIEW_WIDTHS_PX = { phone: 390, desktop: 1440 } as const
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS_PX
/** The height of the visible preview area. @default */
const PREVIEW_HEIGHT_PX = 640

const DEVICES: { device: PreviewDevice; label: string; icon: typeof Monitor }[] = [
  { device: "phone", label: "Phone", icon: Smartphone },
  { device: "desktop", label: "Desktop", icon: Monitor },
]

export interface PreviewFrameProps extends Omit<React.ComponentProps<"iframe">, "title"> {
  /** Names the frame ("Preview of Hero"). */
  title: string
  /**
   * Posted to the frame whenever it changes and whenever the frame's page posts any message to its
   * parent (its way of saying it is ready). Same-origin only unless `targetOrigin` says otherwise.
   */
  message?: unknown
  /** The origin the message is posted to (the site's own, unless the preview is elsewhere). @default window.location.origin */
  targetOrigin?: string
  /** The width shown first: a phone's or a desktop's. @default "desktop" */
  defaultDevice?: PreviewDevice
}

/**
 * A page shown at a phone's or a desktop's real width inside an iframe (so its media queries apply),
 * scaled down to fit the space it has.
 */
export function PreviewFrame({ title, message, targetOrigin, defaultDevice = "desktop", className, ...props }: PreviewFrameProps) {
  const [device, setDevice] = React.useState<PreviewDevice>(defaultDevice)
  const [available, setAvailable] = React.useState(0)
  const stageRef = React.useRef<HTMLDivElement>(null)
  const frameRef = React.useRef<HTMLIFrameElement>(null)
  const width = PREVIEW_WIDTHS_PX[device]
  const scale = available ? Math.min(1, available / width) : 1

  React.useLayoutEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width))
    observer.observe(stage)
    return () => observer.disconnect()
  }, [])

  React.useEffect(() => {
    const post = () => frameRef.current?.contentWindow?.postMessage(message, targetOrigin ?? window.location.origin)
    if (message !== undefined) post()
    const answer = (event: MessageEvent) => {
      if (event.source === frameRef.current?.contentWindow) post()
    }
    window.addEventListener("message", answer)
    return () => window.removeEventListener("message", answer)
  }, [message, targetOrigin])

  return (
    <div data-slot="preview-frame" className={cn("flex flex-col gap-3", className)}>
      <div className="flex items-center justify-between gap-3">
        <div role="group" aria-label="Preview width" className="inline-flex rounded-md border border-border bg-muted p-0.5">
          {DEVICES.map(({ device: option, label, icon: Icon }) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className="inline-flex h-7 items-center gap-1.5 rounded-sm px-2.5 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
            >
              <Icon className="size-3.5" aria-hidden />
              {label}
            </button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground tabular-nums" data-slot="preview-frame-width">
          {width} px{scale < 1 ? ` · ${Math.round(scale * 100)}%` : ""}
        </p>
      </div>
      <div
        ref={stageRef}
        data-slot="preview-frame-stage"
        className="overflow-hidden rounded-lg border border-border bg-muted"
        style={{ height: PREVIEW_HEIGHT_PX }}
      >
        <iframe
          ref={frameRef}
          title={title}
          data-device={device}
          className="mx-auto block origin-top-left border-0 bg-background"
          style={{
            width,
            height: PREVIEW_HEIGHT_PX / scale,
            transform: `scale(${scale})`,
            marginLeft: available > width * scale ? (available - width * scale) / 2 : 0,
          }}
          {...props}
        />
      </div>
    </div>
  )
}
