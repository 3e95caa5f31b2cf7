/**
 * Writes tests/fixtures/word-count/: one small file per format the word count reads, each with a
 * known number of words (see app/word-count/extract.test.ts). Run: npx tsx scripts/word-count-fixtures.ts
 */
import fs from "node:fs"
import path from "node:path"
import JSZip from "jszip"

const dir = path.resolve("tests/fixtures/word-count")
fs.mkdirSync(dir, { recursive: true })
const write = (name: string, data: string | Uint8Array) => fs.writeFileSync(path.join(dir, name), data)

// 10 words.
const LINE_ONE = "Nordika translates product manuals into twenty-four languages for Nordic manufacturers."
// 8 words (the ampersand is no word).
const LINE_TWO = "Every project starts with a glossary & style guide."

write("sample.txt", `${LINE_ONE}\n\n${LINE_TWO}\n`)
write(
  "sample.html",
  `<!doctype html><html><head><title>Page title</title><style>p { color: red }</style><script>var notCounted = 1</script></head>
<body><!-- a comment --><h1>Nordika</h1><p>${LINE_ONE.replace("Nordika ", "")}</p><p>Every project starts with a glossary &amp; style&nbsp;guide.</p></body></html>`,
)
write("sample.srt", `1\n00:00:01,000 --> 00:00:04,000\n${LINE_ONE}\n\n2\n00:00:05,000 --> 00:00:08,000\n<i>${LINE_TWO}</i>\n`)
write(
  "sample.xliff",
  `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="sv" datatype="plaintext" original="manual">
<body><trans-unit id="1"><source>${LINE_ONE}</source><target>Nordika översätter manualer.</target></trans-unit>
<trans-unit id="2"><source>Every project starts with a <g id="b">glossary</g> &amp; style<x id="1"/> guide.</source></trans-unit></body></file></xliff>`,
)

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;")

async function docx() {
  const zip = new JSZip()
  zip.file("[Content_Types].xml", `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`)
  // The first paragraph is split into runs mid-word, as Word does.
  zip.file(
    "word/document.xml",
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
<w:p><w:r><w:t>Nordika transl</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t>ates product manuals into twenty-four</w:t></w:r><w:r><w:t xml:space="preserve"> languages for Nordic manufacturers.</w:t></w:r></w:p>
<w:p><w:r><w:t>${xmlEscape(LINE_TWO)}</w:t></w:r></w:p></w:body></w:document>`,
  )
  write("sample.docx", await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))
}

async function pptx() {
  const zip = new JSZip()
  const slide = (text: string) =>
    `<?xml version="1.0"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${xmlEscape(text)}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`
  zip.file("ppt/slides/slide1.xml", slide(LINE_ONE))
  zip.file("ppt/slides/slide2.xml", slide(LINE_TWO))
  write("sample.pptx", await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))
}

async function xlsx() {
  const zip = new JSZip()
  zip.file(
    "xl/sharedStrings.xml",
    `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2" uniqueCount="2"><si><t>${LINE_ONE}</t></si><si><r><t>Every project starts </t></r><r><t>with a glossary &amp; style guide.</t></r></si></sst>`,
  )
  zip.file(
    "xl/worksheets/sheet1.xml",
    `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>42</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`,
  )
  write("sample.xlsx", await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))
}

/** A one-page PDF with the two lines in Helvetica, its xref offsets computed. */
function pdf() {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)
  const stream = `BT /F1 11 Tf 72 720 Td (${escape(LINE_ONE)}) Tj 0 -16 Td (${escape(LINE_TWO)}) Tj ET`
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ]
  let body = "%PDF-1.4\n"
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  write("sample.pdf", body)
}

await docx()
await pptx()
await xlsx()
pdf()
console.log(`wrote ${fs.readdirSync(dir).length} fixtures to ${path.relative(process.cwd(), dir)}`)
