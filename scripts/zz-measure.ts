// Temporary (not committed): first-load figures of a build directory.
import fs from "node:fs"
import path from "node:path"
import { firstLoadOf, pageChunkKey, pageMessagesOf, readBuiltApp } from "./first-load"
import { pageFile } from "./prerender"
const root = process.argv[2]
const app = readBuiltApp(path.join(root, "dist-app"))
const kinds = ["home","content","service","industry","case-studies","case-study","blog","news","article","glossary","open-positions","contact","legal","sitemap","faq","not-found", ...(process.argv[3] ? ["search"] : [])]
for (const kind of kinds) { const l = firstLoadOf(app, pageChunkKey(kind)); console.log(kind, "js", l.jsGzipBytes, "css", l.cssGzipBytes, "page", l.pageJsGzipBytes) }
for (const [p, kind] of [["/sv","home"],["/sv/tjanster/oversattning","service"],["/de","home"],["/de/leistungen/uebersetzung","service"]]) {
  const m = pageMessagesOf(fs.readFileSync(path.join(root, "dist-static", pageFile(p)), "utf8"))!
  const l = firstLoadOf(app, pageChunkKey(kind))
  console.log(p, "js", l.jsGzipBytes, "messages", m.gzipBytes, "total", l.jsGzipBytes + m.gzipBytes, "headroom", 122880 - l.jsGzipBytes - m.gzipBytes)
}
const l = firstLoadOf(app, pageChunkKey("service"))
console.log(l.modules.slice(0, 60).map((m) => `${m.name} ${m.gzipBytes.toFixed(0)}`).join("\n"))
