import type { ServicePageCopy } from "../page-copy"

export const multimediaLocalization: ServicePageCopy = {
  slug: "multimedia-localization",
  meta: {
    path: "/services/multimedia-localization",
    title: "Multimedia and E-Learning Localization",
    description:
      "Localize e-learning, video, animation and interactive content end to end: on-screen text, graphics, voice, subtitles and LMS packages in one managed workflow.",
  },
  hero: {
    eyebrow: "Multimedia localization",
    heading: "Video, animation and e-learning, rebuilt for every language",
    intro:
      "When a course or a video combines narration, on-screen text, graphics and interaction, translating the script is only a third of the work. Our multimedia team localizes every layer and hands you finished, tested output in each language.",
    primaryCta: { label: "Get a multimedia quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan a course rollout", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "120", label: "e-learning modules localized into 16 languages for Veltra" },
    { value: "35%", label: "lower localization cost through source-file engineering" },
    { value: "SCORM · xAPI", label: "packages tested in your LMS" },
  ],
  overview: [
    "Multimedia localization covers content where text, sound and images are tied together: training courses built in Articulate Storyline or Adobe Captivate, explainer animations made in After Effects, product videos, interactive demos and virtual-reality simulations. A change in one layer, such as a longer German narration, ripples into the others.",
    "We start from your source files rather than the finished export. Our engineers extract on-screen text, captions and narration scripts, translators work on them together so terminology is consistent, and our audio and motion graphics specialists rebuild each language version with re-timed animations, localized graphics and new voice tracks.",
    "The result is tested where it will be used. For e-learning we publish SCORM or xAPI packages and run them in your learning management system, checking navigation, quiz logic, completion tracking and text on every slide.",
  ],
  offerings: [
    {
      title: "E-learning course localization",
      description:
        "Articulate Storyline and Rise, Adobe Captivate, Lectora, iSpring and HTML5 courses localized in the authoring tool, with quizzes and feedback intact.",
      icon: "GraduationCap",
    },
    {
      title: "Motion graphics and animation",
      description: "After Effects and Premiere projects rebuilt with translated titles and callouts, re-timed to new narration.",
      icon: "Film",
    },
    {
      title: "Voice and subtitles",
      description:
        "Narration in native voices, or subtitles when budget or audience calls for it, produced by our own voice and subtitling teams.",
      icon: "Mic",
    },
    {
      title: "Graphics and screen capture",
      description: "Localized diagrams, infographics and software screenshots recaptured from the localized application.",
      icon: "Image",
    },
    {
      title: "Interactive and immersive content",
      description: "Product configurators, simulations and VR training localized with developers and tested on target devices.",
      icon: "Layers",
    },
    {
      title: "LMS testing",
      description: "Packages tested in your LMS for launch, navigation, scoring and completion reporting before learners see them.",
      icon: "ClipboardCheck",
    },
  ],
  process: [
    {
      title: "Source file review",
      description:
        "We check source projects, fonts, linked media and the LMS specification, and flag anything that would make localization harder.",
    },
    {
      title: "Extraction and translation",
      description:
        "On-screen text, narration scripts and captions are extracted and translated together in Leen, with one termbase for the whole course.",
    },
    {
      title: "Script adaptation and voice",
      description: "Narration scripts are adapted for timing, voices are cast and recordings are directed by native speakers.",
    },
    {
      title: "Rebuild",
      description: "Multimedia engineers import translations, replace audio, re-time animations and adjust layouts for text expansion.",
    },
    {
      title: "Publish and test",
      description: "Each language is published to the required format and tested by a native linguist and a functional tester.",
    },
    {
      title: "Deliver and maintain",
      description: "You receive the localized source files and packages; future updates only touch the slides that changed.",
    },
  ],
  quality: [
    "Translation and revision of all text layers under our ISO 17100-certified process.",
    "Linguistic review of every finished language version in playback, not only in the script.",
    "Functional testing in your LMS or a matching test environment, with SCORM 1.2, SCORM 2004 and xAPI conformance checks.",
    "Source files, recordings and unreleased training content protected under ISO 27001 controls.",
  ],
  technology: [
    {
      title: "Authoring tool expertise",
      description: "Certified specialists in Storyline, Captivate and the Adobe creative suite work directly in your source projects.",
      icon: "PenTool",
    },
    {
      title: "Script-to-slide alignment",
      description: "Leen keeps narration, captions and on-screen text linked, so a terminology change updates every layer together.",
      icon: "Layers",
    },
    {
      title: "Test LMS",
      description: "Our own LMS test environment lets us verify packages when access to your production system is restricted.",
      icon: "Server",
    },
  ],
  proof: {
    client: "Veltra Automotive",
    summary:
      "The German automotive supplier needed its dealer and service-technician academy available in 16 languages at the same time. We localized 120 Storyline modules with narration, animations and assessments, and tested every package in its LMS.",
    results: [
      { value: "120", label: "modules in 16 languages" },
      { value: "35%", label: "lower cost than the previous multi-vendor setup" },
      { value: "1 day", label: "launch window for all markets" },
    ],
  },
  faqs: [
    {
      question: "Do you need our source files?",
      answer:
        "Yes, wherever possible. Working from the Storyline, Captivate or After Effects projects is faster and gives a cleaner result than rebuilding from an exported video or SCORM package.",
    },
    {
      question: "Voice-over or subtitles?",
      answer:
        "Voice-over works best for compliance and hands-on training where learners watch the screen. Subtitles cost less and are quicker to update. Many clients use voice for core languages and subtitles for smaller markets.",
    },
    {
      question: "How do you handle updates to a course?",
      answer:
        "Translations are stored in Leen by slide and layer, so when you change a few slides we only translate, record and rebuild those, and republish the packages.",
    },
    {
      question: "Can you localize content built in a custom tool?",
      answer:
        "Usually. If your tool can export text as XML, JSON or XLIFF, we can round-trip it. Otherwise our engineers look at the file structure with your developers.",
    },
  ],
  cta: {
    heading: "Roll out your training and video content worldwide",
    text: "Share one module or video with us. We will analyse it and send a per-language quote and schedule.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/voice-over",
    "/services/subtitling-captioning",
    "/services/dtp",
    "/industries/education-elearning",
    "/industries/manufacturing/automotive",
  ],
}
