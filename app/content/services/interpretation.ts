import type { ServicePageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

export const interpretation: ServicePageCopy = {
  slug: "interpretation",
  meta: {
    path: "/services/interpretation",
    title: "Conference, Remote and On-Site Interpretation",
    description:
      "Simultaneous, consecutive and remote interpretation for conferences, board meetings, negotiations and courts, with accredited interpreters in 70+ languages.",
  },
  hero: {
    eyebrow: "Interpretation",
    heading: "Interpreters who let everyone in the room speak their own language",
    intro:
      "From a two-hour supplier negotiation in Gothenburg to a three-day congress streamed to 40 countries, we provide qualified interpreters, booths and remote simultaneous interpretation, with a producer who manages the technical side so you can focus on your event.",
    primaryCta: { label: "Request an interpretation quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan your event with us", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "70+", label: "languages for live interpretation" },
    { value: "2,400", label: "remote attendees served at one hybrid conference" },
    { value: "24/7", label: "telephone and video interpreting for urgent needs" },
  ],
  overview: [
    "Interpretation is the spoken counterpart of translation, delivered live. Simultaneous interpreters work in pairs from a booth or a remote platform and render speech with a delay of a few seconds; consecutive interpreters speak after the speaker pauses, which suits negotiations, interviews and site visits. Each mode needs different skills, equipment and preparation, and choosing the right one is the first thing we help you with.",
    "Our conference interpreters are accredited by international institutions or national associations, and most have a master's degree in conference interpreting. For court, police and healthcare assignments we use interpreters authorised by the relevant national body, such as Kammarkollegiet in Sweden.",
    "Since 2020 remote simultaneous interpretation (RSI) has become part of most events we support. Our producers set up interpretation channels on your video platform or ours, run technical rehearsals with speakers, monitor sound quality throughout and handle interpreter handovers, so hybrid audiences hear the same quality as people in the room.",
  ],
  offerings: [
    {
      title: "Simultaneous conference interpretation",
      description:
        "Interpreter teams in ISO-compliant booths for congresses, general meetings and summits, with technicians and equipment from our partner network.",
      icon: "Headphones",
    },
    {
      title: "Remote simultaneous interpretation",
      description:
        "Interpretation channels on Zoom, Microsoft Teams, Webex or our own RSI platform, with a dedicated producer for every session.",
      icon: "Video",
    },
    {
      title: "Consecutive and liaison interpreting",
      description:
        "Interpreters for negotiations, audits, factory visits, press conferences and executive meetings where dialogue goes back and forth.",
      icon: "MessagesSquare",
    },
    {
      title: "Court and public service interpreting",
      description:
        "Authorised interpreters for courts, police, migration and healthcare, booked to the standards of the relevant authority.",
      icon: "Gavel",
    },
    {
      title: "Telephone and video interpreting on demand",
      description:
        "Connect to a professional interpreter in minutes, around the clock, for customer service, healthcare and emergency situations.",
      icon: "Phone",
    },
    {
      title: "Sign language interpreting",
      description: "Swedish, Finnish, German, British and American sign language interpreters for events, meetings and broadcasts.",
      icon: "Users",
    },
  ],
  process: [
    {
      title: "Brief",
      description: "We ask about the audience, agenda, languages, venue and platform, and recommend the interpretation mode and team size.",
    },
    {
      title: "Team and technology",
      description:
        "We book interpreters with the right subject expertise and arrange booths, receivers or RSI channels, with a confirmed quote and plan.",
    },
    {
      title: "Preparation",
      description:
        "Interpreters receive presentations, speeches and a glossary in advance, and we organise a briefing call with your speakers where it helps.",
    },
    {
      title: "Rehearsal",
      description:
        "For remote and hybrid events we run technical checks with every speaker: microphone, connection and interpretation channels.",
    },
    {
      title: "Live delivery",
      description: "A Nordika producer or on-site coordinator manages handovers, sound and any issues during the event.",
    },
    {
      title: "Follow-up",
      description: "You receive a short report, and on request the interpreted audio tracks, transcripts or translated minutes.",
    },
  ],
  quality: [
    "Interpreters selected on accreditation, experience and subject knowledge; court and healthcare interpreters hold national authorisation where it exists.",
    "Simultaneous interpretation delivered in teams of at least two per language and booth, following international working conditions for interpreters.",
    "Booths and equipment meeting ISO 4043 (mobile booths) and ISO 20109 (interpreting equipment); remote platforms assessed against ISO 24019.",
    "Confidentiality agreements for all interpreters, and ISO 27001 controls for recordings and preparation material.",
  ],
  technology: [
    {
      title: "RSI platform",
      description:
        "Our EU-hosted remote interpretation platform supports up to 30 language channels, relay interpretation and an interpreter hand-over console.",
      icon: "Globe",
    },
    {
      title: "Hybrid event kit",
      description:
        "Portable booths, infrared receivers and audio bridges that bring remote interpreters into physical rooms and vice versa.",
      icon: "Volume2",
    },
    {
      title: "Glossary preparation",
      description:
        "Leen extracts key terms from your event material and builds a bilingual glossary that interpreters receive before the event.",
      icon: "BookA",
    },
  ],
  proof: {
    client: "Baltic Ports Council",
    href: "/case-studies/baltic-ports-council-hybrid-conference",
    summary:
      "The association of Baltic Sea port authorities moved its annual conference in Tallinn to a hybrid format. We provided 14 interpreters in six languages, three on-site booths, remote interpretation channels and two producers for three days.",
    results: caseStudyResults("/case-studies/baltic-ports-council-hybrid-conference"),
  },
  faqs: [
    {
      question: "Do I need simultaneous or consecutive interpretation?",
      answer:
        "Simultaneous suits conferences, large meetings and anything with a fixed agenda, because it adds no time. Consecutive works well for small meetings, negotiations and site visits, but roughly doubles the speaking time. We recommend a mode during the brief.",
    },
    {
      question: "How far in advance should we book?",
      answer:
        "For conferences, four to eight weeks is ideal, especially in rare language combinations. For meetings and remote assignments a few days is often enough, and telephone interpreting is available on demand.",
    },
    {
      question: "Why are there two interpreters per language?",
      answer:
        "Simultaneous interpreting is intensely demanding, and quality drops after 20 to 30 minutes. Interpreters in pairs alternate and support each other, which is standard practice for any assignment longer than about an hour.",
    },
    {
      question: "Can remote interpreters join an in-person event?",
      answer:
        "Yes. We connect remote interpreters to your venue's sound system and provide the audio to attendees through receivers or their phones, so you save travel costs without changing the experience in the room.",
    },
  ],
  cta: {
    heading: "Planning a multilingual meeting or event?",
    text: "Tell us the date, languages and format. We will recommend the right interpretation setup and confirm the team.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/transcription",
    "/services/communication",
    "/industries/life-sciences/interpretation",
    "/industries/legal/deposition-trial-support",
    "/industries/public-sector",
  ],
}
