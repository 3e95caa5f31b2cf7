import type { ServicePageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

export const machineTranslation: ServicePageCopy = {
  slug: "machine-translation",
  meta: {
    path: "/services/machine-translation",
    title: "Machine Translation and Post-Editing (MTPE)",
    description:
      "Adaptive machine translation trained on your data, quality estimation and ISO 18587 post-editing: faster, lower-cost translation where quality allows it.",
  },
  hero: {
    eyebrow: "Machine translation",
    heading: "Machine translation where it works, human expertise where it matters",
    intro:
      "We combine adaptive machine translation engines, quality estimation and professional post-editors so you get the speed and cost of MT with the confidence of a certified process, and a clear view of which content gets which treatment.",
    primaryCta: { label: "Get an MT programme quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Assess your content for MT", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "60%", label: "shorter turnaround for Ålund Bank's internal documentation" },
    { value: "42%", label: "lower cost per word compared with full human translation" },
    { value: "ISO 18587", label: "certified post-editing since 2019" },
  ],
  overview: [
    "Neural machine translation and large language models now produce usable output for much business content. The question is no longer whether to use MT but for what, into which languages, and with how much human effort. Getting that wrong either wastes money or publishes errors.",
    "Nordika's MT service starts with an assessment: we test several engines on a sample of your content in each language pair, score the output with professional linguists and recommend a workflow per content type. Then Leen adapts the chosen engine to your terminology and translation memory, and our quality-estimation model scores every machine-translated segment.",
    "High-confidence segments go to light review, uncertain ones to full post-editing by a professional linguist, and the rest to human translation. Post-editing follows ISO 18587, for which we are certified, and every correction feeds back into the engine so quality improves over time.",
  ],
  offerings: [
    {
      title: "MT suitability assessment",
      description: "Engine comparison on your own content and language pairs, with human evaluation and a recommendation per content type.",
      icon: "FileSearch",
    },
    {
      title: "Full post-editing (MTPE)",
      description: "Professional linguists correct machine output to the same quality standard as human translation, under ISO 18587.",
      icon: "PenTool",
    },
    {
      title: "Light post-editing",
      description: "Fast correction of errors in meaning and terminology for internal or short-lived content where style is secondary.",
      icon: "Zap",
    },
    {
      title: "Raw MT with quality estimation",
      description: "Instant, unedited translation for high-volume content such as reviews or support tickets, with risky segments flagged.",
      icon: "Gauge",
    },
    {
      title: "Custom engine training",
      description: "Engines adapted to your terminology, style and memory, continuously improved with post-editing feedback.",
      icon: "Cpu",
    },
    {
      title: "Secure enterprise MT portal",
      description: "Browser and document translation for your employees on EU-hosted engines, replacing public tools that leak data.",
      icon: "Lock",
    },
  ],
  process: [
    {
      title: "Assess",
      description:
        "We test candidate engines on your content, measure quality with linguists and automatic metrics, and define workflows per content type.",
    },
    {
      title: "Adapt",
      description:
        "The chosen engine is adapted with your translation memory and terminology in Leen, in your private, EU-hosted instance.",
    },
    {
      title: "Translate and estimate",
      description: "Content is machine translated and each segment receives a quality-estimation score.",
    },
    {
      title: "Route",
      description: "Segments are routed to light review, full post-editing or human translation according to score and content risk.",
    },
    {
      title: "Post-edit and review",
      description: "Trained post-editors correct output, and samples are reviewed against MQM quality criteria.",
    },
    {
      title: "Learn and report",
      description: "Edits retrain the engine; you receive monthly reports on edit distance, quality scores and savings.",
    },
  ],
  quality: [
    "ISO 18587:2017 certified full post-editing process, with post-editors trained and assessed specifically for MTPE.",
    "ISO 17100 human translation used for content where MT is not appropriate, such as legal filings or creative copy.",
    "Client data never used to train shared or third-party models without written consent; engines run in EU data centres under ISO 27001.",
    "Transparent reporting: every delivery states which workflow was used for which content.",
  ],
  technology: [
    {
      title: "Leen adaptive MT",
      description: "Engine orchestration across neural MT and large language models, adapted per client and language pair.",
      icon: "Cpu",
    },
    {
      title: "Quality estimation",
      description: "Leen scores each segment without a reference translation, so human effort goes where it is needed.",
      icon: "Gauge",
    },
    {
      title: "Edit-distance analytics",
      description: "Dashboards show how much post-editors change per language and content type, which is the basis for fair pricing.",
      icon: "BarChart3",
    },
  ],
  proof: {
    client: "Ålund Bank",
    href: "/case-studies/alund-bank-machine-translation-programme",
    summary:
      "The Swedish bank needed internal policies, procedures and training in Swedish, English and Finnish. We adapted an engine to its terminology, routed content by quality estimation and post-edited 18 million words over two years.",
    results: caseStudyResults("/case-studies/alund-bank-machine-translation-programme"),
  },
  faqs: [
    {
      question: "Is machine translation good enough for our content?",
      answer:
        "It depends on the content and language pair. Technical and internal content in major European languages often works well; marketing, legal and some smaller languages less so. Our assessment tells you per content type before you commit.",
    },
    {
      question: "Will our data be used to train public engines?",
      answer:
        "No. Your data stays in your private Leen instance in our EU data centres. We only use providers under contracts that forbid training on client data, and we never pool your data with other clients'.",
    },
    {
      question: "How is post-editing priced?",
      answer:
        "Per word, at a rate based on measured edit distance for your content and language pair. As the engine improves, the rate is reviewed, so savings are shared.",
    },
    {
      question: "Do you use large language models?",
      answer:
        "Yes, where tests show they outperform dedicated MT engines, for example for fluent marketing drafts in some language pairs. Leen chooses the engine per content type based on evaluation results, not on hype.",
    },
  ],
  cta: {
    heading: "Find out where machine translation can save you time and money",
    text: "Send us representative content and your language pairs. We will run an engine assessment and show you the numbers.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/technology/leen",
    "/services/ai-tech-solutions",
    "/services/translation",
    "/security-compliance/ai-security",
    "/industries/finance-banking",
  ],
}
