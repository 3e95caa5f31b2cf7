/**
 * A local HTTPS listener standing in for a host of the outside world (a deploy hook's Netlify or
 * Cloudflare Pages) in server tests: a self-signed certificate for 127.0.0.1, made with openssl, and
 * every request it receives recorded. Callers trust it for their test only (NODE_TLS_REJECT_UNAUTHORIZED).
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import https from "node:https"
import os from "node:os"
import path from "node:path"
import type { AddressInfo } from "node:net"

export interface HttpsStandIn {
  /** https://127.0.0.1:<port> */
  origin: string
  /** The requests received so far, oldest first (empty it between tests by setting its length to 0). */
  received: { method: string; path: string }[]
  close(): Promise<void>
}

/** Starts the stand-in; `status` gives the status of each answer (a JSON body "{}"). */
export async function startHttpsStandIn(status: () => number = () => 200): Promise<HttpsStandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-stand-in-"))
  const key = path.join(dir, "key.pem")
  const cert = path.join(dir, "cert.pem")
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"].concat([
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  )
  const received: HttpsStandIn["received"] = []
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    received.push({ method: req.method!, path: req.url! })
    req.resume()
    res.writeHead(status(), { "Content-Type": "application/json" }).end("{}")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
