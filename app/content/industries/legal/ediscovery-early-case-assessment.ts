import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "ediscovery-early-case-assessment",
  meta: {
    path: "/industries/legal/ediscovery-early-case-assessment",
    title: "Multilingual eDiscovery & Early Case Assessment",
    description:
      "eDiscovery (electronic discovery) processing, language identification, MT triage and early case assessment to cull multilingual data sets and size a matter within days.",
  },
  hero: {
    eyebrow: "Legal · eDiscovery & ECA",
    heading: "Know what is in your multilingual data before you commit to review",
    intro:
      "Early case assessment tells you what a matter is about, who matters and how big the review will be. We make that possible even when half the data is not in English.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a matter", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "170+", label: "languages detected at document and paragraph level" },
    { value: "5 days", label: "typical time from data receipt to ECA report" },
    { value: "60–90%", label: "data volume culled before review in typical matters" },
    { value: "EU / UK / US / SG", label: "hosting regions available" },
  ],
  overview: [
    "In multilingual matters, the biggest early risk is not knowing what you have. Keyword searches in English miss documents in other languages, reviewers cannot prioritise what they cannot read, and budgets are set blind. Our ECA service is designed to answer the key questions in days.",
    "After processing and de-duplication, we run language identification on every document and paragraph, apply machine translation for triage so case teams can search and read everything in one language, and combine concept clustering, communication analysis and multilingual search terms built by native speakers. Where the data set is large, we start technology-assisted review from the first day.",
    "The result is an ECA report: volumes by custodian, language and date; key themes and people; a search-term hit report in each language; and a costed plan for review, translation and production that counsel can defend to a client or the court.",
  ],
  challenges: [
    {
      title: "English-only search terms",
      description: "Keywords in one language miss relevant material and inflate false positives in others.",
      icon: "Search",
    },
    {
      title: "Blind budgets",
      description: "Without early insight, review cost estimates for multilingual data can be wrong by an order of magnitude.",
      icon: "BarChart3",
    },
    {
      title: "Proportionality",
      description: "Courts expect discovery to be proportionate and parties to agree search methodology early.",
      icon: "Scale",
    },
  ],
  solutions: [
    {
      title: "Language identification",
      description: "Every document and paragraph tagged by language, so review can be routed to the right reviewers from day one.",
      icon: "Languages",
    },
    {
      title: "MT for triage",
      description:
        "Secure, in-region machine translation lets case teams search and read foreign-language material without waiting for human translation.",
      icon: "Sparkles",
    },
    {
      title: "Multilingual search terms",
      description: "Native speakers and lawyers develop and test search terms with inflections, synonyms and slang in each language.",
      icon: "ScanSearch",
    },
  ],
  proof: {
    client: "A London litigation team in a competition damages claim",
    summary:
      "Claimant's counsel received 2.2 million documents from defendants in Germany, Italy and the Netherlands. Our ECA identified the language mix and key custodians within a week, and multilingual search terms reduced the review population to 310,000 documents.",
    results: [
      { value: "86%", label: "reduction of the review population" },
      { value: "6 days", label: "from data receipt to ECA report" },
      { value: "4", label: "languages covered by tested search terms" },
    ],
  },
  faqs: [
    {
      question: "Is machine translation defensible?",
      answer:
        "MT is used for triage and understanding, not as evidence. Documents relied on in submissions are translated or reviewed by human linguists, and our methodology is documented for meet-and-confer discussions.",
    },
    {
      question: "Which review platforms do you use?",
      answer:
        "We work on established eDiscovery platforms and can also process data into your own or your firm's preferred review environment.",
    },
    {
      question: "Can you process data in our jurisdiction?",
      answer: "Yes. We host in the EU by default and offer UK, US and Singapore regions to keep data where it must stay.",
    },
  ],
  cta: {
    heading: "Get clarity on your data in days",
    text: "Tell us the data volumes, sources and languages, and we will scope an ECA with a fixed fee.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/technology-assisted-review",
    "/industries/legal/document-review",
    "/services/machine-translation",
  ],
}

export default page
