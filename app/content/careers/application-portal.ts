import type { ContentPage } from "@nordika/ui/templates"
import { email } from "../contact-details"

/** /careers/application-portal */
export const applicationPortal: ContentPage = {
  meta: {
    path: "/careers/application-portal",
    title: "Application Portal: How to Apply for a Job at Nordika",
    description:
      "How to apply to Nordika: what to send, the five steps of our hiring process, typical timelines, and how long we keep your application data under the GDPR.",
  },
  hero: {
    eyebrow: "Application portal",
    heading: "How to apply, and what happens after you click 'Send'",
    intro:
      "Our hiring process is structured, so every candidate for a role is assessed on the same criteria, and transparent, so you always know what comes next. Most processes take three to five weeks from application to offer.",
    primaryCta: { label: "See open positions", href: "/careers/open-positions" },
    secondaryCta: { label: "Read our privacy policy", href: "/privacy-policy" },
    panel: {
      kind: "steps",
      title: "From application to offer",
      items: [
        { title: "Application review", description: "You hear from us within ten working days." },
        { title: "Introductory call", description: "30 minutes with the recruiter." },
        { title: "Work sample", description: "A short task of three hours at most." },
        { title: "Interviews and references", description: "Structured, with the same questions for everyone." },
      ],
      note: "Most processes take three to five weeks.",
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "what-to-send",
      heading: "What to send",
      items: [
        "Your CV in English, as PDF or Word, no longer than three pages. A photo is not needed and will not be considered.",
        "A short cover note answering two questions: why this role, and what you would bring to it. A few paragraphs is enough.",
        "For linguistic and engineering roles, links to relevant work are welcome but never required.",
        "Do not include sensitive personal data such as health information, religion or national identity numbers.",
      ],
    },
    {
      kind: "steps",
      id: "hiring-process",
      heading: "Our hiring process",
      items: [
        {
          title: "Application review",
          description:
            "A recruiter and the hiring manager read every application against the criteria in the listing. You hear from us within ten working days, whatever the answer.",
        },
        {
          title: "Introductory call",
          description:
            "A 30-minute video call with the recruiter about the role, your experience and practicalities such as salary expectations and start date.",
        },
        {
          title: "Work sample",
          description:
            "A short, relevant task that takes no more than three hours, such as planning a sample project, reviewing a translation or a small coding exercise. We never use work samples in client projects.",
        },
        {
          title: "Structured interviews",
          description:
            "One or two interviews with the hiring manager and future colleagues, with the same questions for every candidate and a scored assessment.",
        },
        {
          title: "References and offer",
          description:
            "With your permission, we contact two referees. Successful candidates receive a written offer; everyone else receives a personal reply, with feedback on request.",
        },
      ],
    },
    {
      kind: "text",
      id: "your-data",
      heading: "What happens to your data",
      paragraphs: [
        "Nordika AB, Sveavägen 44, Stockholm, is the controller for personal data you submit in an application. We process it to assess your application on the basis of steps taken at your request before entering into an employment contract, and our legitimate interest in recruiting, under Article 6(1)(b) and (f) GDPR.",
        "Your application is visible only to the recruiter, the hiring team for the role and, if you apply to an office outside Sweden, the local People team. It is stored in our applicant tracking system in the EU and is never shared with clients.",
        `We delete applications six months after the role is filled, which allows us to respond to any discrimination claim within the time limits of the Swedish Discrimination Act. If you ask us to keep your application for future roles, or send an open application, we keep it for twelve months with your consent, which you can withdraw at any time. You can request access, correction or deletion by writing to ${email("privacy")}.`,
      ],
    },
    {
      kind: "faq",
      heading: "Application questions",
      items: [
        {
          question: "Can I apply for more than one role?",
          answer:
            "Yes, but please choose the roles that match your experience best. If you apply for several, we will coordinate so you only do one introductory call.",
        },
        {
          question: "Do you sponsor work visas?",
          answer:
            "For some roles in Sweden, Germany and Singapore we can support work permit applications; the listing says so when that is the case.",
        },
        {
          question: "I need an adjustment for the interview. Who do I tell?",
          answer:
            "Tell the recruiter at any point, or mention it in your cover note. Adjustments, such as extra time for the work sample or written questions in advance, never affect the assessment.",
        },
        {
          question: "I am a freelance translator. Is this the right place?",
          answer: "No, freelance linguists apply through the freelancer programme, which has its own tests and onboarding.",
        },
      ],
    },
  ],
  cta: {
    heading: "Ready to apply?",
    text: "Choose a role from the listing, or send an open application for future positions.",
    primary: { label: "See open positions", href: "/careers/open-positions" },
    secondary: { label: "Freelancer applications", href: "/freelancers/become-partner" },
  },
}
