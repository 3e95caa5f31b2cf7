import type { IndustryPageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

const page: IndustryPageCopy = {
  slug: "media-entertainment",
  meta: {
    path: "/industries/media-entertainment",
    title: "Media & Entertainment Localization",
    description:
      "Subtitles, SDH, dubbing scripts and metadata for broadcasters and streamers, delivered to Netflix-style timed-text specs and EU accessibility rules.",
  },
  hero: {
    eyebrow: "Media & entertainment",
    heading: "Subtitles, dubbing and metadata for audiences in every market",
    intro:
      "Broadcasters, streaming platforms, distributors and production companies trust Nordika with the localized versions of their films, series, documentaries and podcasts.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a slate", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "18,000+", label: "programme hours subtitled or dubbed since 2009" },
    { value: "70+", label: "subtitle languages, including SDH and forced narratives" },
    { value: "12", label: "timed-text formats delivered, from SRT and STL to IMSC1 and TTML" },
    { value: "ISO 27001", label: "certified handling of pre-release masters and scripts" },
  ],
  overview: [
    "Nordic audiences have watched subtitled television for decades, and they are unforgiving about bad timing. That heritage shapes how we work: subtitlers who respect reading speeds and shot changes, editors who check every file against the picture, and producers who know platform delivery specifications by heart.",
    "We handle the full versioning chain. Transcription and as-broadcast scripts, template creation, subtitle translation, subtitles for the deaf and hard of hearing, audio description scripts, dubbing and voice-over adaptation, and localized metadata, artwork text and trailers. Each language is quality-checked against the platform's style guide before delivery.",
    "Pre-release content is protected by watermarked streaming previews, restricted access in our ISO 27001-certified environment and per-title NDAs. No linguist downloads a full-resolution master.",
  ],
  challenges: [
    {
      title: "Platform-specific delivery specs",
      description:
        "Each streamer and broadcaster defines its own character limits, reading speeds, line treatments and file formats, and rejects files that deviate.",
      icon: "ListChecks",
    },
    {
      title: "Accessibility obligations",
      description:
        "The European Accessibility Act and the Audiovisual Media Services Directive push broadcasters to scale up SDH and audio description.",
      icon: "Eye",
    },
    {
      title: "Release windows and leaks",
      description: "Simultaneous global premieres compress localization into weeks while pre-release security cannot slip.",
      icon: "Lock",
    },
    {
      title: "Humour, slang and songs",
      description: "Wordplay, dialect and lyrics need creative adaptation that still fits lip movements or a two-line subtitle.",
      icon: "Quote",
    },
  ],
  solutions: [
    {
      title: "Template-first subtitling",
      description:
        "A frame-accurate English or original-language template is spotted once, then translated into every language for consistent timing and lower cost.",
      icon: "Captions",
    },
    {
      title: "SDH and audio description",
      description:
        "Specialist writers produce SDH with speaker IDs and sound cues, and audio description scripts voiced in our partner studios.",
      icon: "Headphones",
    },
    {
      title: "Dubbing and lip-sync adaptation",
      description:
        "Adaptors write lip-sync scripts, and our casting team records with native voice actors for theatrical, streaming and kids' content.",
      icon: "Mic",
    },
    {
      title: "Metadata and marketing assets",
      description:
        "Titles, synopses, episode descriptions, key art text and trailers localized together so the catalogue is discoverable in every market.",
      icon: "Film",
    },
  ],
  proof: {
    client: "Skarv Media, a Nordic streaming service",
    href: "/case-studies/skarv-media-catalogue-subtitling",
    summary:
      "Skarv was expanding from four Nordic markets into Poland, the Baltics and the Netherlands with a library of 2,600 hours. We created English pivot templates, subtitled the catalogue in seven languages, added Finnish and Swedish SDH, and localized all metadata. The back catalogue went live on schedule, and subtitle-related customer complaints fell to near zero.",
    results: caseStudyResults("/case-studies/skarv-media-catalogue-subtitling"),
  },
  faqs: [
    {
      question: "Which subtitle formats do you deliver?",
      answer:
        "SRT, WebVTT, EBU-STL, IMSC1/TTML, SCC, Cavena 890, DFXP and others on request, with the frame rate, timecode offset and line rules your platform specifies.",
    },
    {
      question: "Do you work from pivot languages?",
      answer:
        "For languages with few direct translators, we use an annotated English pivot template, with notes on idioms, cultural references and on-screen text, so nuance survives the second step.",
    },
    {
      question: "Can you handle podcasts and audio content?",
      answer:
        "Yes. We transcribe, translate and re-voice podcasts and audiobooks, or produce localized show notes and transcripts for accessibility and search.",
    },
  ],
  cta: {
    heading: "Bring your catalogue to new audiences",
    text: "Share your titles, runtimes, target markets and delivery specs, and we will plan subtitling, dubbing and metadata in one schedule.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/subtitling-captioning",
    "/services/voice-over",
    "/services/multimedia-localization",
    "/services/transcription",
    "/industries/gaming",
  ],
}

export default page
