import { inject } from "vitest"

declare module "vitest" {
  export interface ProvidedContext {
    readOnlySiteUrl: string
  }
}

/**
 * The address of the routes project's shared server (read-only-site.global.ts), for a file that
 * never writes to the site: a file that writes starts its own (startSite).
 */
export function readOnlySiteUrl(): string {
  return inject("readOnlySiteUrl")
}
