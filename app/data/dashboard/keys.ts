/** The dashboard's query keys: each panel's figures. */
export const dashboardKeys = {
  all: () => ["dashboard"] as const,
  figures: () => ["dashboard", "figures"] as const,
  leadFigures: () => ["dashboard", "lead-figures"] as const,
  activity: () => ["dashboard", "activity"] as const,
  sectionChanges: () => ["dashboard", "section-changes"] as const,
}
