/**
 * A document as the public site would draw it: the kind's public template where one renders from a
 * document's data (service and industry pages; blog posts and news items in the article template; case
 * studies in theirs), with the library images it names, else a readable summary of its fields.
 */
import { lazy, Suspense } from "react"
import { RichText, type RichTextBlock } from "@nordika/ui"
import { ArticleTemplate, CaseStudyTemplate, type Article, type ContentImage } from "@nordika/ui/templates"
import type { BlogPost } from "#shared/content/blog-post"
import type { MenuFooter, MenuHeader } from "#shared/content/menus"
import { LISTED } from "../../../site/collection-pages"
import type { PageDocument } from "../../../site/document-pages"
import { readingMinutes } from "../../../content/reading-time"
import { CONTENT_FIELD_LABELS, humanize } from "../../content/schema-fields"

export interface DocumentPreviewProps {
  kind: string
  title: string
  path: string
  /** The data, which its kind's schema accepts. */
  data: unknown
  /** The library images the data names, by media id, as the public pages draw them (a cover, a portrait). */
  images?: Record<string, ContentImage>
}

/** The words of a run of inlines (a link to a page without its own words has none here). */
const inlineText = (inlines: readonly { type: string; text?: string; label?: string }[]) =>
  inlines.map((inline) => inline.text ?? inline.label ?? "").join("")

function articleFrom(path: string, data: BlogPost, images: Record<string, ContentImage>): Article {
  const body = data.body
  const cover = data.coverImage ? images[data.coverImage] : undefined
  return {
    ...(cover ? { cover } : {}),
    slug: path.split("/").at(-1) ?? "",
    meta: { path, title: data.meta.title, description: data.meta.description },
    title: data.title,
    excerpt: data.excerpt,
    author: data.author,
    published: data.published,
    tags: data.tags,
    body,
    readingMinutes: readingMinutes([
      data.title,
      ...body.flatMap((block) => (block.type === "list" ? block.items.map(inlineText) : [inlineText(block.children)])),
    ]),
  }
}

const asDocument = <K extends "page:service" | "page:industry" | "case_study">({ title, path, data }: DocumentPreviewProps) =>
  ({ id: "", title, path, data, publishedAt: "" }) as PageDocument<K>

// The page modules, loaded as the site loads them (their own chunks): imported statically, their
// modules would split into chunks of their own, each a name more in the list every public page loads.
const ServiceDocumentPreview = lazy(() => import("../../../pages/service").then((module) => ({ default: module.ServiceDocumentPreview })))
const IndustryDocumentPreview = lazy(() =>
  import("../../../pages/industry").then((module) => ({ default: module.IndustryDocumentPreview })),
)

const MenuHeaderPreview = lazy(() => import("./menu-preview").then((module) => ({ default: module.MenuHeaderPreview })))
const MenuFooterPreview = lazy(() => import("./menu-preview").then((module) => ({ default: module.MenuFooterPreview })))

export function DocumentPreview(props: DocumentPreviewProps) {
  switch (props.kind) {
    case "menu_header":
      return (
        <Suspense fallback={null}>
          <MenuHeaderPreview data={props.data as MenuHeader} images={props.images ?? {}} />
        </Suspense>
      )
    case "menu_footer":
      return (
        <Suspense fallback={null}>
          <MenuFooterPreview data={props.data as MenuFooter} />
        </Suspense>
      )
    case "page:service":
      return (
        <Suspense fallback={null}>
          <ServiceDocumentPreview document={asDocument<"page:service">(props)} />
        </Suspense>
      )
    case "page:industry":
      return (
        <Suspense fallback={null}>
          <IndustryDocumentPreview document={asDocument<"page:industry">(props)} />
        </Suspense>
      )
    case "blog_post":
    case "news_item":
      return (
        <ArticleTemplate
          article={articleFrom(props.path, props.data as BlogPost, props.images ?? {})}
          eyebrow={props.kind === "blog_post" ? "Blog" : "News"}
        />
      )
    case "case_study":
      return <CaseStudyTemplate caseStudy={LISTED.case_study.from(asDocument<"case_study">(props), props.images ?? {})} />
    default:
      return <DocumentSummary {...props} />
  }
}

const isRichText = (value: unknown): value is RichTextBlock[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (block) => block && typeof block === "object" && ["paragraph", "heading", "list"].includes((block as { type?: string }).type ?? ""),
  )

const labelOf = (key: string) => CONTENT_FIELD_LABELS[key] ?? humanize(key)

/** One value of the summary: text, rich text, a list or a group of fields. */
function SummaryValue({ value }: { value: unknown }) {
  if (isRichText(value)) return <RichText blocks={value} headingLevel={3} />
  if (Array.isArray(value))
    return value.length ? (
      <ol className="ml-5 flex list-decimal flex-col gap-2">
        {value.map((item, index) => (
          <li key={index}>
            <SummaryValue value={item} />
          </li>
        ))}
      </ol>
    ) : (
      <p className="text-muted-foreground">None</p>
    )
  if (value && typeof value === "object")
    return (
      <dl className="flex flex-col gap-2">
        {Object.entries(value).map(([key, child]) => (
          <div key={key}>
            <dt className="text-sm font-semibold">{labelOf(key)}</dt>
            <dd>
              <SummaryValue value={child} />
            </dd>
          </div>
        ))}
      </dl>
    )
  return <p>{typeof value === "boolean" ? (value ? "Yes" : "No") : String(value ?? "")}</p>
}

/** A kind without a template of its own: its title, address and every field, readably. */
function DocumentSummary({ title, path, data }: DocumentPreviewProps) {
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10" data-slot="document-summary">
      <header className="flex flex-col gap-1">
        <h1 className="font-heading text-3xl font-semibold text-balance">{title}</h1>
        <p className="text-sm text-muted-foreground">{path}</p>
      </header>
      <SummaryValue value={data} />
    </article>
  )
}
