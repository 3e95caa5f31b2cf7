import type { LegalPageCopy } from "../page-copy"
import { email } from "../contact-details"

/** /copyright */
export const copyright: LegalPageCopy = {
  meta: {
    path: "/copyright",
    title: "Copyright Notice",
    description:
      "Copyright and trademark notice for the Nordika website: ownership of texts and images, permitted use, the Nordika and Leen marks, and reporting infringement.",
  },
  heading: "Copyright notice",
  updated: "2026-01-15",
  intro:
    "Copyright © Nordika AB. All rights reserved. This notice explains who owns the content of this website, what you may do with it, and how to contact us about rights.",
  sections: [
    {
      id: "ownership",
      heading: "Ownership of website content",
      paragraphs: [
        "The texts, articles, glossary, case studies, graphics, layout, photographs and software of this website are protected by the Swedish Act on Copyright in Literary and Artistic Works (lagen (1960:729) om upphovsrätt till litterära och konstnärliga verk) and by international copyright treaties. Unless stated otherwise, the rights belong to Nordika AB.",
        "Some photographs and illustrations are licensed from third parties, including stock-photo libraries. They may not be reused outside this website under our licence.",
      ],
    },
    {
      id: "trademarks",
      heading: "Trademarks",
      paragraphs: [
        "Nordika and Leen, and the associated logos, are trademarks of Nordika AB, registered as EU trade marks. Other product and company names mentioned on the website may be trademarks of their respective owners. Client names in case studies are used with permission.",
      ],
    },
    {
      id: "permitted-use",
      heading: "What you may do",
      paragraphs: [
        "You may view the website, print or save individual pages for personal reference or internal business use, and quote short passages from our articles with a clear attribution to Nordika and a link to the source page, as Swedish law allows for quotation in accordance with good practice.",
        "You may link to any public page of the website. Please do not frame our pages within another website or suggest an endorsement that does not exist.",
      ],
    },
    {
      id: "restrictions",
      heading: "What requires permission",
      paragraphs: [
        "Republishing articles in full, translating them, using our content in commercial training material, or using our text, images or other material to train or evaluate machine learning models requires our prior written permission. Text and data mining of this website for such purposes is expressly reserved under Article 4 of Directive (EU) 2019/790 and the corresponding Swedish provisions.",
      ],
    },
    {
      id: "client-deliverables",
      heading: "Translations we deliver to clients",
      paragraphs: [
        "This notice concerns the website only. Rights in translations and other deliverables we produce for clients are governed by the client's agreement with us; under our General Terms of Business, the rights needed for the agreed use pass to the client on payment, and the client owns its translation memories and termbases.",
      ],
    },
    {
      id: "infringement",
      heading: "Reporting infringement",
      paragraphs: [
        `If you believe that material on this website infringes your rights, or that someone is using our content without permission, please write to ${email("legal")} with a description of the material, its location and your contact details. We will review the notice and respond promptly.`,
        `For permission requests, such as reprinting an article, contact ${email("press")}.`,
      ],
    },
  ],
}
