import type { LegalPageCopy } from "../page-copy"
import { PHONE, email } from "../contact-details"

/** /terms-of-use */
export const termsOfUse: LegalPageCopy = {
  meta: {
    path: "/terms-of-use",
    title: "Terms of Use",
    description:
      "The terms that apply when you use the Nordika AB website: permitted use, intellectual property, quote requests, liability, and Swedish governing law.",
  },
  heading: "Terms of Use",
  updated: "2026-02-02",
  intro:
    "These terms apply to your use of this website, operated by Nordika AB. They do not govern the language services we provide to clients, which are covered by a separate agreement. Please read them before using the site; by using it, you accept them.",
  sections: [
    {
      id: "about-us",
      heading: "Who we are",
      paragraphs: [
        "This website is operated by Nordika AB, a limited company registered in Sweden under corporate identity number 556789-1234, with its registered office at Sveavägen 44, 111 57 Stockholm, Sweden. VAT number SE556789123401.",
        `You can contact us at ${email("general")} or ${PHONE}. References to "Nordika", "we" or "us" mean Nordika AB and, where the context requires, its subsidiaries in Finland, Germany, the United Kingdom, the United States and Singapore.`,
      ],
    },
    {
      id: "use-of-the-website",
      heading: "Use of the website",
      paragraphs: [
        "You may use the website to find information about Nordika and its services, to request quotes and consultations, and to apply for positions or to join our freelance network. You must not use it in a way that breaks the law, infringes anyone's rights, or interferes with its operation or security.",
        "In particular, you must not attempt to gain unauthorised access to the website, its staff area or the systems behind it; introduce malicious code; carry out automated scraping or load testing without our written permission; or submit false information in our forms.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The texts, images, graphics, software and other material on the website, and the names and logos of Nordika and Leen, are protected by copyright, trademark and other intellectual property rights belonging to Nordika AB or its licensors.",
        "You may view the website and print or download extracts for your own information or internal business use, provided that you do not modify them and keep any copyright notices. Any other use requires our prior written consent. Our copyright notice describes this in more detail.",
      ],
    },
    {
      id: "quotes-and-forms",
      heading: "Quotes, consultations and submissions",
      paragraphs: [
        "A quote request or consultation booking made through the website is an invitation for us to make an offer. No contract for services is formed until you accept a written quote or sign an agreement, and our services are then governed by that quote or agreement and our General Terms of Business.",
        "Files you upload are used only to prepare your quote and are handled under our ISO 27001-certified security management. Do not upload special categories of personal data or highly confidential material through the form; ask for a secure upload link instead.",
      ],
    },
    {
      id: "accuracy",
      heading: "Information on the website",
      paragraphs: [
        "We work to keep the information on the website accurate and current, but it is provided for general information only. Figures in case studies refer to specific projects and are not a promise of the same results for your project.",
        "Articles and glossary entries are not legal, regulatory or medical advice. Seek professional advice before acting on them in your own situation.",
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      paragraphs: [
        "The website may link to third-party websites, including our social media pages. We have no control over those websites and are not responsible for their content or their processing of personal data.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        'The website is provided "as is". To the extent permitted by law, Nordika is not liable for any indirect or consequential loss arising from your use of the website, or for loss caused by interruptions, errors or viruses that we could not reasonably have prevented.',
        "Nothing in these terms limits liability that cannot be limited under applicable law, including liability for gross negligence or wilful misconduct, or your rights as a consumer under mandatory Swedish or EU law.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy and cookies",
      paragraphs: [
        "Our processing of personal data in connection with the website is described in our privacy policy, and our use of cookies and similar technologies on the cookie preferences page.",
      ],
    },
    {
      id: "changes-and-law",
      heading: "Changes, governing law and disputes",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows when they last changed; the version published when you use the website applies.",
        "These terms are governed by Swedish law, without regard to its conflict-of-laws rules. Disputes are settled by Swedish courts, with Stockholm District Court (Stockholms tingsrätt) as the court of first instance. If you are a consumer, you may also bring a dispute before the National Board for Consumer Disputes (Allmänna reklamationsnämnden) or the courts of your place of residence where the law gives you that right.",
      ],
    },
  ],
}
