import * as React from "react"
import { ShieldCheck } from "lucide-react"
import { cn } from "../../lib/utils"
import type { HomeHeroContent } from "../../templates/home-types"
import { LazyImage } from "../lazy-image"
import { HeroActions, HeroBackdrop } from "./page-hero"
import { Container } from "./section"

/** Language codes orbiting the decorative globe beside the home hero's heading. */
const HOME_HERO_ORBIT_CODES = ["SV", "EN", "DE", "FI", "JA", "ES", "AR", "ZH", "FR", "KO"] as const

/** The decorative "languages in orbit" graphic shown when the hero has no image. */
function LanguageOrbit({ className }: { className?: string }) {
  const count = HOME_HERO_ORBIT_CODES.length
  return (
    <div data-slot="language-orbit" aria-hidden="true" className={cn("relative mx-auto aspect-square w-full max-w-md", className)}>
      <div className="absolute inset-0 rounded-full border border-header-foreground/10" />
      <div className="absolute inset-[14%] rounded-full border border-header-foreground/15" />
      <div className="absolute inset-[30%] rounded-full border border-header-foreground/20 bg-header-accent/60" />
      <div className="absolute inset-[40%] rounded-full bg-brand-blue/60 blur-2xl" />
      <div className="absolute inset-[42%] grid place-items-center rounded-full bg-header-accent ring-1 ring-header-foreground/25">
        <span className="size-2.5 rounded-full bg-header-foreground" />
      </div>
      {HOME_HERO_ORBIT_CODES.map((code, index) => {
        const angle = (index / count) * 2 * Math.PI - Math.PI / 2
        const radius = index % 2 === 0 ? 50 : 36
        return (
          <span
            key={code}
            className="absolute grid h-9 min-w-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border border-header-foreground/15 bg-header px-3 font-heading text-xs font-semibold tracking-[0.12em] text-header-foreground shadow-lg"
            style={{ left: `${50 + radius * Math.cos(angle)}%`, top: `${50 + radius * Math.sin(angle)}%` }}
          >
            {code}
          </span>
        )
      })}
    </div>
  )
}

export interface HomeHeroProps extends Omit<React.ComponentProps<"section">, "title">, HomeHeroContent {}

/** The home page's hero: the page's single h1, intro, two calls to action and certification badges. */
export function HomeHero({
  eyebrow,
  heading,
  intro,
  primaryCta,
  secondaryCta,
  badges,
  imageUrl,
  imageAlt,
  className,
  ...props
}: HomeHeroProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="home-hero"
      aria-labelledby={headingId}
      className={cn("relative isolate overflow-hidden bg-header text-header-foreground", className)}
      {...props}
    >
      <HeroBackdrop />
      <Container className="grid gap-12 pt-14 pb-16 sm:pt-20 sm:pb-24 lg:grid-cols-12 lg:items-center lg:gap-10 lg:pt-24 lg:pb-32">
        <div data-slot="home-hero-content" className="flex flex-col gap-6 lg:col-span-7">
          {eyebrow && (
            <p
              data-slot="home-hero-eyebrow"
              className="inline-flex w-fit items-center gap-2 rounded-full border border-header-foreground/15 bg-header-accent px-3 py-1 text-xs font-semibold tracking-[0.1em] uppercase sm:tracking-[0.14em]"
            >
              <span aria-hidden="true" className="size-1.5 rounded-full bg-header-foreground" />
              {eyebrow}
            </p>
          )}
          <h1
            id={headingId}
            data-slot="home-hero-heading"
            className="font-heading text-4xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-[4.25rem]"
          >
            {heading}
          </h1>
          <p data-slot="home-hero-intro" className="max-w-2xl text-lg leading-relaxed text-pretty text-header-muted sm:text-xl">
            {intro}
          </p>
          <HeroActions primary={primaryCta} secondary={secondaryCta} className="mt-2" />
          {badges.length > 0 && (
            <ul data-slot="home-hero-badges" className="mt-4 flex flex-wrap gap-x-6 gap-y-3 border-t border-header-foreground/10 pt-6">
              {badges.map((badge) => (
                <li
                  key={badge}
                  data-slot="home-hero-badge"
                  className="inline-flex items-center gap-2 text-sm font-medium text-header-foreground"
                >
                  <ShieldCheck aria-hidden="true" className="size-4 text-header-muted" />
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div data-slot="home-hero-visual" className={cn("lg:col-span-5", !imageUrl && "hidden lg:block")}>
          {imageUrl ? (
            <LazyImage
              src={imageUrl}
              alt={imageAlt ?? ""}
              width={1200}
              height={1000}
              priority
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="w-full rounded-3xl shadow-2xl ring-1 ring-header-foreground/10"
            />
          ) : (
            <LanguageOrbit />
          )}
        </div>
      </Container>
    </section>
  )
}
