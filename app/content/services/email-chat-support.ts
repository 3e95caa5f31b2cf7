import type { ServicePageCopy } from "../page-copy"

export const emailChatSupport: ServicePageCopy = {
  slug: "email-chat-support",
  meta: {
    path: "/services/email-chat-support",
    title: "Multilingual Email and Chat Support",
    description:
      "Serve customers in their language: native support agents, real-time chat and ticket translation in your helpdesk, and localized macros and help articles.",
  },
  hero: {
    eyebrow: "Email and chat support",
    heading: "Answer every customer in their own language, without hiring in every country",
    intro:
      "We give your support team multilingual reach in two ways: native-speaking Nordika agents who join your queues, and real-time translation inside your helpdesk so your own agents can reply in any language with linguists checking what matters.",
    primaryCta: { label: "Get a support localization quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Design your multilingual support", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "12", label: "languages supported for Havbris Hotels guests" },
    { value: "4 min", label: "median first response time in chat" },
    { value: "4.6/5", label: "customer satisfaction on translated conversations" },
  ],
  overview: [
    "Customers expect help in their own language, and they judge your brand by it. Yet staffing native-speaking agents for every market is expensive, and volumes in smaller languages rarely justify a full team. Most companies end up answering in English and losing goodwill, or running a patchwork of agencies.",
    "Nordika offers a middle way. For core markets, trained native-speaking agents from our network work in your helpdesk under your procedures. For the long tail, Leen translates incoming emails and chats into your agents' language and their replies back into the customer's, in real time. Quality estimation flags sensitive or uncertain replies, such as refunds, complaints or health questions, for a human linguist before they are sent.",
    "Around this, we localize the content that prevents tickets in the first place: help centre articles, chatbot flows, macros and canned responses, all consistent with your product terminology.",
  ],
  offerings: [
    {
      title: "Native-speaking support agents",
      description:
        "Trained agents from our linguist network who handle email, chat and social messages in your tools, following your playbooks and SLAs.",
      icon: "Headphones",
    },
    {
      title: "Real-time chat translation",
      description:
        "Two-way translation inside Zendesk, Salesforce Service Cloud, Freshdesk, Intercom or your own chat, with your terminology applied.",
      icon: "MessagesSquare",
    },
    {
      title: "Email and ticket translation",
      description:
        "Incoming tickets translated on arrival and outgoing replies translated and, where needed, checked by a linguist before sending.",
      icon: "Mail",
    },
    {
      title: "Macro and template localization",
      description: "Canned responses, auto-replies and notification emails translated and kept in sync with the source.",
      icon: "FileText",
    },
    {
      title: "Help centre localization",
      description: "Knowledge-base articles localized continuously, prioritised by views so the most-read content comes first.",
      icon: "BookOpen",
    },
    {
      title: "Chatbot and virtual agent localization",
      description: "Intents, training phrases and bot responses adapted for each language, and tested with native speakers.",
      icon: "Bot",
    },
  ],
  process: [
    {
      title: "Support analysis",
      description:
        "We look at ticket volumes by language, channel and topic to decide where native agents, translation or self-service make sense.",
    },
    {
      title: "Integrate",
      description: "Leen is connected to your helpdesk with a native app or API, and terminology and tone of voice are loaded.",
    },
    {
      title: "Train agents",
      description: "Nordika agents are trained on your products, policies and systems, and pass your certification before going live.",
    },
    {
      title: "Go live in stages",
      description: "We start with one or two languages, compare quality and satisfaction scores, and then add more.",
    },
    {
      title: "Monitor and improve",
      description: "Linguists sample conversations weekly; findings update terminology, macros and engine settings.",
    },
  ],
  quality: [
    "Real-time translation with quality estimation and human review rules for sensitive topics that you define.",
    "Agents and linguists bound by confidentiality agreements and trained in data protection.",
    "Helpdesk integrations operated under ISO 27001 controls; personal data processed in the EU under a GDPR data processing agreement.",
    "Weekly linguistic sampling scored against agreed criteria for accuracy, tone and terminology.",
  ],
  technology: [
    {
      title: "Helpdesk apps",
      description: "Leen apps for major helpdesk platforms translate inside the agent's normal view, with no copy and paste.",
      icon: "Plug",
    },
    {
      title: "Sensitive-content routing",
      description: "Rules and quality estimation hold replies on legal, medical or financial topics for linguist approval.",
      icon: "ShieldCheck",
    },
    {
      title: "Support analytics",
      description: "Dashboards show volumes, response times and satisfaction per language, so you see the effect of each change.",
      icon: "BarChart3",
    },
  ],
  proof: {
    client: "Havbris Hotels",
    summary:
      "The Norwegian hotel group wanted to support guests from twelve markets by chat and email. Two Nordika agents cover German and English peak hours, and real-time translation in the group's helpdesk handles the other ten languages.",
    results: [
      { value: "12", label: "guest languages supported" },
      { value: "4 min", label: "median first response time in chat" },
      { value: "4.6/5", label: "satisfaction score on translated conversations" },
    ],
  },
  faqs: [
    {
      question: "Will customers know their chat is translated?",
      answer:
        "That is your choice. Many companies add a short note; the quality is high enough that customers rarely notice. Sensitive replies are always checked by a linguist before they are sent.",
    },
    {
      question: "Which helpdesk tools do you support?",
      answer: "Zendesk, Salesforce Service Cloud, Freshdesk, Intercom and HubSpot through ready apps, and any other tool through our API.",
    },
    {
      question: "Do your agents work our hours?",
      answer:
        "Yes. With offices in Europe, New York and Singapore and agents across time zones, we can cover business hours in your markets or provide round-the-clock coverage.",
    },
    {
      question: "What happens with customer personal data?",
      answer:
        "It is processed in our EU data centres under a data processing agreement, kept only as long as needed for the conversation, and never used to train shared models.",
    },
  ],
  cta: {
    heading: "Support customers in more languages from next month",
    text: "Share your ticket volumes by language and your helpdesk. We will recommend a setup and quote it.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/machine-translation",
    "/services/translation-apis-connectors",
    "/services/software-app-localization",
    "/industries/travel-hospitality",
    "/industries/retail-ecommerce",
  ],
}
