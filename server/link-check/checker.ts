/**
 * A run of the link checker (migration 20261202000300_link_checks.sql): the links of every live
 * document (or of one, after its publish), each checked and its outcome stored in
 * public.link_check_results, replacing what the last run found for those documents.
 *
 * - by id: the target document missing, in the trash or not published is broken;
 * - by path: a live document's path or a route of the code is a page; a redirect's source is
 *   "redirected" (to its target); anything else is broken;
 * - external: checkExternalLink() (./external.ts), one check per address per run.
 *
 * The results are written as the service role, as the table's grants allow no one else.
 */
import { documentSchemaFor } from "#shared/content/index"
import { linkReferences, type LinkReference } from "#shared/content/link-refs"
import type { Database } from "../db/types"
import { checkExternalLink, LinkCheckLimits, type ExternalCheckOptions, type LinkOutcome } from "./external"

export interface LinkCheckerOptions {
  /** Options of the external checks (tests narrow the refused ranges to reach their local server). */
  external?: ExternalCheckOptions
  /**
   * The pages of the site besides the live documents' paths, read once per run: the routes of the code
   * (sign-in, the technology aliases of live pages). Without it, only the documents and redirects count.
   */
  siteRoutes?: () => Promise<(path: string) => boolean>
}

interface DocumentRow {
  id: string
  collection: string
  path: string
  title: string
  published: boolean
  unpublished: boolean
  deleted: boolean
}

interface RedirectRow {
  source: string
  target: string
  match: "exact" | "prefix"
}

interface RunRow {
  id: string
  scope: "site" | "document"
  document_id: string | null
}

interface ResultRow extends LinkReference, LinkOutcome {
  documentId: string
}

const SERVICE_ROLE: [string, string][] = [["role", "service_role"]]

const isLive = (document: DocumentRow) => document.published && !document.unpublished && !document.deleted

/** Where a path redirects (an exact source, else the longest prefix source), or undefined. */
function redirectOf(path: string, redirects: RedirectRow[]): string | undefined {
  const exact = redirects.find((redirect) => redirect.match === "exact" && redirect.source === path)
  if (exact) return exact.target
  const prefix = redirects
    .filter((redirect) => redirect.match === "prefix" && (path === redirect.source || path.startsWith(`${redirect.source}/`)))
    .sort((a, b) => b.source.length - a.source.length)[0]
  return prefix ? prefix.target + path.slice(prefix.source.length) : undefined
}

/** Takes the run if no one has (a second server, a repeated notification) and checks its documents. */
export async function runLinkCheck(
  db: Database,
  runId: string,
  options: LinkCheckerOptions = {},
): Promise<{ linksChecked: number } | null> {
  const claimed = await db.transaction(
    (tx) =>
      tx.query<RunRow>(
        "update public.link_check_runs set started_at = now() where id = $1 and started_at is null returning id, scope, document_id",
        [runId],
      ),
    { settings: SERVICE_ROLE },
  )
  const run = claimed.rows[0]
  if (!run) return null
  try {
    const results = await checkRun(db, run, options)
    await db.transaction(
      async (tx) => {
        if (run.scope === "site") await tx.query("delete from public.link_check_results where true")
        else await tx.query("delete from public.link_check_results where document_id = $1", [run.document_id])
        for (const result of results) {
          await tx.query(
            `insert into public.link_check_results (document_id, field, link_kind, target, status, detail, http_status, final_target, duration_ms, run_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [
              result.documentId,
              result.field.slice(0, 300) || "(data)",
              result.kind,
              result.target.slice(0, 400),
              result.status,
              result.detail?.slice(0, 300) ?? null,
              result.httpStatus ?? null,
              result.finalTarget?.slice(0, 400) ?? null,
              result.durationMs ?? null,
              run.id,
            ],
          )
        }
        await tx.query("update public.link_check_runs set finished_at = now(), links_checked = $2 where id = $1", [run.id, results.length])
      },
      { settings: SERVICE_ROLE },
    )
    return { linksChecked: results.length }
  } catch (error) {
    await db
      .transaction(
        (tx) =>
          tx.query("update public.link_check_runs set finished_at = now(), error = $2 where id = $1", [
            run.id,
            (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ]),
        { settings: SERVICE_ROLE },
      )
      .catch(() => undefined)
    throw error
  }
}

async function checkRun(db: Database, run: RunRow, options: LinkCheckerOptions): Promise<ResultRow[]> {
  const { rows: documents } = await db.query<DocumentRow>(
    `select id, collection, path, title, published_data is not null as published, unpublished_at is not null as unpublished,
       deleted_at is not null as deleted
     from public.documents`,
  )
  const { rows: redirects } = await db.query<RedirectRow>("select source, target, match from public.redirects")
  const byId = new Map(documents.map((document) => [document.id, document]))
  const livePaths = new Set(documents.filter(isLive).map((document) => document.path))
  const isCodeRoute = options.siteRoutes ? await options.siteRoutes().catch(() => () => false) : () => false

  const scope = documents.filter((document) => isLive(document) && (run.scope === "site" || document.id === run.document_id))
  if (scope.length === 0) return []
  const { rows: data } = await db.query<{ id: string; published_data: unknown }>(
    "select id, published_data from public.documents where id = any($1::uuid[])",
    [scope.map((document) => document.id)],
  )
  const dataById = new Map(data.map((row) => [row.id, row.published_data]))

  const limits = options.external?.limits ?? new LinkCheckLimits()
  const external = new Map<string, Promise<LinkOutcome>>()
  const checkExternal = (address: string) => {
    let outcome = external.get(address)
    if (!outcome) {
      outcome = checkExternalLink(address, { ...options.external, limits })
      external.set(address, outcome)
    }
    return outcome
  }

  const checkInternal = (link: LinkReference): LinkOutcome => {
    if (link.kind === "document") {
      const target = byId.get(link.target)
      if (!target) return { status: "broken", detail: "the linked page no longer exists" }
      if (target.deleted) return { status: "broken", detail: "the linked page is in the trash", finalTarget: target.path }
      if (!isLive(target)) return { status: "broken", detail: "the linked page is not published", finalTarget: target.path }
      return { status: "ok", finalTarget: target.path }
    }
    if (livePaths.has(link.target)) return { status: "ok" }
    const redirected = redirectOf(link.target, redirects)
    if (redirected !== undefined) return { status: "redirected", detail: `redirects to ${redirected}`, finalTarget: redirected }
    if (isCodeRoute(link.target)) return { status: "ok" }
    return { status: "broken", detail: "no page at this path" }
  }

  const pending: Promise<ResultRow>[] = []
  for (const document of scope) {
    for (const link of linkReferences(documentSchemaFor(document.collection), dataById.get(document.id))) {
      pending.push(
        link.kind === "external"
          ? checkExternal(link.target).then((outcome) => ({ ...link, ...outcome, documentId: document.id }))
          : Promise.resolve({ ...link, ...checkInternal(link), documentId: document.id }),
      )
    }
  }
  return Promise.all(pending)
}
