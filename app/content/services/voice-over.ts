import type { ServicePageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

export const voiceOver: ServicePageCopy = {
  slug: "voice-over",
  meta: {
    path: "/services/voice-over",
    title: "Voice-Over and Dubbing Services",
    description:
      "Native voice talent in 80 languages for e-learning, advertising, games and film: casting, script adaptation, directed recording, lip-sync dubbing and mixing.",
  },
  hero: {
    eyebrow: "Voice-over and dubbing",
    heading: "The right voice, in the right language, recorded the right way",
    intro:
      "We cast native voice actors, adapt scripts so they fit the timing of your video, direct every session and deliver mixed, broadcast-ready audio, from a two-minute product video to 40,000 lines of game dialogue.",
    primaryCta: { label: "Get a voice-over quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to our audio producers", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,100+", label: "professional voice actors on our roster" },
    { value: "80", label: "languages and regional accents" },
    { value: "42,000", label: "lines of game dialogue recorded for one title" },
  ],
  overview: [
    "A voice-over works only when nobody stops to think about it. That takes three things: a script adapted to the time available, a voice that suits the brand or character, and a director who knows the language well enough to hear what is wrong. Nordika provides all three under one project manager.",
    "Translated scripts are usually too long. Our adapters rewrite them to fit each scene, using timecodes and, for lip-sync dubbing, mouth movements, before anyone steps into the booth. Casting follows: we send you two to four auditions per role, recorded with your actual script.",
    "Recording takes place in our partner studios in Stockholm, Berlin, London, New York and Singapore or in vetted professional home studios, with a native-speaking director listening live. Our engineers then edit, mix and master the audio to your loudness standard and sync it to picture.",
  ],
  offerings: [
    {
      title: "Corporate and e-learning narration",
      description:
        "Clear, warm narration for training modules, product videos and explainers, recorded to strict timing so animations still line up.",
      icon: "GraduationCap",
    },
    {
      title: "Advertising and brand voice",
      description: "TV, radio, online and in-store audio with carefully cast voices, usage rights negotiated for each market and medium.",
      icon: "Megaphone",
    },
    {
      title: "Lip-sync dubbing",
      description:
        "Full dubbing for film, series and animation, with script adaptation to mouth movements, casting per character and mixed M&E tracks.",
      icon: "Clapperboard",
    },
    {
      title: "Game voice localization",
      description:
        "Character casting, directed sessions with context for every line, and file naming and delivery that drop straight into your audio middleware.",
      icon: "Gamepad2",
    },
    {
      title: "UN-style voice-over and audio description",
      description:
        "Voice-over that lets the original audio be heard underneath for documentaries and interviews, and audio description for blind and partially sighted audiences.",
      icon: "Volume2",
    },
    {
      title: "Synthetic voice with human review",
      description:
        "For high-volume, frequently updated content, licensed AI voices produced and reviewed by linguists, with clear labelling and consent from the original speakers.",
      icon: "Bot",
    },
  ],
  process: [
    {
      title: "Script preparation",
      description: "We transcribe or receive the script, add timecodes and pronunciation notes for names, products and acronyms.",
    },
    {
      title: "Adaptation",
      description: "Native adapters translate and fit each line to the available time or lip movements, keeping meaning and tone.",
    },
    {
      title: "Casting",
      description: "You choose from auditions recorded with your own script; we handle contracts and usage rights with the actors.",
    },
    {
      title: "Directed recording",
      description:
        "A native-speaking director guides each session, live with your team if you wish, and checks pronunciation and performance line by line.",
    },
    {
      title: "Editing, mixing and sync",
      description: "Engineers clean, edit and mix the audio, master it to your loudness specification and synchronise it to the video.",
    },
    {
      title: "Final QA and delivery",
      description:
        "A second native speaker watches the finished version; you receive mixed video, stems and separate voice files as needed.",
    },
  ],
  quality: [
    "Scripts translated and revised under our ISO 17100-certified process before adaptation.",
    "Native-speaking directors on every session and a separate linguistic check of the finished audio.",
    "Loudness mastered to EBU R128, ATSC A/85 or your platform's specification.",
    "Written consent and usage agreements for every voice, including explicit terms for any synthetic voice use.",
  ],
  technology: [
    {
      title: "Remote session streaming",
      description: "Join recordings from your office through a low-latency studio stream and give direction in real time.",
      icon: "Headphones",
    },
    {
      title: "Voice casting library",
      description:
        "Searchable voice samples by language, age range, tone and previous work, to shortlist talent in hours rather than days.",
      icon: "Search",
    },
    {
      title: "Script and timing tools",
      description: "Leen calculates available time per line and flags adapted lines that will not fit before recording starts.",
      icon: "Clock",
    },
  ],
  proof: {
    client: "Stigen Games",
    href: "/case-studies/stigen-games-voice-cast",
    summary:
      "The Stockholm game studio localized the voice cast of its narrative adventure into eight languages. We cast 160 actors, directed sessions with full story context and delivered files named for direct import into the studio's audio engine.",
    results: caseStudyResults("/case-studies/stigen-games-voice-cast"),
  },
  faqs: [
    {
      question: "How do I choose a voice?",
      answer:
        "Tell us about your audience and brand, or share a reference. We shortlist two to four native voices per language and record auditions with a sample of your script, so you hear exactly what you will get.",
    },
    {
      question: "How much does voice-over cost?",
      answer:
        "It depends on script length, the number of voices, the type of use and the usage rights. Internal e-learning is priced per finished minute; broadcast advertising includes buyout fees per market. We give you a fixed quote before casting.",
    },
    {
      question: "Can we attend the recording?",
      answer:
        "Yes. You can join any session remotely and speak to the director. Many clients attend the first session to agree the tone and leave the rest to us.",
    },
    {
      question: "Do you use AI voices?",
      answer:
        "Only when you ask for it and the content suits it, typically frequently updated training material. We use licensed voices with the speaker's consent, have a linguist review every file and recommend human actors for anything emotional or brand-critical.",
    },
  ],
  cta: {
    heading: "Give your content a voice in every market",
    text: "Send us your video or script and target languages. We will propose voices, a schedule and a fixed price.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/subtitling-captioning",
    "/services/multimedia-localization",
    "/services/multilingual-copywriting-transcreation",
    "/industries/gaming",
    "/industries/marketing-advertising",
  ],
}
