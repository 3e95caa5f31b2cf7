import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "technology-assisted-review",
  meta: {
    path: "/industries/legal/technology-assisted-review",
    title: "Technology-Assisted Review (TAR) in Any Language",
    description:
      "TAR 1.0 and continuous active learning (TAR 2.0) across multilingual data sets, with native-speaking reviewers, validation sampling and recall reports.",
  },
  hero: {
    eyebrow: "Legal · Technology-assisted review",
    heading: "Technology-assisted review that works across languages",
    intro:
      "TAR can cut review volumes dramatically, but only if the model learns from reviewers who understand every language in the data. We combine both.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a review", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "70–90%", label: "fewer documents reviewed by humans in typical CAL workflows" },
    { value: "80%+", label: "target recall, validated with statistical sampling" },
    { value: "Per language", label: "training sets and recall tracking for mixed-language data" },
    { value: "Defensible", label: "methodology reports for courts and regulators" },
  ],
  overview: [
    "Technology-assisted review uses machine learning trained on reviewers' decisions to rank documents by likely relevance. Courts in the US, the UK and elsewhere have accepted TAR as a reasonable and proportionate method, provided the process is transparent and validated.",
    "Multilingual data sets are where TAR often underperforms: models trained mostly on English decisions rank other languages poorly, and foreign-language documents end up either over-reviewed or missed. We address this by segmenting training by language, using native-speaking reviewers for each language's training and QC, and monitoring recall per language.",
    "We run both TAR 1.0 (a trained model applied to the whole set) and continuous active learning, where the model re-ranks as reviewers code. Every project ends with validation: an elusion test, recall and precision estimates with confidence intervals, and a methodology report counsel can share with the other side or the court.",
  ],
  challenges: [
    {
      title: "English-biased models",
      description: "Models trained mostly on English decisions under-rank relevant documents in other languages.",
      icon: "Cpu",
    },
    {
      title: "Proving completeness",
      description: "Opposing parties and regulators ask how you know the review found enough of the relevant material.",
      icon: "Target",
    },
    {
      title: "Short-message data",
      description: "Chats and texts give models little context, and conversations switch languages mid-thread.",
      icon: "MessageSquare",
    },
  ],
  solutions: [
    {
      title: "Language-segmented training",
      description: "Training sets and QC sampling per language, coded by native-speaking reviewers, with recall tracked separately.",
      icon: "Languages",
    },
    {
      title: "Continuous active learning",
      description: "Models that keep learning as review progresses, prioritising the most likely relevant documents first.",
      icon: "TrendingUp",
    },
    {
      title: "Statistical validation",
      description: "Elusion testing and recall estimates with confidence intervals, documented in a methodology report.",
      icon: "BarChart3",
    },
  ],
  proof: {
    client: "A Frankfurt law firm responding to a European Commission information request",
    summary:
      "The firm had to review 900,000 documents in German, French, Dutch and English within eight weeks. With continuous active learning trained separately per language by native-speaking reviewers, the team reached validated recall above 85% in every language after reviewing 17% of the collection.",
    results: [
      { value: "83%", label: "of documents never needed human review" },
      { value: "86–91%", label: "validated recall per language" },
      { value: "8 weeks", label: "deadline met" },
    ],
  },
  faqs: [
    {
      question: "Is TAR accepted by courts?",
      answer:
        "TAR has been accepted in the US, the UK, Ireland and other jurisdictions when parties follow a transparent, validated process. Counsel decides whether and how to disclose the methodology.",
    },
    {
      question: "Does machine translation help TAR?",
      answer:
        "In some data sets, translating documents into one pivot language before ranking improves the model; in others, native-language models perform better. We test both on your data early.",
    },
    {
      question: "What is the difference between TAR 1.0 and TAR 2.0?",
      answer:
        "TAR 1.0 trains a model on a seed set and applies it once; TAR 2.0, or continuous active learning, retrains continuously as reviewers code documents, which usually suits rolling productions and changing issues better.",
    },
  ],
  cta: {
    heading: "Review less, find more",
    text: "Tell us about your data and deadlines, and we will propose a TAR protocol with validation built in.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/legal",
    "/industries/legal/ediscovery-early-case-assessment",
    "/industries/legal/document-review",
    "/services/ai-tech-solutions",
  ],
}

export default page
