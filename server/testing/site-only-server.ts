import type { AddressInfo } from "node:net"
import { createAdaptorServer } from "@hono/node-server"
import { loadSiteOnlyConfig } from "../site-only/config"
import { createSiteOnlyServer, type SiteOnlyServer } from "../site-only/server"

/** A site-only server listening on a free port of 127.0.0.1, for a test. */
export interface TestSiteOnlyServer {
  site: SiteOnlyServer
  /** http://127.0.0.1:<port> */
  url: string
  close(): Promise<void>
}

/** Starts a site-only server from `env` (SUPABASE_URL, SUPABASE_ANON_KEY, APP_DIR…), quietly, on a free port. */
export async function startSiteOnlyServer(env: NodeJS.ProcessEnv): Promise<TestSiteOnlyServer> {
  const site = createSiteOnlyServer(loadSiteOnlyConfig({ PORT: "0", ...env }), { quiet: true })
  const listener = createAdaptorServer({ fetch: site.fetch, hostname: "127.0.0.1" })
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", () => resolve()))
  return {
    site,
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    async close() {
      await site.close()
      await new Promise((resolve) => listener.close(resolve))
    },
  }
}
