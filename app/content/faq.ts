/** /faq: the questions buyers, freelance linguists and job applicants ask us, by topic, and their FAQPage data. */
import type { FaqGroup, FaqPage } from "@nordika/ui/templates"
import { PHONE, email } from "./contact-details"

const GROUPS: FaqGroup[] = [
  {
    id: "quotes-and-pricing",
    title: "Quotes and pricing",
    description: "How we price work, what a quote includes and how to get one quickly.",
    items: [
      {
        question: "How do I get a quote, and how quickly will I receive it?",
        answer: `Send your files and target languages through the quote form, or email ${email("quotes")}. A project manager reviews every request personally and replies within one business day, usually with a fixed price. Urgent requests sent before 14:00 CET are normally quoted the same day.`,
      },
      {
        question: "How is translation priced?",
        answer:
          "Most translation is priced per word of source text, with the rate set by the language pair, the subject field and the quality level you need. Subtitling is priced per minute of video, interpreting per half-day or day, and voice-over per finished minute or per session. The quote lists every item separately, so you can see exactly what you pay for.",
      },
      {
        question: "Do you offer discounts for repeated or previously translated content?",
        answer:
          "Yes. We analyse your files against your translation memory and charge less for repetitions and for sentences we have translated for you before, following a published discount grid. The analysis is attached to every quote. The memory belongs to you, and it keeps saving money on every later project.",
      },
      {
        question: "Is there a minimum fee?",
        answer:
          "Very small jobs, such as a few sentences or a short update, have a minimum fee per language that covers project management and the quality checks. For a steady stream of small updates, we agree a monthly arrangement instead, so you are not charged the minimum each time.",
      },
      {
        question: "What affects the price most?",
        answer:
          "The number of new words, the language pair, the subject field and the deadline. Specialist content such as clinical or legal documents needs qualified linguists and an extra review step, and rush work outside normal turnaround is quoted separately. Clean, editable source files keep desktop publishing (DTP) costs down.",
      },
      {
        question: "How do you invoice, and in which currencies?",
        answer:
          "We invoice on delivery or monthly for ongoing programmes, in EUR, SEK, GBP, USD or SGD, with 30-day payment terms. Purchase order numbers, cost centres and supplier portals are no problem; tell us what your accounts payable team needs when you accept the quote.",
      },
    ],
  },
  {
    id: "projects-and-quality",
    title: "Projects, turnaround and quality",
    description: "What happens after you say yes, how long it takes and how quality is assured.",
    items: [
      {
        question: "How long does a translation take?",
        answer:
          "As a rule of thumb, one translator handles about 2,000 to 2,500 new words a day, plus time for revision and checks. A 5,000-word document in one language is usually delivered in three to four working days. For larger projects we split the work across a team that uses the same termbase and memory, and the quote always states the delivery date.",
      },
      {
        question: "Can you handle urgent deadlines?",
        answer:
          "Yes. Our offices in Singapore, Stockholm and New York hand work over at the end of each working day, so a deadline can move forward by up to 16 working hours a day. For listed companies and regulated launches we also agree on-call windows with guaranteed turnaround, including evenings and weekends.",
      },
      {
        question: "How do you assure quality?",
        answer:
          "Every translation is done by a qualified native-speaking translator and revised by a second linguist, as ISO 17100 requires, and automated checks catch terminology, numbers, tags and consistency before delivery. For critical content we add a subject-matter review or review in context, such as on the live website or in the running app.",
      },
      {
        question: "Which ISO certifications do you hold?",
        answer:
          "Nordika is certified to ISO 17100 for translation services, ISO 18587 for full post-editing of machine translation and ISO 27001 for information security. Certificates and the scope of each are in the compliance pack on our security and compliance pages.",
      },
      {
        question: "What happens if I am not happy with a translation?",
        answer:
          "Tell your project manager what you would like changed. We correct genuine errors free of charge and quickly, and we discuss preferential changes so they go into your style guide and termbase for next time. Every complaint is logged and analysed in our quality management system.",
      },
      {
        question: "Will I have one contact person?",
        answer:
          "Yes. Every client has a named project manager, and larger programmes have a programme manager who knows your release calendar, your reviewers and your preferences, with a deputy who can step in during holidays.",
      },
    ],
  },
  {
    id: "security-and-confidentiality",
    title: "Confidentiality, security and GDPR",
    description: "How your content and personal data are protected.",
    items: [
      {
        question: "Will you sign our non-disclosure agreement (NDA)?",
        answer:
          "Yes. Every employee and freelance linguist is bound by confidentiality obligations before they see any content, and we are happy to sign your NDA as well. If you prefer your own template, our legal team reviews it, usually within five business days.",
      },
      {
        question: "Where is my content stored?",
        answer:
          "Content, translation memories and termbases are stored in Leen, our platform, in data centres in the EU, encrypted in transit and at rest. Access is limited to the people working on your project, and everything is covered by our ISO 27001 certification.",
      },
      {
        question: "Are you GDPR compliant, and do you sign a data processing agreement?",
        answer:
          "Yes. When your content contains personal data we act as your processor under a data processing agreement, and our standard DPA is published on this website. Personal data stays in the EU/EEA unless you ask otherwise, and we can restrict a project to linguists located in the EEA.",
      },
      {
        question: "Do you use our content to train AI models?",
        answer:
          "No. Your content is used only for your projects. Machine translation engines adapted to your terminology are trained only on your own data, at your request, and they are never shared with other clients. Public AI services that keep or learn from submitted text are not used for client work.",
      },
      {
        question: "Can you complete our security questionnaire?",
        answer: `Yes. Send it to ${email("security")}, and our security team usually replies within two business days. Many questions are answered up front in the compliance pack, which includes our certificates, policies and sub-processor list.`,
      },
    ],
  },
  {
    id: "files-and-technology",
    title: "Files, Leen and machine translation",
    description: "The formats we work with, our Leen platform and where machine translation fits.",
    items: [
      {
        question: "Which file formats can you work with?",
        answer:
          "Nearly all of them: Word, Excel, PowerPoint and PDF, InDesign (IDML), HTML, XML, JSON, YAML and other software resource files, XLIFF from other tools, and subtitle formats such as SRT. The quote form takes up to 10 files of 20 MB each; for larger files or whole repositories, we set up a secure transfer or connect directly to your systems.",
      },
      {
        question: "What is Leen?",
        answer:
          "Leen is Nordika's translation management and language AI platform. It holds your translation memory and termbase, runs adaptive machine translation and quality estimation, and automates hand-offs between systems and people. Clients use it to order work, follow projects, answer linguists' questions and download deliveries, at no extra cost.",
      },
      {
        question: "Do you use machine translation?",
        answer:
          "Only where it is the right tool and you have agreed to it. For suitable content, such as internal documentation or large knowledge bases, an engine adapted to your terminology produces a draft that a qualified linguist post-edits to an agreed level. Marketing, legal and safety-critical content is translated by people, with machine translation used, if at all, as a suggestion.",
      },
      {
        question: "What is the difference between light and full post-editing?",
        answer:
          "Light post-editing makes a machine translation accurate and understandable, for content that is read once and quickly. Full post-editing, as defined in ISO 18587, produces a result comparable to human translation in accuracy, terminology and style. The quote says which level is used and why.",
      },
      {
        question: "Can you connect to our CMS or code repository?",
        answer:
          "Yes. Leen has more than 30 ready connectors, including for popular content management systems, code repositories and design tools, and an open REST API. New and changed content is picked up automatically and delivered back without anyone moving files by hand.",
      },
    ],
  },
  {
    id: "interpreting",
    title: "Interpreting and media",
    description: "Meetings, events, subtitles and voice-over.",
    items: [
      {
        question: "Do you provide interpreters for meetings and conferences?",
        answer:
          "Yes: simultaneous interpreting for conferences, consecutive interpreting for negotiations and site visits, and remote simultaneous interpreting (RSI) for online and hybrid events. We also provide booths and sound technicians. For assignments longer than about an hour, interpreters work in pairs and alternate.",
      },
      {
        question: "How far ahead should I book an interpreter?",
        answer:
          "For common languages, two to three weeks is usually enough; for conferences, rare languages or specialist subjects, book as early as you can. Send agendas, slides and speaker names as soon as you have them, because well-prepared interpreters perform noticeably better.",
      },
      {
        question: "Do you do subtitles and voice-over as well?",
        answer:
          "Yes. We subtitle to broadcaster and streaming specifications, create accessible captions, and cast, record and mix voice-over in 80 languages. The quote is based on the running time of the video and the number of speakers.",
      },
    ],
  },
  {
    id: "freelancers",
    title: "For freelance linguists",
    description: "Joining our network of translators, reviewers, interpreters and voice talent.",
    items: [
      {
        question: "How do I join Nordika as a freelance linguist?",
        answer: `Apply through the freelancer programme with your CV, language pairs and specialisations. If we have demand in your combination, we invite you to a test; if there is little work in your languages, we tell you so before you spend time on one. Questions go to ${email("freelancers")}.`,
      },
      {
        question: "What does the test involve, and is it paid?",
        answer:
          "A translation of 300 to 400 words in your chosen subject, done in your own time within a week, scored blind by two senior linguists against an MQM-based scorecard. You receive the annotated result, pass or fail. Tests longer than 500 words, and all post-editing tests, are paid at your agreed rate.",
      },
      {
        question: "How and when are freelancers paid?",
        answer:
          "You propose your rates and we agree them before any work is sent. At the end of each month we issue a self-billing statement, or you invoice through our vendor portal, and payment follows within 30 days in EUR, SEK, GBP, USD or SGD.",
      },
      {
        question: "Which tools do I need?",
        answer:
          "Only a computer with a modern browser: Leen's online editor, with translation memory, termbase, QA checks and a query log, is free for every job. If you prefer your own CAT tool, we can send compatible packages for most projects. Full-disk encryption and multi-factor authentication are required, as our ISO 27001 certification demands.",
      },
    ],
  },
  {
    id: "careers",
    title: "Careers and job applications",
    description: "Working at Nordika, and what happens after you apply.",
    items: [
      {
        question: "How do I apply for a job at Nordika?",
        answer:
          "Choose a role under open positions and apply through the application portal with your CV in English and a short cover note. A photo is not needed. No role that fits? Send an open application, and we keep it for twelve months with your consent.",
      },
      {
        question: "How long does the hiring process take?",
        answer:
          "Most processes take three to five weeks from application to offer: an application review, a 30-minute introductory call, a short work sample of no more than three hours, structured interviews and references. You hear from us within ten working days of applying, whatever the answer.",
      },
      {
        question: "Can I work remotely?",
        answer:
          "Most roles are hybrid: each is based in one of our seven offices, and teams agree their own office days, usually two or three a week. We pay for a proper home-office setup, and each listing says where the role is based.",
      },
      {
        question: "What happens to my application data?",
        answer: `Only the recruiter and the hiring team for the role see your application, which is stored in the EU and never shared with clients. We delete it six months after the role is filled, and you can ask for access, correction or deletion at any time at ${email("privacy")}.`,
      },
    ],
  },
]

export const FAQ_PAGE: FaqPage = {
  meta: {
    path: "/faq",
    title: "Frequently Asked Questions",
    description:
      "Answers to what clients, freelance linguists and job applicants ask Nordika: quotes and pricing, turnaround, ISO 17100 quality, NDAs and GDPR, Leen and more.",
  },
  hero: {
    eyebrow: "FAQ",
    heading: "Frequently Asked Questions",
    intro:
      "Quick answers about quotes, turnaround, quality, confidentiality, file formats and our Leen platform, and for freelance linguists and job applicants. Search below, or ask us directly.",
    primaryCta: { label: "Request a free quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Contact us", href: "/contact" },
    panel: {
      kind: "contacts",
      title: "Still have a question?",
      items: [
        { icon: "Phone", label: "Call our Stockholm office", value: PHONE, note: "Monday to Friday, 08:00–17:00 CET" },
        { icon: "Mail", label: "Quotes and projects", value: email("quotes"), note: "We reply within one business day" },
        { icon: "Languages", label: "Freelance linguists", value: email("freelancers") },
        { icon: "Briefcase", label: "Jobs and applications", value: email("careers") },
      ],
    },
  },
  groups: GROUPS,
  search: { label: "Search the questions", placeholder: "Search, e.g. NDA, turnaround, payment" },
  empty: {
    title: "No questions match",
    text: "Try a shorter or different word, or ask us: a real person replies within one business day.",
    action: { label: "Ask us directly", href: "/contact" },
  },
  cta: {
    heading: "Did not find your answer?",
    text: "Tell us about your project or your question, and a specialist will get back to you within one business day.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
