/**
 * A translator's tool for one batch file of supabase/translations/ (scripts/translation-files.ts):
 *   npx tsx scripts/translation-batch.ts sv services-a list            the documents, with what is left to do
 *   npx tsx scripts/translation-batch.ts sv services-a show /services/translation
 *                                                                      its English texts still to translate, as JSON
 *   npx tsx scripts/translation-batch.ts sv services-a apply work.json write translations in:
 *     { "segments": { "translation": "oversattning" },
 *       "/services/translation": { "title": "Översättning", "texts": { "hero.heading": "…" } } }
 * apply refuses a text path the document does not have, and leaves the rest of the file as it is.
 */
import fs from "node:fs"
import { isTranslationLocale } from "#shared/locales"
import { readTranslationFiles, translationFilePath, type TranslationFile } from "./translation-files"

const [locale, batch, command, argument] = process.argv.slice(2)
if (!isTranslationLocale(locale) || !batch || !["list", "show", "apply"].includes(command)) {
  console.error("usage: npx tsx scripts/translation-batch.ts sv|de <batch> list | show <english path> | apply <file.json>")
  process.exit(2)
}
const file = readTranslationFiles(locale).get(batch)
if (!file) {
  console.error(`no batch ${batch} in supabase/translations/${locale}/`)
  process.exit(2)
}

const save = (changed: TranslationFile) => fs.writeFileSync(translationFilePath(locale, batch), `${JSON.stringify(changed, null, 2)}\n`)

if (command === "list") {
  for (const [englishPath, entry] of Object.entries(file.documents)) {
    const texts = Object.values(entry.texts)
    const left = texts.filter((segment) => !segment.target.trim())
    const words = left.reduce((sum, segment) => sum + segment.source.split(/\s+/).length, 0)
    console.log(
      `${englishPath}  ${texts.length - left.length}/${texts.length} texts done, ${words} words left${"title" in entry && !entry.title.target ? ", title left" : ""}`,
    )
  }
  const open = Object.entries(file.segments).filter(([, localised]) => !localised)
  console.log(`path segments still English: ${open.map(([english]) => english).join(" ") || "none"}`)
} else if (command === "show") {
  const entry = file.documents[argument]
  if (!entry) throw new Error(`${argument} is not in ${batch}`)
  const left = Object.fromEntries(
    Object.entries(entry.texts)
      .filter(([, segment]) => !segment.target.trim())
      .map(([where, segment]) => [where, segment.source]),
  )
  const title = "title" in entry && !entry.title.target ? entry.title.source : undefined
  console.log(JSON.stringify({ [argument]: { title, texts: left } }, null, 2))
} else {
  const work = JSON.parse(fs.readFileSync(argument, "utf8")) as Record<string, unknown>
  for (const [key, value] of Object.entries(work)) {
    if (key === "segments") {
      for (const [english, localised] of Object.entries(value as Record<string, string>)) {
        if (!(english in file.segments)) throw new Error(`the segment ${english} is not in ${batch}`)
        file.segments[english] = localised
      }
      continue
    }
    const entry = file.documents[key]
    if (!entry) throw new Error(`${key} is not in ${batch}`)
    const { title, texts = {} } = value as { title?: string; texts?: Record<string, string> }
    if (title !== undefined) {
      if (!("title" in entry)) throw new Error(`${key} is a content section: it has no title`)
      entry.title.target = title
    }
    for (const [where, target] of Object.entries(texts)) {
      if (!entry.texts[where]) throw new Error(`${key} has no text ${where}`)
      entry.texts[where].target = target
    }
  }
  save(file)
  console.log(`applied ${argument} to supabase/translations/${locale}/${batch}.json`)
}
