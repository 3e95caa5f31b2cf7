/** The migrations in supabase/migrations/ when the app was built (see migrationList() in vite.config.ts). */
declare module "virtual:nordika-migrations" {
  export const MIGRATIONS: ReadonlyArray<{ version: string; name: string }>
}
