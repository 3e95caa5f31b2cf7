/**
 * The routes project's one server for the files that only read the site (the crawl of site.test.ts,
 * wcag.test.ts, page-height.test.ts): started once in Vitest's main process before the project's
 * files run, its address handed to them (readOnlySiteUrl), closed after the last. Each of those files
 * started its own, 5-15 s each on this machine, for a site none of them changes. The files that
 * write (backend, documents, server-render) still start their own, so no write reaches another file.
 */
import type { TestProject } from "vitest/node"
import { startSite } from "./site-under-test"

export default async function setup(project: TestProject) {
  const site = await startSite()
  project.provide("readOnlySiteUrl", site.url)
  return () => site.close()
}
