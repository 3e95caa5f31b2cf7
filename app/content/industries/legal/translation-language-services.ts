import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "translation-language-services",
  meta: {
    path: "/industries/legal/translation-language-services",
    title: "Legal Translation & Sworn Translation Services",
    description:
      "Contracts, pleadings, judgments, arbitral awards, patents and corporate filings translated by lawyer-linguists, with sworn and certified translations.",
  },
  hero: {
    eyebrow: "Legal · Translation",
    heading: "Legal translation by people who read the law, not just the language",
    intro:
      "Law firms, legal departments, courts and notaries use Nordika for translations that must hold up in a courtroom, a registry or a negotiation.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "LL.M.", label: "or equivalent legal training for our core legal linguists" },
    { value: "Same day", label: "translation of urgent filings and injunction papers" },
    { value: "Apostille", label: "and legalisation coordination on request" },
    { value: "1 termbase", label: "per matter, shared by translators and the legal team" },
  ],
  overview: [
    "Legal texts are performative: they create rights and obligations. A translator has to understand what a clause does in its own legal system and find the wording that does the same in the target system, or explain where no equivalent exists. Our legal linguists are trained lawyers or specialised legal translators, assigned by field of law and jurisdiction.",
    "We translate commercial contracts and SPAs, due-diligence data rooms, pleadings and submissions, witness statements and expert reports, judgments and arbitral awards, patents and prior art, corporate documents and powers of attorney, and regulatory correspondence. For courts and authorities, we provide translations by Kammarkollegiet-authorised translators in Sweden, sworn translators elsewhere, and certified translations with translator affidavits for common-law jurisdictions.",
    "For bilingual contracts and transactions, we can work alongside the deal team, translating drafts as they change and maintaining a matter termbase so defined terms stay consistent between language versions.",
  ],
  challenges: [
    {
      title: "Non-equivalent legal concepts",
      description: "Terms such as 'consideration', 'förvärvsrätt' or 'GmbH-Geschäftsführer' have no exact counterpart elsewhere.",
      icon: "Scale",
    },
    {
      title: "Formal requirements",
      description: "Courts and registries demand sworn, certified or legalised translations in specific formats.",
      icon: "Landmark",
    },
    {
      title: "Moving drafts",
      description: "Transaction documents change daily, and translated versions must keep pace without losing defined terms.",
      icon: "History",
    },
  ],
  solutions: [
    {
      title: "Jurisdiction-aware translation",
      description: "Lawyer-linguists explain non-equivalent concepts in translator's notes, so counsel can decide how to handle them.",
      icon: "Gavel",
    },
    {
      title: "Sworn and certified translation",
      description: "Authorised, sworn and certified translations, plus apostille and legalisation coordination.",
      icon: "FileCheck",
    },
    {
      title: "Deal-team support",
      description: "Drafts translated in rounds with comparison against the previous version and a shared termbase of defined terms.",
      icon: "Handshake",
    },
  ],
  proof: {
    client: "A Helsinki M&A practice advising on a cross-border acquisition",
    summary:
      "The firm needed the SPA, disclosure letter and 2,100 data-room documents available in Finnish and English for a fast-moving acquisition. We worked alongside the deal team, translating drafts within hours of each round and maintaining a shared defined-terms list.",
    results: [
      { value: "14", label: "draft rounds translated, each within 6 hours" },
      { value: "2,100", label: "data-room documents summarised or translated" },
      { value: "0", label: "inconsistencies in defined terms at signing" },
    ],
  },
  faqs: [
    {
      question: "What is the difference between a sworn and a certified translation?",
      answer:
        "A sworn or authorised translation is made by a translator authorised by a state body and carries legal effect in that jurisdiction. A certified translation includes a statement of accuracy from the translator or provider. Requirements vary by court and country, and we help you choose.",
    },
    {
      question: "Can you translate patents?",
      answer:
        "Yes, including validation translations for European patents and prior-art translations for oppositions and litigation, by linguists with technical degrees.",
    },
    {
      question: "Do you offer summary translation?",
      answer: "Yes. For large document sets, we provide summary or gist translations so counsel can decide what needs full translation.",
    },
  ],
  cta: {
    heading: "Need a legal translation you can rely on?",
    text: "Send us the document and tell us where it will be used, and we will confirm the right format, translator and deadline.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: ["/industries/legal", "/industries/legal/deposition-trial-support", "/services/translation", "/resources/glossary"],
}

export default page
