import { useEffect } from "react"
import { FatalErrorScreen } from "@nordika/ui"
import { isRouteErrorResponse, useRouteError } from "react-router-dom"
import { useI18n } from "../i18n/i18n"

/** How a route's error is filed: a thrown response (a loader's 404) or a crash while rendering. */
export function routeErrorKind(error: unknown) {
  return isRouteErrorResponse(error) ? "route" : "render"
}

/**
 * The error element of the layout: a render crash anywhere below shows the fatal error screen, and
 * is reported so staff see it in Diagnostics.
 */
export function RouteErrorScreen() {
  const error = useRouteError()
  const { i18n } = useI18n()
  const title = i18n._("error.document-title")
  useEffect(() => {
    // The head's code is the pages' (no part of the first load): it comes with the error, as the reporter does.
    import("../site/document-meta").then(
      (module) => module?.applyDocumentMeta({ title }),
      (importError: unknown) => console.warn("[nordika] The error page's title could not be set:", importError),
    )
  }, [title])
  useEffect(() => {
    // Loaded only when something crashed: the reporter brings supabase-js, which no page's first load needs.
    import("../data/client-errors").then(
      (module) => module?.reportClientError(error, routeErrorKind(error)),
      (importError: unknown) => console.warn("[nordika] The crash could not be reported:", importError),
    )
  }, [error])
  return (
    <FatalErrorScreen
      error={error}
      labels={{
        title: i18n._("error.title"),
        text: i18n._("error.text"),
        refresh: i18n._("error.refresh"),
        details: i18n._("error.details"),
      }}
    />
  )
}
