// Adds lock entries for other platforms' optional native packages (e.g. @tailwindcss/oxide-darwin-arm64)
// that the registry mirror of this workplace does not serve, so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock as out of sync. Each entry carries the
// os/cpu/libc of its name, so npm skips it on other platforms without fetching it.
// Run after `npm install`: node scripts/complete-lockfile.mjs
import fs from "node:fs"

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "netbsd", "sunos", "aix", "openharmony"]
const CPU = {
  arm64: "arm64",
  aarch64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  armv7: "arm",
  gnueabihf: "arm",
  musleabihf: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
  universal: null,
}

function platformOf(name) {
  const parts = name.split("/").pop().split("-")
  const os = parts.find((p) => OS.includes(p))
  const cpuPart = parts.find((p) => p in CPU)
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? "glibc"
        : undefined
  if (parts.includes("wasm32") || parts.includes("wasi")) return { cpu: ["wasm32"] }
  if (!os) return null
  const entry = { os: [os] }
  if (cpuPart && CPU[cpuPart]) entry.cpu = [CPU[cpuPart]]
  if (libc && os === "linux") entry.libc = [libc]
  return entry
}

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"))
const packages = lock.packages
let added = 0
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${location ? location + "/" : ""}node_modules/${dep}`
    const top = `node_modules/${dep}`
    if (packages[nested] || packages[top]) continue
    const platform = platformOf(dep)
    if (!platform) continue
    packages[top] = { version, dev: meta.dev || undefined, optional: true, ...platform }
    added++
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
lock.packages = sorted
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n")
console.log(`complete-lockfile: added ${added} other-platform optional entries`)
