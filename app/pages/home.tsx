import { Button } from "@nordika/ui"

/** Placeholder home page until the site's routes land (issue 4). */
export function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Nordika</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Words that travel. Meaning that stays.</h1>
      <p className="text-lg text-muted-foreground">
        Translation, localization and AI language services from Stockholm. The full site is on its way.
      </p>
      <div>
        <Button asChild size="lg">
          <a href="/contact/request-quote">Free Quote</a>
        </Button>
      </div>
    </main>
  )
}
