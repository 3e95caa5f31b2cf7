import type { ContentPage, Office } from "@nordika/ui/templates"
import { PHONE, mailbox } from "../contact-details"

/** The seven Nordika offices, headquarters first. */
export const OFFICES: readonly Office[] = [
  {
    city: "Stockholm",
    country: "Sweden",
    role: "Headquarters: group functions, Leen engineering, and life sciences, legal and finance programmes",
    address: ["Nordika AB", "Sveavägen 44", "111 57 Stockholm", "Sweden"],
    phone: PHONE,
    email: mailbox("stockholm"),
    hours: "Monday–Friday, 08:00–17:00",
    timezone: "Central European Time (CET/CEST, UTC+1/+2)",
    headquarters: true,
  },
  {
    city: "Gothenburg",
    country: "Sweden",
    role: "Technical documentation, desktop publishing and manufacturing clients",
    address: ["Nordika AB", "Kungsportsavenyen 21", "411 36 Göteborg", "Sweden"],
    phone: "+46 31 760 42 00",
    email: mailbox("gothenburg"),
    hours: "Monday–Friday, 08:00–17:00",
    timezone: "Central European Time (CET/CEST, UTC+1/+2)",
  },
  {
    city: "Helsinki",
    country: "Finland",
    role: "Subtitling and media localization, Finnish and Baltic languages, life sciences programme team",
    address: ["Nordika Oy", "Bulevardi 12", "00120 Helsinki", "Finland"],
    phone: "+358 9 4245 3100",
    email: mailbox("helsinki"),
    hours: "Monday–Friday, 08:30–16:30",
    timezone: "Eastern European Time (EET/EEST, UTC+2/+3)",
  },
  {
    city: "Berlin",
    country: "Germany",
    role: "Central Europe: clients in Germany, Austria and Switzerland, game LQA and voice production",
    address: ["Nordika GmbH", "Friedrichstraße 68", "10117 Berlin", "Germany"],
    phone: "+49 30 2089 4410",
    email: mailbox("berlin"),
    hours: "Monday–Friday, 09:00–17:30",
    timezone: "Central European Time (CET/CEST, UTC+1/+2)",
  },
  {
    city: "London",
    country: "United Kingdom",
    role: "UK clients, legal language services and eDiscovery (electronic discovery), transcreation and marketing",
    address: ["Nordika UK Ltd", "14 Bonhill Street", "London EC2A 4BX", "United Kingdom"],
    phone: "+44 20 7946 0321",
    email: mailbox("london"),
    hours: "Monday–Friday, 09:00–17:30",
    timezone: "UK time (GMT/BST, UTC+0/+1)",
  },
  {
    city: "New York",
    country: "United States",
    role: "The Americas: legal and financial clients, interpretation and follow-the-sun project management",
    address: ["Nordika Inc.", "110 West 40th Street, Suite 1203", "New York, NY 10018", "United States"],
    phone: "+1 212-555-0147",
    email: mailbox("newyork"),
    hours: "Monday–Friday, 9:00 a.m.–6:00 p.m.",
    timezone: "Eastern Time (ET, UTC−5/−4)",
  },
  {
    city: "Singapore",
    country: "Singapore",
    role: "Asia-Pacific hub: regional clients, AI language data and remote interpretation booths",
    address: ["Nordika Singapore Pte. Ltd.", "112 Cecil Street, #14-02", "Singapore 069535"],
    phone: "+65 6812 4470",
    email: mailbox("singapore"),
    hours: "Monday–Friday, 09:00–18:00",
    timezone: "Singapore Time (SGT, UTC+8)",
  },
]

/** /contact/global-offices */
export const GLOBAL_OFFICES_PAGE: ContentPage = {
  meta: {
    path: "/contact/global-offices",
    title: "Global Offices: Stockholm, Berlin, London, New York and More",
    description:
      "Addresses, phone numbers, opening hours and time zones of Nordika's seven offices in Stockholm, Gothenburg, Helsinki, Berlin, London, New York and Singapore.",
  },
  hero: {
    eyebrow: "Global offices",
    heading: "Seven offices, one team, around the clock",
    intro:
      "Our offices sit close to our clients and to the linguists we work with. Between Singapore, Stockholm and New York, someone at Nordika is working on your project whatever the time of day.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      items: [
        { value: "7", label: "offices in Europe, North America and Asia" },
        { value: "24 h", label: "coverage, as work is handed from office to office" },
        { value: "16 h", label: "a deadline can move forward each working day" },
        { value: "1", label: "project manager for you, wherever the work is done" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "follow-the-sun",
      heading: "How the offices work together",
      paragraphs: [
        "Every client has a home office, where their account and project managers sit, but projects are not limited to it. Urgent work is handed over from Singapore to Stockholm to New York at the end of each working day, with a written handover in Leen, so a deadline can move forward by up to 16 working hours a day.",
        "Visiting us? All offices welcome client meetings by appointment. Please contact the office before you come so that someone is there to meet you.",
      ],
    },
  ],
  cta: {
    heading: "Not sure which office to contact?",
    text: "Use the contact page or send your request through the quote form. It reaches the right team, wherever they are.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
