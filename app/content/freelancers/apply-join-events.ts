import type { ContentPage } from "@nordika/ui/templates"
import { email } from "../contact-details"

/** /freelancers/apply-join-events */
export const applyJoinEvents: ContentPage = {
  meta: {
    path: "/freelancers/apply-join-events",
    title: "Apply and Join Events: Freelancer Webinars and Days 2027",
    description:
      "Apply to join Nordika's freelancer network in four steps, and register for our 2027 webinars on post-editing, clinical validation, subtitling and AI data.",
  },
  hero: {
    eyebrow: "Apply and join events",
    heading: "Apply to our network and meet us at a 2027 event",
    intro:
      "Applying takes about 20 minutes. While you wait for your test, join one of our free webinars or a freelancer day, where you meet our project managers and other linguists and learn how we work.",
    primaryCta: { label: "Requirements and rates", href: "/freelancers/become-partner" },
    secondaryCta: { label: "Contact our vendor team", href: "/contact" },
    panel: {
      kind: "links",
      title: "Next events",
      items: [
        { label: "Post-editing with quality estimation", href: "#events", description: "Webinar, 21 January 2027, 15:00 CET" },
        {
          label: "Linguistic validation for clinical outcome assessments",
          href: "#events",
          description: "Webinar, 11 March 2027, 15:00 CET",
        },
        { label: "Freelancer Day Stockholm", href: "#events", description: "22 April 2027, 13:00–18:00 CET" },
      ],
      more: { label: "All six events of 2027", href: "#events" },
    },
  },
  sections: [
    {
      kind: "steps",
      id: "apply",
      heading: "How to apply",
      items: [
        {
          title: "Create your profile",
          description:
            "Tell us your language pairs, subjects, services, tools and availability, and upload your CV and any certificates. Please list only the combinations you work in professionally.",
        },
        {
          title: "Screening",
          description:
            "Our vendor management team checks your qualifications against the requirements and current demand, and replies within ten working days.",
        },
        {
          title: "Test",
          description:
            "If there is demand for your profile, you receive a domain test or role-specific check, assessed blind by two senior linguists within two weeks.",
        },
        {
          title: "Agreement and onboarding",
          description:
            "We agree your rates, sign the framework agreement and DPA, and you complete security and Leen onboarding before your first paid job.",
        },
      ],
    },
    {
      kind: "steps",
      id: "events",
      heading: "Events and webinars in 2027",
      intro:
        "All webinars are free, last 60 minutes, run in English and are recorded for registered participants. Times are Central European Time.",
      items: [
        {
          title: "21 January 2027, 15:00 CET: Post-editing with quality estimation",
          description:
            "How Leen Score flags segments, what the flags mean and how effort-based post-editing rates are calculated. Webinar with our language technology team.",
        },
        {
          title: "11 March 2027, 15:00 CET: Linguistic validation for clinical outcome assessments",
          description:
            "Forward translation, reconciliation, back translation and cognitive debriefing in practice, for translators new to clinical work.",
        },
        {
          title: "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm",
          description:
            "An afternoon at our Sveavägen headquarters and online: talks from project managers, a terminology workshop and drinks with the team. Travel costs reimbursed for partners in Sweden.",
        },
        {
          title: "9 June 2027, 14:00 CET: Subtitling from templates",
          description: "Our Helsinki team on template workflows, reading speeds across platforms and SDH conventions.",
        },
        {
          title: "16 September 2027, 13:00–18:00 CET: Freelancer Day Berlin",
          description:
            "Meet our Central European project teams, join sessions on legal translation and game LQA, and give us feedback on Leen's editor.",
        },
        {
          title: "4 November 2027, 10:00 CET: Working on AI language data",
          description:
            "Annotation guidelines, agreement metrics and how hourly pay works for evaluation projects. Scheduled for Asia-Pacific and European time zones.",
        },
      ],
    },
    {
      kind: "text",
      id: "register",
      heading: "How to register",
      paragraphs: [
        `Network members receive invitations by email and register in the vendor portal. Applicants who have not yet joined can register by writing to ${email("freelancers")} with the event name; we send the joining link a week before the event.`,
        "Freelancer days have limited places and priority goes to active partners in the region. All events are free of charge.",
      ],
    },
  ],
  cta: {
    heading: "Questions before you apply?",
    text: "Our vendor management team answers questions about requirements, demand in your language pair and onboarding.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Read the requirements", href: "/freelancers/become-partner" },
  },
}
