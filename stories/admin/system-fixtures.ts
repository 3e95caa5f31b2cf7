import type { ActivityDay } from "../../ui/components/admin/activity-chart"
import type { AuditEvent } from "../../ui/components/admin/audit-log"
import type { ClientErrorReport } from "../../ui/components/admin/client-error-list"
import type { HealthCheck } from "../../ui/components/admin/health-check"
import type { ReleaseNote } from "../../ui/components/admin/release-note"

/** The moment every system story is seen from, so relative times and ranges never drift. */
export const STORY_NOW = new Date("2026-02-25T12:00:00Z")
const ago = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString()

export const HEALTHY_CHECKS: HealthCheck[] = [
  { id: "auth", name: "Sign-in (auth)", description: "GET /auth/v1/health", status: "ok", latencyMs: 12 },
  { id: "database", name: "Database (REST)", description: "A read of site_settings", status: "ok", latencyMs: 24 },
  { id: "storage", name: "File storage", description: "The list of buckets", status: "ok", latencyMs: 18 },
  { id: "functions", name: "Edge functions", description: "The diagnostics function's ping", status: "ok", latencyMs: 31 },
  {
    id: "realtime",
    name: "Realtime",
    description: "GET /realtime/v1/api/health",
    status: "unavailable",
    detail: "Realtime is not part of this server yet",
  },
]

const UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1"

export const CLIENT_ERRORS: ClientErrorReport[] = [
  {
    id: "e1",
    occurredAt: ago(4),
    kind: "render",
    message: "TypeError: Cannot read properties of undefined (reading 'title')",
    path: "/services/translation",
    url: "https://nordika.se/services/translation?ref=nav",
    stack:
      "TypeError: Cannot read properties of undefined (reading 'title')\n    at ServicePage (service-Cx81.js:1:2211)\n    at renderWithHooks (react-dom.js:1:5000)",
    userAgent: UA,
    userEmail: null,
    release: "2026.02.25",
  },
  {
    id: "e2",
    occurredAt: ago(3 * 60),
    kind: "chunk_load",
    message: "Error: Failed to fetch dynamically imported module",
    path: "/admin/content",
    stack: "Error: Failed to fetch dynamically imported module\n    at lazy (index.js:1:99)",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Chrome/131.0 Safari/537.36",
    userEmail: "astrid.lindqvist@nordika.se",
  },
  {
    id: "e3",
    occurredAt: ago(3 * 24 * 60),
    kind: "route",
    message: "404 Not Found",
    path: "/blog/old-post",
    userAgent: UA,
  },
  {
    id: "e4",
    occurredAt: ago(20 * 24 * 60),
    kind: "window",
    message: "ReferenceError: gtag is not defined",
    path: "/",
    userAgent: UA,
  },
]

export const AUDIT_EVENTS: AuditEvent[] = [
  {
    id: "data-3",
    occurredAt: ago(6),
    actorEmail: "astrid.lindqvist@nordika.se",
    actorRole: "admin",
    action: "update",
    targetType: "site_settings",
    targetId: "theme",
    targetLabel: "theme",
    oldData: { key: "theme", value: { colors: { primary: "#0b5cad" } } },
    newData: { key: "theme", value: { colors: { primary: "#12703a" } } },
    ipAddress: "192.0.2.14",
    userAgent: "Mozilla/5.0 (Macintosh) Chrome/131.0",
  },
  {
    id: "auth-9",
    occurredAt: ago(40),
    actorEmail: "erik.berg@nordika.se",
    actorRole: "editor",
    action: "login",
    targetType: "user",
    targetId: "5d1c",
    targetLabel: "erik.berg@nordika.se",
    oldData: null,
    newData: null,
    details: { provider: "email" },
    ipAddress: "198.51.100.7",
    userAgent: null,
  },
  {
    id: "data-2",
    occurredAt: ago(2 * 24 * 60),
    actorEmail: "erik.berg@nordika.se",
    actorRole: "editor",
    action: "insert",
    targetType: "client_logos",
    targetId: "c1",
    targetLabel: "Spotify",
    oldData: null,
    newData: { name: "Spotify", sort_order: 3 },
    ipAddress: "198.51.100.7",
    userAgent: null,
  },
  {
    id: "data-1",
    occurredAt: ago(12 * 24 * 60),
    actorEmail: "astrid.lindqvist@nordika.se",
    actorRole: "admin",
    action: "delete",
    targetType: "client_logos",
    targetId: "c0",
    targetLabel: "Volvo",
    oldData: { name: "Volvo", sort_order: 1 },
    newData: null,
    ipAddress: "192.0.2.14",
    userAgent: null,
  },
]

export const RELEASE_NOTES: ReleaseNote[] = [
  {
    id: "n2",
    version: "2026.02.25",
    releasedOn: "2026-02-25",
    title: "Dashboard, diagnostics, system updates and the audit log",
    body: "The *Overview* and *System* screens are ready.\n\n### Diagnostics\nLive checks with their **response times**.\n\n- The errors visitors' browsers report\n- This browser's details",
  },
  {
    id: "n1",
    version: "2026.02.10",
    releasedOn: "2026-02-10",
    title: "The staff admin",
    body: "Nordika's website now has its own admin at **/admin**. Sign in at `/login`.",
  },
]

/** 30 days of activity ending on STORY_NOW's day. */
export const ACTIVITY: ActivityDay[] = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(STORY_NOW.getTime() - (29 - index) * 86_400_000).toISOString().slice(0, 10)
  return { day, changes: (index * 7) % 9, signIns: 1 + ((index * 5) % 4), clientErrors: index % 11 === 3 ? 2 : 0 }
})
