import crypto from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"

/**
 * A software authenticator for tests in Node, per WebAuthn Level 2 (§6.1 authenticator data, §6.5
 * attestation "none", §8 COSE ES256 keys): it makes P-256 credentials and signs assertions with
 * node:crypto, and answers as a browser's PublicKeyCredential does (toJSON() gives what supabase-js
 * sends). `origin` is the page the browser would report in clientDataJSON; a clone keeps the key
 * and lets a test set the sign counter.
 */

type Bytes = Uint8Array | ArrayBuffer | string

/** base64url of bytes; a string is taken to be base64url already (the JSON form of the options). */
function b64url(value: Bytes): string {
  if (typeof value === "string") return value
  return Buffer.from(value instanceof ArrayBuffer ? new Uint8Array(value) : value).toString("base64url")
}

const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest()

/** The subset of CBOR (RFC 8949) attestation objects and COSE keys need. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n])
    if (n < 256) return Buffer.from([(major << 5) | 24, n])
    const b = Buffer.alloc(3)
    b[0] = (major << 5) | 25
    b.writeUInt16BE(n, 1)
    return b
  }
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  if (value instanceof Map) {
    const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)])
    return Buffer.concat([head(5, value.size), ...parts])
  }
  throw new Error(`cbor: cannot encode ${typeof value}`)
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

export interface CreationOptions {
  challenge: Bytes
  rp: { id?: string }
  user: { id: Bytes }
}

export interface RequestOptions {
  challenge: Bytes
  rpId?: string
  allowCredentials?: { id: Bytes }[]
}

export class SoftwareCredential {
  signCount: number
  constructor(
    readonly id: Buffer,
    readonly rpId: string,
    readonly userHandle: string,
    private readonly key: crypto.KeyObject,
    signCount = 0,
  ) {
    this.signCount = signCount
  }

  /** The same key with another counter: what copying an authenticator's secret would give. */
  clone(signCount: number): SoftwareCredential {
    return new SoftwareCredential(this.id, this.rpId, this.userHandle, this.key, signCount)
  }

  get idBase64url(): string {
    return this.id.toString("base64url")
  }

  /** The private key as PKCS #8 DER, for handing the credential to Chromium's virtual authenticator (WebAuthn.addCredential). */
  privateKeyPkcs8(): Buffer {
    return this.key.export({ format: "der", type: "pkcs8" })
  }

  /** Answers navigator.credentials.get() for this credential. */
  assert(options: RequestOptions, origin: string, opts: { userVerified?: boolean } = {}) {
    this.signCount += 1
    const flags = FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV)
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.signCount)
    const authenticatorData = Buffer.concat([sha256(options.rpId ?? this.rpId), Buffer.from([flags]), counter])
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: b64url(options.challenge), origin, crossOrigin: false }),
    )
    const signature = crypto.sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.key)
    const json = {
      id: this.idBase64url,
      rawId: this.idBase64url,
      type: "public-key" as const,
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "cross-platform" as const,
    }
    return asBrowserCredential(json)
  }
}

/**
 * Answers navigator.credentials.create(): a new ES256 credential and its attestation ("none").
 * `userVerified: false` is a key touched without a PIN or biometric (UV clear in the flags); `id` gives the
 * new key a credential id already in use (a misbehaving or malicious authenticator).
 */
export function createCredential(options: CreationOptions, origin: string, opts: { userVerified?: boolean; id?: Buffer } = {}) {
  const rpId = options.rp.id ?? new URL(origin).hostname
  const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" })
  const jwk = publicKey.export({ format: "jwk" })
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  )
  const id = opts.id ?? crypto.randomBytes(32)
  const credentialIdLength = Buffer.alloc(2)
  credentialIdLength.writeUInt16BE(id.length)
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([FLAG_UP | (opts.userVerified === false ? 0 : FLAG_UV) | FLAG_AT]),
    Buffer.alloc(4),
    Buffer.alloc(16),
    credentialIdLength,
    id,
    coseKey,
  ])
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  )
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: "webauthn.create", challenge: b64url(options.challenge), origin, crossOrigin: false }),
  )
  const credential = new SoftwareCredential(id, rpId, b64url(options.user.id), privateKey)
  const json = {
    id: credential.idBase64url,
    rawId: credential.idBase64url,
    type: "public-key" as const,
    response: {
      clientDataJSON: clientDataJSON.toString("base64url"),
      attestationObject: attestationObject.toString("base64url"),
      transports: ["usb"],
    },
    clientExtensionResults: {},
    authenticatorAttachment: "cross-platform" as const,
  }
  return { credential, response: asBrowserCredential(json) }
}

/**
 * supabase-js serializes what navigator.credentials returns through its toJSON() (WebAuthn Level 3);
 * typed as the DOM's credential so it can be passed where supabase-js expects one.
 */
function asBrowserCredential<T extends object>(json: T): T & PublicKeyCredential {
  return { ...json, toJSON: () => json } as unknown as T & PublicKeyCredential
}

/**
 * Enrols a security key (a verified webauthn factor) for the signed-in client, as
 * auth.mfa.webauthn.register() does in a browser on `origin`; throws what supabase-js reports.
 */
export async function enrolSecurityKey(client: SupabaseClient, origin: string, friendlyName = "Security key") {
  const webauthn = { rpId: new URL(origin).hostname, rpOrigins: [origin] }
  const enrolled = await client.auth.mfa.enroll({ factorType: "webauthn", friendlyName })
  if (enrolled.error) throw enrolled.error
  const challenge = await client.auth.mfa.challenge({ factorId: enrolled.data.id, webauthn })
  if (challenge.error) throw challenge.error
  const { credential, response } = createCredential(challenge.data.webauthn.credential_options.publicKey as CreationOptions, origin)
  const verified = await client.auth.mfa.verify({
    factorId: enrolled.data.id,
    challengeId: challenge.data.id,
    webauthn: { ...webauthn, type: "create", credential_response: response as never },
  })
  if (verified.error) throw verified.error
  return { factorId: enrolled.data.id, credential }
}
