import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "managed-services-litigation-support",
  meta: {
    path: "/industries/legal/managed-services-litigation-support",
    title: "Managed eDiscovery & Litigation Support Services",
    description:
      "Managed eDiscovery (electronic discovery) programmes for legal departments and firms: predictable pricing, a dedicated team, repeatable workflows and multilingual review on call.",
  },
  hero: {
    eyebrow: "Legal · Managed services",
    heading: "A standing litigation support team for your whole portfolio",
    intro:
      "Legal departments and firms with recurring investigations, regulatory requests and disputes use Nordika's managed services for predictable cost and consistent, defensible processes.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "Fixed", label: "monthly or per-GB subscription pricing" },
    { value: "Named", label: "project managers and review leads who know your data" },
    { value: "Quarterly", label: "business reviews with portfolio metrics" },
    { value: "Reusable", label: "custodian data, privilege lists and TAR models across matters" },
  ],
  overview: [
    "Companies with repeated litigation or regulatory exposure often pay for the same work again and again: collecting the same custodians, rebuilding privilege lists, and re-training new vendors on their systems. A managed service turns eDiscovery into a programme with institutional memory.",
    "We provide a dedicated team, a standing hosting environment in your chosen region, standard operating procedures agreed with your legal team, and reusable assets: custodian maps, data source inventories, privilege screens and multilingual search term libraries. Matters start in hours rather than weeks because the groundwork is done.",
    "Pricing is predictable, with subscription or volume-based models, and reporting covers cost per matter, data volumes, review metrics and turnaround, so the legal department can manage its spend like any other business function.",
  ],
  challenges: [
    {
      title: "Unpredictable spend",
      description: "Matter-by-matter vendor pricing makes legal budgets hard to forecast and compare.",
      icon: "Banknote",
    },
    {
      title: "Repeated start-up work",
      description: "Each new vendor or matter repeats data mapping, collection and protocol design.",
      icon: "History",
    },
    {
      title: "Inconsistent processes",
      description: "Different firms and vendors apply different workflows, making defensibility harder to show.",
      icon: "Workflow",
    },
  ],
  solutions: [
    {
      title: "Dedicated team",
      description: "Named project managers, forensic specialists and review leads who know your systems, people and history.",
      icon: "Users",
    },
    {
      title: "Playbooks and reusable assets",
      description: "Documented workflows, privilege screens and search term libraries reused across matters.",
      icon: "BookOpen",
    },
    {
      title: "Portfolio reporting",
      description: "Dashboards on cost, volumes and turnaround per matter and business unit.",
      icon: "BarChart3",
    },
  ],
  proof: {
    client: "The legal department of a Nordic telecoms operator",
    summary:
      "Facing more than 30 regulatory requests and disputes a year across five countries, the department consolidated four vendors into a Nordika managed service with a standing EU hosting environment and shared privilege and search-term libraries.",
    results: [
      { value: "−37%", label: "annual eDiscovery spend" },
      { value: "48 h", label: "average time from matter intake to review-ready data" },
      { value: "1", label: "consistent process across 5 countries" },
    ],
  },
  faqs: [
    {
      question: "Can outside counsel work with your managed service?",
      answer: "Yes. Outside counsel access the same environment and team, which avoids duplicate vendors and data transfers.",
    },
    {
      question: "What is included in the subscription?",
      answer:
        "Typically hosting, processing, project management and a pool of review hours, with translation and forensic collection available at agreed rates. We tailor it to your portfolio.",
    },
    {
      question: "How do you handle legal holds?",
      answer:
        "We support your legal hold process with custodian tracking and preservation steps, and can integrate with legal hold tools you already use.",
    },
  ],
  cta: {
    heading: "Make litigation support predictable",
    text: "Share an overview of your matter portfolio, and we will model a managed service and its cost against your current spend.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/document-review",
    "/services/adapted-teams-processes",
    "/industries/legal/digital-forensics",
  ],
}

export default page
