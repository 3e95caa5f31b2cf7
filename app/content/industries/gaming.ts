import type { IndustryPageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

const page: IndustryPageCopy = {
  slug: "gaming",
  meta: {
    path: "/industries/gaming",
    title: "Game Localization, LQA & Voice-Over",
    description:
      "Game localization by players who translate: in-engine LQA, character-limited UI, voice casting, age-rating aware culturalization and live-ops updates.",
  },
  hero: {
    eyebrow: "Gaming",
    heading: "Game localization that keeps the fun intact in every language",
    intro:
      "From indie roguelikes to live-service titles with weekly content drops, Nordika localizes dialogue, UI, store pages and community content with linguists who actually play the genres they translate.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan your localization", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,100+", label: "gamer-linguists profiled by genre and platform" },
    { value: "30+", label: "languages for voice-over casting and recording" },
    { value: "48 h", label: "turnaround for live-ops event strings" },
    { value: "4", label: "console certification checklists built into our LQA" },
  ],
  overview: [
    "A joke that lands in Swedish can fall flat in Brazilian Portuguese; a skill name that fits a tooltip in English can overflow it in German. Game localization is creative writing under technical constraints, and we staff it that way: lead writers for narrative, specialist translators for UI and systems text, and testers who work in the build.",
    "Our pipeline starts with a localization kit: character bios, lore bible, tone references, variable and tag documentation, and length limits per string. Leen imports string tables from Unity, Unreal, Godot or your proprietary tools, flags variables and markup, and keeps a glossary of item, ability and faction names that stays consistent across patches and DLC.",
    "Before launch, in-house LQA testers play your build on target hardware, checking truncation, font fallback, placeholders, gendered grammar and platform-holder terminology requirements. After launch, a standing live-ops team handles event text, patch notes and store updates on a 48-hour clock.",
  ],
  challenges: [
    {
      title: "Context-free string tables",
      description:
        "Thousands of lines exported out of order, with no indication of who speaks, to whom, or whether a line appears in a menu or a cutscene.",
      icon: "FileText",
    },
    {
      title: "Variables, tags and gender",
      description:
        "Item names inserted into sentences break grammar in languages with cases, genders and plural forms that English never had to handle.",
      icon: "Code",
    },
    {
      title: "Platform and rating requirements",
      description:
        "Console terminology guidelines and regional age ratings (PEGI, USK, ESRB, CERO) can block submission if text or imagery is not adapted.",
      icon: "ShieldCheck",
    },
    {
      title: "Live-service cadence",
      description:
        "Seasonal events and balance patches need localized text in days, not weeks, without losing the voice established at launch.",
      icon: "Clock",
    },
  ],
  solutions: [
    {
      title: "Narrative and UI specialists",
      description:
        "Dialogue goes to writers with a portfolio in your genre; UI and systems text to translators trained in character limits and consistency.",
      icon: "PenTool",
    },
    {
      title: "In-build linguistic QA",
      description:
        "Testers play your build on PC, console or mobile, log bugs with screenshots and repro steps in your tracker, and verify fixes.",
      icon: "Gamepad2",
    },
    {
      title: "Culturalization review",
      description:
        "We flag gestures, symbols, historical references and content that may affect ratings or community reception in specific markets before you lock assets.",
      icon: "Globe",
    },
    {
      title: "Casting and voice recording",
      description:
        "Native voice talent cast against your character sheets, recorded with lip-sync or time-constrained scripts and delivered as engine-ready files.",
      icon: "Mic",
    },
    {
      title: "Player support and community",
      description: "Support macros, FAQs, Discord announcements and review responses localized in the tone your community expects.",
      icon: "MessagesSquare",
    },
  ],
  proof: {
    client: "Glimmerfjord Games, an independent studio in Malmö",
    href: "/case-studies/glimmerfjord-games-simultaneous-launch",
    summary:
      "Glimmerfjord needed its narrative-driven survival game in 12 languages for a simultaneous Steam and console launch. We built a localization kit from its lore documents, ran translation with two genre-specialist writers per language and completed three LQA passes in the build. The game passed platform submission first time and earned 'Very Positive' localized reviews in every launch market.",
    results: caseStudyResults("/case-studies/glimmerfjord-games-simultaneous-launch"),
  },
  faqs: [
    {
      question: "Do your translators play games?",
      answer:
        "Yes, and we check. Every gaming linguist has a profile listing genres, platforms and titles they know, and we match narrative work to people with a demonstrable feel for the genre.",
    },
    {
      question: "Can you work directly in our engine or string tool?",
      answer:
        "We import from Unity Localization, Unreal's string tables, CSV and XLSX exports, and common tools such as Crowdin or Lokalise via connectors. If you use an in-house tool, we agree on an exchange format and validate it against tags and variables.",
    },
    {
      question: "When should localization start?",
      answer:
        "Ideally at vertical slice, when UI layout and the text pipeline are settled. Early pseudo-localization then reveals font, length and hard-coded text issues while they are still cheap to fix.",
    },
  ],
  cta: {
    heading: "Ready for a global launch?",
    text: "Send us your word count, target languages and launch date and we will return a plan covering translation, LQA and voice.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/localization-testing",
    "/services/voice-over",
    "/services/multilingual-copywriting-transcreation",
    "/industries/media-entertainment",
    "/industries/technology",
  ],
}

export default page
