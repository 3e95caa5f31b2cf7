import type { ServicePageCopy } from "../page-copy"

export const multilingualCopywritingTranscreation: ServicePageCopy = {
  slug: "multilingual-copywriting-transcreation",
  meta: {
    path: "/services/multilingual-copywriting-transcreation",
    title: "Transcreation and Multilingual Copywriting",
    description:
      "Campaigns, slogans and brand copy recreated by native copywriters for each market, with back-translations and rationale so you know exactly what you approve.",
  },
  hero: {
    eyebrow: "Transcreation and copywriting",
    heading: "Your brand's voice, recreated for every market rather than translated",
    intro:
      "Headlines, taglines and campaign copy rarely survive literal translation. Our native copywriters take your creative brief, not just your text, and write copy that achieves the same effect in Stockholm, Paris or Tokyo.",
    primaryCta: { label: "Brief us on a campaign", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to a creative lead", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "22%", label: "higher click-through than the translated baseline for Maison Arlette" },
    { value: "3", label: "creative options per market, each with a back-translation" },
    { value: "45", label: "languages with in-house creative leads or senior copywriters" },
  ],
  overview: [
    "Transcreation sits between translation and copywriting. The copywriter starts from your source copy and your brief, understands what each line is meant to do, whether that is a pun, a promise or a call to action, and writes new copy in the target language that does the same job. Sometimes that means a near translation; often it means a different idea.",
    "For each market you receive several options, each with a back-translation into English and a short rationale explaining the choice and any cultural risk. Your local teams can compare like with like and approve with confidence, even if they do not speak every language.",
    "When you need content written from scratch rather than adapted, our multilingual copywriters create original copy in each language from one brief: product launches, website copy, newsletters and social media, with consistent messaging and local flavour.",
  ],
  offerings: [
    {
      title: "Campaign transcreation",
      description:
        "Headlines, claims, print and digital ads, video scripts and out-of-home copy adapted for each market's culture, humour and regulations.",
      icon: "Sparkles",
    },
    {
      title: "Slogans and brand names",
      description: "Taglines and product names checked for meaning, connotations, pronunciation and existing usage in every target market.",
      icon: "Star",
    },
    {
      title: "Original multilingual copywriting",
      description: "Native copywriters write web, product and campaign copy directly in each language from a single creative brief.",
      icon: "PenTool",
    },
    {
      title: "Social media and influencer content",
      description: "Posts, captions and community replies written in the register your audience expects on each platform.",
      icon: "MessageSquare",
    },
    {
      title: "Tone of voice guides",
      description: "Local versions of your brand voice guidelines, with examples, so future translation and copywriting stay on brand.",
      icon: "BookOpen",
    },
    {
      title: "Cultural and linguistic checks",
      description: "Fast reviews of visuals, names, colours and gestures for unintended meanings before a global launch.",
      icon: "Eye",
    },
  ],
  process: [
    {
      title: "Creative brief",
      description:
        "We start with your objectives, audience, brand voice, mandatory claims and legal constraints, and the creative idea behind the source copy.",
    },
    {
      title: "Copywriter matching",
      description: "We assign native copywriters with agency or in-house experience in your sector, not general translators.",
    },
    {
      title: "Creative options",
      description: "Each copywriter delivers two or three options per line, with back-translations and a rationale for every option.",
    },
    {
      title: "Review with your local teams",
      description: "Your market teams comment directly on the options; we iterate until each market has its preferred version.",
    },
    {
      title: "Final proofreading and layout check",
      description: "Approved copy is proofread and checked in the final layout, video or banner so nothing is truncated or misplaced.",
    },
  ],
  quality: [
    "Copywriters selected on portfolio and sector experience, working into their native language and living in or closely connected to the target market.",
    "Back-translations and rationales for every creative option, for transparent approval.",
    "Final copy proofread by a second linguist and checked in context before release.",
    "Regulated claims, such as those in cosmetics, food or financial advertising, checked against local advertising rules.",
  ],
  technology: [
    {
      title: "Creative review workspace",
      description: "Options, back-translations, comments and approvals for every market in one place, instead of spreadsheet threads.",
      icon: "LayoutGrid",
    },
    {
      title: "Brand voice memory",
      description: "Approved campaign lines and tone examples are stored in Leen and offered to writers on future briefs.",
      icon: "Database",
    },
    {
      title: "In-layout proofing",
      description: "Copy is checked in the actual banner, video or page to catch length and line-break issues.",
      icon: "Monitor",
    },
  ],
  proof: {
    client: "Maison Arlette",
    summary:
      "The French skincare brand launched in Sweden, Denmark, Norway and Finland. Nordic copywriters transcreated its campaign, product pages and social content, and adjusted claims to local cosmetics advertising rules.",
    results: [
      { value: "22%", label: "higher click-through than translated test ads" },
      { value: "4", label: "Nordic markets launched in one week" },
      { value: "0", label: "claims rejected by local retail partners" },
    ],
  },
  faqs: [
    {
      question: "How is transcreation different from translation?",
      answer:
        "Translation aims to preserve the meaning of the source text. Transcreation aims to preserve its effect, so the copywriter may change words, images or structure to get the same emotional and commercial result in another culture.",
    },
    {
      question: "How is transcreation priced?",
      answer:
        "By the hour or per project rather than per word, because a five-word tagline can take longer than a page of body copy. We quote after seeing the brief and the number of options you want.",
    },
    {
      question: "What should be in a transcreation brief?",
      answer:
        "The campaign objective, target audience, brand voice, key messages, mandatory and forbidden words, legal constraints, the visuals the copy appears with, and any local insights you already have.",
    },
    {
      question: "Can you write directly in several languages without an English source?",
      answer:
        "Yes. With multilingual copywriting our writers create each language version from a shared brief, which often gives more natural copy than writing in English first.",
    },
  ],
  cta: {
    heading: "Launching a campaign in new markets?",
    text: "Send us your brief and source copy. A creative lead will propose a team, a timeline and a fixed project price.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/international-seo-sem",
    "/services/website-localization",
    "/services/communication",
    "/industries/marketing-advertising",
    "/industries/luxury",
  ],
}
