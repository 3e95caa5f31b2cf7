import type { ContentPage } from "@nordika/ui/templates"

export const mission: ContentPage = {
  meta: {
    path: "/about/mission",
    title: "Our Mission",
    description:
      "Nordika's mission: make every client understood in every market, with expert linguists, technology that serves them and data handled with care.",
  },
  hero: {
    eyebrow: "Our mission",
    heading: "Our mission is to make sure language never stands between a good product and the people it is for",
    intro:
      "Every day, products are delayed, contracts misread and customers lost because content did not work in another language. We exist to remove that barrier, reliably and responsibly, for every client we serve.",
    primaryCta: { label: "See how we work", href: "/services" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      title: "How we measure it",
      items: [
        { value: "99.1%", label: "of deliveries on time in 2024" },
        { value: "4.8 / 5", label: "average client rating after projects" },
        { value: "30 days", label: "longest we take to pay a linguist" },
        { value: "3 ISO", label: "standards audited independently every year" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "What our mission means in practice",
      paragraphs: [
        "A mission statement is only useful if it changes decisions. Ours tells us to judge our work by its effect in the target market, not by word counts delivered. It is why we ask what a text is for before quoting it, why we test software in context instead of stopping at the translation file, and why we report on outcomes such as launch dates and audit results.",
        "It also tells us what not to do. We will not promise quality we cannot measure, use machine translation without telling you, or take on a language or subject for which we cannot find qualified people.",
      ],
    },
    {
      kind: "features",
      heading: "Our commitments",
      items: [
        {
          title: "To our clients",
          description: "Understand your goals, deliver what we promise, on time, and tell you early when something is at risk.",
          icon: "Handshake",
        },
        {
          title: "To the people reading your content",
          description:
            "Write text that is accurate, natural and respectful of their language and culture, whether they are patients, players or engineers.",
          icon: "Users",
        },
        {
          title: "To our linguists",
          description:
            "Pay fairly and on time, give clear briefs and good tools, and treat translators, interpreters and voice talent as the experts they are.",
          icon: "HandHeart",
        },
        {
          title: "To data we are trusted with",
          description: "Keep it secure, in the EU, and used only for the purpose you gave it to us for.",
          icon: "Lock",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "How we hold ourselves to it",
      items: [
        "On-time delivery measured on every project and reported to clients; 99.1% in 2024.",
        "Client feedback collected after projects and reviewed monthly by management; average rating 4.8 out of 5.",
        "Independent annual audits against ISO 17100, ISO 18587 and ISO 27001.",
        "Linguist satisfaction surveyed every year, with payment within 30 days as a firm rule.",
        "Workflow used for each delivery (human, post-edited or machine) stated openly.",
      ],
    },
    {
      kind: "quote",
      quote: "The best compliment we get is when a customer in Munich or Seoul has no idea the product was designed in Sweden.",
      author: "Karin Lindqvist",
      role: "Co-founder and CEO, Nordika",
    },
    {
      kind: "links",
      heading: "Read more",
      items: [
        {
          title: "Our values",
          description: "The principles that guide everyday decisions.",
          href: "/about/values",
          icon: "Heart",
        },
        {
          title: "Our vision",
          description: "Where we want language services to be by 2030.",
          href: "/about/vision",
          icon: "Compass",
        },
        {
          title: "Sustainability",
          description: "Our environmental, social and governance commitments.",
          href: "/sustainability",
          icon: "Leaf",
        },
      ],
    },
  ],
  cta: {
    heading: "Put our mission to work on your content",
    text: "Tell us about the market you want to reach. We will show you how we would make sure you are understood there.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
