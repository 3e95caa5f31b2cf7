import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import { signJwt } from "../jwt"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
const storage = () => t.client({ key: t.serviceRoleKey }).storage.from("uploads")

beforeAll(async () => {
  t = await startTestServer()
  expect((await storage().upload("tokens/doc.txt", "signed content", { contentType: "text/plain" })).error).toBeNull()
})
afterAll(async () => {
  await t?.close()
})

const INVALID_SIGNATURE = { statusCode: "400", code: "InvalidSignature", error: "InvalidSignature", message: "The signature is invalid" }

/** Status and JSON body of a storage request sent without an apikey, as a shared link is. */
async function open(path: string, init: RequestInit = {}) {
  const res = await t.fetch(`${t.url}/storage/v1${path}`, init)
  return { status: res.status, body: (await res.json()) as unknown }
}

/** Asks storage to sign `tokens/doc.txt` for `expiresIn` and answers the status and body. */
async function sign(expiresIn: unknown) {
  const res = await t.fetch(`${t.url}/storage/v1/object/sign/uploads/tokens/doc.txt`, {
    method: "POST",
    headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}`, "content-type": "application/json" },
    body: JSON.stringify({ expiresIn }),
  })
  return { status: res.status, body: (await res.json()) as { signedURL?: string } }
}

const lifetimeOf = (token: string) => {
  const { exp, iat } = decodeJwt(token)
  return exp! - iat!
}

describe("signed URL tokens", () => {
  it("are refused when missing, with storage's 400 InvalidRequest", async () => {
    expect(await open("/object/sign/uploads/tokens/doc.txt")).toEqual({
      status: 400,
      body: { statusCode: "400", code: "InvalidRequest", error: "Invalid Input", message: "Missing token" },
    })
  })

  it("open only what they were made for: a download token never uploads, an upload token never downloads", async () => {
    const download = new URL((await storage().createSignedUrl("tokens/doc.txt", 60)).data!.signedUrl).searchParams.get("token")!
    const put = await t.fetch(`${t.url}/storage/v1/object/upload/sign/uploads/tokens/doc.txt?token=${download}`, {
      method: "PUT",
      headers: { "content-type": "text/plain" },
      body: "overwritten",
    })
    expect(put.status).toBe(400)
    expect(await put.json()).toEqual(INVALID_SIGNATURE)

    const upload = (await storage().createSignedUploadUrl("tokens/new.txt")).data!.token
    expect(await open(`/object/sign/uploads/tokens/new.txt?token=${upload}`)).toEqual({ status: 400, body: INVALID_SIGNATURE })
    expect(await (await storage().download("tokens/doc.txt")).data!.text()).toBe("signed content")
  })

  it("without a scope (minted before scopes existed) still download, and never upload", async () => {
    const legacy = await t.signJwt({ url: "uploads/tokens/doc.txt" }, 60)
    const res = await t.fetch(`${t.url}/storage/v1/object/sign/uploads/tokens/doc.txt?token=${legacy}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe("signed content")
    const put = await t.fetch(`${t.url}/storage/v1/object/upload/sign/uploads/tokens/doc.txt?token=${legacy}`, {
      method: "PUT",
      headers: { "content-type": "text/plain" },
      body: "overwritten",
    })
    expect(await put.json()).toEqual(INVALID_SIGNATURE)
  })

  it("live 2 hours for a signed upload URL", async () => {
    const { token } = (await storage().createSignedUploadUrl("tokens/two-hours.txt")).data!
    expect(lifetimeOf(token)).toBe(7200)
  })
})

describe("expiresIn of a signed download URL", () => {
  it("is a whole number of seconds, also as a string of digits, capped at one year", async () => {
    for (const [expiresIn, lifetime] of [
      [60, 60],
      ["90", 90],
      [1, 1],
      [31_536_000, 31_536_000],
      [31_536_001, 31_536_000],
      [100_000_000, 31_536_000],
    ] as const) {
      const { status, body } = await sign(expiresIn)
      expect(status, String(expiresIn)).toBe(200)
      expect(lifetimeOf(new URL(body.signedURL!, t.url).searchParams.get("token")!), String(expiresIn)).toBe(lifetime)
    }
  })

  it("is refused 400 when missing, zero, negative, fractional or not a number", async () => {
    for (const expiresIn of [undefined, 0, -5, 1.5, "1.5", "", "sixty", "-5", null, true]) {
      expect(await sign(expiresIn), String(expiresIn)).toEqual({
        status: 400,
        body: { statusCode: "400", code: "InvalidRequest", error: "Invalid Input", message: "expiresIn must be a positive integer" },
      })
    }
  })
})

describe("a signed URL made by storage", () => {
  it("downloads the object, and a signed upload URL uploads to its path", async () => {
    const { signedUrl } = (await storage().createSignedUrl("tokens/doc.txt", 60)).data!
    const download = await t.fetch(signedUrl)
    expect(download.status).toBe(200)
    expect(await download.text()).toBe("signed content")

    const { token } = (await storage().createSignedUploadUrl("tokens/uploaded.txt")).data!
    expect((await storage().uploadToSignedUrl("tokens/uploaded.txt", token, "uploaded", { contentType: "text/plain" })).error).toBeNull()
    expect(await (await storage().download("tokens/uploaded.txt")).data!.text()).toBe("uploaded")
  })
})

describe("a signed URL token that is not good for the object", () => {
  it("is refused 400 ExpiredToken once expired, and InvalidSignature when forged or made for another object", async () => {
    const expired = await t.signJwt({ url: "uploads/tokens/doc.txt", scope: "download", exp: Math.floor(Date.now() / 1000) - 10 })
    expect(await open(`/object/sign/uploads/tokens/doc.txt?token=${expired}`)).toEqual({
      status: 400,
      body: { statusCode: "400", code: "InvalidSignature", error: "ExpiredToken", message: "The provided token has expired." },
    })
    const forged = await signJwt({ url: "uploads/tokens/doc.txt", scope: "download" }, "another-jwt-secret-of-at-least-32-characters", 60)
    const otherObject = await t.signJwt({ url: "uploads/tokens/other.txt", scope: "download" }, 60)
    for (const token of [forged, otherObject, "not-a-jwt"]) {
      expect(await open(`/object/sign/uploads/tokens/doc.txt?token=${token}`)).toEqual({ status: 400, body: INVALID_SIGNATURE })
    }
  })
})

describe("expiresIn given as anything but a number", () => {
  it("is taken only as a string of plain digits: an exponent, a hex number, spaces or a list are refused 400", async () => {
    for (const expiresIn of ["1e3", "0x10", " 60", "60 ", [60]]) {
      expect(await sign(expiresIn), JSON.stringify(expiresIn)).toEqual({
        status: 400,
        body: { statusCode: "400", code: "InvalidRequest", error: "Invalid Input", message: "expiresIn must be a positive integer" },
      })
    }
  })
})
