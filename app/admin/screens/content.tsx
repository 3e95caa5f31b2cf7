import { ChevronRight } from "lucide-react"
import { Skeleton, SmartLink, formatDateTime } from "@nordika/ui"
import { ContentStatusBadge, ErrorState } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useContentOverviewQuery } from "../../data/content/content-query"
import { AdminScreenPage } from "../admin-screen"
import { CONTENT_SECTIONS } from "../content/sections"
import { adminHref } from "../paths"

/** /admin/content: every editable section with its state, its last change and who made it. */
export default function ContentIndexScreen() {
  const { client } = useAuth()
  const overview = useContentOverviewQuery(client)
  const rows = overview.data

  return (
    <AdminScreenPage>
      {overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <div className="overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
          <table className="w-full border-collapse text-sm" aria-busy={!rows}>
            <caption className="sr-only">Editable sections of the website</caption>
            <thead className="hidden border-b border-border bg-muted/50 text-left text-xs text-muted-foreground md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Section
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Last change
                </th>
                <th scope="col" className="w-8 px-4 py-2.5">
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {CONTENT_SECTIONS.map((info) => {
                const row = rows?.find((candidate) => candidate.key === info.key)
                const change = row?.draft ?? row
                return (
                  <tr key={info.key} className="group relative flex flex-col gap-2 px-4 py-3 hover:bg-accent/50 md:table-row md:p-0">
                    <th scope="row" className="text-left font-normal md:px-4 md:py-3">
                      <SmartLink
                        href={adminHref(info.screenPath)}
                        className="font-medium text-foreground after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-ring after:focus-visible:ring-inset"
                      >
                        {info.title}
                      </SmartLink>
                      <span className="block text-xs text-muted-foreground">{info.shownOn}</span>
                    </th>
                    <td className="md:px-4 md:py-3">
                      {row ? (
                        <ContentStatusBadge status={row.draft ? "draft" : row.published ? "published" : "unpublished"} />
                      ) : (
                        <Skeleton className="h-5 w-24" />
                      )}
                    </td>
                    <td className="text-muted-foreground md:px-4 md:py-3">
                      {change ? (
                        <>
                          <span className="text-foreground">{formatDateTime(change.updatedAt)}</span>
                          <span className="block text-xs">
                            {row?.draft ? "Draft saved" : `Version ${row?.version} published`}
                            {change.updatedBy ? ` by ${change.updatedBy}` : " with the initial content"}
                          </span>
                        </>
                      ) : (
                        <Skeleton className="h-5 w-40" />
                      )}
                    </td>
                    <td className="hidden text-muted-foreground md:table-cell md:px-4 md:py-3">
                      <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminScreenPage>
  )
}
