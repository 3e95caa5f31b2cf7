/**
 * `npm run bench:realtime`: the realtime service of the local server, measured with the real
 * realtime-js client (the one supabase-js uses) over `ws`:
 *   1. postgres changes: latency from commit to delivery (p50/p99) with 1, 50 and 200 subscribers
 *      (all anon, so one RLS check per change serves them all), and with 200 subscribers who are
 *      200 different users (one RLS check per change and user);
 *   2. broadcast: messages per second from one socket to one, and to 50, others;
 * each beside a bare `ws` server in the same run that relays every message to the other sockets
 * (an echo fan-out: what the network and `ws` alone cost). The server runs as a child process on
 * PGlite in a temporary DATA_DIR, or on DATABASE_URL when that is set; counts and time are bounded.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { RealtimeClient, type RealtimeChannel } from "@supabase/supabase-js"
import WebSocket from "ws"
import { startBareScript, startBenchServer } from "./bench-processes"
import { apiKeys, signJwt } from "../server/jwt"

const SUBSCRIBER_COUNTS = [1, 50, 200]
/** Changes per latency scenario (fewer when each goes to many), and the time limit of one. */
const changesFor = (subscribers: number) => (subscribers === 1 ? 300 : subscribers <= 50 ? 200 : 100)
const SCENARIO_SECONDS = 30
const BROADCAST_MESSAGES = 5_000
/** Sends in flight before the sender waits for deliveries, so neither side only measures buffering. */
const BROADCAST_WINDOW = 200

// The per-socket message limit (100/s by default) would otherwise be what the broadcast rows measure.
const startServer = (dataDir: string, secret: string) =>
  startBenchServer(dataDir, {
    JWT_SECRET: secret,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REALTIME_MAX_MESSAGES_PER_SECOND: "1000000",
  })

/** A bare `ws` server that sends every message it gets to every other open socket. */
async function startBare() {
  const script = `
    const { WebSocketServer } = require("ws");
    const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 }, () => console.log("bare on " + wss.address().port));
    wss.on("connection", (ws) => ws.on("message", (data, isBinary) => {
      for (const other of wss.clients) if (other !== ws && other.readyState === 1) other.send(data, { binary: isBinary });
    }));`
  return startBareScript(script, "bare ws server")
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-")
/** Wall-clock milliseconds with sub-millisecond precision, comparable with the server's clock. */
const nowMs = () => performance.timeOrigin + performance.now()

/** Resolves when `count` calls of the returned `arrived` have happened (or rejects after `ms`). */
function countdown(count: number, ms: number) {
  let left = count
  let done!: () => void
  let fail!: (e: Error) => void
  const promise = new Promise<void>((resolve, reject) => {
    done = resolve
    fail = reject
  })
  const timer = setTimeout(() => fail(new Error(`${left} of ${count} did not arrive within ${ms} ms`)), ms)
  const arrived = () => {
    if (--left === 0) {
      clearTimeout(timer)
      done()
    }
  }
  if (count === 0) arrived()
  return { promise, arrived }
}

function realtimeClient(port: number, apikey: string) {
  return new RealtimeClient(`ws://127.0.0.1:${port}/realtime/v1`, { params: { apikey }, transport: WebSocket as never })
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve()
      else if (status !== "CLOSED") reject(error ?? new Error(status))
    }),
  )
}

function bareSocket(port: number): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}`)
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws))
    ws.once("error", reject)
  })
}

interface Latency {
  p50: number
  p99: number
  samples: number
}

function summarise(latencies: number[]): Latency {
  latencies.sort((a, b) => a - b)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length }
}

/**
 * Subscribers of INSERTs on client_logos; one row at a time is inserted over REST (service role)
 * and the next only once every subscriber had it. Latency: arrival minus the change's commit_timestamp.
 */
async function changesLatency(port: number, serviceKey: string, tokens: string[], anonKey: string, changes: number): Promise<Latency> {
  const clients = tokens.map(() => realtimeClient(port, anonKey))
  let pending: ReturnType<typeof countdown> | undefined
  const latencies: number[] = []
  let measuring = false
  await Promise.all(
    clients.map(async (client, i) => {
      await client.setAuth(tokens[i])
      const channel = client
        .channel(`bench-changes-${i}`)
        .on("postgres_changes", { event: "INSERT", schema: "public", table: "client_logos" }, (change) => {
          if (measuring) latencies.push(nowMs() - Date.parse(change.commit_timestamp))
          pending?.arrived()
        })
      await subscribed(channel)
    }),
  )
  const insert = async (name: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/client_logos`, {
      method: "POST",
      headers: {
        apikey: serviceKey,
        Authorization: `Bearer ${serviceKey}`,
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: JSON.stringify({ name, published: true }),
    })
    if (res.status !== 201) throw new Error(`insert answered ${res.status}: ${await res.text()}`)
  }
  const deadline = performance.now() + SCENARIO_SECONDS * 1000
  for (let k = -5; k < changes && performance.now() < deadline; k++) {
    measuring = k >= 0
    pending = countdown(clients.length, 15_000)
    await insert(`bench ${crypto.randomUUID()}`)
    await pending.promise
  }
  await Promise.all(clients.map((c) => c.removeAllChannels()))
  clients.forEach((c) => c.disconnect())
  return summarise(latencies)
}

/** The same through the bare server: one publisher, `subscribers` sockets; latency from send to arrival. */
async function bareLatency(port: number, subscribers: number, messages: number): Promise<Latency> {
  const publisher = await bareSocket(port)
  const sockets = await Promise.all(Array.from({ length: subscribers }, () => bareSocket(port)))
  let pending: ReturnType<typeof countdown> | undefined
  const latencies: number[] = []
  let measuring = false
  for (const ws of sockets) {
    ws.on("message", (data) => {
      if (measuring) latencies.push(nowMs() - JSON.parse(String(data)).sentAt)
      pending?.arrived()
    })
  }
  for (let k = -5; k < messages; k++) {
    measuring = k >= 0
    pending = countdown(subscribers, 15_000)
    publisher.send(JSON.stringify({ type: "INSERT", name: `bench ${k}`, sentAt: nowMs() }))
    await pending.promise
  }
  ;[publisher, ...sockets].forEach((ws) => ws.close())
  return summarise(latencies)
}

async function broadcastRate(port: number, anonKey: string, receivers: number): Promise<number> {
  const topic = `bench-broadcast-${crypto.randomUUID()}`
  const sender = realtimeClient(port, anonKey)
  const out = sender.channel(topic)
  await subscribed(out)
  const counts: number[] = Array(receivers).fill(0)
  let notify: () => void = () => undefined
  const clients = Array.from({ length: receivers }, () => realtimeClient(port, anonKey))
  await Promise.all(
    clients.map((client, r) =>
      subscribed(
        client.channel(topic).on("broadcast", { event: "tick" }, () => {
          counts[r]++
          notify()
        }),
      ),
    ),
  )
  const rate = await pumpCounts(
    counts,
    BROADCAST_MESSAGES,
    (i) => void out.send({ type: "broadcast", event: "tick", payload: { i } }),
    (fn) => {
      notify = fn
    },
  )
  for (const client of [sender, ...clients]) {
    await client.removeAllChannels()
    client.disconnect()
  }
  return rate
}

async function bareBroadcastRate(port: number, receivers: number): Promise<number> {
  const sender = await bareSocket(port)
  const sockets = await Promise.all(Array.from({ length: receivers }, () => bareSocket(port)))
  const counts: number[] = Array(receivers).fill(0)
  let notify: () => void = () => undefined
  sockets.forEach((ws, r) =>
    ws.on("message", () => {
      counts[r]++
      notify()
    }),
  )
  const rate = await pumpCounts(
    counts,
    BROADCAST_MESSAGES,
    (i) => sender.send(JSON.stringify({ event: "tick", payload: { i } })),
    (fn) => {
      notify = fn
    },
  )
  ;[sender, ...sockets].forEach((ws) => ws.close())
  return rate
}

/**
 * Sends `messages` as fast as the receivers keep up (at most BROADCAST_WINDOW ahead of the slowest)
 * and answers messages per second from the first send to the last arrival at every receiver.
 */
async function pumpCounts(counts: number[], messages: number, send: (i: number) => void, onArrival: (fn: () => void) => void) {
  const all = countdown(counts.length * messages, 60_000)
  let wake: (() => void) | undefined
  onArrival(() => {
    all.arrived()
    const w = wake
    wake = undefined
    w?.()
  })
  const started = performance.now()
  let next = 0
  while (next < messages) {
    const slowest = Math.min(...counts)
    while (next < messages && next - slowest < BROADCAST_WINDOW) send(next++)
    if (next < messages) await new Promise<void>((resolve) => (wake = resolve))
  }
  await all.promise
  return messages / ((performance.now() - started) / 1000)
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-realtime-"))
  const secret = crypto.randomBytes(32).toString("hex")
  const keys = await apiKeys(secret)
  const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"
  console.log(`starting the server (${database}, temporary DATA_DIR) and a bare ws server…`)
  const server = await startServer(dataDir, secret)
  const bare = await startBare()

  const latencyRows: string[][] = []
  const scenarios = [
    ...SUBSCRIBER_COUNTS.map((n) => ({ name: `${n} subscriber${n === 1 ? "" : "s"} (anon)`, n, users: false })),
    { name: "200 subscribers (200 users)", n: 200, users: true },
  ]
  for (const s of scenarios) {
    const changes = changesFor(s.n)
    process.stdout.write(`postgres changes, ${s.name}: server… `)
    const tokens = await Promise.all(
      Array.from({ length: s.n }, () =>
        s.users
          ? signJwt(
              { aud: "authenticated", role: "authenticated", sub: crypto.randomUUID(), app_metadata: {}, user_metadata: {} },
              secret,
              3600,
            )
          : Promise.resolve(keys.anonKey),
      ),
    )
    const ours = await changesLatency(server.port, keys.serviceRoleKey, tokens, keys.anonKey, changes)
    process.stdout.write("bare… ")
    const base = await bareLatency(bare.port, s.n, ours.samples / s.n || changes)
    console.log("done")
    latencyRows.push([s.name, `${ours.samples / s.n}`, fmt(ours.p50, 2), fmt(ours.p99, 2), fmt(base.p50, 2), fmt(base.p99, 2)])
  }

  const broadcastRows: string[][] = []
  for (const receivers of [1, 50]) {
    const name = `1 sender → ${receivers} receiver${receivers === 1 ? "" : "s"}`
    process.stdout.write(`broadcast, ${name}: server… `)
    const ours = await broadcastRate(server.port, keys.anonKey, receivers)
    process.stdout.write("bare… ")
    const base = await bareBroadcastRate(bare.port, receivers)
    console.log("done")
    broadcastRows.push([name, fmt(ours, 0), fmt(ours * receivers, 0), fmt(base, 0), fmt(base * receivers, 0), `${fmt(base / ours, 1)}x`])
  }

  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")
    console.log(line(header))
    console.log(widths.map((w) => "-".repeat(w)).join("  "))
    for (const row of rows) console.log(line(row))
  }
  console.log("\npostgres changes: an INSERT committed over REST until every subscriber has it (ms)")
  table(["subscribers", "changes", "p50", "p99", "bare p50", "bare p99"], latencyRows)
  console.log("\nbroadcast: messages per second, at most 200 in flight ahead of the slowest receiver")
  table(["scenario", "msg/s", "deliveries/s", "bare msg/s", "bare deliveries/s", "bare/server"], broadcastRows)
  console.log(
    [
      "",
      `(loopback, ${os.cpus().length} CPUs, Node ${process.version}; server = server/main.ts on ${database}, clients = realtime-js ` +
        "over ws (vsn 2.0.0) in this process;",
      " bare = a ws server relaying each message to every other socket. Server latency runs from the change's commit_timestamp",
      " (the server's clock, millisecond precision) to arrival; bare latency from send to arrival. The per-socket message",
      " limit is raised for the run (REALTIME_MAX_MESSAGES_PER_SECOND); the default of 100 would cap the broadcast rows.)",
    ].join("\n"),
  )

  bare.child.kill("SIGKILL")
  server.child.kill("SIGTERM")
  await new Promise((r) => server.child.once("exit", r))
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
