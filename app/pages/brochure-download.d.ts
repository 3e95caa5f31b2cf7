/** The brochure PDFs the build wrote to dist-app, one per language (see brochureDownload() in vite.config.ts). */
declare module "virtual:nordika-brochure" {
  type BrochureFile = { href: string; sizeBytes: number }
  export const BROCHURE_FILES: Record<import("#shared/locales").SiteLocale, BrochureFile>
}
