import type { ContentPage } from "@nordika/ui/templates"

const hub: ContentPage = {
  meta: {
    path: "/industries",
    title: "Industries We Serve",
    description:
      "Specialist translation and localization for 19 industries, from life sciences and legal to manufacturing, gaming and finance, in 200+ languages.",
  },
  hero: {
    eyebrow: "Industries",
    heading: "Language expertise shaped by the industries we serve",
    intro:
      "Every sector has its own regulations, document types and vocabulary. Since 2009, Nordika has built specialist teams around them, so the linguist on your project already knows how your industry works.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      items: [
        { value: "19", label: "industry practices with dedicated teams" },
        { value: "~6,000", label: "vetted freelance linguists, matched by subject-matter expertise" },
        { value: "200+", label: "languages" },
        { value: "7", label: "offices, from Stockholm HQ to New York and Singapore" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "approach",
      heading: "Why industry specialisation matters",
      paragraphs: [
        "A fluent translator who does not know the difference between an SmPC and a PIL, a deposition and a witness statement, or a PPAP and an 8D report will produce text that is grammatically correct and practically wrong. Specialisation is what turns a translation into a document a regulator, a court or a technician can rely on.",
        "At Nordika, each industry practice has its own lead, qualified linguists with professional backgrounds in the field, termbases and style guides, and workflows built around the regulations that apply, from EU MDR and the Clinical Trials Regulation to REACH, the Machinery Regulation and CSRD. Our ISO 17100 and ISO 27001 certifications apply across all of them.",
      ],
    },
    {
      kind: "links",
      id: "regulated",
      heading: "Regulated and high-stakes industries",
      intro: "Sectors where translation is part of compliance, evidence or patient safety.",
      items: [
        {
          title: "Life sciences",
          description: "Pharma, biotech, CROs and medtech: labelling, clinical trials, PV and linguistic validation.",
          href: "/industries/life-sciences",
          icon: "FlaskConical",
        },
        {
          title: "Legal",
          description: "Legal translation and multilingual eDiscovery (electronic discovery), review and trial support.",
          href: "/industries/legal",
          icon: "Scale",
        },
        {
          title: "Finance & banking",
          description: "Fund documents, financial reporting and fintech content under tight deadlines.",
          href: "/industries/finance-banking",
          icon: "Landmark",
        },
        {
          title: "Healthcare",
          description: "Patient information and medical interpreting for providers and health-tech.",
          href: "/industries/healthcare",
          icon: "Stethoscope",
        },
        {
          title: "Public sector",
          description: "Plain-language translation and interpreting for agencies and municipalities.",
          href: "/industries/public-sector",
          icon: "Building",
        },
      ],
    },
    {
      kind: "links",
      id: "industrial",
      heading: "Industrial and technical",
      intro: "Documentation, software and safety content for products and projects.",
      items: [
        {
          title: "Manufacturing",
          description: "Eight segments from automotive to semiconductors, connected to your CCMS and PLM.",
          href: "/industries/manufacturing",
          icon: "Factory",
        },
        {
          title: "Technology",
          description: "Continuous localization for SaaS, apps and developer platforms.",
          href: "/industries/technology",
          icon: "Laptop",
        },
        {
          title: "Energy & mining",
          description: "Permits, EIAs, HSE and O&M documentation for energy and mining projects.",
          href: "/industries/energy-mining",
          icon: "Zap",
        },
        {
          title: "Environment",
          description: "CSRD reporting, EPDs and environmental science translation.",
          href: "/industries/environment",
          icon: "Leaf",
        },
        {
          title: "Agriculture",
          description: "Plant protection labels, dossiers and agritech localization.",
          href: "/industries/agriculture",
          icon: "Wheat",
        },
      ],
    },
    {
      kind: "links",
      id: "consumer",
      heading: "Consumer, media and brands",
      intro: "Content that has to sell, entertain and build loyalty in every market.",
      items: [
        {
          title: "Retail & e-commerce",
          description: "Catalogue, marketplace and checkout localization at scale.",
          href: "/industries/retail-ecommerce",
          icon: "ShoppingCart",
        },
        {
          title: "Marketing & advertising",
          description: "Transcreation and campaign versioning for agencies and brands.",
          href: "/industries/marketing-advertising",
          icon: "Megaphone",
        },
        {
          title: "Luxury",
          description: "Brand voice and clienteling content for premium houses.",
          href: "/industries/luxury",
          icon: "Gem",
        },
        {
          title: "Gaming",
          description: "Game localization, LQA and voice for studios and publishers.",
          href: "/industries/gaming",
          icon: "Gamepad2",
        },
        {
          title: "Media & entertainment",
          description: "Subtitling, SDH, dubbing and metadata for broadcasters and streamers.",
          href: "/industries/media-entertainment",
          icon: "Clapperboard",
        },
        {
          title: "Travel & hospitality",
          description: "Booking flows, property content and guest messaging.",
          href: "/industries/travel-hospitality",
          icon: "Plane",
        },
        {
          title: "Food & beverage",
          description: "EU FIC-compliant labels, specifications and culinary copy.",
          href: "/industries/food-beverage",
          icon: "UtensilsCrossed",
        },
      ],
    },
    {
      kind: "links",
      id: "mission",
      heading: "Education and mission-driven organisations",
      items: [
        {
          title: "Education & e-learning",
          description: "Course, LMS and assessment localization for learning providers.",
          href: "/industries/education-elearning",
          icon: "GraduationCap",
        },
        {
          title: "Non-profit",
          description: "Community-language, donor and emergency communication for NGOs.",
          href: "/industries/non-profit",
          icon: "HandHeart",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-we-work",
      heading: "How an industry engagement starts",
      items: [
        {
          title: "Discovery",
          description: "We review your content types, systems, regulations and markets with the industry lead.",
        },
        {
          title: "Team and terminology",
          description: "We select linguists by subject matter and build or import your termbase and style guide in Leen.",
        },
        {
          title: "Pilot",
          description: "A representative sample is translated and reviewed with your experts before volumes scale.",
        },
        {
          title: "Scale and measure",
          description: "Workflows are connected to your systems, and quality and turnaround are reported every quarter.",
        },
      ],
    },
  ],
  cta: {
    heading: "Not sure where your project fits?",
    text: "Tell us about your content and markets, and we will connect you with the right industry team.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}

export default hub
