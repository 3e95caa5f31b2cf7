import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "deposition-trial-support",
  meta: {
    path: "/industries/legal/deposition-trial-support",
    title: "Deposition Interpreting & Trial Support",
    description:
      "Court-qualified interpreters, check interpreters, certified exhibit translation and hearing-room support for depositions, arbitrations and trials.",
  },
  hero: {
    eyebrow: "Legal · Deposition & trial",
    heading: "Interpreting and translation support from deposition to hearing",
    intro:
      "When testimony is given in another language, the interpreter's words become the record. We provide interpreters and translation teams who are prepared for that responsibility.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book an interpreter", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "250+", label: "court and legal interpreters across 50 languages" },
    { value: "Check", label: "interpreters available to monitor the other side's interpreter" },
    { value: "Overnight", label: "translation of transcripts and exhibits during hearings" },
    { value: "Remote", label: "deposition interpreting on major video platforms" },
  ],
  overview: [
    "Depositions, witness examinations and arbitration hearings depend on accurate interpretation of every word, including hesitations and hedges. A disputed rendering can become an issue in itself. Our interpreters are court-authorised or experienced in legal settings, and prepared with the pleadings, key documents and a matter glossary.",
    "We provide consecutive interpreters for depositions and witness interviews, simultaneous interpreting for arbitral and court hearings, check interpreters to monitor the opposing party's interpreter, and certified translation of exhibits, witness statements and transcripts. During hearings, an overnight team translates new exhibits and the day's transcript so counsel can prepare for the next morning.",
    "For remote depositions, our interpreters join by video with a separate channel for counsel and a technician on standby, across US, European and Asian time zones.",
  ],
  challenges: [
    {
      title: "Contested interpretation",
      description: "Ambiguous renderings of key testimony can be challenged and undermine a witness's credibility.",
      icon: "Gavel",
    },
    {
      title: "Last-minute exhibits",
      description: "New documents are introduced during hearings and need certified translation overnight.",
      icon: "FileText",
    },
    {
      title: "Witness preparation",
      description: "Witnesses testifying through an interpreter need to understand the process before the day.",
      icon: "Users",
    },
  ],
  solutions: [
    {
      title: "Prepared legal interpreters",
      description: "Interpreters briefed on the matter, with a glossary of names, technical terms and defined terms.",
      icon: "Mic",
    },
    {
      title: "Check interpreting",
      description: "A second interpreter monitors the record and flags material errors for counsel in real time.",
      icon: "Eye",
    },
    {
      title: "Hearing-room translation team",
      description: "Certified translation of exhibits and transcripts delivered overnight throughout the hearing.",
      icon: "Clock",
    },
  ],
  proof: {
    client: "Claimant's counsel in an SCC arbitration seated in Stockholm",
    summary:
      "In a two-week SCC arbitration hearing with witnesses testifying in Russian, Kazakh and German, we provided simultaneous interpreters, a check interpreter monitoring the respondent's interpreter, and an overnight translation team for new exhibits and transcript excerpts.",
    results: [
      { value: "21", label: "witnesses and experts interpreted" },
      { value: "0", label: "interpretation challenges sustained" },
      { value: "310", label: "pages of exhibits translated overnight" },
    ],
  },
  faqs: [
    {
      question: "Can you provide interpreters for US depositions abroad?",
      answer:
        "Yes. We provide interpreters for depositions taken in Europe and Asia under US procedural rules, coordinating with court reporters and videographers.",
    },
    {
      question: "What does a check interpreter do?",
      answer:
        "A check interpreter listens to the interpretation provided by another party's interpreter and alerts counsel to material errors, so they can be corrected on the record.",
    },
    {
      question: "Do you help prepare witnesses?",
      answer:
        "We brief witnesses and counsel on how interpreted testimony works, such as speaking in short segments, without discussing the substance of testimony.",
    },
  ],
  cta: {
    heading: "Prepare your hearing team",
    text: "Tell us the dates, languages and format, and we will confirm interpreters and a translation team.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: ["/industries/legal", "/services/interpretation", "/industries/legal/translation-language-services", "/services/transcription"],
}

export default page
