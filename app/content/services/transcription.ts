import type { ServicePageCopy } from "../page-copy"

export const transcription: ServicePageCopy = {
  slug: "transcription",
  meta: {
    path: "/services/transcription",
    title: "Transcription Services for Audio and Video",
    description:
      "Accurate verbatim and clean-read transcription of interviews, hearings, research and media in 60+ languages, with timestamps, speaker labels and translation.",
  },
  hero: {
    eyebrow: "Transcription",
    heading: "Every word on the recording, accurately on the page",
    intro:
      "Professional transcribers, supported by speech recognition, turn interviews, hearings, focus groups, podcasts and meetings into searchable text, in the original language or translated, with speaker labels and timestamps where you need them.",
    primaryCta: { label: "Get a transcription quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a transcription project", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "99.5%", label: "word accuracy target for human-verified transcripts" },
    { value: "60+", label: "languages and dialects transcribed" },
    { value: "600 h", label: "of arbitration recordings transcribed in nine days" },
  ],
  overview: [
    "Automatic speech recognition has become very good at clear speech in major languages, and very unreliable with overlapping speakers, accents, specialist terms, poor audio and smaller languages. A transcript used as evidence, in research or for publication needs a human who listens to every second.",
    "Our workflow combines both. Speech recognition produces a first draft in minutes; a professional transcriber who is native in the language then corrects it against the audio, labels speakers and marks anything inaudible. For legal and research work, a second transcriber proofreads the result.",
    "We transcribe in more than 60 languages, including Swedish, Finnish, Norwegian and Danish dialects that generic tools struggle with. Transcripts can be translated by the same team, and combined with subtitling when the end product is video.",
  ],
  offerings: [
    {
      title: "Legal and investigative transcription",
      description:
        "Verbatim transcripts of hearings, police interviews, depositions and arbitration sessions, formatted for court use and proofread by a second transcriber.",
      icon: "Gavel",
    },
    {
      title: "Research and market research",
      description:
        "Interviews and focus groups transcribed verbatim or clean-read, anonymised on request, and delivered in a format ready for coding software.",
      icon: "Microscope",
    },
    {
      title: "Media and podcast transcription",
      description: "Time-coded transcripts for editing, show notes and accessibility, with speaker names and chapter markers.",
      icon: "Mic",
    },
    {
      title: "Meeting and board minutes",
      description: "Transcripts and summarised minutes of board meetings, AGMs and works councils, handled under strict confidentiality.",
      icon: "FileText",
    },
    {
      title: "Transcription with translation",
      description:
        "Foreign-language recordings transcribed and translated, delivered side by side for review or as a translated transcript only.",
      icon: "Languages",
    },
    {
      title: "Speech data transcription",
      description:
        "Large-scale, guideline-based transcription and annotation of speech for training and evaluating speech recognition models.",
      icon: "Database",
    },
  ],
  process: [
    {
      title: "Secure upload",
      description:
        "Audio and video are uploaded through our encrypted portal or transferred from your storage; files stay in our EU data centres.",
    },
    {
      title: "Style agreement",
      description: "We confirm verbatim or clean-read style, timestamps, speaker labels, anonymisation and output format before starting.",
    },
    {
      title: "Speech recognition draft",
      description: "Our speech models produce a first draft, tuned with your terminology where we have it.",
    },
    {
      title: "Human transcription",
      description:
        "A native-speaking transcriber corrects every line against the audio, identifies speakers and marks inaudible or uncertain passages.",
    },
    {
      title: "Proofreading and delivery",
      description:
        "A second transcriber proofreads legal and research transcripts; you receive Word, PDF, TXT, SRT or research-tool formats.",
    },
  ],
  quality: [
    "Human verification of every transcript, with a 99.5% word accuracy target on clear recordings.",
    "Second-person proofreading for legal, medical and research transcripts.",
    "Recordings and transcripts handled under ISO 27001 controls and deleted on a schedule you set.",
    "Anonymisation of personal data on request, in line with GDPR and research ethics requirements.",
  ],
  technology: [
    {
      title: "Tuned speech recognition",
      description: "Speech models adapted to Nordic languages and client terminology give transcribers a better first draft.",
      icon: "Bot",
    },
    {
      title: "Transcription editor",
      description:
        "A browser editor with synchronized audio, variable playback speed and keyboard shortcuts keeps recordings inside our secure environment.",
      icon: "Headphones",
    },
    {
      title: "Automatic redaction",
      description: "Names, ID numbers and addresses can be detected and replaced with placeholders, then checked by a person.",
      icon: "ShieldCheck",
    },
  ],
  proof: {
    client: "Lindström & Berg Advokatbyrå",
    summary:
      "The Stockholm law firm needed verbatim transcripts of witness interviews in Swedish, English and Finnish for an international arbitration. We assembled a team of 22 legal transcribers and delivered proofread transcripts ahead of the filing deadline.",
    results: [
      { value: "600 h", label: "of recordings transcribed" },
      { value: "9 days", label: "from first upload to final delivery" },
      { value: "99.5%", label: "accuracy confirmed in client spot checks" },
    ],
  },
  faqs: [
    {
      question: "What is the difference between verbatim and clean-read?",
      answer:
        "Verbatim records everything said, including hesitations, false starts and filler words, which matters for legal and some research use. Clean-read removes those and lightly corrects grammar so the text reads smoothly, without changing meaning.",
    },
    {
      question: "How long does transcription take?",
      answer:
        "One hour of clear audio is usually delivered within two working days. Larger volumes are split across a team, and express delivery within 24 hours is possible for most languages.",
    },
    {
      question: "What if the recording quality is poor?",
      answer:
        "We enhance audio where possible and mark passages that cannot be heard reliably rather than guessing. Difficult audio is priced at a higher rate, which we confirm after listening to a sample.",
    },
    {
      question: "Can I just get the automatic transcript?",
      answer:
        "Yes, for internal use where accuracy is less critical, we can deliver machine-only transcripts at a much lower price. We label them clearly as unverified.",
    },
  ],
  cta: {
    heading: "Have recordings that need to become text?",
    text: "Upload a sample or tell us the number of hours, languages and use. We will confirm turnaround and price.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/subtitling-captioning",
    "/services/interpretation",
    "/services/training-for-artificial-intelligence",
    "/industries/legal",
    "/industries/media-entertainment",
  ],
}
