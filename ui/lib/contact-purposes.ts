/**
 * The purposes the site gives an email address for (site setting 'contact'), in the order the admin's
 * form shows them, each with its label and what it is for. Every page and form that shows an address
 * shows the one of its purpose.
 */
export const CONTACT_PURPOSE_FIELDS = {
  general: { label: "General enquiries", description: "In the footer and wherever a page says how to reach us." },
  quotes: { label: "Quotes and projects", description: "Quote requests and questions about running projects." },
  careers: { label: "Careers", description: "Questions from job applicants." },
  freelancers: { label: "Freelance linguists", description: "Applications, onboarding and payments of freelancers." },
  privacy: { label: "Privacy and data protection", description: "Requests about personal data (GDPR)." },
  press: { label: "Press and media", description: "Journalists' questions and interview requests." },
  security: { label: "Security reports", description: "Vulnerability reports and security questionnaires." },
  legal: { label: "Legal notices", description: "Notices under the terms of use and copyright claims." },
} as const
/** A purpose the site gives an email address for. */
export type ContactPurpose = keyof typeof CONTACT_PURPOSE_FIELDS
export const CONTACT_PURPOSES = Object.keys(CONTACT_PURPOSE_FIELDS) as ContactPurpose[]
/** One email address per purpose. */
export type ContactAddresses = Record<ContactPurpose, string>
