/**
 * What the visitor reads about their lead, in the language of the page they sent it from (issue 39):
 * the confirmation mail, the summary of what they sent and the consultation's invitation. English is
 * the wording the mails always had; Swedish says "du", warm and professional, German says "Sie". Staff
 * read English whatever the lead's language (lead-summary's staff reader, the notification).
 *
 * Terms as the site's glossary holds them (supabase/translations/glossary.json, held by
 * scripts/translation-check.ts' mailProblems): offert / Angebot (quote), projektledare / Projektmanager
 * (project manager); and as the forms word them: arbetsdag / Werktag (business day), konsultationsmöte /
 * Beratungsgespräch. The field labels and the choices are the forms' own words in each language
 * (tests/lead-field-labels.test.ts, tests/lead-mail-choices.test.ts).
 */
import { INTL_LOCALES, type SiteLocale } from "./locales.ts"
import type { LeadType } from "./lead-schemas.ts"
import { plural, pluralIn } from "./plural.ts"
import { OFFICE_TIME_ZONE, formatInstantDay, formatMoment, formatTime } from "./zoned-time.ts"

export interface VisitorLeadCopy {
  /** The lead as the visitor's own, in a sentence: "your quote request", "ditt meddelande", "Ihre Nachricht". */
  yourLead: Record<LeadType, string>
  /** Each type as the heading of its section of the summary. */
  typeTitle: Record<LeadType, string>
  subject: (yourLead: string, reference: string) => string
  greeting: (name: string) => string
  thanks: (yourLead: string, reference: string) => string
  estimate: (price: string, turnaround: string, words: string) => string
  nextSteps: (steps: string) => string
  steps: Record<LeadType, string>
  sentIntro: string
  signature: string[]
  /** The summary's words. */
  yourDetails: string
  yourConsent: string
  consentLabel: string
  /** "You agreed on Mon 14 December 2026 at 10:00 Stockholm time:" for consent given `at`. */
  agreed: (at: Date) => string
  /** "You agreed:" when the moment is unknown. */
  agreedUndated: string
  /** Words quoted as the language quotes them: “…” in English, ”…” in Swedish, „…“ in German. */
  quoted: (text: string) => string
  /** Each form's fields as the form labels them in this language (English: lead-summary's LEAD_FIELD_LABELS). */
  fieldLabels?: Record<LeadType, Readonly<Record<string, string>>>
  /**
   * The choices the forms offer (a service, a subject field, a budget, a topic, a brochure) as this
   * language names them: the lead stores the English value the form sent; the visitor reads theirs.
   */
  choices?: Readonly<Record<string, string>>
  filesLabel: string
  yes: string
  no: string
  /** "5,000 words". */
  words: (count: number) => string
  files: (count: number) => string
  years: (count: number) => string
  /** "2 files, 5,000 words in all". */
  filesInAll: (files: string, words: string) => string
  noWordCount: string
  perWord: (rate: string) => string
  /** A moment on Stockholm's clock: "Mon 14 December 2026, 10:00 in Stockholm". */
  inStockholm: (moment: string) => string
  /** A decimal number as the language writes it ("2.4" or "2,4"). */
  decimal: (text: string) => string
  /** The consultation's invitation. */
  icsSummary: (topic: string) => string
  icsDescription: (reference: string, times: string) => string
}

const EN: VisitorLeadCopy = {
  yourLead: {
    quote: "your quote request",
    consultation: "your consultation request",
    contact: "your message",
    job_application: "your job application",
    freelancer_application: "your freelancer application",
    event_registration: "your event registration",
    brochure_request: "your brochure request",
    accessibility_report: "your accessibility report",
  },
  typeTitle: {
    quote: "Quote request",
    consultation: "Consultation request",
    contact: "Message",
    job_application: "Job application",
    freelancer_application: "Freelancer application",
    event_registration: "Event registration",
    brochure_request: "Brochure request",
    accessibility_report: "Accessibility report",
  },
  subject: (yourLead, reference) => `We have received ${yourLead} (${reference})`,
  greeting: (name) => `Hello ${name},`,
  thanks: (yourLead, reference) => `Thank you for ${yourLead}. Your reference is ${reference}; please quote it if you write to us.`,
  estimate: (price, turnaround, words) =>
    `The indicative price the form showed you: ${price}, ${turnaround}, for ${words}. Your project manager confirms the exact price in the quote.`,
  nextSteps: (steps) => `What happens next: ${steps}`,
  steps: {
    quote:
      "A project manager reviews your request and sends a quote, or a question, within one business day. There is no obligation until you approve the quote.",
    consultation:
      "We confirm one of your preferred times within one business day. The attached invitation holds your first choice until then.",
    contact: "The right person at Nordika answers within one business day.",
    job_application: "Our recruitment team reads every application and replies within two weeks.",
    freelancer_application:
      "Our vendor management team reviews your profile. If your languages and specialisations match current needs, we invite you to a short test.",
    event_registration: "You receive the practical details of the event a week before it starts.",
    brochure_request: "The brochure is ready to download on the page. A colleague may follow up once; you can say no at any time.",
    accessibility_report:
      "The colleague who looks after the website's accessibility answers within five business days, with a fix, a date for one, or the information in another format.",
  },
  sentIntro: "This is what you sent us:",
  signature: ["Kind regards,", "Nordika AB · Stockholm"],
  yourDetails: "Your details",
  yourConsent: "Your consent",
  consentLabel: "Consent",
  agreed: (at) => `You agreed on ${formatMoment(at).replace(/, (\d\d:\d\d)$/, " at $1")} Stockholm time:`,
  agreedUndated: "You agreed:",
  quoted: (text) => `“${text}”`,
  filesLabel: "Files",
  yes: "Yes",
  no: "No",
  words: (count) => plural(count, "word", "words"),
  files: (count) => plural(count, "file", "files"),
  years: (count) => plural(count, "year", "years"),
  filesInAll: (files, words) => `${files}, ${words} in all`,
  noWordCount: "no word count",
  perWord: (rate) => `${rate} per word`,
  inStockholm: (moment) => `${moment} in Stockholm`,
  decimal: (text) => text,
  icsSummary: (topic) => `Consultation with Nordika: ${topic}`,
  icsDescription: (reference, times) =>
    `Reference ${reference}. Your preferred times: ${times}. We confirm one of them within one business day.`,
}

const SV_NUMBERS = INTL_LOCALES.sv
const DE_NUMBERS = INTL_LOCALES.de

const SV: VisitorLeadCopy = {
  yourLead: {
    quote: "din offertförfrågan",
    consultation: "din förfrågan om ett konsultationsmöte",
    contact: "ditt meddelande",
    job_application: "din jobbansökan",
    freelancer_application: "din ansökan som frilansare",
    event_registration: "din anmälan till evenemanget",
    brochure_request: "din beställning av broschyren",
    accessibility_report: "din anmälan om ett tillgänglighetsproblem",
  },
  typeTitle: {
    quote: "Offertförfrågan",
    consultation: "Konsultationsmöte",
    contact: "Meddelande",
    job_application: "Jobbansökan",
    freelancer_application: "Ansökan som frilansare",
    event_registration: "Anmälan till evenemang",
    brochure_request: "Beställning av broschyr",
    accessibility_report: "Tillgänglighetsproblem",
  },
  subject: (yourLead, reference) => `Vi har tagit emot ${yourLead} (${reference})`,
  greeting: (name) => `Hej ${name}!`,
  thanks: (yourLead, reference) => `Tack för ${yourLead}. Ditt referensnummer är ${reference}. Ange det gärna om du skriver till oss.`,
  estimate: (price, turnaround, words) =>
    `Riktpriset du såg i formuläret: ${price}, ${turnaround}, för ${words}. Din projektledare bekräftar det exakta priset i offerten.`,
  nextSteps: (steps) => `Så här går vi vidare: ${steps}`,
  steps: {
    quote:
      "En projektledare går igenom din förfrågan och skickar en offert, eller en fråga, inom en arbetsdag. Du förbinder dig inte till något förrän du har godkänt offerten.",
    consultation:
      "Vi bekräftar en av dina önskade tider inom en arbetsdag. Den bifogade kalenderinbjudan gäller ditt förstahandsval, som är preliminärt bokat till dess.",
    contact: "Rätt person på Nordika svarar dig inom en arbetsdag.",
    job_application: "Vårt rekryteringsteam läser varje ansökan och hör av sig inom två veckor.",
    freelancer_application:
      "Vårt team för leverantörshantering går igenom din profil. Om dina språk och specialområden matchar våra aktuella behov bjuder vi in dig till ett kort test.",
    event_registration: "Du får praktisk information om evenemanget en vecka innan det börjar.",
    brochure_request: "Broschyren finns att ladda ner på sidan. En kollega kan komma att höra av sig en gång, och du kan alltid tacka nej.",
    accessibility_report:
      "Kollegan som ansvarar för webbplatsens tillgänglighet svarar inom fem arbetsdagar, med en lösning, ett datum för när den kommer eller informationen i ett annat format.",
  },
  sentIntro: "Det här skickade du till oss:",
  signature: ["Vänliga hälsningar", "Nordika AB · Stockholm"],
  yourDetails: "Dina uppgifter",
  yourConsent: "Ditt samtycke",
  consentLabel: "Samtycke",
  agreed: (at) =>
    `Du gav ditt samtycke den ${formatInstantDay(at, OFFICE_TIME_ZONE, "sv")} ${formatTime(at, OFFICE_TIME_ZONE, "sv")} (svensk tid):`,
  agreedUndated: "Du gav ditt samtycke:",
  quoted: (text) => `”${text}”`,
  fieldLabels: {
    quote: {
      name: "För- och efternamn",
      email: "E-post i tjänsten",
      company: "Företag eller organisation",
      phone: "Telefonnummer",
      service: "Tjänst",
      subjectField: "Ämnesområde",
      sourceLanguage: "Källspråk",
      targetLanguages: "Målspråk",
      files: "Filer",
      deadline: "Önskat leveransdatum",
      budget: "Budgetram",
      instructions: "Projektbeskrivning och instruktioner",
    },
    consultation: {
      name: "För- och efternamn",
      email: "E-post i tjänsten",
      company: "Företag eller organisation",
      topic: "Ämne",
      slots: "Önskade tider",
      message: "Vad vill du prata om?",
    },
    contact: { name: "För- och efternamn", email: "E-post", company: "Företag eller organisation", subject: "Ämne", message: "Meddelande" },
    job_application: {
      position: "Tjänst",
      name: "För- och efternamn",
      email: "E-post",
      phone: "Telefonnummer",
      linkedin: "LinkedIn-profil",
      cv: "CV",
      coverLetterFile: "Personligt brev som fil",
      coverLetter: "Personligt brev",
    },
    freelancer_application: {
      name: "För- och efternamn",
      email: "E-post",
      phone: "Telefonnummer",
      languagePairs: "Språkpar",
      services: "Tjänster",
      specialisations: "Specialområden",
      catTools: "CAT-verktyg",
      rate: "Pris per ord",
      currency: "Valuta",
      yearsExperience: "Antal års erfarenhet",
      vatNumber: "Organisationsnummer eller momsregistreringsnummer",
      cv: "CV",
    },
    event_registration: {
      event: "Evenemang",
      name: "För- och efternamn",
      email: "E-post",
      company: "Företag eller byrå",
      message: "Något vi bör känna till?",
    },
    brochure_request: {
      name: "För- och efternamn",
      email: "E-post i tjänsten",
      company: "Företag eller organisation",
      brochure: "Broschyr",
    },
    accessibility_report: {
      name: "För- och efternamn",
      email: "E-post",
      pageAddress: "Sidans adress",
      problem: "Vad gick fel?",
      assistiveTechnology: "Webbläsare och hjälpmedel",
    },
  },
  choices: {
    Translation: "Översättning",
    "Website localization": "Lokalisering av webbplatser",
    "Software and app localization": "Lokalisering av mjukvara och appar",
    "Transcreation and copywriting": "Transkreering och copywriting",
    "Subtitling and captioning": "Undertextning och textning",
    "Voice-over and dubbing": "Voice-over och dubbning",
    Interpretation: "Tolkning",
    Transcription: "Transkribering",
    "Machine translation and post-editing": "Maskinöversättning och efterredigering",
    "Desktop publishing": "Desktop publishing (DTP)",
    "Localization testing": "Lokaliseringstest",
    "Training data for AI": "Träningsdata för AI",
    "Legal and eDiscovery services": "Juridiska tjänster och eDiscovery",
    "Compliance pack or brochure request": "Regelefterlevnadspaket eller broschyr",
    "Something else": "Något annat",
    "General business": "Allmänna affärstexter",
    Legal: "Juridik",
    Financial: "Finans",
    "Medical and life sciences": "Medicin och life science",
    "Technical and engineering": "Teknik och ingenjörsvetenskap",
    Technical: "Teknik",
    "IT and software": "IT och mjukvara",
    "Marketing and advertising": "Marknadsföring och reklam",
    Marketing: "Marknadsföring",
    "Public sector": "Offentlig sektor",
    "Gaming and entertainment": "Spel och underhållning",
    Gaming: "Spel",
    "Under 1,000 EUR": "Under 1 000 EUR",
    "1,000–5,000 EUR": "1 000–5 000 EUR",
    "5,000–20,000 EUR": "5 000–20 000 EUR",
    "Over 20,000 EUR": "Över 20 000 EUR",
    "Not sure yet": "Vet inte än",
    "Planning a new localization programme": "Planera ett nytt lokaliseringsprogram",
    "Improving or consolidating an existing programme": "Förbättra eller samordna ett befintligt program",
    "Leen platform demo": "Demo av plattformen Leen",
    "Machine translation and AI": "Maskinöversättning och AI",
    "Integrations and workflow automation": "Integrationer och automatiserade arbetsflöden",
    "Regulated content (life sciences, legal, finance)": "Reglerat innehåll (life science, juridik, finans)",
    "Interpretation for an event": "Tolkning vid ett evenemang",
    "Security, compliance or a supplier assessment": "Säkerhet, regelefterlevnad eller leverantörsbedömning",
    "Nordika company brochure": "Nordikas företagsbroschyr",
    "Revision and proofreading": "Granskning och korrekturläsning",
    "Machine translation post-editing": "Efterredigering av maskinöversättning",
    Transcreation: "Transkreering",
    Subtitling: "Undertextning",
    Interpreting: "Tolkning",
    "Voice-over": "Voice-over",
    "Open application": "Spontanansökan",
  },
  filesLabel: "Filer",
  yes: "Ja",
  no: "Nej",
  words: (count) => pluralIn(SV_NUMBERS, count, "ord", "ord"),
  files: (count) => pluralIn(SV_NUMBERS, count, "fil", "filer"),
  years: (count) => pluralIn(SV_NUMBERS, count, "år", "år"),
  filesInAll: (files, words) => `${files}, totalt ${words}`,
  noWordCount: "inget antal ord",
  perWord: (rate) => `${rate} per ord`,
  inStockholm: (moment) => `${moment} (svensk tid)`,
  decimal: (text) => text.replace(".", ","),
  icsSummary: (topic) => `Konsultationsmöte med Nordika: ${topic}`,
  icsDescription: (reference, times) => `Referens ${reference}. Dina önskade tider: ${times}. Vi bekräftar en av dem inom en arbetsdag.`,
}

const DE: VisitorLeadCopy = {
  yourLead: {
    quote: "Ihre Angebotsanfrage",
    consultation: "Ihre Beratungsanfrage",
    contact: "Ihre Nachricht",
    job_application: "Ihre Bewerbung",
    freelancer_application: "Ihre Bewerbung als Freelancer",
    event_registration: "Ihre Anmeldung zur Veranstaltung",
    brochure_request: "Ihre Broschürenanfrage",
    accessibility_report: "Ihre Meldung zur Barrierefreiheit",
  },
  typeTitle: {
    quote: "Angebotsanfrage",
    consultation: "Beratungsgespräch",
    contact: "Nachricht",
    job_application: "Bewerbung",
    freelancer_application: "Bewerbung als Freelancer",
    event_registration: "Veranstaltungsanmeldung",
    brochure_request: "Broschürenanfrage",
    accessibility_report: "Meldung zur Barrierefreiheit",
  },
  subject: (yourLead, reference) => `Wir haben ${yourLead} erhalten (${reference})`,
  greeting: (name) => `Guten Tag ${name},`,
  thanks: (yourLead, reference) =>
    `vielen Dank für ${yourLead}. Ihre Referenznummer lautet ${reference}; bitte geben Sie sie an, wenn Sie uns schreiben.`,
  estimate: (price, turnaround, words) =>
    `Der unverbindliche Richtpreis aus dem Formular: ${price}, ${turnaround}, für ${words}. Den genauen Preis bestätigt Ihnen Ihre Projektmanagerin oder Ihr Projektmanager im Angebot.`,
  nextSteps: (steps) => `So geht es weiter: ${steps}`,
  steps: {
    quote:
      "Eine Projektmanagerin oder ein Projektmanager prüft Ihre Anfrage und sendet Ihnen innerhalb eines Werktags ein Angebot oder eine Rückfrage. Eine Verpflichtung entsteht erst, wenn Sie das Angebot annehmen.",
    consultation:
      "Wir bestätigen Ihnen innerhalb eines Werktags einen Ihrer Wunschtermine. Bis dahin halten wir Ihnen Ihren ersten Wunschtermin frei; die Kalendereinladung dazu finden Sie im Anhang.",
    contact: "Die zuständige Person bei Nordika antwortet Ihnen innerhalb eines Werktags.",
    job_application: "Unser Recruiting-Team liest jede Bewerbung und meldet sich innerhalb von zwei Wochen bei Ihnen.",
    freelancer_application:
      "Unser Vendor-Management-Team prüft Ihr Profil. Passen Ihre Sprachen und Fachgebiete zu unserem aktuellen Bedarf, laden wir Sie zu einem kurzen Test ein.",
    event_registration: "Eine Woche vor Beginn der Veranstaltung erhalten Sie alle praktischen Informationen.",
    brochure_request:
      "Die Broschüre steht auf der Seite zum Download bereit. Möglicherweise meldet sich einmal jemand aus unserem Team bei Ihnen; Sie können jederzeit ablehnen.",
    accessibility_report:
      "Die für die Barrierefreiheit der Website zuständige Person antwortet Ihnen innerhalb von fünf Werktagen: mit einer Lösung, einem Termin dafür oder den Informationen in einem anderen Format.",
  },
  sentIntro: "Das haben Sie uns geschickt:",
  signature: ["Mit freundlichen Grüßen", "Nordika AB · Stockholm"],
  yourDetails: "Ihre Angaben",
  yourConsent: "Ihre Einwilligung",
  consentLabel: "Einwilligung",
  agreed: (at) =>
    `Sie haben am ${formatInstantDay(at, OFFICE_TIME_ZONE, "de")} um ${formatTime(at, OFFICE_TIME_ZONE, "de")} (Stockholmer Zeit) eingewilligt:`,
  agreedUndated: "Sie haben eingewilligt:",
  quoted: (text) => `„${text}“`,
  fieldLabels: {
    quote: {
      name: "Vor- und Nachname",
      email: "Geschäftliche E-Mail",
      company: "Unternehmen oder Organisation",
      phone: "Telefonnummer",
      service: "Leistung",
      subjectField: "Fachgebiet",
      sourceLanguage: "Ausgangssprache",
      targetLanguages: "Zielsprachen",
      files: "Dateien",
      deadline: "Gewünschter Liefertermin",
      budget: "Budgetrahmen",
      instructions: "Projektbeschreibung und Hinweise",
    },
    consultation: {
      name: "Vor- und Nachname",
      email: "Geschäftliche E-Mail",
      company: "Unternehmen oder Organisation",
      topic: "Thema",
      slots: "Wunschtermine",
      message: "Worüber möchten Sie sprechen?",
    },
    contact: {
      name: "Vor- und Nachname",
      email: "E-Mail",
      company: "Unternehmen oder Organisation",
      subject: "Betreff",
      message: "Nachricht",
    },
    job_application: {
      position: "Stelle",
      name: "Vor- und Nachname",
      email: "E-Mail",
      phone: "Telefonnummer",
      linkedin: "LinkedIn-Profil",
      cv: "Lebenslauf",
      coverLetterFile: "Anschreiben als Datei",
      coverLetter: "Anschreiben",
    },
    freelancer_application: {
      name: "Vor- und Nachname",
      email: "E-Mail",
      phone: "Telefonnummer",
      languagePairs: "Sprachpaare",
      services: "Leistungen",
      specialisations: "Fachgebiete",
      catTools: "CAT-Tools",
      rate: "Wortpreis",
      currency: "Währung",
      yearsExperience: "Berufserfahrung in Jahren",
      vatNumber: "Steuernummer oder USt-IdNr.",
      cv: "Lebenslauf",
    },
    event_registration: {
      event: "Veranstaltung",
      name: "Vor- und Nachname",
      email: "E-Mail",
      company: "Unternehmen oder Agentur",
      message: "Gibt es etwas, das wir wissen sollten?",
    },
    brochure_request: {
      name: "Vor- und Nachname",
      email: "Geschäftliche E-Mail",
      company: "Unternehmen oder Organisation",
      brochure: "Broschüre",
    },
    accessibility_report: {
      name: "Vor- und Nachname",
      email: "E-Mail",
      pageAddress: "Adresse der Seite",
      problem: "Was hat nicht funktioniert?",
      assistiveTechnology: "Browser und assistive Technologie",
    },
  },
  choices: {
    Translation: "Übersetzung",
    "Website localization": "Website-Lokalisierung",
    "Software and app localization": "Software- und App-Lokalisierung",
    "Transcreation and copywriting": "Transkreation und Texten",
    "Subtitling and captioning": "Untertitelung und Captioning",
    "Voice-over and dubbing": "Voice-over und Synchronisation",
    Interpretation: "Dolmetschen",
    Transcription: "Transkription",
    "Machine translation and post-editing": "Maschinelle Übersetzung und Post-Editing",
    "Desktop publishing": "Desktop-Publishing (DTP)",
    "Localization testing": "Lokalisierungstests",
    "Training data for AI": "Trainingsdaten für KI",
    "Legal and eDiscovery services": "Juristische Leistungen und eDiscovery",
    "Compliance pack or brochure request": "Compliance-Paket oder Broschüre",
    "Something else": "Etwas anderes",
    "General business": "Allgemeine Wirtschaftstexte",
    Legal: "Recht",
    Financial: "Finanzen",
    "Medical and life sciences": "Medizin und Life Sciences",
    "Technical and engineering": "Technik und Ingenieurwesen",
    Technical: "Technik",
    "IT and software": "IT und Software",
    "Marketing and advertising": "Marketing und Werbung",
    Marketing: "Marketing",
    "Public sector": "Öffentlicher Sektor",
    "Gaming and entertainment": "Gaming und Unterhaltung",
    Gaming: "Gaming",
    "Under 1,000 EUR": "Unter 1.000 EUR",
    "1,000–5,000 EUR": "1.000–5.000 EUR",
    "5,000–20,000 EUR": "5.000–20.000 EUR",
    "Over 20,000 EUR": "Über 20.000 EUR",
    "Not sure yet": "Noch unklar",
    "Planning a new localization programme": "Ein neues Lokalisierungsprogramm planen",
    "Improving or consolidating an existing programme": "Ein bestehendes Programm verbessern oder bündeln",
    "Leen platform demo": "Demo der Plattform Leen",
    "Machine translation and AI": "Maschinelle Übersetzung und KI",
    "Integrations and workflow automation": "Integrationen und Workflow-Automatisierung",
    "Regulated content (life sciences, legal, finance)": "Regulierte Inhalte (Life Sciences, Recht, Finanzen)",
    "Interpretation for an event": "Dolmetschen für eine Veranstaltung",
    "Security, compliance or a supplier assessment": "Sicherheit, Compliance oder Lieferantenbewertung",
    "Nordika company brochure": "Unternehmensbroschüre von Nordika",
    "Revision and proofreading": "Revision und Korrektorat",
    "Machine translation post-editing": "Post-Editing maschineller Übersetzungen",
    Transcreation: "Transkreation",
    Subtitling: "Untertitelung",
    Interpreting: "Dolmetschen",
    "Voice-over": "Voice-over",
    "Open application": "Initiativbewerbung",
  },
  filesLabel: "Dateien",
  yes: "Ja",
  no: "Nein",
  words: (count) => pluralIn(DE_NUMBERS, count, "Wort", "Wörter"),
  files: (count) => pluralIn(DE_NUMBERS, count, "Datei", "Dateien"),
  years: (count) => pluralIn(DE_NUMBERS, count, "Jahr", "Jahre"),
  filesInAll: (files, words) => `${files}, insgesamt ${words}`,
  noWordCount: "keine Wortzahl",
  perWord: (rate) => `${rate} pro Wort`,
  inStockholm: (moment) => `${moment} (Stockholmer Zeit)`,
  decimal: (text) => text.replace(".", ","),
  icsSummary: (topic) => `Beratungsgespräch mit Nordika: ${topic}`,
  icsDescription: (reference, times) =>
    `Referenz ${reference}. Ihre Wunschtermine: ${times}. Wir bestätigen Ihnen einen davon innerhalb eines Werktags.`,
}

/** The visitor's words per language. English's field labels are lead-summary's LEAD_FIELD_LABELS (the forms' own). */
export const VISITOR_LEAD_COPY: Record<SiteLocale, VisitorLeadCopy> = { en: EN, sv: SV, de: DE }
