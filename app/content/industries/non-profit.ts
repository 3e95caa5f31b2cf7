import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "non-profit",
  meta: {
    path: "/industries/non-profit",
    title: "Translation for NGOs & Humanitarian Organisations",
    description:
      "Translation and interpreting for NGOs, foundations and humanitarian agencies: field surveys, donor reports, safeguarding and emergency messaging.",
  },
  hero: {
    eyebrow: "Non-profit",
    heading: "Language support for organisations that work across borders for a cause",
    intro:
      "NGOs, foundations, humanitarian agencies and international networks use Nordika to reach communities, report to donors and keep staff and volunteers safe in their own language.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "80+", label: "non-profit clients served since 2009" },
    { value: "45", label: "crisis-affected languages, from Pashto to Tigrinya and Ukrainian" },
    { value: "15%", label: "standard discount for registered charities" },
    { value: "2 h", label: "target turnaround for emergency messages" },
  ],
  overview: [
    "For a non-profit, every krona or euro spent on translation is one not spent on the mission, yet communication failures in the field cost far more. We work with organisations to focus human effort where it matters and use technology where it safely can.",
    "We translate beneficiary communication, consent and feedback forms, field surveys and monitoring data, safeguarding and code-of-conduct policies, training for staff and volunteers, and advocacy campaigns. For institutional donors we translate grant proposals and narrative reports to the standard expected by the EU, Sida and other funders.",
    "In emergencies, our rapid-response team translates public-health and protection messages within hours, often in languages with few professional translators, and works with community reviewers to check that messages are understood and trusted.",
  ],
  challenges: [
    {
      title: "Limited budgets",
      description: "Programme budgets rarely allocate enough for translation, and overheads are scrutinised by donors.",
      icon: "Banknote",
    },
    {
      title: "Low-resource languages",
      description: "Many affected communities speak languages with few qualified translators and no machine translation support.",
      icon: "Languages",
    },
    {
      title: "Sensitive beneficiary data",
      description: "Survey responses, case files and safeguarding reports involve vulnerable people and require strict confidentiality.",
      icon: "Lock",
    },
    {
      title: "Emergency timelines",
      description: "Disasters and displacement need accurate information in the right languages within hours.",
      icon: "Zap",
    },
  ],
  solutions: [
    {
      title: "Budget-aware workflows",
      description:
        "Translation memory, MT with post-editing for internal documents and full human translation for beneficiary-facing content.",
      icon: "TrendingUp",
    },
    {
      title: "Community-language network",
      description: "Vetted translators and interpreters for low-resource languages, supported with glossaries and community reviewers.",
      icon: "HandHeart",
    },
    {
      title: "Donor reporting",
      description: "Proposals and narrative reports translated by specialists in development cooperation terminology.",
      icon: "FileText",
    },
    {
      title: "Safeguarding-trained interpreters",
      description: "Interpreters briefed on trauma-informed practice for interviews, hotlines and protection work.",
      icon: "Heart",
    },
  ],
  proof: {
    client: "Lindhaga Foundation, a Nordic humanitarian NGO",
    summary:
      "During a refugee response in Central Europe, Lindhaga needed information for new arrivals in Ukrainian, Russian, Romani and Polish, plus interpreters for its helpline. Our rapid-response team translated 160 notices within the first fortnight, and community reviewers tested key messages in reception centres.",
    results: [
      { value: "160", label: "emergency notices in the first two weeks" },
      { value: "3 h", label: "median turnaround for urgent messages" },
      { value: "5,200", label: "helpline calls supported by interpreters" },
    ],
  },
  faqs: [
    {
      question: "Do you offer non-profit rates?",
      answer:
        "Registered charities and foundations receive a standard discount, and we help structure workflows so that budgets go further without compromising beneficiary-facing content.",
    },
    {
      question: "Can you work in languages without written standards?",
      answer:
        "For oral languages, we provide audio and video messages recorded by native speakers and interpreting rather than written translation.",
    },
    {
      question: "How do you protect beneficiary data?",
      answer:
        "We process data in EU data centres under a data processing agreement, minimise what linguists see and follow your safeguarding and retention policies.",
    },
  ],
  cta: {
    heading: "Let's reach the people you serve",
    text: "Tell us about your programmes and languages, and we will propose an approach that fits your budget.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/interpretation",
    "/services/voice-over",
    "/sustainability/initiatives",
    "/industries/public-sector",
    "/industries/healthcare",
  ],
}

export default page
