import type { ContentPage } from "@nordika/ui/templates"

export const team: ContentPage = {
  meta: {
    path: "/about/team",
    title: "Leadership Team",
    description:
      "Meet the people who lead Nordika: founders, operations, quality, technology, AI and regional leaders across Stockholm, Helsinki, Berlin, London and Singapore.",
  },
  hero: {
    eyebrow: "Leadership",
    heading: "The people who lead Nordika",
    intro:
      "Our leadership team includes former translators, interpreters, engineers and project managers. Between them they have worked in the language industry for more than 150 years, and most of them still review a translation now and then.",
    primaryCta: { label: "Join the team", href: "/careers/open-positions" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      title: "Behind the leadership team",
      items: [
        { value: "~180", label: "employees" },
        { value: "29", label: "nationalities" },
        { value: "52%", label: "of managers are women" },
        { value: "7", label: "offices" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      id: "leadership",
      heading: "Leadership team",
      items: [
        {
          title: "Karin Lindqvist, co-founder and chief executive officer",
          description:
            "Karin trained as a conference interpreter at Stockholm University and worked for ten years in EU institutions and as a localization lead in the Swedish telecoms sector before co-founding Nordika in 2009. She leads strategy and still interprets at the company's own annual partner conference. Based in Stockholm.",
          icon: "Users",
        },
        {
          title: "Mikael Sandberg, co-founder and chief technology officer",
          description:
            "A software engineer from KTH Royal Institute of Technology, Mikael built translation tools for publishers before co-founding Nordika. He leads the engineering team behind Leen and chairs our AI governance board. Based in Stockholm.",
          icon: "Cpu",
        },
        {
          title: "Aino Virtanen, chief operating officer",
          description:
            "Aino joined in 2013 to open our Helsinki office and media unit, and now runs global operations: project management, vendor management and the linguist network. She holds an MA in translation studies from the University of Helsinki. Based in Helsinki.",
          icon: "Workflow",
        },
        {
          title: "Sofia Brandt, vice president, quality and linguistic services",
          description:
            "Sofia is a former medical translator who led our ISO 17100 transition in 2015 and the ISO 18587 certification in 2019. She owns quality management, linguistic audits and terminology governance. Based in Gothenburg.",
          icon: "Award",
        },
        {
          title: "Daniel Okafor, chief revenue officer",
          description:
            "Daniel spent fifteen years in sales and account leadership at language-service and software companies in London and New York. He leads sales, account management and client success across all regions. Based in London.",
          icon: "TrendingUp",
        },
        {
          title: "Erik Nyström, chief information security officer",
          description:
            "Erik came to Nordika from information security roles in Nordic banking. He runs our ISO 27001 programme, data protection and client security reviews, and works with the Leen team on AI security. Based in Stockholm.",
          icon: "ShieldCheck",
        },
        {
          title: "Lukas Hoffmann, managing director, Central Europe",
          description:
            "A technical writer by background, Lukas opened our Berlin office in 2016 and leads our work with manufacturing, automotive and engineering clients in Germany, Austria and Switzerland. Based in Berlin.",
          icon: "Factory",
        },
        {
          title: "Priya Raman, head of AI and language data",
          description:
            "Priya holds a PhD in computational linguistics and led machine translation research in industry before joining Nordika in 2022 to build our language data team. She oversees MT evaluation, quality estimation and AI training data services. Based in Singapore.",
          icon: "Sparkles",
        },
      ],
    },
    {
      kind: "text",
      heading: "How we lead",
      paragraphs: [
        "Nordika is run by a small leadership team that meets weekly and publishes its decisions internally. Office heads and specialist unit leads have wide autonomy over how they serve their clients, within shared standards for quality, security and linguist relations.",
        "Once a year, the whole company and a group of freelance linguists meet in Stockholm for two days to review the year and set priorities. Many of our best ideas, including the first version of Leen's terminology prompts, started there.",
      ],
    },
    {
      kind: "links",
      heading: "Work with us",
      items: [
        {
          title: "Open positions",
          description: "Current vacancies across our seven offices.",
          href: "/careers/open-positions",
          icon: "Briefcase",
        },
        {
          title: "Become a freelance partner",
          description: "Join our network of 6,000 professional linguists.",
          href: "/freelancers/become-partner",
          icon: "UserPlus",
        },
        {
          title: "Global offices",
          description: "Addresses and contact details for each office.",
          href: "/contact/global-offices",
          icon: "MapPin",
        },
      ],
    },
  ],
  cta: {
    heading: "Want to speak with one of our leaders?",
    text: "Book a consultation and tell us what you would like to discuss. We will bring the right person to the call.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
