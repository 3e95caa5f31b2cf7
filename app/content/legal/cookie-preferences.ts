import type { LegalPageCopy } from "../page-copy"
import { email } from "../contact-details"

/** /cookie-preferences */
export const cookiePreferences: LegalPageCopy = {
  meta: {
    path: "/cookie-preferences",
    title: "Cookie Preferences",
    description:
      "Which cookies and browser storage the Nordika website uses, why, for how long, and how to change your choices, under the Swedish Electronic Communications Act.",
  },
  heading: "Cookie Preferences",
  updated: "2026-03-09",
  intro:
    "We keep the use of cookies and similar technologies on this website to a minimum. This page lists what we use, explains your choices and tells you how to change them.",
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies and browser storage are",
      paragraphs: [
        "Cookies are small text files that a website stores in your browser. Similar technologies, such as the browser's local storage, work in the same way. Under Chapter 9, Section 28 of the Swedish Electronic Communications Act (lagen (2022:482) om elektronisk kommunikation), which implements the EU ePrivacy Directive, we may store information on your device only with your consent, unless the storage is strictly necessary to provide a service you have asked for.",
      ],
    },
    {
      id: "strictly-necessary",
      heading: "Strictly necessary storage",
      paragraphs: [
        "These are always active, because the website or the staff area cannot work without them. They do not track you and do not require consent.",
        "Sign-in session (staff only): when Nordika staff sign in to the administration area, the session and refresh token are kept in local storage and shared between tabs, until sign-out or expiry. Visitors to the public website never receive this item.",
        "Security and load balancing: our hosting provider may set technical cookies to protect the site against attacks and route requests. They expire at the end of your browser session.",
      ],
    },
    {
      id: "preferences",
      heading: "Preference storage",
      paragraphs: [
        "vite-ui-theme: remembers whether you chose a light, dark or system display theme. Kept in local storage until you clear it.",
        "siteTheme: a cached copy of the site's colours and fonts, so that pages display consistently and quickly. It contains no personal data and is kept in local storage until you clear it.",
        "Your cookie choice itself is stored in the same way, so that we do not ask you again on every visit.",
      ],
    },
    {
      id: "analytics-and-marketing",
      heading: "Analytics and marketing",
      paragraphs: [
        "We do not currently use analytics, advertising or social media tracking cookies on this website, and no data about your visit is shared with advertising networks.",
        "If we introduce analytics in the future, it will be switched off until you opt in on this page, and this notice will be updated first.",
      ],
    },
    {
      id: "third-party-content",
      heading: "Embedded content and links",
      paragraphs: [
        "Links to our social media profiles open the external service in a new tab. Those services set their own cookies under their own policies once you visit them; we do not load their tracking scripts on our pages.",
      ],
    },
    {
      id: "managing-choices",
      heading: "How to change your choices",
      paragraphs: [
        "You can change or withdraw your consent for non-essential storage at any time on this page. You can also delete cookies and local storage through your browser's settings; the website will then return to its default display settings.",
        "Blocking strictly necessary storage in your browser may prevent parts of the website, such as the staff area, from working.",
      ],
    },
    {
      id: "more-information",
      heading: "More information",
      paragraphs: [
        `Our privacy policy explains how we process personal data and your rights under the GDPR. Questions about cookies can be sent to ${email("privacy")}. The Swedish Post and Telecom Authority (PTS) supervises the rules on cookies in Sweden.`,
      ],
    },
  ],
}
