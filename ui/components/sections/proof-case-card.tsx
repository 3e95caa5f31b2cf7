import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight } from "lucide-react"
import { cn } from "../../lib/utils"
import { SmartLink } from "../../lib/link-context"
import type { ProofCase } from "../../templates/types"
import { PageSection, type PageSectionProps } from "./section"

/** Default wording of the card's fixed labels. */
export const PROOF_CASE_LABELS = { eyebrow: "Client result", link: "Read the case study" }

const proofCaseCardVariants = cva(
  "relative isolate grid overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-sm",
  {
    variants: {
      size: {
        default: "lg:grid-cols-12",
        sm: "",
      },
    },
    defaultVariants: { size: "default" },
  },
)

export interface ProofCaseCardProps extends React.ComponentProps<"article">, VariantProps<typeof proofCaseCardVariants> {
  /** `default` text and figures side by side from lg, `sm` stacked, for a narrow column. @default "default" */
  size?: VariantProps<typeof proofCaseCardVariants>["size"]
  /** The case: client, industry, what was done, result figures and an optional link. */
  proof: ProofCase
  /** Heading level of the client name, to fit the page outline. @default "h3" */
  headingLevel?: "h2" | "h3"
  /** Wording of the card's fixed labels (the eyebrow and the link), to override. */
  labels?: Partial<typeof PROOF_CASE_LABELS>
}

/** A short client case: client, what was done, the result figures and an optional link to the full case study. */
export function ProofCaseCard({ proof, headingLevel = "h3", labels, size, className, ...props }: ProofCaseCardProps) {
  const text = { ...PROOF_CASE_LABELS, ...labels }
  const Heading = headingLevel
  const wide = (size ?? "default") === "default"
  return (
    <article
      data-slot="proof-case-card"
      data-size={size ?? "default"}
      className={cn(proofCaseCardVariants({ size }), className)}
      {...props}
    >
      <div data-slot="proof-case-body" className={cn("flex flex-col gap-5 p-6 sm:p-10", wide && "lg:col-span-7 lg:p-12")}>
        <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">{text.eyebrow}</p>
        <Heading data-slot="proof-case-client" className="font-heading text-2xl leading-tight font-semibold tracking-tight sm:text-3xl">
          {proof.client}
        </Heading>
        <p data-slot="proof-case-summary" className="text-lg leading-relaxed text-muted-foreground">
          {proof.summary}
        </p>
        {proof.href && (
          <SmartLink
            data-slot="proof-case-link"
            href={proof.href}
            aria-label={`${text.link}: ${proof.client}`}
            className="mt-2 inline-flex w-fit items-center gap-2 rounded-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
          >
            {text.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </div>
      <dl
        data-slot="proof-case-results"
        className={cn(
          "grid gap-px border-t border-border bg-border",
          wide ? "sm:grid-cols-3 lg:col-span-5 lg:grid-cols-1 lg:border-t-0 lg:border-l" : "sm:grid-cols-3",
        )}
      >
        {proof.results.map((result) => (
          <div key={`${result.value}-${result.label}`} data-slot="proof-case-result" className="flex flex-col gap-1 bg-muted p-6 sm:p-8">
            <dt className="order-2 text-sm leading-snug text-muted-foreground">{result.label}</dt>
            <dd className="order-1 font-heading text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">{result.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}

export interface ProofSectionProps extends Omit<PageSectionProps, "children"> {
  /** The case: client, industry, what was done, result figures and an optional link. */
  proof: ProofCase
  /** Wording of the card's fixed labels, to override. */
  labels?: ProofCaseCardProps["labels"]
}

/** A section around one ProofCaseCard. */
export function ProofSection({ proof, labels, ...props }: ProofSectionProps) {
  return (
    <PageSection data-slot="proof-section" {...props}>
      <ProofCaseCard proof={proof} labels={labels} />
    </PageSection>
  )
}
