import * as React from "react"
import { cn } from "../../lib/utils"

/** Translation memory leverage of a project: the share of its words in each match band, in percent. */
interface Leverage {
  context: number
  fuzzy: number
  new: number
}

type StatusTone = "progress" | "review" | "done"

interface ProjectRow {
  name: string
  client: string
  languages: string
  words: string
  leverage: Leverage
  status: string
  tone: StatusTone
}

const PROJECTS: ProjectRow[] = [
  {
    name: "IFU update v4",
    client: "Aurelia Bio",
    languages: "EN → 24",
    words: "48,210",
    leverage: { context: 46, fuzzy: 31, new: 23 },
    status: "Post-editing",
    tone: "progress",
  },
  {
    name: "App release 5.2",
    client: "Polarsoft",
    languages: "EN → 18",
    words: "6,940",
    leverage: { context: 71, fuzzy: 18, new: 11 },
    status: "QA checks",
    tone: "review",
  },
  {
    name: "Credit policies",
    client: "Ålund Bank",
    languages: "SV → EN, FI",
    words: "112,400",
    leverage: { context: 28, fuzzy: 34, new: 38 },
    status: "MT + PE",
    tone: "progress",
  },
  {
    name: "Operator manuals",
    client: "Norrvik",
    languages: "SV → 9",
    words: "31,050",
    leverage: { context: 63, fuzzy: 22, new: 15 },
    status: "Delivered",
    tone: "done",
  },
]

const STATUS_CLASSES: Record<StatusTone, { pill: string; text: string }> = {
  progress: { pill: "fill-warning/15", text: "fill-warning" },
  review: { pill: "fill-primary/15", text: "fill-primary" },
  done: { pill: "fill-success/15", text: "fill-success" },
}

const WORKFLOW = [
  { label: "TM", state: "done" },
  { label: "MT", state: "done" },
  { label: "Post-edit", state: "current" },
  { label: "Review", state: "next" },
  { label: "QA", state: "next" },
  { label: "Deliver", state: "next" },
] as const

const QA_CHECKS = [
  { label: "Terminology", result: "0 issues", ok: true },
  { label: "Numbers and units", result: "0 issues", ok: true },
  { label: "Tags and placeholders", result: "2 to fix", ok: false },
  { label: "Consistency", result: "0 issues", ok: true },
] as const

const BAR_WIDTH = 118

function LeverageBar({ x, y, leverage }: { x: number; y: number; leverage: Leverage }) {
  const context = (leverage.context / 100) * BAR_WIDTH
  const fuzzy = (leverage.fuzzy / 100) * BAR_WIDTH
  return (
    <g>
      <rect x={x} y={y} width={BAR_WIDTH} height={8} rx={4} className="fill-muted" />
      <rect x={x} y={y} width={context} height={8} rx={4} className="fill-success" />
      <rect x={x + context} y={y} width={fuzzy} height={8} className="fill-primary" />
      <text x={x + BAR_WIDTH + 8} y={y + 7.5} className="fill-muted-foreground text-[10px] tabular-nums">
        {leverage.context + leverage.fuzzy}%
      </text>
    </g>
  )
}

function Check({ x, y, ok }: { x: number; y: number; ok: boolean }) {
  return ok ? (
    <g>
      <circle cx={x} cy={y} r={7} className="fill-success/15" />
      <path
        d={`M${x - 3} ${y} l2 2.2 l4 -4.4`}
        fill="none"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-success"
      />
    </g>
  ) : (
    <g>
      <circle cx={x} cy={y} r={7} className="fill-warning/15" />
      <path d={`M${x} ${y - 3.5} v4 M${x} ${y + 3} v0.2`} fill="none" strokeWidth={1.6} strokeLinecap="round" className="stroke-warning" />
    </g>
  )
}

/** What the drawing shows, for readers who cannot see it. */
export const LEEN_PLATFORM_PICTURE =
  "Leen's project screen: four translation projects with their languages, word counts, translation memory leverage and status; the workflow of the selected project from translation memory and adaptive machine translation to post-editing, review, QA and delivery; and its automated QA checks for terminology, numbers, tags and consistency, with a quality estimate of 92."

export interface LeenPlatformIllustrationProps extends Omit<React.ComponentProps<"svg">, "children"> {
  /** What the picture shows, for readers who cannot see it (its accessible name). @default LEEN_PLATFORM_PICTURE */
  title?: string
}

/**
 * Leen as its users see it, drawn in SVG: the project list with translation memory leverage, the machine
 * translation and post-editing workflow of the open project, and its automated QA checks. Drawn in the
 * site's tokens, so it follows the light and dark UI themes.
 */
export function LeenPlatformIllustration({ title = LEEN_PLATFORM_PICTURE, className, ...props }: LeenPlatformIllustrationProps) {
  const titleId = React.useId()
  const windowClipId = React.useId()
  return (
    <svg
      data-slot="leen-platform-illustration"
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 640 480"
      className={cn("h-auto w-full overflow-visible font-sans drop-shadow-2xl select-none", className)}
      {...props}
    >
      <title id={titleId}>{title}</title>

      {/* Window: title bar and sidebar, clipped to its rounded corners */}
      <clipPath id={windowClipId}>
        <rect width="640" height="480" rx="16" />
      </clipPath>
      <g clipPath={`url(#${windowClipId})`}>
        <rect width="640" height="480" className="fill-card" />
        <rect width="640" height="40" className="fill-muted" />
        <rect y="40" width="56" height="440" className="fill-muted/60" />
      </g>
      <rect x="0.5" y="0.5" width="639" height="479" rx="15.5" fill="none" className="stroke-border" />
      <line x1="0.5" y1="40" x2="639.5" y2="40" className="stroke-border" />
      {[22, 40, 58].map((cx) => (
        <circle key={cx} cx={cx} cy="20.5" r="5" className="fill-border" />
      ))}
      <rect x="220" y="10" width="200" height="21" rx="10.5" className="fill-card stroke-border" />
      <text x="320" y="24.5" textAnchor="middle" className="fill-muted-foreground text-[10px]">
        leen.nordika.com/projects
      </text>

      {/* Sidebar */}
      <line x1="56" y1="40" x2="56" y2="479.5" className="stroke-border" />
      <rect x="14" y="54" width="28" height="28" rx="8" className="fill-primary" />
      <text x="28" y="73" textAnchor="middle" className="fill-primary-foreground text-[14px] font-bold">
        L
      </text>
      {[104, 136, 168, 200, 232].map((y, index) => (
        <rect
          key={y}
          x="17"
          y={y}
          width="22"
          height="22"
          rx="6"
          className={index === 0 ? "fill-primary/15 stroke-primary/40" : "fill-border/60"}
        />
      ))}

      {/* Projects header */}
      <text x="76" y="74" className="fill-foreground text-[17px] font-semibold">
        Projects
      </text>
      {[
        { label: "All 24", x: 160, width: 48, active: true },
        { label: "In progress 9", x: 214, width: 82, active: false },
        { label: "Delivered 15", x: 302, width: 78, active: false },
      ].map((chip) => (
        <g key={chip.label}>
          <rect
            x={chip.x}
            y="59"
            width={chip.width}
            height="21"
            rx="10.5"
            className={chip.active ? "fill-foreground" : "fill-card stroke-border"}
          />
          <text
            x={chip.x + chip.width / 2}
            y="73.5"
            textAnchor="middle"
            className={cn("text-[10px] font-medium", chip.active ? "fill-background" : "fill-muted-foreground")}
          >
            {chip.label}
          </text>
        </g>
      ))}
      <rect x="524" y="56" width="100" height="27" rx="7" className="fill-primary" />
      <text x="574" y="73.5" textAnchor="middle" className="fill-primary-foreground text-[11px] font-semibold">
        + New project
      </text>

      {/* Project table */}
      <rect x="72" y="96" width="552" height="186" rx="10" className="fill-card stroke-border" />
      <path d="M82 96.5 h532 a9.5 9.5 0 0 1 9.5 9.5 v14 h-551 v-14 a9.5 9.5 0 0 1 9.5 -9.5 z" className="fill-muted/70" />
      {[
        { label: "Project", x: 88 },
        { label: "Languages", x: 246 },
        { label: "Words", x: 330 },
        { label: "TM leverage", x: 392 },
        { label: "Status", x: 548 },
      ].map((column) => (
        <text key={column.label} x={column.x} y="113" className="fill-muted-foreground text-[9.5px] font-semibold tracking-wide uppercase">
          {column.label}
        </text>
      ))}
      {PROJECTS.map((project, index) => {
        const y = 120 + index * 40
        const status = STATUS_CLASSES[project.tone]
        return (
          <g key={project.name}>
            {index > 0 && <line x1="72" y1={y} x2="624" y2={y} className="stroke-border" />}
            {index === 0 && <rect x="72.5" y={y + 0.5} width="551" height="39" className="fill-primary/5" />}
            <text x="88" y={y + 17} className="fill-foreground text-[11.5px] font-semibold">
              {project.name}
            </text>
            <text x="88" y={y + 31} className="fill-muted-foreground text-[10px]">
              {project.client}
            </text>
            <text x="246" y={y + 24} className="fill-foreground text-[11px]">
              {project.languages}
            </text>
            <text x="330" y={y + 24} className="fill-foreground text-[11px] tabular-nums">
              {project.words}
            </text>
            <LeverageBar x={392} y={y + 16} leverage={project.leverage} />
            <rect x="544" y={y + 11} width="72" height="19" rx="9.5" className={status.pill} />
            <text x="580" y={y + 24} textAnchor="middle" className={cn("text-[10px] font-semibold", status.text)}>
              {project.status}
            </text>
          </g>
        )
      })}
      {/* Match band legend */}
      {[
        { label: "100% and context", x: 392, className: "fill-success" },
        { label: "Fuzzy", x: 486, className: "fill-primary" },
        { label: "New", x: 528, className: "fill-muted stroke-border" },
      ].map((band) => (
        <g key={band.label}>
          <rect x={band.x} y="290" width="8" height="8" rx="2" className={band.className} />
          <text x={band.x + 12} y="297.5" className="fill-muted-foreground text-[9.5px]">
            {band.label}
          </text>
        </g>
      ))}

      {/* Workflow of the selected project */}
      <rect x="72" y="312" width="330" height="152" rx="10" className="fill-card stroke-border" />
      <text x="88" y="336" className="fill-foreground text-[12px] font-semibold">
        Workflow
      </text>
      <text x="88" y="351" className="fill-muted-foreground text-[10px]">
        IFU update v4 · German · 2,010 words
      </text>
      <line x1="108" y1="392" x2="368" y2="392" strokeWidth="2" className="stroke-border" />
      <line x1="108" y1="392" x2="212" y2="392" strokeWidth="2" className="stroke-success" />
      {WORKFLOW.map((step, index) => {
        const cx = 108 + index * 52
        return (
          <g key={step.label}>
            {step.state === "done" && (
              <>
                <circle cx={cx} cy="392" r="11" className="fill-success" />
                <path
                  d={`M${cx - 4.5} 392 l3 3.2 l6 -6.4`}
                  fill="none"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="stroke-card"
                />
              </>
            )}
            {step.state === "current" && (
              <>
                <circle cx={cx} cy="392" r="15" className="fill-primary/15" />
                <circle cx={cx} cy="392" r="11" className="fill-primary" />
                <circle cx={cx} cy="392" r="3.5" className="fill-primary-foreground" />
              </>
            )}
            {step.state === "next" && <circle cx={cx} cy="392" r="10" strokeWidth="2" className="fill-card stroke-border" />}
            <text
              x={cx}
              y="424"
              textAnchor="middle"
              className={cn("text-[9.5px]", step.state === "current" ? "fill-primary font-semibold" : "fill-muted-foreground")}
            >
              {step.label}
            </text>
          </g>
        )
      })}
      <rect x="88" y="437" width="298" height="14" rx="7" className="fill-muted" />
      <rect x="88" y="437" width="184" height="14" rx="7" className="fill-primary/25" />
      <text x="94" y="447.5" className="fill-foreground text-[9px] font-medium">
        Post-editing 62% · due Thu 14:00
      </text>

      {/* QA checks */}
      <rect x="414" y="312" width="210" height="152" rx="10" className="fill-card stroke-border" />
      <text x="430" y="336" className="fill-foreground text-[12px] font-semibold">
        QA checks
      </text>
      <rect x="556" y="323" width="56" height="19" rx="9.5" className="fill-success/15" />
      <text x="584" y="336" textAnchor="middle" className="fill-success text-[9.5px] font-semibold">
        QE 92
      </text>
      {QA_CHECKS.map((check, index) => {
        const y = 366 + index * 25
        return (
          <g key={check.label}>
            <Check x={437} y={y - 3.5} ok={check.ok} />
            <text x="452" y={y} className="fill-foreground text-[10.5px]">
              {check.label}
            </text>
            <text
              x="612"
              y={y}
              textAnchor="end"
              className={cn("text-[10px] tabular-nums", check.ok ? "fill-muted-foreground" : "fill-warning font-semibold")}
            >
              {check.result}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
