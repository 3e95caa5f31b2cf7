/** The brochure PDF the build wrote to dist-app (see brochureDownload() in vite.config.ts). */
declare module "virtual:nordika-brochure" {
  export const BROCHURE: { href: string; sizeBytes: number }
}
