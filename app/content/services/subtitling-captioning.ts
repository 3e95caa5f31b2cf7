import type { ServicePageCopy } from "../page-copy"

export const subtitlingCaptioning: ServicePageCopy = {
  slug: "subtitling-captioning",
  meta: {
    path: "/services/subtitling-captioning",
    title: "Subtitling and Closed Captioning Services",
    description:
      "Broadcast-quality subtitles, closed captions and SDH in 60+ languages, timed by professional subtitlers and delivered in every streaming and broadcast format.",
  },
  hero: {
    eyebrow: "Subtitling and captioning",
    heading: "Subtitles and captions your viewers never notice, because they simply work",
    intro:
      "Nordika's subtitling team grew up in the Nordic countries, where audiences read subtitles every day and expect them to be perfect. We create same-language captions, SDH and translated subtitles for streaming, broadcast, e-learning and corporate video.",
    primaryCta: { label: "Get a subtitling quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss your media workflow", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "60+", label: "subtitle languages" },
    { value: "1,800 h", label: "of content subtitled each year for Kvarn Media" },
    { value: "72 h", label: "standard turnaround for a feature-length film in one language" },
  ],
  overview: [
    "Good subtitles are a condensation, not a transcript. A viewer reads about 15 characters a second, so dialogue has to be shortened without losing meaning, timed to shot changes and split at natural linguistic breaks. That craft is why we use professional subtitlers rather than general translators for this work.",
    "We create template files in the source language first, with timing checked against shot changes, and translate from that template into each target language. This keeps timing consistent across 20 or 30 languages and reduces cost for every language added. For accessibility we produce closed captions and subtitles for the deaf and hard of hearing (SDH) that include speaker identification and relevant sound information.",
    "Our Helsinki media unit, opened in 2013, handles streaming platform deliveries to strict specifications, including the style guides published by major streaming services, broadcast standards such as EBU-TT, and caption requirements under accessibility regulation in the EU and the United States.",
  ],
  offerings: [
    {
      title: "Translated subtitles",
      description:
        "Interlingual subtitles for films, series, documentaries and corporate video, created from a timed template by subtitlers native in the target language.",
      icon: "Captions",
    },
    {
      title: "Closed captions and SDH",
      description:
        "Same-language captions with speaker IDs, sound effects and music cues for accessibility, meeting the European Accessibility Act and FCC caption quality standards.",
      icon: "Eye",
    },
    {
      title: "Template creation",
      description: "Frame-accurate English or source-language templates that make adding languages faster and keep every version in sync.",
      icon: "Clapperboard",
    },
    {
      title: "Live captioning",
      description:
        "Real-time captions for webinars, town halls and broadcasts, produced by respeakers or stenographers with speech recognition support.",
      icon: "Mic",
    },
    {
      title: "Forced narratives and on-screen text",
      description:
        "Translation of signs, captions and graphics that carry story information, delivered as separate forced-narrative tracks.",
      icon: "Type",
    },
    {
      title: "Burned-in and social video subtitles",
      description: "Open subtitles rendered into video for social channels and events, styled to your brand guidelines and aspect ratios.",
      icon: "Video",
    },
  ],
  process: [
    {
      title: "Ingest",
      description:
        "Video arrives through secure transfer or direct integration with your media asset management system, and is watermarked and logged.",
    },
    {
      title: "Transcribe and spot",
      description:
        "Speech is transcribed with AI assistance and a subtitler sets in and out times against shot changes and reading speed limits.",
    },
    {
      title: "Translate from template",
      description:
        "Native subtitlers translate each timed event, condensing where needed and matching register and humour to the audience.",
    },
    {
      title: "Quality check in playback",
      description: "A second subtitler watches every minute with subtitles on, checking sync, readability, line breaks and meaning.",
    },
    {
      title: "Technical validation and delivery",
      description:
        "Files are validated against the platform specification and delivered as SRT, WebVTT, TTML, EBU-STL, SCC or IMSC, or burned in.",
    },
  ],
  quality: [
    "Two-person workflow for every file: subtitler plus independent quality checker viewing in real time.",
    "Compliance with streaming platform timed-text style guides and broadcast standards such as EBU-TT-D and IMSC.",
    "Pre-release content handled under ISO 27001 controls: watermarked proxies, no local downloads for freelance subtitlers, access logging.",
    "Caption accuracy measured with the NER model for live work and error-free targets for prepared captions.",
  ],
  technology: [
    {
      title: "Cloud subtitling editor",
      description:
        "Subtitlers work in a browser-based editor with shot-change detection, waveform display and reading-speed warnings, so media never leaves our secure environment.",
      icon: "Film",
    },
    {
      title: "Speech recognition first pass",
      description: "Automatic transcription and alignment speed up spotting; every line is still reviewed and edited by a professional.",
      icon: "Bot",
    },
    {
      title: "Automated spec validation",
      description:
        "Each file is checked against your delivery specification for characters per line, reading speed, gaps and overlaps before it ships.",
      icon: "ListChecks",
    },
  ],
  proof: {
    client: "Kvarn Media",
    summary:
      "The Nordic streaming service needed subtitles and SDH for its growing library of acquired and original series in 24 languages. We built a template-first workflow integrated with its asset management system and a dedicated team of 90 subtitlers.",
    results: [
      { value: "1,800 h", label: "of content subtitled per year" },
      { value: "5 days → 72 h", label: "turnaround for new episodes" },
      { value: "99.6%", label: "of files passing platform QC first time" },
    ],
  },
  faqs: [
    {
      question: "What is the difference between subtitles, captions and SDH?",
      answer:
        "Subtitles translate dialogue for viewers who can hear the audio. Closed captions transcribe dialogue and relevant sounds in the same language for viewers who cannot. SDH combines both: translated or same-language subtitles with sound information, delivered in a subtitle format.",
    },
    {
      question: "How do you price subtitling?",
      answer:
        "Per programme minute and language. Template creation is priced once; each additional language from the template costs less. Rush work, live captioning and burned-in versions are quoted separately.",
    },
    {
      question: "Is our unreleased content safe with you?",
      answer:
        "Yes. Pre-release content is streamed as watermarked proxies inside our secure editor, freelancers cannot download it, and every access is logged under our ISO 27001 information security management system.",
    },
    {
      question: "Can you fix subtitles we already have?",
      answer:
        "Yes. We re-time, correct and reformat existing subtitle files, and can convert them between formats or adapt them to a new platform specification.",
    },
  ],
  cta: {
    heading: "Make your video content accessible in every market",
    text: "Share a sample and your delivery specification. We will confirm turnaround, formats and price per minute.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/voice-over",
    "/services/transcription",
    "/services/multimedia-localization",
    "/industries/media-entertainment",
    "/industries/education-elearning",
  ],
}
