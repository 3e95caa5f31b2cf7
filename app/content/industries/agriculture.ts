import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "agriculture",
  meta: {
    path: "/industries/agriculture",
    title: "Agriculture & AgTech Translation",
    description:
      "Translation for agritech, seed, crop-protection and farm machinery firms: plant protection labels, dossiers, operator manuals and farmer training.",
  },
  hero: {
    eyebrow: "Agriculture",
    heading: "Translation for the people who feed the world",
    intro:
      "Seed and crop-protection companies, fertiliser producers, farm machinery makers and agritech start-ups use Nordika to register products, train farmers and sell in new regions.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "90+", label: "agronomists and veterinarians in our linguist network" },
    { value: "27", label: "EU member-state label formats for plant protection products" },
    { value: "35", label: "languages for operator manuals and farmer apps" },
    { value: "ISO 17100", label: "certified process for regulatory dossiers" },
  ],
  overview: [
    "Agricultural products are regulated, technical and used in the field by people who need clear instructions. A crop-protection label that is unclear about dose, buffer zones or re-entry intervals is a risk to operators, consumers and the environment.",
    "We translate plant protection product labels and registration dossiers under Regulation (EC) 1107/2009, fertilising product documentation under the EU Fertilising Products Regulation, seed certification and variety descriptions, veterinary and feed documentation, and the safety data sheets that accompany them. Agronomists review the result before it goes to the authority.",
    "On the commercial side, we localize farm management software, precision-agriculture apps, machinery manuals and dealer training, and write farmer-facing marketing in the practical, unpretentious tone that works with growers.",
  ],
  challenges: [
    {
      title: "Country-specific registrations",
      description: "Each member state has its own label requirements, authorised uses and wording, even within the same zone.",
      icon: "Landmark",
    },
    {
      title: "Agronomic terminology",
      description: "Growth stages (BBCH), pest and weed names and application terms must be exact and regionally correct.",
      icon: "Sprout",
    },
    {
      title: "Safety in the field",
      description: "Operators mixing and applying products need instructions and PPE guidance they cannot misunderstand.",
      icon: "ShieldCheck",
    },
    {
      title: "Rural and mobile audiences",
      description: "Farm apps and training must work on mobile devices for users who may prefer regional languages and dialects.",
      icon: "Smartphone",
    },
  ],
  solutions: [
    {
      title: "Regulatory label translation",
      description: "Labels and leaflets translated to national requirements, with agronomist review and consistency checks across zones.",
      icon: "FileCheck",
    },
    {
      title: "Dossier and SDS translation",
      description:
        "Registration dossiers, study summaries and REACH/CLP safety data sheets translated by chemistry and agronomy specialists.",
      icon: "FlaskConical",
    },
    {
      title: "AgTech and machinery localization",
      description: "Farm management software, precision-farming interfaces and operator manuals localized and tested.",
      icon: "Cpu",
    },
    {
      title: "Farmer training and marketing",
      description: "Field guides, demonstration videos and campaigns adapted for growers in each region.",
      icon: "Wheat",
    },
  ],
  proof: {
    client: "Grønmark AgTech, a Danish precision-farming start-up",
    summary:
      "Grønmark's variable-rate fertilising app was expanding from Denmark into Poland, Romania and Ukraine. We localized the app and its agronomic models' outputs, translated dealer training and produced farmer onboarding videos with native voice-over. Agronomist review ensured that nutrient and growth-stage terms matched local extension service usage.",
    results: [
      { value: "4", label: "new markets launched in one season" },
      { value: "+58%", label: "app activation among new farmer accounts" },
      { value: "1,900", label: "agronomic terms validated by agronomists" },
    ],
  },
  faqs: [
    {
      question: "Can you translate plant protection labels for all EU member states?",
      answer:
        "Yes, into all EU official languages, following national label requirements. Our translators work with the authorised uses you provide; regulatory strategy stays with you or your regulatory consultant.",
    },
    {
      question: "Do you translate safety data sheets?",
      answer: "Yes. We translate SDS according to REACH Annex II and CLP, using the official H and P statement wording in each language.",
    },
    {
      question: "Can you localize machinery manuals?",
      answer:
        "Yes. Our manufacturing team translates operator and service manuals for tractors, harvesters and implements in line with the EU Machinery Regulation.",
    },
  ],
  cta: {
    heading: "Grow into new regions",
    text: "Send us your product portfolio and target countries, and we will plan label, dossier and training translation together.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/food-beverage",
    "/industries/manufacturing/chemicals-materials",
    "/industries/manufacturing/heavy-equipment",
    "/industries/environment",
    "/services/translation",
  ],
}

export default page
