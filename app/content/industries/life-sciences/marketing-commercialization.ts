import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "marketing-commercialization",
  meta: {
    path: "/industries/life-sciences/marketing-commercialization",
    title: "Pharma & Medtech Marketing Localization",
    description:
      "Launch campaigns, HCP detailing aids, patient websites and medical education localized within EFPIA and national codes for pharma and medtech brands.",
  },
  hero: {
    eyebrow: "Life sciences · Commercialization",
    heading: "Launch and market medicines and devices in every country, within the code",
    intro:
      "Brand, medical affairs and market-access teams use Nordika to adapt launch materials and ongoing campaigns for healthcare professionals and patients across markets.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "60+", label: "markets supported for product launches" },
    { value: "Veeva", label: "PromoMats-compatible delivery and annotations" },
    { value: "Medical + copy", label: "two-expert review on every promotional piece" },
    { value: "35%", label: "average reuse of approved claims across assets" },
  ],
  overview: [
    "Promotional material for prescription medicines and medical devices lives under the EFPIA Code, national codes such as LIF's rules in Sweden, and the approved product information. Claims must be referenced, fair balance maintained and every translated statement traceable to an approved source. At the same time, the material has to persuade busy clinicians and be meaningful to patients.",
    "Our commercialization team pairs medical translators with healthcare copywriters. They adapt detail aids, e-detailing and CLM presentations, congress materials, HCP websites and emails, patient support programmes and disease-awareness campaigns. Approved claims and references are held in a claims library in Leen, so the same claim is always rendered the same way.",
    "We deliver into your review system, such as Veeva Vault PromoMats, with annotations linking claims to references, and support local medical, legal and regulatory review with rationale for every adaptation.",
  ],
  challenges: [
    {
      title: "Claims fidelity",
      description: "Every claim must stay within the approved label and match its reference, even when copy is adapted.",
      icon: "Scale",
    },
    {
      title: "Local review cycles",
      description: "Affiliate MLR reviews add rounds of changes that slow launches and cause divergence between markets.",
      icon: "Users",
    },
    {
      title: "Different channels and audiences",
      description: "HCP, payer and patient content need distinct tone and level of detail in every language.",
      icon: "Megaphone",
    },
  ],
  solutions: [
    {
      title: "Claims library",
      description: "Approved claims and their translations stored and reused, with references linked for MLR review.",
      icon: "BookOpen",
    },
    {
      title: "Medical copywriting",
      description: "Healthcare copywriters adapt headlines and narrative while medical translators safeguard accuracy.",
      icon: "PenTool",
    },
    {
      title: "Omnichannel adaptation",
      description: "CLM, email, web, video and print versions produced from one approved master.",
      icon: "Layers",
    },
  ],
  proof: {
    client: "Beskyd Medical, a Czech medtech manufacturer",
    summary:
      "Beskyd launched a new continuous glucose monitor in 16 European markets. We built a claims library from the approved IFU and clinical data, adapted CLM and patient onboarding content and delivered into its PromoMats instance with references annotated. Affiliate review rounds fell from four to two on average.",
    results: [
      { value: "16", label: "markets launched within six weeks" },
      { value: "2", label: "average MLR review rounds, down from 4" },
      { value: "640", label: "assets adapted from 40 masters" },
    ],
  },
  faqs: [
    {
      question: "Do you review material for code compliance?",
      answer:
        "Our reviewers flag potential issues against the approved label and common code requirements, but final medical, legal and regulatory approval remains with your MLR team.",
    },
    {
      question: "Can you deliver directly into Veeva Vault?",
      answer:
        "We deliver files and annotations in a format ready for upload and can work within your Vault with user accounts you provide.",
    },
    {
      question: "Do you adapt disease-awareness campaigns for patients?",
      answer: "Yes, written in plain language by healthcare copywriters and, where useful, tested with patient reviewers.",
    },
  ],
  cta: {
    heading: "Plan your next launch",
    text: "Share your master assets and launch markets, and we will build an adaptation plan around your MLR process.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/services/multilingual-copywriting-transcreation",
    "/industries/marketing-advertising",
    "/services/multimedia-localization",
  ],
}

export default page
