import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ServerConfig } from "../config"
import { authMail, createLocalMailbox, createMailer, devMailRoutes, type StoredMail } from "./index"

const silent = { log: () => undefined }
let dir: string
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-mail-"))
})
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
})

const sample = () =>
  authMail("recovery", {
    to: "ada@example.test",
    code: "123456",
    link: "http://localhost:3000/auth/v1/verify?token=abc&type=recovery",
    validMinutes: 60,
  })

describe("auth mail templates", () => {
  it("speak for Nordika and carry the code and the link in text and HTML", () => {
    const mail = sample()
    expect(mail.subject).toBe("Reset your Nordika password")
    expect(mail.text).toContain("123456")
    expect(mail.text).toContain("http://localhost:3000/auth/v1/verify?token=abc&type=recovery")
    expect(mail.text).toContain("The Nordika team")
    expect(mail.html).toContain('href="http://localhost:3000/auth/v1/verify?token=abc&amp;type=recovery"')
    expect(mail).toMatchObject({ kind: "recovery", code: "123456" })
  })

  it("escape what they interpolate", () => {
    const mail = authMail("email_change_current", { to: "a@b.c", code: "1", newEmail: "<x>@evil", validMinutes: 5 })
    expect(mail.html).not.toContain("<x>")
    expect(mail.html).toContain("&lt;x&gt;@evil")
  })
})

describe("the local mailbox", () => {
  it("keeps mail newest first, persists it as JSON and reads it back after a restart", async () => {
    const file = path.join(dir, "box", "mailbox.json")
    const lines: string[] = []
    const box = createLocalMailbox(file, { log: (l) => lines.push(l) })
    await box.send({ to: "a@example.test", subject: "First", text: "one" })
    await box.send(sample())
    expect(box.list().map((m) => m.subject)).toEqual(["Reset your Nordika password", "First"])
    expect(lines[1]).toBe(
      '[mail] recovery to ada@example.test: "Reset your Nordika password" | code 123456 | http://localhost:3000/auth/v1/verify?token=abc&type=recovery',
    )
    const reopened = createLocalMailbox(file, silent)
    expect(reopened.list().map((m) => m.subject)).toEqual(["Reset your Nordika password", "First"])
    expect(reopened.list()[0]).toMatchObject({ id: expect.any(String), sentAt: expect.any(String), code: "123456" })
  })

  it("keeps every mail of a burst sent at once, each on disk by the time its send has resolved", async () => {
    const file = path.join(dir, "burst", "mailbox.json")
    const box = createLocalMailbox(file, silent)
    const sent = Array.from({ length: 50 }, (_, i) => box.send({ to: `visitor-${i}@example.test`, subject: `Mail ${i}`, text: "x" }))
    await sent[0]
    expect((JSON.parse(fs.readFileSync(file, "utf8")) as StoredMail[]).map((m) => m.subject)).toContain("Mail 0")
    await Promise.all(sent)
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as StoredMail[]
    expect(stored).toHaveLength(50)
    expect(stored[0].subject).toBe("Mail 49")
  })

  it("falls back to memory when the data directory cannot be written", async () => {
    const blocker = path.join(dir, "not-a-dir")
    fs.writeFileSync(blocker, "")
    const lines: string[] = []
    const box = createLocalMailbox(path.join(blocker, "mailbox.json"), { log: (l) => lines.push(l) })
    await box.send(sample())
    await box.send(sample())
    expect(box.list()).toHaveLength(2)
    expect(lines.filter((l) => l.includes("memory only"))).toHaveLength(1)
  })

  it("is what createMailer gives without SMTP settings", async () => {
    const mailer = createMailer({ dataDir: path.join(dir, "data") } as ServerConfig, silent)
    await mailer.send(sample())
    expect(fs.existsSync(path.join(dir, "data", "mailbox.json"))).toBe(true)
  })
})

describe("/_dev/mail", () => {
  it("lists mail newest first as HTML with clickable links, and as JSON", async () => {
    const mailer = createLocalMailbox(undefined, silent)
    await mailer.send({ to: "old@example.test", subject: "Older", text: "hello" })
    await mailer.send(sample())
    const app = devMailRoutes({ mailer, config: { trustedProxies: [], devMailbox: true } })
    const html = await (await app.request("/mail")).text()
    expect(html.indexOf("Reset your Nordika password")).toBeLessThan(html.indexOf("Older"))
    expect(html).toContain('<a href="http://localhost:3000/auth/v1/verify?token=abc&amp;type=recovery">')
    const json = await (await app.request("/mail.json")).json()
    expect(json.map((m: { subject: string }) => m.subject)).toEqual(["Reset your Nordika password", "Older"])
  })

  it("answers only requests from this machine", async () => {
    const app = devMailRoutes({ mailer: createLocalMailbox(undefined, silent), config: { trustedProxies: [], devMailbox: true } })
    const remote = { incoming: { socket: { remoteAddress: "203.0.113.9" } } }
    expect((await app.request("/mail.json", {}, remote)).status).toBe(404)
    const local = { incoming: { socket: { remoteAddress: "::ffff:127.0.0.1" } } }
    expect((await app.request("/mail.json", {}, local)).status).toBe(200)
    // A forwarded-for header from a peer that is not a trusted proxy changes nothing.
    expect((await app.request("/mail.json", { headers: { "X-Forwarded-For": "127.0.0.1" } }, remote)).status).toBe(404)
  })

  it("behind a trusted proxy on this machine, answers only the clients it forwards for from this machine", async () => {
    const app = devMailRoutes({
      mailer: createLocalMailbox(undefined, silent),
      config: { trustedProxies: ["127.0.0.1"], devMailbox: true },
    })
    const proxy = { incoming: { socket: { remoteAddress: "127.0.0.1" } } }
    expect((await app.request("/mail.json", { headers: { "X-Forwarded-For": "203.0.113.9" } }, proxy)).status).toBe(404)
    expect((await app.request("/mail.json", { headers: { "X-Forwarded-For": "127.0.0.1" } }, proxy)).status).toBe(200)
  })
})

describe("/_dev/mail outside a local setup", () => {
  const local = { incoming: { socket: { remoteAddress: "127.0.0.1" } } }

  it("is not served when the setup is not local, not even to this machine", async () => {
    const app = devMailRoutes({ mailer: createLocalMailbox(undefined, silent), config: { trustedProxies: [], devMailbox: false } })
    const response = await app.request("/mail.json", {}, local)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: "Not found" })
  })

  it("behind a reverse proxy on this machine that is not in TRUSTED_PROXIES, answers no request it forwards", async () => {
    const app = devMailRoutes({ mailer: createLocalMailbox(undefined, silent), config: { trustedProxies: [], devMailbox: true } })
    const forwarded: Record<string, string>[] = [
      { "X-Forwarded-For": "203.0.113.9" },
      { "X-Forwarded-For": "127.0.0.1" },
      { "X-Real-IP": "203.0.113.9" },
      { Forwarded: "for=203.0.113.9;proto=https" },
      { "X-Forwarded-Proto": "https" },
      { "X-Forwarded-Host": "www.nordika.com" },
    ]
    for (const headers of forwarded) {
      expect((await app.request("/mail.json", { headers }, local)).status, JSON.stringify(headers)).toBe(404)
    }
    expect((await app.request("/mail.json", {}, local)).status).toBe(200)
  })
})

/** Just enough SMTP (EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, QUIT) to receive what nodemailer sends. */
function startSmtpListener() {
  const received: { from: string; to: string[]; data: string; auth?: string }[] = []
  const server = net.createServer((socket) => {
    let buffer = ""
    let inData = false
    let authStep: "user" | "pass" | undefined
    let current = { from: "", to: [] as string[], data: "", auth: undefined as string | undefined }
    const reply = (line: string) => socket.write(line + "\r\n")
    reply("220 localhost ESMTP test")
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8")
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n")
          if (end < 0) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { from: "", to: [], data: "", auth: current.auth }
          reply("250 OK queued")
          continue
        }
        const eol = buffer.indexOf("\r\n")
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const verb = line.split(" ")[0].toUpperCase()
        if (authStep === "user") {
          current.auth = Buffer.from(line, "base64").toString()
          authStep = "pass"
          reply("334 UGFzc3dvcmQ6")
        } else if (authStep === "pass") {
          authStep = undefined
          reply("235 Authentication successful")
        } else if (verb === "EHLO" || verb === "HELO") {
          reply("250-localhost")
          reply("250-AUTH PLAIN LOGIN")
          reply("250 8BITMIME")
        } else if (verb === "AUTH") {
          const [, method, initial] = line.split(" ")
          if (method.toUpperCase() === "PLAIN") {
            current.auth = Buffer.from(initial ?? "", "base64")
              .toString()
              .split("\0")[1]
            reply("235 Authentication successful")
          } else {
            authStep = "user"
            reply("334 VXNlcm5hbWU6")
          }
        } else if (verb === "MAIL") {
          current.from = line
          reply("250 OK")
        } else if (verb === "RCPT") {
          current.to.push(line)
          reply("250 OK")
        } else if (verb === "DATA") {
          inData = true
          reply("354 End data with <CR><LF>.<CR><LF>")
        } else if (verb === "QUIT") {
          reply("221 Bye")
          socket.end()
        } else {
          reply("250 OK")
        }
      }
    })
  })
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

describe("SMTP delivery (a real socket to an in-process SMTP listener on 127.0.0.1)", () => {
  it("sends through nodemailer with the configured sender and credentials, keeping nothing locally", async () => {
    const smtp = await startSmtpListener()
    try {
      const mailer = createMailer(
        {
          dataDir: path.join(dir, "smtp"),
          smtp: {
            host: "127.0.0.1",
            port: smtp.port,
            secure: false,
            user: "mailer",
            pass: "secret",
            from: "Nordika <no-reply@nordika.example>",
          },
        } as ServerConfig,
        silent,
      )
      await mailer.send(sample())
      expect(smtp.received).toHaveLength(1)
      const [mail] = smtp.received
      expect(mail.auth).toBe("mailer")
      expect(mail.from).toContain("no-reply@nordika.example")
      expect(mail.to[0]).toContain("ada@example.test")
      expect(mail.data).toContain("Subject: Reset your Nordika password")
      expect(mail.data).toContain("123456")
      expect(mailer.list()).toEqual([])
      expect(fs.existsSync(path.join(dir, "smtp", "mailbox.json"))).toBe(false)
    } finally {
      await smtp.close()
    }
  })
})
