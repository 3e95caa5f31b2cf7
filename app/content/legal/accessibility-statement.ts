import type { LegalPageCopy } from "../page-copy"
import { email } from "../contact-details"

/** /accessibility */
export const accessibilityStatement: LegalPageCopy = {
  meta: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "How accessible the Nordika website is: partial conformance with WCAG 2.2 level AA, the known limitations, how to report a problem, and where to complain in Sweden.",
  },
  heading: "Accessibility statement",
  updated: "2026-11-29",
  intro:
    "Nordika AB wants everyone to be able to use this website, whatever their abilities and whatever browser, screen reader, magnifier, voice control or keyboard they use. This statement describes how far the website, nordika.com, meets that aim, what we know does not work yet, and how to tell us about a problem.",
  sections: [
    {
      id: "conformance",
      heading: "Conformance status",
      paragraphs: [
        "The website is partially conformant with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Partially conformant means that most of the content conforms, and that the parts listed under known limitations below do not yet.",
        "Every page and every component of the website is tested automatically, in a light and a dark theme, against the WCAG 2.2 A and AA rules of the axe-core checker, including the minimum size of targets. We also test by hand and in automated browser tests what a checker cannot see: that the keyboard focus is never hidden under the fixed header, that no action needs dragging, that passwords and one-time codes can be pasted and filled in by password managers, that help is in the same place on every page, and that no form asks for the same information twice.",
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      paragraphs: [
        "The company brochure (the PDF offered on the brochure page) is not a tagged PDF: a screen reader reads its text, but without headings or a reading order it can rely on. Everything in it is also on the website, on the About, Services, Industries and Technology pages. If you need it in another format, use the form below and we will send it to you.",
        "Links to our profiles on LinkedIn, X, YouTube and Instagram lead to services we do not control; their accessibility is described by those services.",
      ],
    },
    {
      id: "report",
      heading: "Report a problem or ask for another format",
      paragraphs: [
        `If something on the website does not work for you, or you need content in another format, tell us with the form below or write to ${email("general")}. Please tell us the page, what you tried to do and, if you like, the browser and assistive technology you use.`,
        "The colleague who looks after the website's accessibility answers within five business days, either with a fix, with a date for one, or with the information you needed in a form that works for you.",
      ],
    },
    {
      id: "enforcement",
      heading: "Enforcement in Sweden",
      paragraphs: [
        "Nordika is a private company, so the Swedish law on accessibility to digital public services (lagen (2018:1937) om tillgänglighet till digital offentlig service), which the Agency for Digital Government (DIGG) supervises, does not apply to this website. Where the website offers services to consumers, the Swedish Act on the accessibility of certain products and services (lag (2023:254) om vissa produkters och tjänsters tillgänglighet, which implements the European Accessibility Act) applies.",
        "If you are not satisfied with our answer, you can complain to the supervisory authority for e-commerce services under that act: the Swedish Post and Telecom Authority, Post- och telestyrelsen (PTS), at pts.se.",
      ],
    },
    {
      id: "review",
      heading: "How and when this statement was prepared",
      paragraphs: [
        "This statement was prepared on 29 November 2026, when the website was last reviewed, with the automated checks and browser tests described above. They run on every page and component before each release.",
        "We review the website and update this statement at least once a year, and whenever we change how the website works.",
      ],
    },
  ],
}
