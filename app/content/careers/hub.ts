import type { ContentPage } from "@nordika/ui/templates"

/** /careers */
export const careersHub: ContentPage = {
  meta: {
    path: "/careers",
    title: "Careers at Nordika: Jobs in Localization and Language AI",
    description:
      "Join about 180 people in seven offices who make content work in 200+ languages. Roles in project management, engineering, linguistics, sales and operations.",
  },
  hero: {
    eyebrow: "Careers",
    heading: "Build a career where languages and technology meet",
    intro:
      "Nordika employs about 180 people from 29 nationalities in Stockholm, Gothenburg, Helsinki, Berlin, London, New York and Singapore. We are project managers, localization engineers, linguists, developers, data specialists and salespeople, and we share one job: helping our clients be understood.",
    primaryCta: { label: "See open positions", href: "/careers/open-positions" },
    secondaryCta: { label: "Life at Nordika", href: "/careers/life-at-nordika" },
    panel: {
      kind: "facts",
      items: [
        { value: "~180", label: "employees in seven offices" },
        { value: "29", label: "nationalities" },
        { value: "52%", label: "of managers are women" },
        { value: "4.4/5", label: "average score in our 2025 employee survey" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "Where you could work",
      items: [
        {
          title: "Project and programme management",
          description:
            "Own client projects from quote to delivery: scope, linguists, schedules, budgets and quality. Most of our managers started as project coordinators.",
          icon: "ListChecks",
        },
        {
          title: "Localization engineering",
          description:
            "Prepare complex files, build connectors and automation in Leen, and solve the technical problems that sit between content systems and translators.",
          icon: "Code",
        },
        {
          title: "Linguistic quality and vendor management",
          description:
            "Recruit, test and develop our network of 6,000 freelance linguists, and run the audits that keep our ISO 17100 promise.",
          icon: "BadgeCheck",
        },
        {
          title: "Product, engineering and AI",
          description:
            "Build Leen: translation memory, terminology, machine translation, quality estimation and the integrations our clients rely on.",
          icon: "Cpu",
        },
        {
          title: "Sales and client success",
          description:
            "Help organisations in regulated and fast-moving industries design programmes that work, and stay with them as they grow.",
          icon: "Handshake",
        },
        {
          title: "People, finance and operations",
          description: "Keep a company of seven offices and thousands of freelancers running fairly, securely and in compliance.",
          icon: "Users",
        },
      ],
    },
    {
      kind: "quote",
      quote:
        "I joined as a project coordinator with a translation degree and a lot of questions. Six years later I run our life-sciences programme team in Helsinki, and I still learn something every week.",
      author: "Johanna Mäkelä",
      role: "Programme Manager, Life Sciences, Helsinki",
    },
    {
      kind: "links",
      heading: "Find out more",
      items: [
        {
          title: "Life at Nordika",
          description: "How we work, grow and look after each other, and the benefits in each country.",
          href: "/careers/life-at-nordika",
          icon: "Heart",
        },
        {
          title: "Open positions",
          description: "Current vacancies, filterable by department and office.",
          href: "/careers/open-positions",
          icon: "Briefcase",
        },
        {
          title: "How to apply",
          description: "Our application portal, hiring steps and how we handle your data.",
          href: "/careers/application-portal",
          icon: "FileCheck",
        },
        {
          title: "Freelance linguists",
          description: "Looking for freelance work instead? Join our linguist network.",
          href: "/freelancers",
          icon: "Languages",
        },
      ],
    },
  ],
  cta: {
    heading: "Ready to join us?",
    text: "Browse current vacancies, or send an open application through the portal if you do not see the right role yet.",
    primary: { label: "Explore open positions", href: "/careers/open-positions" },
    secondary: { label: "How to apply", href: "/careers/application-portal" },
  },
}
