/** The /resources/glossary page: A–Z terms of the language industry. `related` names other terms exactly. */
import type { ContentPage, GlossaryTerm } from "@nordika/ui/templates"

const TERMS: GlossaryTerm[] = [
  {
    term: "Back translation",
    definition:
      "A translation of a translated text back into the source language by a second, independent translator who has not seen the original. It shows non-speakers what the translation actually says and is required in linguistic validation of clinical outcome assessments and by some ethics committees.",
    related: ["Linguistic validation", "Transcreation"],
  },
  {
    term: "BLEU",
    definition:
      "Bilingual Evaluation Understudy, an automatic machine translation metric that scores overlapping word sequences (n-grams) between MT output and one or more human reference translations. Cheap and reproducible, but it correlates only moderately with human judgement and penalises valid paraphrases.",
    related: ["COMET", "Machine translation (MT)", "Edit distance"],
  },
  {
    term: "CAT tool",
    definition:
      "Computer-assisted translation tool: the editor professional translators work in. It splits text into segments, shows translation memory matches and termbase entries, protects tags and formatting, and runs QA checks. Not to be confused with machine translation, although most CAT tools can show MT suggestions.",
    related: ["Translation memory (TM)", "Terminology base", "XLIFF"],
  },
  {
    term: "Cognitive debriefing",
    definition:
      "A step in linguistic validation in which a translated questionnaire is tested in interviews with a small number of native-speaking respondents from the target population, typically five to eight, to confirm that each item is understood as intended.",
    related: ["Linguistic validation", "eCOA"],
  },
  {
    term: "COMET",
    definition:
      "A neural metric for machine translation quality that scores output using a model trained on human quality judgements, taking the source, the MT output and a reference into account. It correlates far better with human assessment than BLEU and is widely used to compare engines.",
    related: ["BLEU", "Quality estimation (QE)"],
  },
  {
    term: "Consecutive interpretation",
    definition:
      "Interpretation in which the speaker pauses every few sentences while the interpreter, often working from notes, renders what was said. Suited to negotiations, depositions, medical consultations and site visits; it roughly doubles the time of the meeting but needs no equipment.",
    related: ["Simultaneous interpretation", "Remote simultaneous interpretation (RSI)"],
  },
  {
    term: "Data processing agreement (DPA)",
    definition:
      "The contract required by Article 28 of the GDPR between a controller and a processor. It defines the subject matter, duration, nature and purpose of processing, the types of personal data, security measures, the use of sub-processors, assistance obligations and what happens to the data when the service ends.",
    related: ["GDPR", "Standard contractual clauses (SCCs)"],
  },
  {
    term: "Desktop publishing (DTP)",
    definition:
      "The typesetting and layout of translated documents in the original design application, such as InDesign, FrameMaker or Illustrator, so that they are ready for print or publication. It covers text expansion, line breaks, fonts and scripts, right-to-left layout and final visual checks by a native speaker.",
    related: ["Source text", "Localization (L10n)"],
  },
  {
    term: "Dubbing",
    definition:
      "Replacing the original dialogue of a film, series or game with a recorded performance in the target language, usually matched to the actors' lip movements. It requires script adaptation, casting, direction and mixing, and is more expensive than voice-over or subtitling.",
    related: ["Lip-sync", "Voice talent", "Voice-over"],
  },
  {
    term: "eCOA",
    definition:
      "Electronic clinical outcome assessment: questionnaires and diaries completed by patients, clinicians or observers on a smartphone, tablet or web device during a clinical trial. Each language version must be linguistically validated and then checked on screen for layout and functionality.",
    related: ["Linguistic validation", "Cognitive debriefing"],
  },
  {
    term: "eDiscovery",
    definition:
      "Electronic discovery: identifying, preserving, collecting, processing, reviewing and producing electronically stored information for litigation, arbitration or investigations. In cross-border matters it involves language identification, machine translation for triage and native-speaking reviewers.",
    related: ["Technology-assisted review (TAR)", "GDPR"],
  },
  {
    term: "Edit distance",
    definition:
      "A measure of how much a text was changed between two versions, for example between raw machine translation and the post-edited result, expressed as the share of characters or words inserted, deleted or substituted. Averaged over projects it is a good proxy for post-editing effort.",
    related: ["Machine translation post-editing (MTPE)", "Quality estimation (QE)"],
  },
  {
    term: "Fuzzy match",
    definition:
      "A translation memory match where the stored source segment is similar but not identical to the new one, expressed as a percentage (typically 75–99%). The translator edits the stored translation rather than starting from scratch, so fuzzy matches are charged at a reduced rate.",
    related: ["Translation memory (TM)", "ICE match"],
  },
  {
    term: "GDPR",
    definition:
      "The General Data Protection Regulation (EU) 2016/679, which governs the processing of personal data in the EU and EEA. Translation often involves personal data, for example in HR files, medical records or legal evidence, so the language-service provider usually acts as a processor under a DPA.",
    related: ["Data processing agreement (DPA)", "Standard contractual clauses (SCCs)"],
  },
  {
    term: "Glossary",
    definition:
      "A list of key terms with their approved translations, often a simple spreadsheet. Useful as a starting point, but unlike a terminology base it usually lacks definitions, context, status and governance.",
    related: ["Terminology base", "Style guide"],
  },
  {
    term: "Hreflang",
    definition:
      "An HTML attribute or sitemap annotation that tells search engines which language and regional version of a page to show to which users, for example sv-SE versus sv-FI. Incorrect hreflang is one of the most common technical problems on multilingual websites.",
    related: ["Locale", "Localization (L10n)"],
  },
  {
    term: "ICE match",
    definition:
      "In-context exact match: a 100% translation memory match where the surrounding segments or the document structure also match, so the translation can usually be reused without review. Sometimes called a 101% or context match.",
    related: ["Fuzzy match", "Translation memory (TM)"],
  },
  {
    term: "Internationalization (i18n)",
    definition:
      "Designing and engineering software so that it can be adapted to any language and region without code changes: externalised strings, Unicode throughout, locale-aware dates and numbers, flexible layouts and support for plurals and right-to-left scripts. The 18 stands for the letters between i and n.",
    related: ["Localization (L10n)", "Pseudo-localization", "Locale"],
  },
  {
    term: "ISO 17100",
    definition:
      "The international standard for translation services. It specifies the qualifications of translators and revisers, mandatory revision of every translation by a second linguist, project management, and the handling of client requirements and feedback. Nordika has been certified since 2015.",
    related: ["Revision", "ISO 18587"],
  },
  {
    term: "ISO 18587",
    definition:
      "The international standard for full post-editing of machine translation output. It defines the post-editor's competences and the requirements for producing a result comparable to human translation. Light post-editing is described in an annex but is outside the certifiable scope.",
    related: ["Machine translation post-editing (MTPE)", "ISO 17100"],
  },
  {
    term: "ISO 27001",
    definition:
      "ISO/IEC 27001, the international standard for information security management systems. Certification shows that an organisation identifies information security risks and applies controls, such as access control, encryption and supplier management, that are audited by an accredited body.",
    related: ["GDPR", "Data processing agreement (DPA)"],
  },
  {
    term: "Language service provider (LSP)",
    definition:
      "A company that provides translation, localization, interpretation and related services, coordinating linguists, technology and project management. Nordika is an LSP.",
    related: ["Translation management system (TMS)"],
  },
  {
    term: "Linguistic quality assurance (LQA)",
    definition:
      "Review of translated content by a qualified linguist to find and categorise errors, either in documents (scored against an error typology such as MQM) or in context, such as in a running game, app or website build, where truncation and layout issues also count.",
    related: ["MQM", "Pseudo-localization"],
  },
  {
    term: "Linguistic validation",
    definition:
      "The documented process that establishes conceptual equivalence of a translated clinical outcome assessment: usually two forward translations, reconciliation, back translation, developer review, cognitive debriefing and proofreading, following ISPOR principles and regulatory guidance.",
    related: ["Back translation", "Cognitive debriefing", "eCOA"],
  },
  {
    term: "Lip-sync",
    definition:
      "Dubbing or voice recording timed and written so that the new dialogue matches the visible mouth movements of the speaker, especially labial consonants and the opening and closing of the mouth. It requires adapting the script, not just translating it.",
    related: ["Dubbing", "Voice talent"],
  },
  {
    term: "Locale",
    definition:
      "A combination of language and region that determines how content should be presented, written as a code such as sv-SE, fr-CA or pt-BR. It governs spelling, vocabulary, date and number formats, currency and legal requirements.",
    related: ["Internationalization (i18n)", "Hreflang"],
  },
  {
    term: "Localization (L10n)",
    definition:
      "Adapting a product or content for a specific locale: translating text and also adapting formats, images, units, legal content, payment methods and cultural references. The 10 stands for the letters between L and n.",
    related: ["Internationalization (i18n)", "Transcreation", "Locale"],
  },
  {
    term: "Machine translation (MT)",
    definition:
      "Automatic translation by software. Today's systems are neural models or large language models, and they can be adapted to a client's terminology and style. Output quality varies with content type and language pair, so MT is usually combined with human post-editing.",
    related: ["Machine translation post-editing (MTPE)", "Quality estimation (QE)"],
  },
  {
    term: "Machine translation post-editing (MTPE)",
    definition:
      "Editing machine translation output to reach an agreed quality. Light post-editing makes the text accurate and understandable; full post-editing, as defined in ISO 18587, produces a result comparable to human translation in accuracy, terminology and style.",
    related: ["ISO 18587", "Edit distance", "Machine translation (MT)"],
  },
  {
    term: "MQM",
    definition:
      "Multidimensional Quality Metrics, a framework for classifying translation errors by type (accuracy, fluency, terminology, style, locale conventions) and severity, from which a quality score is calculated. It is the basis of most professional LQA scorecards.",
    related: ["Linguistic quality assurance (LQA)"],
  },
  {
    term: "Pseudo-localization",
    definition:
      "Replacing UI strings with modified text, typically accented, lengthened by 30–40% and bracketed, to reveal internationalization problems such as hard-coded text, truncation and missing character support before real translation begins.",
    related: ["Internationalization (i18n)", "Linguistic quality assurance (LQA)"],
  },
  {
    term: "Quality estimation (QE)",
    definition:
      "Predicting the quality of a machine translation without a human reference, segment by segment, so that high-confidence output can receive lighter review and low-confidence output goes to full post-editing or human translation. In Leen this is handled by Leen Score.",
    related: ["COMET", "Machine translation post-editing (MTPE)"],
  },
  {
    term: "Reading speed (CPS)",
    definition:
      "In subtitling, the number of characters per second, including spaces and punctuation, that a viewer is expected to read. Specifications typically allow 17–20 CPS for adult content and lower speeds for children's programmes.",
    related: ["SDH", "SRT", "Subtitle template"],
  },
  {
    term: "Relay interpretation",
    definition:
      "Interpretation through a pivot language: an interpreter listens to a colleague's interpretation, usually in English, rather than to the speaker, so that uncommon language combinations can be covered at a multilingual event.",
    related: ["Simultaneous interpretation"],
  },
  {
    term: "Remote simultaneous interpretation (RSI)",
    definition:
      "Simultaneous interpretation delivered by interpreters who are not in the meeting room, working from a hub or studio over a dedicated platform that carries separate audio channels per language. It reduces travel and allows hybrid events.",
    related: ["Simultaneous interpretation", "Consecutive interpretation"],
  },
  {
    term: "Revision",
    definition:
      "The bilingual examination of a translation against its source by a second qualified linguist, correcting accuracy, terminology and style. Mandatory under ISO 17100, and distinct from review, which is a monolingual check of the target text for its purpose.",
    related: ["ISO 17100", "Source text"],
  },
  {
    term: "SDH",
    definition:
      "Subtitles for the deaf and hard of hearing: same-language or translated subtitles that also identify speakers and describe relevant sounds and music, such as [door slams] or [tense music], for viewers who cannot hear the audio.",
    related: ["Reading speed (CPS)", "SRT"],
  },
  {
    term: "Sight translation",
    definition:
      "Oral translation of a written document read aloud on the spot by an interpreter, for example a contract clause in a negotiation or an exhibit in court.",
    related: ["Consecutive interpretation"],
  },
  {
    term: "Simultaneous interpretation",
    definition:
      "Interpretation delivered while the speaker is talking, with a delay of a few seconds, by interpreters working in pairs in a soundproof booth or remotely. Standard for conferences and multilingual meetings; interpreters usually alternate every 20 to 30 minutes.",
    related: ["Consecutive interpretation", "Remote simultaneous interpretation (RSI)", "Relay interpretation"],
  },
  {
    term: "Source text",
    definition:
      "The original text to be translated. Its clarity directly affects cost and quality: ambiguous, inconsistent or untranslatable source text multiplies problems across every target language, which is why source content review often pays for itself.",
    related: ["Target text", "Style guide"],
  },
  {
    term: "SRT",
    definition:
      "SubRip Text, the most widely used plain-text subtitle format: numbered subtitles with start and end time codes and one or two lines of text. It supports little styling, so broadcast and streaming work often uses formats such as TTML, IMSC or WebVTT instead.",
    related: ["WebVTT", "SDH"],
  },
  {
    term: "Standard contractual clauses (SCCs)",
    definition:
      "Model clauses adopted by the European Commission (current version 2021) that provide safeguards when personal data is transferred from the EU or EEA to a country without an adequacy decision. They are usually combined with a transfer impact assessment.",
    related: ["GDPR", "Data processing agreement (DPA)"],
  },
  {
    term: "Style guide",
    definition:
      "A document that sets out how content should read in a given language: tone and form of address, punctuation, capitalisation, number and date formats, and treatment of product names. Together with the termbase it is the main reference for translators and reviewers.",
    related: ["Terminology base", "Glossary"],
  },
  {
    term: "Subtitle template",
    definition:
      "A master subtitle file in English or the original language with fixed timing and shot-change-aware segmentation. Translators work into the template's time codes, which speeds up multi-language projects and keeps timing consistent.",
    related: ["Reading speed (CPS)", "SRT"],
  },
  {
    term: "Target text",
    definition:
      "The translated text in the target language, produced from the source text. Its quality is judged by accuracy, fluency, terminology, style and fitness for its purpose.",
    related: ["Source text", "Revision"],
  },
  {
    term: "TBX",
    definition:
      "TermBase eXchange, the ISO 30042 XML standard for exchanging terminology data between tools, preserving concepts, definitions, term status and metadata.",
    related: ["Terminology base", "TMX"],
  },
  {
    term: "Technology-assisted review (TAR)",
    definition:
      "The use of machine learning to classify or prioritise documents for review in eDiscovery, trained on decisions made by lawyers. Continuous active learning (TAR 2.0) updates the model as reviewers work and can reduce the number of documents needing human review by well over half.",
    related: ["eDiscovery"],
  },
  {
    term: "Terminology base",
    definition:
      "A concept-oriented database of approved terminology, also called a termbase. Each entry represents one concept, with a definition and the preferred, admitted and forbidden terms in every language. CAT tools surface entries to translators as they work, and QA checks enforce them.",
    related: ["Glossary", "TBX", "Style guide"],
  },
  {
    term: "TMX",
    definition:
      "Translation Memory eXchange, the XML standard for exporting and importing translation memories between tools. Clients who own their memory should be able to receive it in TMX at any time.",
    related: ["Translation memory (TM)", "TBX", "XLIFF"],
  },
  {
    term: "Transcreation",
    definition:
      "Creative adaptation of marketing and brand content so that it achieves the same effect in another market, even if the wording, wordplay or imagery changes. It is briefed and priced like copywriting, usually with several options and back translations.",
    related: ["Localization (L10n)", "Back translation"],
  },
  {
    term: "Translation management system (TMS)",
    definition:
      "Software that automates the translation workflow: receiving content from source systems, analysing it against translation memory, assigning linguists, tracking deadlines and returning translations. Leen is Nordika's TMS and language AI platform.",
    related: ["CAT tool", "Language service provider (LSP)"],
  },
  {
    term: "Translation memory (TM)",
    definition:
      "A database of previously translated segments paired with their sources. When the same or similar text recurs, the stored translation is offered to the translator, which improves consistency and reduces cost. The client should own its memory.",
    related: ["Fuzzy match", "ICE match", "TMX"],
  },
  {
    term: "Voice talent",
    definition:
      "A professional voice actor or narrator cast for voice-over, dubbing, e-learning or IVR recordings. Casting considers native accent, age, tone and acting range, and usage rights are agreed per project.",
    related: ["Voice-over", "Dubbing", "Lip-sync"],
  },
  {
    term: "Voice-over",
    definition:
      "A recorded narration or translated speech laid over the original audio, either replacing it or, in UN-style voice-over, playing slightly after the original at lower volume. Used for corporate video, documentaries, e-learning and advertising.",
    related: ["Voice talent", "Dubbing"],
  },
  {
    term: "WebVTT",
    definition:
      "Web Video Text Tracks, the W3C subtitle and caption format for HTML5 video. Similar to SRT but with support for positioning, styling and metadata, which makes it the usual choice for web players.",
    related: ["SRT", "SDH"],
  },
  {
    term: "XLIFF",
    definition:
      "XML Localization Interchange File Format, the OASIS standard for exchanging translatable content between systems and CAT tools. It keeps source and target side by side, protects inline tags and can carry notes and state information for each segment.",
    related: ["CAT tool", "TMX"],
  },
  {
    term: "Alignment",
    definition:
      "Pairing the sentences of an existing source document with those of its translation to create translation memory from legacy material. Useful when a client has translations but no memory, for example after changing suppliers; the result should be checked by a linguist before use.",
    related: ["Translation memory (TM)", "TMX"],
  },
  {
    term: "Keyword localization",
    definition:
      "Researching the search terms that people in each target market actually use, rather than translating source-language keywords, and using them in page titles, headings, product data and paid search campaigns.",
    related: ["Hreflang", "Localization (L10n)"],
  },
  {
    term: "Neural machine translation (NMT)",
    definition:
      "Machine translation based on neural networks, usually transformer models trained on large parallel corpora, which translates whole sentences in context. It replaced statistical MT from around 2016 and can be adapted to a domain with a client's approved translations.",
    related: ["Machine translation (MT)", "Machine translation post-editing (MTPE)"],
  },
  {
    term: "OCR",
    definition:
      "Optical character recognition: converting scanned documents and images into editable text. Before translation, OCR output must be checked against the original, because misread characters, numbers and layout errors would otherwise be carried into every language.",
    related: ["Desktop publishing (DTP)", "Source text"],
  },
  {
    term: "Sworn translation",
    definition:
      "A translation certified by a translator authorised by a state authority, such as an auktoriserad translator in Sweden authorised by Kammarkollegiet, giving it official standing for courts, registries and public authorities. Requirements differ by country.",
    related: ["Back translation", "Revision"],
  },
  {
    term: "Unicode",
    definition:
      "The universal character encoding standard that assigns a code point to every character of every writing system. Software that stores and processes text as Unicode, typically UTF-8, avoids corrupted characters in languages such as Polish, Greek, Arabic or Japanese.",
    related: ["Internationalization (i18n)", "Pseudo-localization"],
  },
]

/** All terms, sorted A–Z (case-insensitive) for the jump bar. */
export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [...TERMS].sort((a, b) =>
  a.term.localeCompare(b.term, "en", { sensitivity: "base" }),
)

/** The /resources/glossary page. */
/** The terms a newcomer to localization meets first, listed in the glossary's hero. */
export const GLOSSARY_KEY_TERMS = {
  title: "Start with these terms",
  terms: ["Translation memory (TM)", "Machine translation post-editing (MTPE)", "Fuzzy match", "ISO 17100"],
} as const

export const GLOSSARY_PAGE: ContentPage = {
  meta: {
    path: "/resources/glossary",
    title: "Localization and Translation Glossary A–Z",
    description:
      "Plain-English definitions of translation, localization, subtitling, interpretation, AI and compliance terms, from back translation and CAT tools to XLIFF.",
  },
  hero: {
    eyebrow: "Glossary",
    heading: "The language-industry glossary, from back translation to XLIFF",
    intro:
      "Our industry loves acronyms. This glossary explains the terms you will meet in quotes, specifications and audits, written by our project managers and linguists. Use the A–Z bar or search to jump to a term.",
    primaryCta: { label: "Ask a specialist", href: "/contact/book-consultation" },
    secondaryCta: { label: "Read the blog", href: "/resources/blog" },
  },
  sections: [],
  cta: {
    heading: "Missing a term, or need it explained for your project?",
    text: "Our consultants will walk you through the workflow, standards and file formats that fit your content.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
