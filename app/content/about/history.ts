import type { ContentPage } from "@nordika/ui/templates"

export const history: ContentPage = {
  meta: {
    path: "/about/history",
    title: "Our History: From Stockholm Start-Up to Global Language Partner",
    description:
      "Nordika's history since 2009: from a four-person translation studio in Stockholm to seven offices, three ISO certifications and the Leen AI platform.",
  },
  hero: {
    eyebrow: "Our history",
    heading: "From four people in Stockholm to a global language partner",
    intro:
      "Nordika began in 2009 with four people, a handful of Swedish manufacturing clients and a conviction that linguists deserve good tools. This is how we grew from there.",
    primaryCta: { label: "Meet the team today", href: "/about/team" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      title: "2009 and now",
      items: [
        { value: "4 → 180", label: "employees" },
        { value: "1 → 7", label: "offices" },
        { value: "12 → 200+", label: "languages" },
      ],
    },
  },
  sections: [
    {
      kind: "steps",
      id: "timeline",
      heading: "Timeline",
      items: [
        {
          title: "2009: Founded in Stockholm",
          description:
            "Karin Lindqvist and Mikael Sandberg found Nordika with two colleagues, translating operator manuals and safety documentation for Swedish manufacturers.",
        },
        {
          title: "2011: Gothenburg office",
          description:
            "Our second office opens in Gothenburg, close to automotive and engineering clients in western Sweden. It later becomes home to our technical writing and desktop publishing (DTP) teams.",
        },
        {
          title: "2012: First quality certification",
          description:
            "Nordika is certified to EN 15038, the European standard for translation services, formalising our translate-and-revise process.",
        },
        {
          title: "2013: Helsinki and the media unit",
          description:
            "The Helsinki office opens with a subtitling team serving Nordic broadcasters, the start of our media localization services.",
        },
        {
          title: "2014: Engineering team formed",
          description:
            "We hire our first in-house developers to build CMS connectors and a shared terminology tool, the first building blocks of Leen.",
        },
        {
          title: "2015: ISO 17100",
          description:
            "We are among the first Nordic language-service providers to be certified to the new international standard ISO 17100.",
        },
        {
          title: "2016: Berlin",
          description: "A Berlin office opens to serve clients in Germany, Austria and Switzerland. Nordika passes 50 employees.",
        },
        {
          title: "2017: London and ISO 27001",
          description: "We open in London and certify our information security management system to ISO 27001.",
        },
        {
          title: "2018: GDPR-first data handling",
          description:
            "Ahead of the GDPR, all production data is consolidated into EU data centres in Stockholm and Frankfurt, where it remains today.",
        },
        {
          title: "2019: Neural machine translation and ISO 18587",
          description:
            "Our machine translation programme launches with trained post-editors, and our post-editing process is certified to ISO 18587.",
        },
        {
          title: "2020: New York and remote interpretation",
          description: "We open in New York and, as events move online, launch our remote simultaneous interpretation service.",
        },
        {
          title: "2021: Leen launches",
          description:
            "Leen, our platform for translation memory, terminology and quality estimation, opens to clients through a portal and an API.",
        },
        {
          title: "2022: Singapore and language data",
          description:
            "The Singapore office opens for Asia-Pacific clients, together with a language data team providing training and evaluation data for AI.",
        },
        {
          title: "2023: Adaptive MT in Leen",
          description:
            "Leen adds adaptive machine translation that orchestrates neural MT engines and large language models per client and language pair.",
        },
        {
          title: "2024: Where we are today",
          description:
            "About 180 employees, 6,000 freelance linguists, 200+ languages and 310 million words delivered in the year, with 99.1% on time.",
        },
      ],
    },
    {
      kind: "text",
      heading: "What has not changed",
      paragraphs: [
        "The tools and the scale are different, but the core of how we work is the same as in 2009. Every important text is translated by a specialist and checked by a second one. Project managers own the result, not just the schedule. And we build technology to help people do better work, not to hide the people.",
        "We have also stayed independent. Nordika is owned by its founders and employees, which lets us make decisions, like certifying early, building our own platform or turning down work we cannot do well, on our own terms.",
      ],
    },
    {
      kind: "quote",
      quote:
        "Our first office had one meeting room that doubled as the server room. We were proud of that server. We are prouder that two of our first four clients still work with us.",
      author: "Mikael Sandberg",
      role: "Co-founder and CTO, Nordika",
    },
  ],
  cta: {
    heading: "Write the next chapter with us",
    text: "Whether you are planning your first international launch or your fortieth language, we would like to hear about it.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
