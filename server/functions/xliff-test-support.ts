/** What the XLIFF tests do to an exported file, as a linguist's CAT tool would. */

/** The unit `id` of an XLIFF file given `target`, confirmed (state translated), as a CAT tool writes it. */
export function translateUnit(xliff: string, id: string, target: string): string {
  const found = new RegExp(`<unit id="${id}"[\\s\\S]*?</unit>`).exec(xliff)
  if (!found) throw new Error(`unit ${id} is not in the file`)
  const edited = found[0]
    .replace(/<segment state="[^"]*"[^>]*>/, '<segment state="translated">')
    .replace(/\s*<target>[\s\S]*?<\/target>/, "")
    .replace("</source>", `</source>\n        <target>${target}</target>`)
  return xliff.replace(found[0], edited)
}
