import { Badge } from "../badge"
import { cn } from "../../lib/utils"
import { SmartLink } from "../../lib/link-context"
import type { ClientStory, ClientSuccess } from "../../templates/home-types"
import { gridColumnsFor, PageSection, type PageSectionProps } from "./section"
import { StatsList } from "./stats-band"

/** One short client story; the title is the link, and the whole card is its click target. */
function ClientStoryCard({ story }: { story: ClientStory }) {
  return (
    <article
      data-slot="client-story"
      className="group relative flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background hover:shadow-lg lg:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-foreground">{story.client}</p>
        <Badge variant="secondary">{story.industry}</Badge>
      </div>
      <dl className="flex flex-col gap-1 border-y border-border py-5">
        <dt className="order-2 text-sm text-muted-foreground">{story.result.label}</dt>
        <dd className="order-1 font-heading text-4xl font-semibold tracking-tight text-primary sm:text-5xl">{story.result.value}</dd>
      </dl>
      <h3 className="font-heading text-lg leading-snug font-semibold">
        <SmartLink
          data-slot="client-story-link"
          href={story.href}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:underline group-hover:underline-offset-4"
        >
          {story.title}
        </SmartLink>
      </h3>
      <p className="leading-relaxed text-muted-foreground">{story.summary}</p>
    </article>
  )
}

export interface ClientSuccessSectionProps extends Omit<PageSectionProps, "children" | "heading" | "intro">, ClientSuccess {}

/** Measured results: a row of figures, then short client stories. */
export function ClientSuccessSection({ heading, intro, figures, stories, ...props }: ClientSuccessSectionProps) {
  return (
    <PageSection data-slot="client-success" heading={heading} intro={intro} {...props}>
      <StatsList items={figures} size={figures.length > 4 ? "sm" : "default"} />
      <ul data-slot="client-stories" className={cn("mt-14 grid gap-6 lg:mt-16", gridColumnsFor(stories.length))}>
        {stories.map((story) => (
          <li key={story.id}>
            <ClientStoryCard story={story} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
