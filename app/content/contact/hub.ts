import type { ContentPage } from "@nordika/ui/templates"
import { PHONE, email } from "../contact-details"

/** /contact */
export const contactHub: ContentPage = {
  meta: {
    path: "/contact",
    title: "Contact Nordika: Quotes, Consultations and Offices",
    description:
      "Contact Nordika in Stockholm or any of our seven offices. Request a free quote, book a consultation, or reach our press, careers and freelancer teams.",
  },
  hero: {
    eyebrow: "Contact us",
    heading: "Contact Nordika",
    intro: `Whether you have files ready to translate or just a question, we reply within one business day. Choose the route that fits, or call our Stockholm headquarters on ${PHONE}.`,
    primaryCta: { label: "Request a free quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "contacts",
      title: "Reach us directly",
      items: [
        { icon: "Phone", label: "Stockholm headquarters", value: PHONE, note: "Monday to Friday, 08:00–17:00 CET" },
        { icon: "Mail", label: "General enquiries", value: email("general"), note: "We reply within one business day" },
        { icon: "FileText", label: "Quotes and projects", value: email("quotes") },
        { icon: "MapPin", label: "Visit us", value: "Sveavägen 44, 111 57 Stockholm" },
      ],
    },
  },
  sections: [
    {
      kind: "links",
      heading: "How can we help?",
      items: [
        {
          title: "Request a quote",
          description: "Send files and languages and receive an itemised quote within one business day.",
          href: "/contact/request-quote",
          icon: "FileText",
        },
        {
          title: "Book a consultation",
          description: "30 minutes with a specialist, or a 45-minute Leen demo on your own content.",
          href: "/contact/book-consultation",
          icon: "Calendar",
        },
        {
          title: "Global offices",
          description: "Addresses, phone numbers and hours for all seven offices.",
          href: "/contact/global-offices",
          icon: "MapPin",
        },
        {
          title: "Security and compliance",
          description: "Compliance pack, questionnaires and DPAs for supplier assessments.",
          href: "/security-compliance/compliance-pack",
          icon: "ShieldCheck",
        },
      ],
    },
    {
      kind: "features",
      id: "direct-contacts",
      heading: "Direct contacts",
      items: [
        {
          title: "General enquiries",
          description: `${email("general")}, or ${PHONE} (Monday–Friday, 08:00–17:00 CET).`,
          icon: "Mail",
        },
        {
          title: "Quotes and projects",
          description: `${email("quotes")}. Existing clients can also reach their project manager directly in Leen.`,
          icon: "Briefcase",
        },
        {
          title: "Press and media",
          description: `${email("press")}, for interviews, images and background on Nordika.`,
          icon: "Newspaper",
        },
        {
          title: "Freelance linguists",
          description: `${email("freelancers")}, for applications, onboarding and payments.`,
          icon: "Languages",
        },
        {
          title: "Careers",
          description: `Apply through the application portal; questions to ${email("careers")}.`,
          icon: "UserPlus",
        },
        {
          title: "Privacy and security",
          description: `${email("privacy")} for data protection requests; ${email("security")} to report a vulnerability.`,
          icon: "Lock",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Around the clock",
      items: [
        { value: "7", label: "offices in six countries" },
        { value: "1 day", label: "reply to every quote request" },
        { value: "24/5", label: "follow-the-sun project management" },
      ],
    },
  ],
  cta: {
    heading: "Start with a free quote",
    text: "Send your files and target languages. A project manager will review them personally and reply within one business day.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "See our global offices", href: "/contact/global-offices" },
  },
}
