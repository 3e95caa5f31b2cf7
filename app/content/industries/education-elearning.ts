import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "education-elearning",
  meta: {
    path: "/industries/education-elearning",
    title: "E-learning & Education Localization",
    description:
      "Localize SCORM and xAPI courses, LMS content, video lectures and assessments for universities, EdTech firms and corporate academies worldwide.",
  },
  hero: {
    eyebrow: "Education & e-learning",
    heading: "Courses that teach as well in Tokyo as they do in Uppsala",
    intro:
      "Universities, EdTech companies and corporate learning teams use Nordika to localize courses, platforms and assessments so every learner gets the same outcome.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "9,000+", label: "hours of course video subtitled or voiced" },
    { value: "SCORM & xAPI", label: "packages localized and re-tested in your LMS" },
    { value: "50+", label: "languages for compliance and onboarding training" },
    { value: "15", label: "authoring tools supported, from Storyline to H5P" },
  ],
  overview: [
    "Good instructional design is full of choices that do not travel: examples, names, humour, images and references that make a concept click for one audience. Localizing e-learning means keeping the learning objective intact while adapting everything that carries it.",
    "We work directly in authoring-tool exports from Articulate Storyline and Rise, Adobe Captivate, iSpring and Lectora, translating text, interactions, alt text and assessments. Video lectures get subtitles or voice-over, and on-screen graphics are re-created in the target language. Finished SCORM or xAPI packages are tested in your LMS for completion tracking, navigation and layout.",
    "For universities, we translate course catalogues, diplomas and transcripts, research and grant applications, and support international recruitment with localized websites. For assessments, psychometric equivalence matters: we translate and review test items so that difficulty does not shift between languages.",
  ],
  challenges: [
    {
      title: "Locked authoring formats",
      description: "Text lives inside Storyline slides, Captivate interactions and images, and breaks when re-imported without care.",
      icon: "Layers",
    },
    {
      title: "Assessment fairness",
      description:
        "A translated question that becomes easier or harder than the original undermines certification and compliance training.",
      icon: "ClipboardCheck",
    },
    {
      title: "Video-heavy content",
      description: "Lectures and screencasts need subtitles, voice-over or re-recording, often with software shown on screen in English.",
      icon: "Video",
    },
    {
      title: "Global rollouts on fixed dates",
      description: "Mandatory training and semester starts leave no room for late languages.",
      icon: "Calendar",
    },
  ],
  solutions: [
    {
      title: "Authoring-tool localization",
      description: "Translation in native export formats, layout fixes in the tool and LMS testing of every package before hand-over.",
      icon: "Laptop",
    },
    {
      title: "Instructional adaptation",
      description: "Examples, names, scenarios and images adapted by linguists who understand learning design.",
      icon: "GraduationCap",
    },
    {
      title: "Assessment translation and review",
      description: "Item translation with independent review and, for high-stakes tests, cognitive debriefing with sample learners.",
      icon: "ListChecks",
    },
    {
      title: "Video localization",
      description: "Subtitles, AI-assisted or studio voice-over, and localized on-screen text for lectures and microlearning.",
      icon: "Film",
    },
  ],
  proof: {
    client: "Strömkulla Academy, the corporate university of a Nordic industrial group",
    summary:
      "Strömkulla needed its 64-module safety and leadership curriculum in 14 languages for plants on four continents. We localized Storyline and Rise modules, re-voiced video with native speakers and tested every SCORM package in its LMS. Completion rates in non-English-speaking plants rose to match headquarters.",
    results: [
      { value: "64", label: "modules in 14 languages" },
      { value: "+31 pts", label: "completion rate in non-English plants" },
      { value: "100%", label: "of packages passing LMS tracking tests" },
    ],
  },
  faqs: [
    {
      question: "Which authoring tools do you support?",
      answer:
        "Articulate Storyline and Rise, Adobe Captivate, iSpring, Lectora, Elucidat, H5P and others, plus Moodle, Canvas and common corporate LMS platforms for testing.",
    },
    {
      question: "Can AI voices be used for training videos?",
      answer:
        "For internal training with frequent updates, synthetic voices reviewed by a linguist can be a cost-effective option. For learner-facing flagship content we recommend human voice actors.",
    },
    {
      question: "Do you translate diplomas and transcripts?",
      answer: "Yes, including certified translations for admission and recognition purposes where the receiving institution requires them.",
    },
  ],
  cta: {
    heading: "Take your learning programme global",
    text: "Share a sample module and your target languages, and we will return a quote including LMS testing.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/multimedia-localization",
    "/services/voice-over",
    "/services/subtitling-captioning",
    "/industries/public-sector",
    "/industries/technology",
  ],
}

export default page
