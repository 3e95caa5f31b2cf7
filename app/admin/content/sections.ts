import type { ContentSectionKey } from "../../data/content-sections"
import type { FieldOptions } from "./schema-fields"

/** The admin's name for each section, where it is edited, and its form's label overrides. */
export interface ContentSectionInfo {
  key: ContentSectionKey
  title: string
  /** Where visitors see it. */
  shownOn: string
  /** The public page that shows it. */
  publicPath: string
  /** The editor's registry path (below /admin). */
  screenPath: string
  fieldOptions?: FieldOptions
}

export const CONTENT_SECTIONS: readonly ContentSectionInfo[] = [
  { key: "home_hero", title: "Hero", shownOn: "Home page, top", publicPath: "/", screenPath: "content/hero" },
  {
    key: "services_overview",
    title: "Services",
    shownOn: "Home page",
    publicPath: "/",
    screenPath: "content/services",
    fieldOptions: { labels: { items: "Services" }, itemNouns: { items: "Service" } },
  },
  {
    key: "testimonials",
    title: "Testimonials",
    shownOn: "Home page",
    publicPath: "/",
    screenPath: "content/testimonials",
    fieldOptions: { labels: { items: "Testimonials", role: "Job title" }, itemNouns: { items: "Testimonial" } },
  },
  { key: "client_success", title: "Client success", shownOn: "Home page", publicPath: "/", screenPath: "content/client-success" },
  { key: "who_we_are", title: "Who we are", shownOn: "Home page", publicPath: "/", screenPath: "content/who-we-are" },
]

export const contentSectionInfo = (key: ContentSectionKey) => CONTENT_SECTIONS.find((section) => section.key === key)!

/** The address of the page that previews a section from the editor's draft (an iframe of the editor). */
export const contentPreviewHref = (key: ContentSectionKey) => `/admin/preview/${key}`

/** What the editor posts to its preview frame. */
export interface ContentPreviewMessage {
  type: "nordika-content-preview"
  key: ContentSectionKey
  value: unknown
}
