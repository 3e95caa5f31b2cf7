import type { ContentPage } from "@nordika/ui/templates"
import { latestArticlePanel } from "../featured"
import { BLOG_POSTS } from "./blog"

/** /resources: the hub linking blog, glossary, news, brochure and case studies. */
export const resourcesHub: ContentPage = {
  meta: {
    path: "/resources",
    title: "Resources: Guides, Glossary, News and Case Studies",
    description:
      "Articles, an A–Z glossary, company news, case studies and our brochure: resources from Nordika for anyone who buys, manages or works in localization.",
  },
  hero: {
    eyebrow: "Resources",
    heading: "Resources for people who work with languages",
    intro:
      "Whether you are writing your first localization brief or auditing a mature programme, start here: practical articles by our specialists, definitions of the industry's jargon, results from client projects and the latest from Nordika.",
    primaryCta: { label: "Read the blog", href: "/resources/blog" },
    secondaryCta: { label: "See case studies", href: "/case-studies" },
    panel: latestArticlePanel(BLOG_POSTS, "Latest from the blog", "Read the article"),
  },
  sections: [
    {
      kind: "links",
      heading: "Explore our resources",
      items: [
        {
          title: "Blog",
          description:
            "Practical articles on MT post-editing, regulated labelling, game LQA, subtitling standards, terminology and AI language data.",
          href: "/resources/blog",
          icon: "BookOpen",
        },
        {
          title: "Glossary",
          description: "More than 60 terms explained, from back translation and CAT tools to TMX and XLIFF.",
          href: "/resources/glossary",
          icon: "BookA",
        },
        {
          title: "Case studies",
          description: "Ten client projects with the challenge, the approach and measured results.",
          href: "/case-studies",
          icon: "BarChart3",
        },
        {
          title: "News",
          description: "Leen releases, certifications, office news and partnerships.",
          href: "/resources/news",
          icon: "Newspaper",
        },
        {
          title: "Brochure",
          description: "An overview of our services, platform and certifications for your colleagues, as a PDF to download.",
          href: "/resources/brochure",
          icon: "FileText",
        },
      ],
    },
    {
      kind: "links",
      heading: "Popular starting points",
      items: [
        {
          title: "The economics of MT post-editing",
          description: "When machine translation saves money, and how to price it fairly.",
          href: "/resources/blog/machine-translation-post-editing-economics",
          icon: "TrendingUp",
        },
        {
          title: "How to write a transcreation brief",
          description: "Eight questions to answer before any copywriter starts.",
          href: "/resources/blog/how-to-write-a-transcreation-brief",
          icon: "PenTool",
        },
        {
          title: "Security and compliance",
          description: "How we protect your content, with our ISO 27001 scope and DPA.",
          href: "/security-compliance",
          icon: "ShieldCheck",
        },
      ],
    },
  ],
  cta: {
    heading: "Prefer a conversation?",
    text: "Our consultants can answer questions about workflows, pricing and standards in a 30-minute call.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
