/**
 * One external link checked: HEAD, then GET when the server answers HEAD with 405 or 501; redirects
 * followed up to MAX_REDIRECTS; the whole check bounded by LINK_TIMEOUT_MS; never against a private,
 * loopback or link-local address (each hop's host is resolved first, and the connection goes to the
 * address that was checked). The limits of a run (at most so many checks at once, one request per
 * host per interval) are a `LinkCheckLimits` the run shares between its checks.
 */
import dns from "node:dns/promises"
import http from "node:http"
import https from "node:https"
import net from "node:net"
import { isRefusedAddress, PRIVATE_ADDRESS_RANGES, REFUSED_PRIVATE_ADDRESS, type AddressRange } from "./addresses"

/** The longest a link may take, all its redirects included, before it counts as unreachable. */
const LINK_TIMEOUT_MS = 5_000
/** A link that answers, but slower than this, is reported as slow. */
const SLOW_LINK_MS = 2_000
/** Redirects followed before a link counts as broken. */
const MAX_REDIRECTS = 5
/** External checks under way at once, over the whole run. */
const MAX_CONCURRENT_CHECKS = 4
/** The least time between two requests to the same host. */
const PER_HOST_INTERVAL_MS = 500

type LinkStatus = "ok" | "broken" | "redirected" | "slow" | "unreachable" | "refused"

export interface LinkOutcome {
  status: LinkStatus
  detail?: string
  httpStatus?: number
  finalTarget?: string
  durationMs?: number
}

/** Resolves a host name to its addresses (dns.lookup by default; a test may answer for the outside world). */
type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>

const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true, verbatim: true })

export interface ExternalCheckOptions {
  timeoutMs?: number
  slowMs?: number
  maxRedirects?: number
  /**
   * The ranges refused (PRIVATE_ADDRESS_RANGES). Only tests pass fewer, so that a local HTTP server can
   * stand in for the outside world; nothing in the environment changes it.
   */
  refusedRanges?: readonly AddressRange[]
  resolve?: ResolveHost
  limits?: LinkCheckLimits
}

/** At most `concurrency` checks at once, and at least `hostIntervalMs` between two requests to one host. */
export class LinkCheckLimits {
  private running = 0
  private readonly waiting: (() => void)[] = []
  private readonly nextStart = new Map<string, number>()

  constructor(
    readonly concurrency = MAX_CONCURRENT_CHECKS,
    readonly hostIntervalMs = PER_HOST_INTERVAL_MS,
  ) {}

  /** Runs `check` once a slot is free. */
  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await check()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  /** Waits until a request to `host` may start, and books the next one an interval later. */
  async hostTurn(host: string): Promise<void> {
    const now = Date.now()
    const start = Math.max(now, this.nextStart.get(host) ?? 0)
    this.nextStart.set(host, start + this.hostIntervalMs)
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now))
  }
}

class RefusedAddress extends Error {}

interface Answer {
  status: number
  location?: string
}

/** One request; its body is never read. */
function request(url: URL, method: "HEAD" | "GET", address: { address: string; family: number }, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http
    const req = client.request(
      url,
      {
        method,
        signal,
        headers: { "user-agent": "NordikaLinkChecker/1.0", accept: "*/*" },
        // The address checked, never a second lookup's.
        lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (options.all) callback(null, [address])
          else callback(null, address.address, address.family)
        }) as never,
      },
      (res) => {
        const location = res.headers.location
        res.destroy()
        resolve({ status: res.statusCode ?? 0, location: typeof location === "string" ? location : undefined })
      },
    )
    req.on("error", reject)
    req.end()
  })
}

/** The host's addresses, checked: a refused one anywhere refuses the host (a name may point inside as well as out). */
async function checkedAddress(url: URL, resolve: ResolveHost, ranges: readonly AddressRange[]) {
  const host = url.hostname.replace(/^\[|\]$/g, "")
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await resolve(host)
  if (addresses.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" })
  if (addresses.some((entry) => isRefusedAddress(entry.address, ranges))) throw new RefusedAddress(REFUSED_PRIVATE_ADDRESS)
  return addresses[0]
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/** Checks one address of another site. Never throws: every failure is an outcome. */
export async function checkExternalLink(address: string, options: ExternalCheckOptions = {}): Promise<LinkOutcome> {
  const timeoutMs = options.timeoutMs ?? LINK_TIMEOUT_MS
  const slowMs = options.slowMs ?? SLOW_LINK_MS
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  const ranges = options.refusedRanges ?? PRIVATE_ADDRESS_RANGES
  const resolve = options.resolve ?? resolveWithDns
  const limits = options.limits ?? new LinkCheckLimits()

  let url: URL
  try {
    url = new URL(address)
  } catch {
    return { status: "broken", detail: "not a valid address" }
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { status: "broken", detail: "not an http(s) address" }

  return limits.run(async () => {
    // The time spent in requests (a wait for the host's turn is not the link's slowness).
    let spent = 0
    let timedOut = false
    const timed = async (method: "HEAD" | "GET", target: { address: string; family: number }) => {
      await limits.hostTurn(url.host)
      const signal = AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs - spent)))
      const started = performance.now()
      try {
        return await request(url, method, target, signal)
      } catch (error) {
        if (signal.aborted) timedOut = true
        throw error
      } finally {
        spent += performance.now() - started
      }
    }
    const elapsed = () => Math.round(spent)
    let redirects = 0
    try {
      for (;;) {
        const target = await checkedAddress(url, resolve, ranges)
        let answer = await timed("HEAD", target)
        if (answer.status === 405 || answer.status === 501) answer = await timed("GET", target)
        if (REDIRECT_STATUSES.has(answer.status) && answer.location) {
          if (redirects >= maxRedirects) {
            return { status: "broken", detail: `more than ${maxRedirects} redirects`, httpStatus: answer.status, durationMs: elapsed() }
          }
          redirects++
          url = new URL(answer.location, url)
          if (url.protocol !== "https:" && url.protocol !== "http:") {
            return { status: "broken", detail: "redirects to a non-http address", finalTarget: url.href, durationMs: elapsed() }
          }
          continue
        }
        const durationMs = elapsed()
        if (answer.status >= 400 || answer.status < 200)
          return { status: "broken", detail: `HTTP ${answer.status}`, httpStatus: answer.status, durationMs }
        if (redirects > 0) {
          const hops = `${redirects} redirect${redirects === 1 ? "" : "s"}`
          return {
            status: "redirected",
            detail: `HTTP ${answer.status} after ${hops}`,
            httpStatus: answer.status,
            finalTarget: url.href,
            durationMs,
          }
        }
        if (durationMs > slowMs) return { status: "slow", detail: `answered in ${durationMs} ms`, httpStatus: answer.status, durationMs }
        return { status: "ok", httpStatus: answer.status, durationMs }
      }
    } catch (error) {
      const durationMs = elapsed()
      if (error instanceof RefusedAddress) {
        return { status: "refused", detail: REFUSED_PRIVATE_ADDRESS, finalTarget: redirects > 0 ? url.href : undefined, durationMs }
      }
      if (timedOut) return { status: "unreachable", detail: `no answer within ${timeoutMs / 1000} s`, durationMs }
      const code = (error as { code?: string }).code
      return { status: "unreachable", detail: code ? `no connection (${code})` : "no connection", durationMs }
    }
  })
}
