import type { LegalPageCopy } from "../page-copy"
import { email } from "../contact-details"

/** /privacy-policy */
export const privacyPolicy: LegalPageCopy = {
  meta: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How Nordika AB processes personal data of website visitors, clients, job applicants and freelancers under the GDPR: purposes, legal bases, retention and rights.",
  },
  heading: "Privacy Policy",
  updated: "2026-03-09",
  intro:
    "This policy explains how Nordika AB processes personal data when we act as controller: when you visit our website, contact us, become a client, apply for a job or work with us as a freelancer. When we process personal data contained in client content, we act as a processor under a data processing agreement with the client, and the client's privacy notice applies.",
  sections: [
    {
      id: "controller",
      heading: "Controller and contact details",
      paragraphs: [
        "The controller is Nordika AB, corporate identity number 556789-1234, Sveavägen 44, 111 57 Stockholm, Sweden. Our subsidiaries are joint controllers with Nordika AB for processing in their own countries, under an internal arrangement whose essence is available on request.",
        `Our Data Protection Officer can be reached at ${email("privacy")} or by post to the address above, marked "Data Protection Officer".`,
      ],
    },
    {
      id: "data-we-collect",
      heading: "The personal data we process",
      paragraphs: [
        "Contact and identity data, such as name, job title, company, email address and phone number; the content of your requests and correspondence, including files you upload for a quote; contract, billing and payment data for clients and freelancers; professional qualifications, test results, rates and bank details for freelancers; CVs, cover letters, interview notes and references for job applicants.",
        "For the website, we process technical data needed to deliver it securely, such as IP address, browser type and the time of requests, in server logs. We do not use advertising or cross-site tracking cookies.",
        "When you send one of the website's forms, we store what you entered and the files you attached, the page you sent it from, and a record of your consent: the wording you agreed to, its version and the time. Your IP address is kept for one day only, to limit how often a form can be sent. Files you upload but do not send with a form are deleted after 24 hours.",
      ],
    },
    {
      id: "purposes-and-legal-bases",
      heading: "Purposes and legal bases",
      paragraphs: [
        "To answer enquiries, prepare quotes and arrange consultations: our legitimate interest in responding to business enquiries, or steps at your request before entering into a contract (Article 6(1)(f) and (b) GDPR).",
        "To deliver services and manage client and freelancer relationships, including invoicing and payment: performance of a contract (Article 6(1)(b)). To keep accounting records for seven years as required by the Swedish Bookkeeping Act (bokföringslagen): legal obligation (Article 6(1)(c)).",
        "To recruit: steps at your request before an employment contract and our legitimate interest in recruiting (Article 6(1)(b) and (f)); and your consent when we keep your application for future roles (Article 6(1)(a)).",
        "To send newsletters and event invitations: your consent, which you can withdraw at any time through the link in every email. To operate and secure the website and our systems: our legitimate interest in information security (Article 6(1)(f)).",
      ],
    },
    {
      id: "recipients",
      heading: "Who we share data with",
      paragraphs: [
        "We share personal data within the Nordika group where needed for the purposes above, and with service providers that process data on our behalf, such as hosting, email, customer relationship management, applicant tracking, payroll and payment services, under data processing agreements.",
        "We disclose data to authorities where the law requires it, and to professional advisers such as auditors and lawyers under a duty of confidentiality. We never sell personal data.",
      ],
    },
    {
      id: "transfers",
      heading: "Transfers outside the EU/EEA",
      paragraphs: [
        "Our systems are hosted in the EU. Where data is transferred outside the EU/EEA, for example to our offices in London, New York or Singapore or to a service provider in a third country, we rely on an adequacy decision of the European Commission (such as for the United Kingdom or for US companies certified under the EU–US Data Privacy Framework) or on the Commission's standard contractual clauses with supplementary measures where needed. You can request a copy of the relevant safeguards from our Data Protection Officer.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      paragraphs: [
        "Enquiries and quote requests that do not lead to an assignment: up to 12 months, and uploaded files 90 days. Client and freelancer contract data: for the duration of the relationship and up to 10 years after it ends, the general limitation period under the Swedish Limitation Act (preskriptionslagen). Accounting records: seven years after the end of the financial year.",
        "Job applications: six months after the position is filled, or 12 months with your consent. Server logs: 90 days, unless needed to investigate a security incident.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "You have the right to access your personal data, to have inaccurate data corrected, to have data erased or its processing restricted in certain circumstances, to data portability, and to object to processing based on legitimate interests, including at any time to direct marketing. Where processing is based on consent, you may withdraw it at any time without affecting earlier processing.",
        `Send requests to ${email("privacy")}. We answer within one month, and may need to verify your identity first.`,
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      paragraphs: [
        "If you are unhappy with how we handle your data, please contact us first. You also have the right to lodge a complaint with a supervisory authority, in Sweden the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), Box 8114, 104 20 Stockholm, imy.se, or the authority where you live or work.",
      ],
    },
    {
      id: "security-and-changes",
      heading: "Security and changes to this policy",
      paragraphs: [
        "We protect personal data with technical and organisational measures under our ISO/IEC 27001-certified information security management system, including encryption, access control and staff training.",
        "We update this policy when our processing changes. The date at the top shows the latest revision; significant changes are also announced on the website.",
      ],
    },
  ],
}
