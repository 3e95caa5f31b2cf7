import { describe, expect, it } from "vitest"
import { loadConfig } from "./config"

const config = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: "x".repeat(40), ...env })

describe("DEV_MAILBOX: the local mailbox is served", () => {
  it("by default only when SITE_URL is this machine", () => {
    expect(config({}).devMailbox).toBe(true)
    expect(config({ SITE_URL: "http://127.0.0.1:3000" }).devMailbox).toBe(true)
    expect(config({ SITE_URL: "http://[::1]:3000" }).devMailbox).toBe(true)
    expect(config({ SITE_URL: "https://www.nordika.com" }).devMailbox).toBe(false)
    expect(config({ SITE_URL: "http://localhost.nordika.com" }).devMailbox).toBe(false)
  })

  it("as DEV_MAILBOX says when it is set, and refuses any other value", () => {
    expect(config({ SITE_URL: "https://www.nordika.com", DEV_MAILBOX: "on" }).devMailbox).toBe(true)
    expect(config({ DEV_MAILBOX: "off" }).devMailbox).toBe(false)
    expect(() => config({ DEV_MAILBOX: "yes" })).toThrow('DEV_MAILBOX must be on or off, not "yes"')
  })
})
