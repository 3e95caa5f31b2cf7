import * as React from "react"
import { cn } from "../lib/utils"
import { ClientLogosSection } from "../components/sections/client-logos-section"
import { ClientSuccessSection } from "../components/sections/client-success-section"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { HomeHero } from "../components/sections/home-hero"
import { IndustriesTeaser } from "../components/sections/industries-teaser"
import { ServicesOverview } from "../components/sections/services-overview"
import { TechnologyTeaser } from "../components/sections/technology-teaser"
import { TestimonialsSection } from "../components/sections/testimonials-section"
import { WhoWeAreSection } from "../components/sections/who-we-are-section"
import { WhyNordika } from "../components/sections/why-nordika"
import type { HomeContent } from "./home-types"

export interface HomeTemplateProps extends Omit<React.ComponentProps<"div">, "content"> {
  /** Every section of the home page, from the hero to the call-to-action band (app/content/home.ts, or as staff saved it). */
  content: HomeContent
}

/**
 * The home page: hero, client logos, services, who we are, measured results, Leen, industries,
 * testimonials, why Nordika and the call to action. Renders one h1; place it in the layout's <main>.
 */
export function HomeTemplate({ content, className, ...props }: HomeTemplateProps) {
  const lang = content.sectionLanguages ?? {}
  return (
    <div data-slot="home-template" className={cn("bg-background", className)} {...props}>
      <HomeHero lang={lang.hero} {...content.hero} />
      <ClientLogosSection {...content.clientLogos} />
      <ServicesOverview id="services" lang={lang.servicesOverview} {...content.servicesOverview} />
      <WhoWeAreSection id="who-we-are" lang={lang.whoWeAre} {...content.whoWeAre} />
      <ClientSuccessSection id="results" lang={lang.clientSuccess} {...content.clientSuccess} />
      <TechnologyTeaser id="technology" {...content.technology} />
      <IndustriesTeaser id="industries" {...content.industries} />
      <TestimonialsSection id="testimonials" lang={lang.testimonials} {...content.testimonials} />
      <WhyNordika id="why-nordika" {...content.whyNordika} />
      <CtaBandSection {...content.cta} />
    </div>
  )
}
