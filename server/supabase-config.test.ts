import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { readSupabaseToml } from "./supabase-config"

describe("reading supabase/config.toml", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "supabase-config-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const write = (text: string) => fs.writeFileSync(path.join(dir, "config.toml"), text)

  it("keys each setting by its section, and gives an empty map without a file", () => {
    expect(readSupabaseToml(dir).size).toBe(0)
    write('[functions.admin-users]\nverify_jwt = false\n\n[storage]\nfile_size_limit = "50MiB"\n')
    const settings = readSupabaseToml(dir)
    expect(settings.get("functions.admin-users.verify_jwt")).toBe(false)
    expect(settings.get("storage.file_size_limit")).toBe("50MiB")
  })

  it("sees an edit of the file at the next read, even one of the same length, and forgets a deleted file", () => {
    write("[functions.submit-lead]\nverify_jwt = true\n")
    expect(readSupabaseToml(dir).get("functions.submit-lead.verify_jwt")).toBe(true)
    write("[functions.submit-lead]\nverify_jwt = 1234\n")
    expect(readSupabaseToml(dir).get("functions.submit-lead.verify_jwt")).toBe(1234)
    write("[functions.submit-lead]\nverify_jwt = fals\n")
    expect(readSupabaseToml(dir).has("functions.submit-lead.verify_jwt")).toBe(false)
    fs.rmSync(path.join(dir, "config.toml"))
    expect(readSupabaseToml(dir).size).toBe(0)
  })
})
