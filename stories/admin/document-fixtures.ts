import type { DocumentListItem } from "../../ui/components/admin/document-list"
import type { DocumentTreeSection } from "../../ui/components/admin/document-tree"
import type { TrashedDocument } from "../../ui/components/admin/document-trash"
import { STORY_NOW } from "./staff-fixtures"

const ago = (hours: number) => new Date(STORY_NOW.getTime() - hours * 3600_000).toISOString()

/** Blog posts in their three states, as the Collections screen lists them. */
export const BLOG_POSTS: DocumentListItem[] = [
  {
    id: "post-1",
    title: "The real economics of machine translation post-editing",
    path: "/resources/blog/machine-translation-post-editing-economics",
    status: "changed",
    updatedAt: ago(2),
    updatedByName: "Maja Lind",
    publishedAt: ago(24 * 20),
  },
  {
    id: "post-2",
    title: "Game LQA: the anatomy of a linguistic bug report that actually gets fixed",
    path: "/resources/blog/game-lqa-bug-reports",
    status: "published",
    updatedAt: ago(30),
    updatedByName: null,
    publishedAt: ago(30),
  },
  {
    id: "post-3",
    title: "Copy of Reading speed, line length and shot changes",
    path: "/resources/blog/subtitling-standards-reading-speed-copy",
    status: "draft",
    updatedAt: ago(0.2),
    updatedByName: "Erik Holm",
    publishedAt: null,
  },
]

const page = (
  path: string,
  title: string,
  kind: string,
  kindLabel: string,
  depth: number,
  status: DocumentListItem["status"] = "published",
) => ({
  id: path,
  title,
  path,
  kind,
  kindLabel,
  depth,
  status,
  updatedAt: ago(depth * 50 + 3),
  updatedByName: depth === 2 ? "Maja Lind" : null,
  publishedAt: ago(24 * 9),
})

/** A slice of the site's pages, as the Pages screen groups them. */
export const PAGE_SECTIONS: DocumentTreeSection[] = [
  {
    key: "top-level",
    label: "Home and top-level pages",
    pages: [page("/", "Translation, Localization and Language AI from Stockholm", "page:home", "Home page", 0)],
  },
  {
    key: "services",
    label: "Services",
    path: "/services/",
    pages: [
      page("/services", "Language services", "page:content", "Content page", 0),
      page("/services/translation", "Translation", "page:service", "Service page", 1, "changed"),
      page("/services/translation/legal", "Legal translation", "page:service", "Service page", 2, "draft"),
    ],
  },
]

/** Two documents in the trash, one of them close to going for good. */
export const TRASHED: TrashedDocument[] = [
  {
    id: "trashed-1",
    title: "Copy of The real economics of machine translation post-editing",
    path: "/resources/blog/machine-translation-post-editing-economics-copy",
    kindLabel: "Blog post",
    deletedAt: ago(3),
    deletedByName: "Maja Lind",
  },
  {
    id: "trashed-2",
    title: "Project manager, life sciences",
    path: "/careers/open-positions/project-manager-life-sciences",
    kindLabel: "Open position",
    deletedAt: ago(24 * 27),
    deletedByName: null,
  },
]
