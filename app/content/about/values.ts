import type { ContentPage } from "@nordika/ui/templates"

export const values: ContentPage = {
  meta: {
    path: "/about/values",
    title: "Our Values",
    description:
      "The five values behind Nordika's work: get it right, say it plainly, respect the craft, keep learning, and protect what we are trusted with.",
  },
  hero: {
    eyebrow: "Our values",
    heading: "Five values that shape how we work with clients, linguists and each other",
    intro:
      "Our values were written by employees in 2016, when Nordika grew beyond one office, and revised in 2023 after Leen changed how we work. They are used in hiring, in performance reviews and when we have to make a difficult call.",
    primaryCta: { label: "Join our team", href: "/careers" },
    secondaryCta: { label: "Work with us", href: "/contact/book-consultation" },
    panel: {
      kind: "checklist",
      title: "Our five values",
      items: ["Get it right", "Say it plainly", "Respect the craft", "Keep learning", "Protect what we are trusted with"],
      more: { label: "See them at work in Life at Nordika", href: "/careers/life-at-nordika" },
    },
  },
  sections: [
    {
      kind: "features",
      heading: "Our values",
      items: [
        {
          title: "Get it right",
          description:
            "Precision is our product. We check our work, ask when the source is unclear, and fix the cause of a mistake, not just the mistake. A late translation is a problem; a wrong one can be a disaster.",
          icon: "Target",
        },
        {
          title: "Say it plainly",
          description:
            "We tell clients the truth about timelines, quality and what machine translation can and cannot do. Bad news travels fast at Nordika, because early warnings give everyone options.",
          icon: "MessageSquare",
        },
        {
          title: "Respect the craft",
          description:
            "Translation, interpretation, subtitling and voice work are professions that take years to master. We pay linguists fairly, brief them properly and credit their expertise.",
          icon: "Award",
        },
        {
          title: "Keep learning",
          description:
            "Languages change, technologies change and clients' needs change. We test new tools before we trust them, share what we learn, and fund training for every employee.",
          icon: "Lightbulb",
        },
        {
          title: "Protect what we are trusted with",
          description:
            "Clients give us unreleased products, confidential contracts and personal data. We treat all of it as if it were our own, and our security practices are audited to prove it.",
          icon: "ShieldCheck",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What our values look like on an ordinary day",
      items: [
        "A project manager calls a client to question an ambiguous source sentence rather than guessing.",
        "A quote recommends human translation for a contract even though machine translation would be cheaper.",
        "A linguist's query is answered within one working day, and their name is on the project record.",
        "An engineer spends a week testing a new AI model on real content before it goes anywhere near production.",
        "A laptop is not allowed to leave the office with unreleased client files on it, even for an urgent deadline.",
      ],
    },
    {
      kind: "quote",
      quote:
        "The values are not on the wall for visitors. They are in the questions we ask each other when a deadline is tight and the easy answer is the wrong one.",
      author: "Aino Virtanen",
      role: "Chief Operating Officer, Nordika",
    },
    {
      kind: "links",
      heading: "Values in action",
      items: [
        {
          title: "Life at Nordika",
          description: "What it is like to work in our teams.",
          href: "/careers/life-at-nordika",
          icon: "Users",
        },
        {
          title: "Freelance linguists",
          description: "How we work with our network of 6,000 professionals.",
          href: "/freelancers",
          icon: "Handshake",
        },
        {
          title: "Security and compliance",
          description: "How we protect client data.",
          href: "/security-compliance",
          icon: "Lock",
        },
      ],
    },
  ],
  cta: {
    heading: "Work with a partner that lives its values",
    text: "Talk to us about your project, and judge us by how we handle the hard questions.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
