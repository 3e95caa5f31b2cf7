/** The header: the mega-menu (and its mobile accordion) and the Free Quote button. */
import type { MenuItem } from "@nordika/ui"
import type { Cta } from "@nordika/ui/templates"
import archipelago from "../assets/menu/archipelago.svg"
import aurora from "../assets/menu/aurora.svg"
import fjord from "../assets/menu/fjord.svg"
import globe from "../assets/menu/globe.svg"
import midnightSun from "../assets/menu/midnight-sun.svg"
import network from "../assets/menu/network.svg"
import pineForest from "../assets/menu/pine-forest.svg"
import skyline from "../assets/menu/skyline.svg"
import team from "../assets/menu/team.svg"
import waves from "../assets/menu/waves.svg"

/** The header's five top-level entries: the one source of the site's main menu. */
export const MAIN_MENU: MenuItem[] = [
  {
    id: "about",
    title: "About Us",
    icon: "Building2",
    sectionPaths: ["/about"],
    subItems: [
      {
        title: "Our company",
        icon: "Building2",
        imageUrl: team,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          {
            href: "/about/who-we-are",
            text: "Who we are",
            icon: "Compass",
            description: "Our mission, values and the way we work with clients",
          },
          {
            href: "/about/history",
            text: "Our history",
            icon: "History",
            description: "From a Stockholm translation studio to a global partner",
          },
          {
            href: "/about/team",
            text: "Leadership & team",
            icon: "Users",
            description: "The linguists, engineers and managers behind Nordika",
          },
          { href: "/about/clients", text: "Our clients", icon: "Handshake", description: "Brands that trust us with their global content" },
        ],
      },
      {
        title: "People & principles",
        icon: "HandHeart",
        imageUrl: fjord,
        bgColor: "blue",
        imagePosition: "bottom",
        links: [
          { href: "/careers", text: "Careers", icon: "Briefcase", description: "Open roles in Stockholm and on our remote teams" },
          {
            href: "/freelancers",
            text: "Freelancers",
            icon: "UserPlus",
            description: "Partner with us as a translator, reviewer or voice talent",
          },
          {
            href: "/sustainability",
            text: "Sustainability",
            icon: "Leaf",
            description: "Our ESG strategy, initiatives and yearly reports",
          },
          {
            href: "/security-compliance",
            text: "Security & compliance",
            icon: "ShieldCheck",
            description: "GDPR, data protection and secure AI by design",
          },
        ],
      },
      {
        title: "Resources",
        icon: "BookOpen",
        imageUrl: archipelago,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          {
            href: "/case-studies",
            text: "Case studies",
            icon: "Award",
            description: "Client programmes and the results they measured",
          },
          { href: "/resources/blog", text: "Blog", icon: "PenTool", description: "Localization guides, insights and industry trends" },
          { href: "/resources/glossary", text: "Glossary", icon: "BookA", description: "Plain-language definitions of localization terms" },
          { href: "/resources/news", text: "News", icon: "Newspaper", description: "Company announcements and press releases" },
          {
            href: "/about/technical-tools",
            text: "Technical tools",
            icon: "Wrench",
            description: "The CAT, QA and terminology tools we work in",
          },
        ],
      },
    ],
    featured: {
      title: "Join Our Global Team",
      description: "Work with linguists, engineers and project managers who help brands speak to every market, from Stockholm or remotely.",
      href: "/careers",
      buttonText: "Explore Careers",
      icon: "Users",
      imageUrl: aurora,
      imageDescription: "Northern lights over a dark winter forest",
    },
  },
  {
    id: "services",
    title: "Services",
    icon: "Languages",
    sectionPaths: ["/services"],
    subItems: [
      {
        title: "Translation & localization",
        icon: "Languages",
        imageUrl: globe,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          {
            href: "/services/translation",
            text: "Translation",
            icon: "Languages",
            description: "Specialist human translation with native-speaker review",
          },
          {
            href: "/services/website-localization",
            text: "Website localization",
            icon: "Globe",
            description: "Multilingual sites that rank, convert and stay in sync",
          },
          {
            href: "/services/software-app-localization",
            text: "Software & app localization",
            icon: "Smartphone",
            description: "UI strings, help content and store listings for every release",
          },
          {
            href: "/services/multilingual-copywriting-transcreation",
            text: "Copywriting & transcreation",
            icon: "Sparkles",
            description: "Campaign copy re-created for each market's culture",
          },
        ],
      },
      {
        title: "Media & voice",
        icon: "Clapperboard",
        imageUrl: waves,
        bgColor: "blue",
        imagePosition: "bottom",
        links: [
          {
            href: "/services/subtitling-captioning",
            text: "Subtitling & captioning",
            icon: "Captions",
            description: "Broadcast-ready subtitles and accessible captions",
          },
          {
            href: "/services/voice-over",
            text: "Voice-over",
            icon: "Mic",
            description: "Native voice talent, casting and studio production",
          },
          {
            href: "/services/interpretation",
            text: "Interpretation",
            icon: "MessagesSquare",
            description: "On-site, remote and phone interpreting for live events",
          },
          {
            href: "/services/multimedia-localization",
            text: "Multimedia localization",
            icon: "Film",
            description: "Video, e-learning and animation adapted end to end",
          },
        ],
      },
    ],
    featured: {
      title: "Technology & AI",
      description: "Machine translation, AI workflows and automated QA that speed up delivery without lowering quality.",
      href: "/technology",
      buttonText: "Discover Our Technology",
      icon: "Cpu",
      imageUrl: network,
      imageDescription: "Connected network nodes in Nordic blue",
      links: [
        { href: "/services/machine-translation", text: "Machine translation", icon: "Bot" },
        { href: "/services/ai-tech-solutions", text: "AI tech solutions", icon: "Sparkles" },
        { href: "/services/localization-testing", text: "Localization testing", icon: "ClipboardCheck" },
        { href: "/services/dtp", text: "Desktop publishing", icon: "Layers" },
      ],
    },
  },
  {
    id: "industries",
    title: "Industries",
    icon: "Factory",
    sectionPaths: ["/industries"],
    subItems: [
      {
        title: "Technology & industry",
        icon: "Cpu",
        imageUrl: skyline,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          { href: "/industries/technology", text: "Technology", icon: "Cpu", description: "SaaS, hardware and developer content" },
          {
            href: "/industries/manufacturing",
            text: "Manufacturing",
            icon: "Factory",
            description: "Manuals, specs and safety documentation",
          },
          { href: "/industries/gaming", text: "Gaming", icon: "Gamepad2", description: "In-game text, voice and culturalization" },
          { href: "/industries/energy-mining", text: "Energy & mining", icon: "Zap", description: "Technical, HSE and regulatory content" },
        ],
      },
      {
        title: "Regulated sectors",
        icon: "Scale",
        imageUrl: midnightSun,
        bgColor: "blue",
        imagePosition: "bottom",
        links: [
          {
            href: "/industries/life-sciences",
            text: "Life sciences",
            icon: "FlaskConical",
            description: "Clinical, regulatory and pharmacovigilance",
          },
          { href: "/industries/legal", text: "Legal", icon: "Gavel", description: "Contracts, litigation support and eDiscovery" },
          {
            href: "/industries/finance-banking",
            text: "Finance & banking",
            icon: "Landmark",
            description: "Reports, disclosures and client communication",
          },
          {
            href: "/industries/public-sector",
            text: "Public sector",
            icon: "Building",
            description: "Accessible information for every citizen",
          },
        ],
      },
      {
        title: "Consumer & media",
        icon: "ShoppingCart",
        imageUrl: pineForest,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          {
            href: "/industries/retail-ecommerce",
            text: "Retail & e-commerce",
            icon: "ShoppingCart",
            description: "Product catalogues and storefronts at scale",
          },
          {
            href: "/industries/travel-hospitality",
            text: "Travel & hospitality",
            icon: "Plane",
            description: "Booking flows, guides and guest messaging",
          },
          {
            href: "/industries/media-entertainment",
            text: "Media & entertainment",
            icon: "Clapperboard",
            description: "Streaming, broadcast and publishing",
          },
          {
            href: "/industries/marketing-advertising",
            text: "Marketing & advertising",
            icon: "Megaphone",
            description: "Multilingual campaigns that keep their voice",
          },
        ],
      },
    ],
    featured: {
      title: "Expertise in your industry",
      description: "Sector specialists, validated terminology and compliant workflows for regulated and fast-moving markets alike.",
      href: "/industries",
      buttonText: "Explore All Industries",
      icon: "LayoutGrid",
      imageUrl: archipelago,
      imageDescription: "Islands of a Nordic archipelago seen from above",
      links: [
        { href: "/case-studies", text: "Client case studies", icon: "Award" },
        { href: "/resources", text: "Guides & resources", icon: "BookOpen" },
      ],
    },
  },
  {
    id: "technology",
    title: "Technology",
    icon: "Cpu",
    sectionPaths: ["/technology"],
    subItems: [
      {
        title: "Nordika platform",
        icon: "Layers",
        imageUrl: network,
        bgColor: "dark",
        imagePosition: "top",
        links: [
          {
            href: "/technology/leen",
            text: "Leen platform",
            icon: "Sparkles",
            description: "Our translation management and language AI platform",
          },
          {
            href: "/technology/workflow-automation",
            text: "Workflow automation",
            icon: "Workflow",
            description: "Automated hand-offs from content source to delivery",
          },
          {
            href: "/technology",
            text: "Technology overview",
            icon: "Layers",
            description: "How people, platform and AI work together on your content",
          },
        ],
      },
      {
        title: "Connect & extend",
        icon: "Plug",
        imageUrl: waves,
        bgColor: "blue",
        imagePosition: "bottom",
        links: [
          {
            href: "/technology/integrations",
            text: "Integrations",
            icon: "Plug",
            description: "Connectors for CMS, code repositories and design tools",
          },
          {
            href: "/technology/ai-solutions",
            text: "AI solutions",
            icon: "Bot",
            description: "Custom MT engines, LLM workflows and AI data services",
          },
          {
            href: "/technology/apis-connectors",
            text: "APIs & connectors",
            icon: "Code",
            description: "A REST API and webhooks to build localization into your stack",
          },
        ],
      },
    ],
    featured: {
      title: "Request a Demo",
      description: "See Leen and our automation tools working on your own content in a 30-minute session with a solutions expert.",
      href: "/contact/book-consultation",
      buttonText: "Book a Consultation",
      icon: "Calendar",
      imageUrl: midnightSun,
      imageDescription: "Midnight sun resting on a calm sea",
    },
  },
  { id: "contact", title: "Contact Us", icon: "Mail", href: "/contact" },
]

/** The header's call to action, beside the menu and at the foot of the mobile menu. */
export const QUOTE_CTA: Cta = { label: "Free Quote", href: "/contact/request-quote" }
