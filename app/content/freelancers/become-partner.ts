import type { ContentPage } from "@nordika/ui/templates"

/** /freelancers/become-partner */
export const becomePartner: ContentPage = {
  meta: {
    path: "/freelancers/become-partner",
    title: "Become a Freelance Partner: Requirements, Rates and Tools",
    description:
      "What it takes to join Nordika's linguist network: qualifications, paid domain tests, our rates policy, onboarding, payment terms and the tools you will use.",
  },
  hero: {
    eyebrow: "Become a partner",
    heading: "Become a Nordika freelance partner",
    intro:
      "We add about 400 new linguists to our network each year, chosen for the languages, subjects and skills our clients need. Here is exactly what we ask for, how we test, and what you can expect from us in return.",
    primaryCta: { label: "How to apply", href: "/freelancers/apply-join-events" },
    secondaryCta: { label: "Back to freelancers", href: "/freelancers" },
    panel: {
      kind: "steps",
      title: "How you join",
      items: [
        { title: "Apply", description: "Your CV, language pairs and specialisations." },
        { title: "Domain test", description: "300 to 400 words, scored blind by two senior linguists." },
        { title: "Onboarding", description: "Agreement, security basics and a paid Leen practice job." },
        { title: "First projects", description: "Revised by an experienced colleague, with feedback." },
      ],
      note: "Paid within 30 days in EUR, SEK, GBP, USD or SGD.",
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "requirements",
      heading: "Requirements",
      intro: "For translators and revisers, we follow the competence criteria of ISO 17100. You need at least one of:",
      items: [
        "A recognised degree in translation, linguistics or language studies.",
        "A degree in another field plus at least two years of full-time professional translation experience.",
        "At least five years of full-time professional translation experience.",
        "In addition, for every role: native command of your target language, and for specialist work, demonstrable subject expertise such as a legal, medical or engineering qualification or equivalent experience.",
      ],
    },
    {
      kind: "steps",
      id: "tests",
      heading: "Tests",
      intro: "Tests are the same for every applicant in a language pair and subject, and they are assessed by two of our senior linguists.",
      items: [
        {
          title: "Domain test",
          description:
            "A translation of 300 to 400 words in your chosen subject, done in your own time within a week. Tests longer than 500 words, and all post-editing tests, are paid at your agreed rate.",
        },
        {
          title: "Blind assessment",
          description:
            "Two reviewers score the test against an MQM-based scorecard without knowing who you are. You receive the annotated result, pass or fail.",
        },
        {
          title: "Role-specific checks",
          description:
            "Interpreters do a recorded interpretation exercise and a technical check of their RSI setup; subtitlers work on a short clip in our editor; voice talent send a reel and record a sample script.",
        },
      ],
    },
    {
      kind: "text",
      id: "rates",
      heading: "Our rates policy",
      paragraphs: [
        "You propose your rates, and we agree them with you before any work is sent. Rates are per word for translation and revision, per minute of video for subtitling, per hour for post-editing by effort, language data work and interpretation preparation, and per day or half-day for interpretation. Minimum fees apply to small jobs.",
        "Translation memory discounts follow a published grid that we apply consistently: we never pay less than the agreed share of your rate for fuzzy matches, and repetitions and exact matches that require checking are still paid. For post-editing, rates are set from measured edit distance for each content type, and you see the same data we do.",
        "Rates are reviewed every year, and we do not ask for discounts on existing rates because of new technology without evidence and a conversation.",
      ],
    },
    {
      kind: "steps",
      id: "onboarding",
      heading: "Onboarding",
      items: [
        {
          title: "Agreement",
          description:
            "A framework freelance agreement, a confidentiality undertaking and a data processing agreement, since you may handle personal data as our sub-processor.",
        },
        {
          title: "Security basics",
          description:
            "A 45-minute online module on data protection, secure working and our ISO 27001 requirements, such as full-disk encryption and multi-factor authentication.",
        },
        {
          title: "Leen introduction",
          description: "A guided session in Leen's online editor, termbase and query tools, with a practice job that is paid.",
        },
        {
          title: "First projects",
          description:
            "Your first jobs are revised by an experienced colleague, who sends you detailed feedback so you can learn the client's preferences quickly.",
        },
      ],
    },
    {
      kind: "features",
      id: "payment-and-tools",
      heading: "Payment terms and tools",
      items: [
        {
          title: "Paid within 30 days",
          description:
            "We issue a self-billing statement at the end of each month, or you invoice through our vendor portal. Payment follows within 30 days in EUR, SEK, GBP, USD or SGD.",
          icon: "Banknote",
        },
        {
          title: "Leen online editor",
          description:
            "Free for every job: translation memory, termbase, MT suggestions where agreed with the client, QA checks and a query log, in the browser.",
          icon: "Laptop",
        },
        {
          title: "Your own CAT tool",
          description:
            "For most document work you can download an XLIFF package and work in the CAT tool you prefer, then upload the result.",
          icon: "FileText",
        },
        {
          title: "Subtitling and RSI platforms",
          description:
            "A cloud subtitling editor with reading-speed checks, and an RSI platform with separate interpreter channels, provided free for assignments.",
          icon: "Captions",
        },
      ],
    },
    {
      kind: "faq",
      heading: "Common questions",
      items: [
        {
          question: "Will you use my translations to train machine translation?",
          answer:
            "Translations belong to our clients, and client data is never used to train shared or public models. A client's own private engine may be adapted on its approved translations with its consent.",
        },
        {
          question: "Do I have to accept machine translation jobs?",
          answer:
            "No. Your profile records which services you offer, and we only send post-editing work to linguists who have opted in and passed the post-editing test.",
        },
        {
          question: "How much work can I expect?",
          answer:
            "That depends on your languages and subjects. We are honest about demand during onboarding: if there is little work in your combination, we will say so before you take a test.",
        },
      ],
    },
  ],
  cta: {
    heading: "Ready to apply?",
    text: "Read the application steps and pick a webinar to get to know us.",
    primary: { label: "Apply and join events", href: "/freelancers/apply-join-events" },
    secondary: { label: "Read our privacy policy", href: "/privacy-policy" },
  },
}
