/** The client logos' query keys (the admin's list; the public site reads them through its loaders). */
export const clientLogoKeys = {
  all: () => ["client-logos"] as const,
  list: () => ["client-logos", "list"] as const,
}
