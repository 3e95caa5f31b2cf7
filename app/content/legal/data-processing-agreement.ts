import type { LegalPageCopy } from "../page-copy"

/** /data-processing-agreement */
export const dataProcessingAgreement: LegalPageCopy = {
  meta: {
    path: "/data-processing-agreement",
    title: "Data Processing Agreement (GDPR Article 28)",
    description:
      "Nordika's standard data processing agreement: instructions, confidentiality, security, sub-processors, transfers, breach notice, audits and deletion.",
  },
  heading: "Data processing agreement",
  updated: "2026-01-26",
  intro:
    "This Data Processing Agreement (DPA) forms part of every agreement under which Nordika AB processes personal data on behalf of a client, such as translation, localization, transcription, subtitling, interpretation, language data or legal language services. It meets the requirements of Article 28 of the General Data Protection Regulation (EU) 2016/679. A signed copy is available on request.",
  sections: [
    {
      id: "roles-and-scope",
      heading: "Roles and scope",
      paragraphs: [
        'The client is the controller and Nordika AB is the processor of personal data contained in content the client provides for the services ("Client Personal Data"). The subject matter, duration, nature and purpose of processing, the types of personal data and the categories of data subjects are those described in the agreement or order, and as a rule comprise the personal data that appears in the client\'s source material, such as names and contact details, employee data, patient or customer information, or voices and images in audiovisual content.',
      ],
    },
    {
      id: "instructions",
      heading: "Processing on instructions",
      paragraphs: [
        "Nordika processes Client Personal Data only on the client's documented instructions, including with regard to transfers to third countries, unless required to do otherwise by Union or member state law, in which case Nordika informs the client before processing unless that law prohibits it. The agreement, the order and the client's settings in the Leen platform constitute the client's instructions. Nordika informs the client without delay if it considers an instruction to infringe data protection law.",
        "Nordika does not use Client Personal Data or client content to train shared, third-party or public machine learning models.",
      ],
    },
    {
      id: "confidentiality-and-security",
      heading: "Confidentiality and security",
      paragraphs: [
        "Nordika ensures that employees and freelance linguists authorised to process Client Personal Data have committed themselves to confidentiality. Nordika implements the technical and organisational measures described in Annex 2 to this DPA, which are maintained within its ISO/IEC 27001-certified information security management system and include encryption at rest and in transit, role-based access control with multi-factor authentication, logging, backup and secure deletion.",
      ],
    },
    {
      id: "sub-processors",
      heading: "Sub-processors",
      paragraphs: [
        "The client gives general written authorisation for Nordika to engage sub-processors, including freelance linguists and the providers listed in Nordika's sub-processor list. Nordika informs the client at least 30 days before adding or replacing a sub-processor, and the client may object on reasonable data protection grounds; if the parties cannot resolve the objection, the client may terminate the affected services.",
        "Nordika imposes the same data protection obligations on each sub-processor by written contract and remains fully liable to the client for their performance.",
      ],
    },
    {
      id: "transfers",
      heading: "International transfers",
      paragraphs: [
        "Client Personal Data is stored in Nordika's data centres in the EU. It is transferred outside the EU/EEA only where the client has requested it, for example for hosting in the UK, the US or Singapore, or has not restricted work to linguists located in the EEA, and only on the basis of an adequacy decision or the standard contractual clauses adopted by Commission Implementing Decision (EU) 2021/914, with the UK International Data Transfer Addendum where relevant and supplementary measures based on a transfer impact assessment.",
      ],
    },
    {
      id: "assistance",
      heading: "Assistance to the client",
      paragraphs: [
        "Taking into account the nature of the processing, Nordika assists the client with appropriate measures in responding to requests from data subjects exercising their rights, and in ensuring compliance with Articles 32 to 36 GDPR, including data protection impact assessments and prior consultation with a supervisory authority. Nordika forwards any data subject request it receives directly to the client without responding to it, unless authorised to do so.",
      ],
    },
    {
      id: "breach-notification",
      heading: "Personal data breaches",
      paragraphs: [
        "Nordika notifies the client without undue delay, and in any event within 48 hours, after becoming aware of a personal data breach affecting Client Personal Data. The notification describes, as far as then known, the nature of the breach, the categories and approximate number of data subjects and records concerned, the likely consequences and the measures taken or proposed, and is supplemented as further information becomes available.",
      ],
    },
    {
      id: "audits",
      heading: "Information and audits",
      paragraphs: [
        "Nordika makes available all information necessary to demonstrate compliance with this DPA, including its ISO/IEC 27001 certificate, statement of applicability and summaries of independent security tests. The client, or an independent auditor bound by confidentiality, may carry out an audit or inspection on at least 30 days' written notice, no more than once a year unless required by a supervisory authority or following a personal data breach. Each party bears its own costs.",
      ],
    },
    {
      id: "deletion-and-term",
      heading: "Return and deletion; term",
      paragraphs: [
        "At the client's choice, Nordika returns or deletes Client Personal Data at the end of the services, and by default deletes source files and deliverables 90 days after project completion, unless Union or member state law requires storage. Translation memories and termbases are returned in TMX and TBX and deleted on request. Deletion is confirmed in writing.",
        "This DPA applies for as long as Nordika processes Client Personal Data. It is governed by Swedish law, and disputes are resolved as set out in the main agreement.",
      ],
    },
    {
      id: "annexes",
      heading: "Annexes",
      paragraphs: [
        "Annex 1: description of processing (subject matter, duration, nature, purpose, personal data and data subjects). Annex 2: technical and organisational security measures. Annex 3: list of approved sub-processors and processing locations. Annex 4: standard contractual clauses and UK Addendum, where applicable. The annexes are included in our compliance pack and in every signed copy of this DPA.",
      ],
    },
  ],
}
