import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "luxury",
  meta: {
    path: "/industries/luxury",
    title: "Luxury Brand Transcreation & Localization",
    description:
      "Transcreation for fashion, jewellery, watch, design and premium spirits houses: brand voice, clienteling scripts, product storytelling and boutique copy.",
  },
  hero: {
    eyebrow: "Luxury",
    heading: "Brand voice crafted with the same care as the product",
    intro:
      "Fashion houses, jewellers, watchmakers, design brands and premium spirits use Nordika to carry their storytelling into new markets without losing a note of their voice.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "120", label: "senior luxury copywriters across 28 markets" },
    { value: "3×", label: "review: writer, brand editor and in-market reviewer" },
    { value: "Mandarin & Cantonese", label: "specialists for Greater China clienteling" },
    { value: "1 voice", label: "guide per brand, maintained in every language" },
  ],
  overview: [
    "Luxury is sold with words that carry heritage, craft and restraint. Translated copy that is merely correct reads as mass-market; over-written copy reads as trying too hard. Our luxury team works with a small, stable group of senior writers per brand who learn its codes and stay with it season after season.",
    "We transcreate collection stories, product descriptions, campaign lines, lookbooks, press kits and e-commerce, and write clienteling scripts and WeChat, LINE and KakaoTalk messages for boutique staff in Asia. Craft vocabulary, from gemstone grading and watch complications to textile finishes, is captured in a brand termbase that includes what the brand never says.",
    "For launches, embargoed content is handled in a restricted project space, and our Singapore and New York teams cover the time zones of key luxury markets.",
  ],
  challenges: [
    {
      title: "Voice over vocabulary",
      description: "A brand's tone, cadence and restraint matter more than literal meaning, and are easily lost in translation.",
      icon: "PenTool",
    },
    {
      title: "Craft terminology",
      description: "Gemmology, horology, leather and textile terms must be precise, and many have house-specific conventions.",
      icon: "Gem",
    },
    {
      title: "Asian clienteling",
      description: "Greater China, Japan and Korea expect highly personal, culturally fluent messaging from boutique advisors.",
      icon: "MessageSquare",
    },
    {
      title: "Embargoes and leaks",
      description: "Collections and collaborations must stay confidential until the show or launch date.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Dedicated brand writers",
      description: "A fixed team of senior copywriters per language who know the brand's archive, codes and taboos.",
      icon: "Star",
    },
    {
      title: "Brand voice guides",
      description: "We co-create a multilingual voice guide and termbase with your brand team, including preferred and forbidden terms.",
      icon: "BookOpen",
    },
    {
      title: "Clienteling and CRM content",
      description: "Message templates, appointment invitations and aftercare notes written for boutique teams and CRM journeys.",
      icon: "Mail",
    },
    {
      title: "Confidential launch workflow",
      description: "Restricted project spaces, named writers under NDA and watermarked previews for embargoed content.",
      icon: "ShieldCheck",
    },
  ],
  proof: {
    client: "Maison Ekdal, a Scandinavian jewellery house",
    summary:
      "Ekdal's expansion into Paris, Tokyo and Shanghai needed more than translated product pages. Our writers transcreated its collection stories and craft descriptions in French, Japanese and Simplified Chinese, built a gemmology termbase and wrote clienteling templates for boutique advisors.",
    results: [
      { value: "+46%", label: "online conversion in Japan after relaunch" },
      { value: "3", label: "new flagship markets with one brand voice" },
      { value: "280", label: "clienteling templates for boutique staff" },
    ],
  },
  faqs: [
    {
      question: "Will the same writers work on our brand every season?",
      answer:
        "Yes. We assign a core writer and a back-up per language and keep them on your account, so voice and knowledge of your archive build up over time.",
    },
    {
      question: "Can you adapt content for Chinese social platforms?",
      answer:
        "Our Greater China writers adapt campaigns for WeChat, Xiaohongshu and Weibo, including platform-appropriate tone and length.",
    },
    {
      question: "How is pricing set for transcreation?",
      answer:
        "Campaign lines and hero copy are priced per asset or hour; product descriptions at scale per word. We agree both in a rate card for your brand.",
    },
  ],
  cta: {
    heading: "Carry your voice into new markets",
    text: "Share your brand book and a few pieces of copy, and we will return a short transcreation sample in your key language.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/multilingual-copywriting-transcreation",
    "/industries/marketing-advertising",
    "/industries/retail-ecommerce",
    "/services/website-localization",
  ],
}

export default page
