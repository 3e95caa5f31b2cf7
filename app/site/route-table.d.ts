/** The build-time projection of the route manifest (see routeManifest() in vite.config.ts). */
declare module "virtual:nordika-route-table" {
  export const ROUTE_TABLE: ReadonlyArray<{
    path: string
    page: import("./document-routes").PageKind
    /** For an alias (/technology/ai-solutions): the path of the page it shows (/services/ai-tech-solutions). */
    canonical?: string
  }>
  export const REDIRECTS: Readonly<Record<string, string>>
}

/** The chunks each page module needs beyond the entry, from the browser build (see pageChunks() in vite.config.ts). */
declare module "virtual:nordika-page-chunks" {
  export const PAGE_CHUNKS: Readonly<Record<string, readonly string[]>>
}
