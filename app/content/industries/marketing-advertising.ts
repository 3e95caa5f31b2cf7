import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "marketing-advertising",
  meta: {
    path: "/industries/marketing-advertising",
    title: "Marketing & Advertising Transcreation",
    description:
      "Transcreation, copy adaptation and multilingual campaign production for agencies and brand teams, with in-market copywriters and claims checks.",
  },
  hero: {
    eyebrow: "Marketing & advertising",
    heading: "Campaigns that sound local, not translated",
    intro:
      "Creative agencies and in-house brand teams use Nordika to adapt taglines, scripts, social content and performance ads for each market while protecting the idea behind them.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Brief our creative team", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "350+", label: "in-market copywriters with agency experience" },
    { value: "3", label: "tagline options with back-translation and rationale per market" },
    { value: "45+", label: "markets covered for campaign adaptation" },
    { value: "1 team", label: "for copy, voice, subtitles and artwork versioning" },
  ],
  overview: [
    "A great line is built on rhythm, wordplay and cultural shorthand. Translate it literally and you keep the words but lose the sale. Our transcreation team is made of copywriters first: people who have written for agencies in their own market and who can defend a creative choice to a brand manager.",
    "Every transcreation project starts with a creative brief: audience, tone, mandatory messages, legal constraints and what must not change. Writers deliver alternatives with back-translations and explanations, so reviewers who do not speak the language can still make an informed choice.",
    "Once the copy is approved, the same team versions the campaign: subtitles and voice-over for films, resized and typeset banners, localized landing pages and paid-search ads. A final in-market check looks for unintended meanings, competitor associations and claims that would not survive local advertising codes.",
  ],
  challenges: [
    {
      title: "Ideas that do not travel",
      description: "Puns, idioms and cultural references that drive the English creative have no equivalent in many markets.",
      icon: "Lightbulb",
    },
    {
      title: "Claims and advertising codes",
      description: "Comparative claims, green claims and health claims are regulated differently across the EU, the UK, the US and Asia.",
      icon: "Scale",
    },
    {
      title: "Approval bottlenecks",
      description:
        "Local stakeholders rewrite copy late in the process, and brand teams cannot judge changes in languages they do not read.",
      icon: "Users",
    },
    {
      title: "Asset sprawl",
      description: "One campaign becomes hundreds of files across formats, sizes and channels, each needing correct localized text.",
      icon: "LayoutGrid",
    },
  ],
  solutions: [
    {
      title: "Creative transcreation",
      description: "In-market copywriters adapt headlines, scripts and social copy, offering options with back-translation and rationale.",
      icon: "PenTool",
    },
    {
      title: "Claims and cultural review",
      description:
        "Reviewers check copy against local advertising codes, trademark conflicts and cultural sensitivities before production.",
      icon: "ShieldCheck",
    },
    {
      title: "Stakeholder review in Leen",
      description: "Local marketing teams comment directly in Leen; changes are tracked, reasoned and fed back into the brand glossary.",
      icon: "MessageSquare",
    },
    {
      title: "Multichannel versioning",
      description:
        "Desktop publishing (DTP), subtitling, voice-over and web localization produce every asset from the approved master copy.",
      icon: "Layers",
    },
  ],
  proof: {
    client: "Brunnsvik & Co, a Stockholm creative agency",
    summary:
      "Brunnsvik won a pan-European launch for an outdoor apparel client with an English pun at the heart of the idea. Our copywriters developed three alternatives in each of nine languages with back-translations, ran a claims check on the sustainability messaging, and versioned the film, 140 display banners and landing pages. The campaign launched in all markets on the same day.",
    results: [
      { value: "9", label: "markets launched simultaneously" },
      { value: "1,260", label: "localized assets from one master campaign" },
      { value: "2 rounds", label: "of client review instead of the usual five" },
    ],
  },
  faqs: [
    {
      question: "What is the difference between translation and transcreation?",
      answer:
        "Translation stays close to the source text. Transcreation starts from the intent of the message and may change words, imagery or references to get the same response from a different audience. It is priced per hour or per asset rather than per word.",
    },
    {
      question: "Can you check green or sustainability claims?",
      answer:
        "Our reviewers flag claims that may conflict with local advertising codes or the EU rules on environmental claims. We do not give legal advice, but we highlight wording that your legal team should review.",
    },
    {
      question: "Do you work directly with our agency?",
      answer:
        "Yes. We often work as an extension of an agency's creative team, under its brand or white-label, with briefs and approvals going through the agency.",
    },
  ],
  cta: {
    heading: "Brief us on your next campaign",
    text: "Send the creative, the markets and your launch date, and we will recommend where transcreation matters and where translation is enough.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a creative consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/multilingual-copywriting-transcreation",
    "/services/international-seo-sem",
    "/services/dtp",
    "/industries/retail-ecommerce",
    "/industries/luxury",
  ],
}

export default page
