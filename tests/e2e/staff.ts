/**
 * Support for the staff journeys: the real server with the built app (the route tests' site, reused),
 * Chromium, staff users made through the auth admin API with the service-role key, a TOTP factor
 * enrolled through supabase-js's mfa API, and sign-in through the /login form as a person does it.
 */
import crypto from "node:crypto"
import { expect } from "vitest"
import { createClient } from "@supabase/supabase-js"
import ws from "ws"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { LOGIN_EMAIL_LABEL, LOGIN_PASSWORD_LABEL, LOGIN_SUBMIT_LABEL } from "../../ui/components/admin/login-card"
import { ADMIN_TITLE_SUFFIX } from "../../app/admin/admin-screen"
import { totpCode } from "../../server/auth/test-support"
import type { StaffRole } from "#shared/staff"
import { startTestServer, type TestServer, type TestServerOptions } from "../../server/testing/harness"
import { APP_DIR, assertAppBuilt, assertServerRenderBuilt, DESKTOP, sharedBrowser, watchRendering } from "../routes/site-under-test"

export { latestMail, linkIn, totpCode } from "../../server/auth/test-support"

/**
 * The real server over HTTP on a random port (in-memory database) serving the built app, as the route
 * tests start it; rate limits stay off unless asked for.
 */
export async function startSite(options: { rateLimits?: boolean; linkChecks?: TestServerOptions["linkChecks"] } = {}): Promise<TestServer> {
  assertAppBuilt()
  assertServerRenderBuilt()
  return startTestServer({
    http: true,
    linkChecks: options.linkChecks,
    config: { appDir: APP_DIR, rateLimits: options.rateLimits ?? false },
  })
}

/**
 * The site as startSite() starts it, reached as localhost: a WebAuthn relying party is a domain name
 * (Chromium refuses passkeys for an IP address), and that is the origin the server then accepts.
 */
export async function startSiteOnLocalhost(): Promise<TestServer> {
  const site = await startSite()
  const origin = site.url.replace("127.0.0.1", "localhost")
  site.ctx.config.siteUrl = origin
  site.ctx.config.apiUrl = origin
  Object.defineProperty(site, "url", { value: origin })
  return site
}

/**
 * A journey file's site (a database of its own, from `start`) and the worker's one browser
 * (sharedBrowser), started together. Each journey gets a browser context of its own (withFreshPage),
 * which shares no storage, cookies or passkeys with another.
 */
export async function startJourneys(start: () => Promise<TestServer> = startSite): Promise<{ site: TestServer; browser: Browser }> {
  const [site, browser] = await Promise.all([start(), sharedBrowser()])
  return { site, browser }
}

/** The two widths every journey's screens are looked at in (the guide's 1440 px desktop and 390 px phone). */
export const AT_1440_PX = { width: 1440, height: 900 }
export const AT_390_PX = { width: 390, height: 844 }

/** A public page's HTML as the server sends it to a visitor (no script run), answered 200. */
export async function publicHtml(site: TestServer, path: string): Promise<string> {
  const response = await fetch(site.url + path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** Picks `option` (its label) in a lead form's select (the browser's own), found by the field's label. */
export async function chooseInFormSelect(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: label, exact: true }).selectOption({ label: option })
}

/** The choices of a lead form's select, found by the field's label (focused first, as a visitor opening it does): its options but the placeholder. */
export async function formSelectChoices(page: Page, label: string): Promise<string[]> {
  const select = page.getByRole("combobox", { name: label, exact: true })
  await select.focus()
  return (await select.locator("option:not([disabled])").allInnerTexts()).map((option) => option.trim())
}

/** A password every test user gets (the server's minimum is 6 characters). */
const STAFF_PASSWORD = "a long staff passphrase"

export interface TestUser {
  id: string
  email: string
  password: string
}

/** A confirmed user made through the auth admin API, with `role` in app_metadata (none: not staff). */
export async function createUser(site: TestServer, role?: StaffRole, prefix: string = role ?? "visitor"): Promise<TestUser> {
  const email = `${prefix}-${crypto.randomBytes(4).toString("hex")}@nordika.test`
  const { data, error } = await site.client({ key: site.serviceRoleKey }).auth.admin.createUser({
    email,
    password: STAFF_PASSWORD,
    email_confirm: true,
    app_metadata: role ? { role } : {},
  })
  if (error || !data.user) throw new Error(`could not create ${email}: ${error?.message}`)
  return { id: data.user.id, email, password: STAFF_PASSWORD }
}

/** Enrols and verifies a TOTP factor for `user` in a session of its own, as an authenticator app would; returns the secret. */
export async function enrolTotp(site: TestServer, user: TestUser): Promise<string> {
  const client = site.client()
  const signIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signIn.error) throw signIn.error
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })
  if (error || !data) throw new Error(`could not enrol a factor: ${error?.message}`)
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: await totpCode(data.totp.secret) })
  if (verified.error) throw verified.error
  return data.totp.secret
}

/** A journey's tab: the page, its context, and what it logs as an error so far. */
export interface Tab {
  page: Page
  context: BrowserContext
  errors: string[]
}

/**
 * Runs `journey` in a browser context of its own (desktop size unless told, reduced motion), so no
 * session leaks between journeys; the context is closed afterwards whatever happens. A
 * Content-Security-Policy violation in it is logged as a console error.
 */
export async function withFreshPage<T>(browser: Browser, journey: (tab: Tab) => Promise<T>, viewport = DESKTOP): Promise<T> {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" })
  await watchRendering(context)
  // Deep enough to reach the component behind an error thrown inside React (10 frames by default).
  await context.addInitScript(() => (Error.stackTraceLimit = 30))
  try {
    const page = await context.newPage()
    return await journey({ page, context, errors: consoleErrors(page) })
  } finally {
    await context.close()
  }
}

/** The first frames of `error`'s stack, one per line, indented. */
const frames = (error: Error) =>
  (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, 30)
    .map((line) => `\n    ${line.trim()}`)
    .join("")

/** Collects what the page logs as an error (console errors and uncaught exceptions). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`)
  })
  // With where it was thrown: a minified React error names no component, its frames do (dist-app has sourcemaps).
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}${frames(error)}`))
  return errors
}

/** Fills in and sends the /login form the page shows. */
export async function submitLogin(page: Page, user: Pick<TestUser, "email" | "password">) {
  await page.getByLabel(LOGIN_EMAIL_LABEL).fill(user.email)
  await page.getByLabel(LOGIN_PASSWORD_LABEL).fill(user.password)
  await page.getByRole("button", { name: LOGIN_SUBMIT_LABEL, exact: true }).click()
}

/**
 * Opens /login?next=`next`, signs in as `user` by typing the form and waits for `next` (a user with a
 * factor stops at the code step instead). For the journeys about signing in; the others use openSignedIn.
 */
export async function signInAtLogin(page: Page, site: TestServer, user: TestUser, next = "/admin/dashboard") {
  await page.goto(`${site.url}/login?next=${encodeURIComponent(next)}`)
  await submitLogin(page, user)
  await page.waitForURL((url) => url.pathname === next, { timeout: 20_000 })
}

/**
 * Opens `next` signed in as `user`, for a journey that is not about signing in: the session comes
 * from the auth API (password, then the TOTP code at aal2 when `totpSecret` is given), asked for with
 * the browser's user agent, and goes into the page's localStorage as the app's supabase-js keeps it
 * (the same library writes it here). A page load of /login and the typing are what this saves.
 */
export async function openSignedIn(
  page: Page,
  site: TestServer,
  user: TestUser,
  next = "/admin/dashboard",
  options: { totpSecret?: string } = {},
) {
  const stored = new Map<string, string>()
  const client = createClient(site.url, site.anonKey, {
    auth: {
      storage: {
        getItem: (key) => stored.get(key) ?? null,
        setItem: (key, value) => void stored.set(key, value),
        removeItem: (key) => void stored.delete(key),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { headers: { "User-Agent": await page.evaluate(() => navigator.userAgent) } },
    realtime: { transport: ws as never },
  })
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signedIn.error) throw signedIn.error
  if (options.totpSecret) {
    const factorId = (await client.auth.mfa.listFactors()).data?.totp[0]?.id
    if (!factorId) throw new Error(`${user.email} has no verified TOTP factor`)
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: await totpCode(options.totpSecret) })
    if (verified.error) throw verified.error
  }
  // Written into the origin's localStorage before the app's first script runs, by a script the page runs
  // as it loads `next` and then forgets (a reload later, after a sign-out say, finds what the app left).
  // An empty page of the origin opened first for the writing was a navigation more per journey.
  const seeding = await page.addInitScript(
    ({ origin, entries }) => {
      if (location.origin === origin) for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    { origin: new URL(site.url).origin, entries: [...stored] },
  )
  try {
    await page.goto(`${site.url}${next}`)
  } finally {
    await seeding.dispose()
  }
  await page.waitForURL((url) => url.pathname === next, { timeout: 20_000 })
}

/**
 * Opens a public page as a visitor and waits until the app has taken the server's HTML over: its code
 * loads after the first paint, and what is typed or clicked before that is the HTML's alone.
 */
export async function openPublicPage(page: Page, url: string) {
  await page.goto(url)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 })
}

/** Waits for an admin screen: its h1 and its document title ("Users · Nordika admin"). */
export async function waitForAdminScreen(page: Page, title: string) {
  await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor({ timeout: 20_000 })
  await expect.poll(() => page.title()).toBe(`${title}${ADMIN_TITLE_SUFFIX}`)
}

/** The assurance level of the session the page keeps in localStorage (from its access token), or null without one. */
export async function storedSessionAal(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))
    const session = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token?: string }) : null
    if (!session?.access_token) return null
    const payload = session.access_token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")
    return (JSON.parse(atob(payload)) as { aal?: string }).aal ?? null
  })
}
