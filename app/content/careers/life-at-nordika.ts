import type { ContentPage } from "@nordika/ui/templates"

/** /careers/life-at-nordika */
export const lifeAtNordika: ContentPage = {
  meta: {
    path: "/careers/life-at-nordika",
    title: "Life at Nordika: Culture, Benefits and Growth",
    description:
      "Hybrid work, a learning budget for every employee, language lessons, wellness allowances and a culture of owning outcomes: what working at Nordika is like.",
  },
  hero: {
    eyebrow: "Life at Nordika",
    heading: "Life at Nordika: curious people, clear ownership, reasonable hours",
    intro:
      "We are a company of specialists who like working with other specialists. Our culture is Nordic in the best sense: flat, direct, trusting, and serious about the time people spend outside work.",
    primaryCta: { label: "See open positions", href: "/careers/open-positions" },
    secondaryCta: { label: "Meet the leadership team", href: "/about/team" },
    panel: {
      kind: "facts",
      title: "Working here",
      items: [
        { value: "2–3", label: "office days a week, agreed by each team" },
        { value: "29", label: "nationalities across seven offices" },
        { value: "Core hours", label: "that protect evenings across time zones" },
        { value: "Budget", label: "for learning and language lessons, for everyone" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "How we work",
      paragraphs: [
        "Every project at Nordika has a named owner, and ownership means the result, not just the schedule. Teams are small and close to their clients; a project manager in Berlin can message an engineer in Helsinki or a linguist lead in Singapore directly, without going through anyone.",
        "Most roles are hybrid. Teams agree their own office days, usually two or three a week, and we pay for a proper home-office setup. Roles that serve clients in other time zones have core hours that protect evenings; our follow-the-sun model exists so that nobody has to work at midnight.",
      ],
    },
    {
      kind: "features",
      heading: "Benefits",
      intro: "Benefits follow local law and practice in each country; these apply everywhere.",
      items: [
        {
          title: "Learning budget",
          description:
            "An individual budget of SEK 15,000 a year, or the local equivalent, for courses, conferences and certifications, plus two learning days.",
          icon: "GraduationCap",
        },
        {
          title: "Language lessons",
          description: "Free lessons in the language of your office country, and a subsidy for any other language you want to learn.",
          icon: "Languages",
        },
        {
          title: "Wellness allowance",
          description:
            "A yearly wellness allowance (friskvårdsbidrag in Sweden) for sports, gym or massage, and one paid hour a week for exercise.",
          icon: "HeartPulse",
        },
        {
          title: "Generous leave",
          description:
            "At least 30 days' paid holiday in every country, and parental pay topped up to 90% of salary for six months for all parents.",
          icon: "Calendar",
        },
        {
          title: "Pension and insurance",
          description: "Occupational pension and health insurance in every country; in Sweden matching the ITP occupational pension plan.",
          icon: "Shield",
        },
        {
          title: "Employee ownership",
          description:
            "Nordika is owned by its founders and employees. Permanent staff can join the employee share programme after one year.",
          icon: "Handshake",
        },
      ],
    },
    {
      kind: "steps",
      heading: "Growing with us",
      intro: "Career paths are written down, so you know what the next step looks like and what it takes.",
      items: [
        {
          title: "Onboarding",
          description:
            "A structured first 90 days with a buddy, an introduction to Leen and our ISO processes, and a visit to another office.",
        },
        {
          title: "Twice-yearly development talks",
          description: "Conversations about growth, not ratings, with a written plan that your manager is accountable for too.",
        },
        {
          title: "Specialist and leadership tracks",
          description:
            "Senior specialist roles are paid on the same scale as management roles, so you do not have to manage people to progress.",
        },
        {
          title: "Internal mobility",
          description:
            "About one in five open positions is filled internally, and moves between offices are supported with relocation help.",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "Our commitments to each other",
      items: [
        "Equal pay: we run an annual pay survey in every country, following the Swedish Discrimination Act's requirements group-wide, and publish the results internally.",
        "Inclusive hiring: structured interviews, scored work samples and diverse interview panels for every role.",
        "Accessibility: adjustments for candidates and employees, from screen readers to flexible hours.",
        "A speak-up channel run by an external provider, open to employees and freelancers, as required by the EU Whistleblower Directive.",
      ],
    },
    {
      kind: "quote",
      quote: "What surprised me most was how seriously people take their evenings. Deadlines are real here, but so is going home.",
      author: "Tomás Alvarez",
      role: "Localization Engineer, Berlin",
    },
  ],
  cta: {
    heading: "Sound like your kind of place?",
    text: "See where we are hiring, or send an open application if your role is not listed.",
    primary: { label: "See open positions", href: "/careers/open-positions" },
    secondary: { label: "How to apply", href: "/careers/application-portal" },
  },
}
