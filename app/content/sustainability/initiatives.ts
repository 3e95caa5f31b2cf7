import type { ContentPage } from "@nordika/ui/templates"

/** /sustainability/initiatives */
export const initiatives: ContentPage = {
  meta: {
    path: "/sustainability/initiatives",
    title: "Sustainability Initiatives: Travel, Energy and Pro Bono",
    description:
      "Remote-first interpretation, a rail-first travel policy, renewable electricity in our offices, efficient AI infrastructure and pro bono language work.",
  },
  hero: {
    eyebrow: "Initiatives",
    heading: "Sustainability initiatives we are running now",
    intro:
      "Targets mean little without the everyday decisions behind them. These are the initiatives that move our numbers, and what each one has achieved so far.",
    primaryCta: { label: "Our ESG strategy", href: "/sustainability/esg-strategy" },
    secondaryCta: { label: "Remote interpretation", href: "/services/interpretation" },
    panel: {
      kind: "checklist",
      title: "Running now",
      items: [
        "Remote-first interpretation, and local interpreters before flights",
        "Rail for trips under five hours",
        "Renewable electricity and efficient AI in our data centres",
        "Words for Good: pro bono language work for humanitarian organisations",
      ],
    },
  },
  sections: [
    {
      kind: "features",
      id: "travel",
      heading: "Travel, especially for interpreters",
      intro: "Business travel was 71% of our 2024 footprint, most of it interpreters and project teams flying to events.",
      items: [
        {
          title: "Remote-first interpretation",
          description:
            "We propose remote simultaneous interpretation wherever it serves the event. In 2025, 62% of interpreted hours were delivered remotely, up from 38% in 2022.",
          icon: "Headphones",
        },
        {
          title: "Local interpreters first",
          description: "For on-site assignments we book qualified interpreters based near the venue before anyone who would need to fly.",
          icon: "MapPin",
        },
        {
          title: "Rail under five hours",
          description:
            "Our travel policy requires rail for journeys under five hours, such as Stockholm–Gothenburg or London–Paris, and we pay interpreters' travel time accordingly.",
          icon: "Truck",
        },
        {
          title: "Fewer, longer trips",
          description:
            "Client visits are combined and internal meetings are online by default; flights over seven hours need leadership approval.",
          icon: "Plane",
        },
      ],
    },
    {
      kind: "features",
      id: "energy",
      heading: "Offices and digital infrastructure",
      items: [
        {
          title: "Renewable electricity",
          description:
            "Six of our seven offices run on contracted renewable electricity; Singapore is covered by renewable energy certificates until its green lease starts in 2026.",
          icon: "Zap",
        },
        {
          title: "Efficient AI",
          description:
            "Leen routes work to the smallest model that meets the quality bar and runs in data centres in Stockholm and Frankfurt powered by renewable electricity.",
          icon: "Server",
        },
        {
          title: "Longer hardware life",
          description: "Laptops are used for at least four years, then refurbished and donated or resold through a certified partner.",
          icon: "Recycle",
        },
      ],
    },
    {
      kind: "features",
      id: "social",
      heading: "People and communities",
      items: [
        {
          title: "Words for Good",
          description:
            "Our pro bono programme: 2,340 hours of translation and interpretation in 2025 for refugee support, health information and human rights organisations.",
          icon: "HandHeart",
        },
        {
          title: "Charity discount",
          description:
            "Registered charities receive a 15% discount on all services, and help designing workflows that stretch their budgets.",
          icon: "Heart",
        },
        {
          title: "Next-generation linguists",
          description:
            "Paid internships for translation students at universities in Stockholm, Helsinki and Berlin, with 14 interns in 2025.",
          icon: "GraduationCap",
        },
        {
          title: "Freelancer voice",
          description: "An elected freelancer panel meets our leadership twice a year to discuss rates, tools and working conditions.",
          icon: "MessagesSquare",
        },
      ],
    },
    {
      kind: "proof",
      heading: "An initiative in practice",
      case: {
        client: "Baltic Ports Council",
        summary:
          "By combining three on-site booths with remote interpreters working from our Stockholm and Helsinki hubs, the Council's hybrid conference in Tallinn avoided 19 return flights compared with a fully on-site set-up, and rated interpretation quality 4.9 out of 5.",
        results: [
          { value: "19", label: "return flights avoided" },
          { value: "6", label: "languages interpreted" },
          { value: "4.9/5", label: "attendee rating" },
        ],
        href: "/case-studies/baltic-ports-council-hybrid-conference",
      },
    },
  ],
  cta: {
    heading: "Planning an event with interpretation?",
    text: "We will show you the remote, hybrid and on-site options, with costs and the travel each one involves.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
