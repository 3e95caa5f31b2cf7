import { Link } from "react-router-dom"
import { BrandLogo, Button } from "@nordika/ui"
import { useDocumentMeta } from "../site/document-meta"
import type { StandalonePageCopy } from "../site/standalone-pages"

/** A page outside the public layout (no header or footer): the brand, a heading, a line of text, a way back. */
export function StandalonePage({ title, description, heading, text, backLabel }: StandalonePageCopy) {
  useDocumentMeta({ title, description })
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-muted px-4 py-16 text-foreground">
      <Link
        to="/"
        aria-label="Nordika home"
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4"
      >
        <BrandLogo />
      </Link>
      <section
        aria-labelledby="standalone-heading"
        className="flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-card p-8 text-card-foreground shadow-sm"
      >
        <h1 id="standalone-heading" className="font-heading text-2xl font-bold tracking-tight">
          {heading}
        </h1>
        <p className="text-muted-foreground">{text}</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/">{backLabel}</Link>
        </Button>
      </section>
    </main>
  )
}
