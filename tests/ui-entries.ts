/** The entry points of @nordika/ui, by audience: the name each is imported by, its source file, and its module from the sources. */
export const UI_ENTRIES = [
  { name: "@nordika/ui", source: "ui/index.ts", load: () => import("../ui/index") },
  { name: "@nordika/ui/sections", source: "ui/sections.ts", load: () => import("../ui/sections") },
  { name: "@nordika/ui/templates", source: "ui/templates.ts", load: () => import("../ui/templates") },
  { name: "@nordika/ui/admin", source: "ui/admin.ts", load: () => import("../ui/admin") },
] as const
