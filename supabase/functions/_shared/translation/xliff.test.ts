import { describe, expect, it } from "vitest"
import { exportXliff, importXliff, type XliffDocument, type XliffImportContext, type XliffUnitResult } from "./xliff.ts"
import { readXml } from "./xml-reader.ts"

const DOCUMENT_ID = "6f1c2a8e-4b7d-4c1e-9a3f-0d2b5e7c9a10"
const HEADING = "0b8f6c1e-1111-4a2b-8c3d-000000000001"
const TAGGED = "0b8f6c1e-1111-4a2b-8c3d-000000000002"
const APPROVED = "0b8f6c1e-1111-4a2b-8c3d-000000000003"
const BUTTON = "0b8f6c1e-1111-4a2b-8c3d-000000000004"

const DOCUMENT: XliffDocument = {
  id: DOCUMENT_ID,
  title: "Translation & localisation",
  path: "/services/translation",
  segments: [
    { id: HEADING, field: "hero.heading", ordinal: 0, source: "Translation you can trust.", target: "", state: "untranslated" },
    {
      id: TAGGED,
      field: "overview.3",
      ordinal: 0,
      source: 'We work to <pc id="1">ISO 17100</pc> &amp; sign <ph id="2"/> every NDA.',
      target: '[SV: We work to ]<pc id="1">ISO 17100</pc>[SV:  &amp; sign ]<ph id="2"/>[SV:  every NDA.]',
      state: "machine_draft",
    },
    {
      id: APPROVED,
      field: "overview.3",
      ordinal: 1,
      source: "Every sentence is reviewed.",
      target: "Varje mening granskas.",
      state: "approved",
    },
    { id: BUTTON, field: "cta.label", ordinal: 0, source: "Contact us", target: "Kontakta oss", state: "translated" },
  ],
}
const CONTEXT: XliffImportContext = { targetLocale: "sv", documents: [DOCUMENT] }

const EXPORTED = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="sv">
  <file id="${DOCUMENT_ID}" original="/services/translation">
    <notes>
      <note category="title">Translation &amp; localisation</note>
    </notes>
    <unit id="${HEADING}" name="hero.heading">
      <notes>
        <note category="field">hero.heading</note>
      </notes>
      <segment state="initial">
        <source>Translation you can trust.</source>
      </segment>
    </unit>
    <unit id="${TAGGED}" name="overview.3">
      <notes>
        <note category="field">overview.3</note>
      </notes>
      <segment state="initial" subState="nordika:machine_draft">
        <source>We work to <pc id="1">ISO 17100</pc> &amp; sign <ph id="2"/> every NDA.</source>
        <target>[SV: We work to ]<pc id="1">ISO 17100</pc>[SV:  &amp; sign ]<ph id="2"/>[SV:  every NDA.]</target>
      </segment>
    </unit>
    <unit id="${APPROVED}" name="overview.3">
      <notes>
        <note category="field">overview.3, sentence 2</note>
      </notes>
      <segment state="final">
        <source>Every sentence is reviewed.</source>
        <target>Varje mening granskas.</target>
      </segment>
    </unit>
    <unit id="${BUTTON}" name="cta.label">
      <notes>
        <note category="field">cta.label</note>
      </notes>
      <segment state="translated">
        <source>Contact us</source>
        <target>Kontakta oss</target>
      </segment>
    </unit>
  </file>
</xliff>
`

/** The file as a linguist's tool gives it back: `edit` applied to the exported text. */
const edited = (...edits: [string | RegExp, string][]) => edits.reduce((xml, [from, to]) => xml.replace(from, to), EXPORTED)
const unit = (units: XliffUnitResult[], id: string) => units.find((u) => u.unitId === id)
function imported(xml: string, context = CONTEXT): XliffUnitResult[] {
  const result = importXliff(xml, context)
  if (!result.ok) throw new Error(`expected the file to be read, got: ${result.error}`)
  return result.units
}

describe("XLIFF 2.0 export", () => {
  it("writes one <file> per document and one <unit> per segment, with XLIFF's states and the tags as elements", () => {
    expect(exportXliff({ targetLocale: "sv", documents: [DOCUMENT] })).toBe(EXPORTED)
  })

  it("writes a file every XML reader takes, even from text XML cannot carry", () => {
    const odd: XliffDocument = {
      id: "d",
      segments: [
        { id: "u1", field: 'a"b', ordinal: 0, source: "Bell\u0007 <b>not a tag</b>", target: '<pc id="1">open', state: "translated" },
      ],
    }
    const xml = exportXliff({ targetLocale: "de", documents: [odd] })
    expect("root" in readXml(xml)).toBe(true)
    expect(xml).toContain("<source>Bell\uFFFD &lt;b&gt;not a tag&lt;/b&gt;</source>")
    // A malformed target goes out as the text it is, so the linguist sees it and nothing breaks the file.
    expect(xml).toContain('<target>&lt;pc id="1"&gt;open</target>')
  })

  it("writes a batch of documents as one file per language", () => {
    const other: XliffDocument = { id: "second-doc", segments: [{ ...DOCUMENT.segments[0], id: "u-2" }] }
    const root = readXml(exportXliff({ targetLocale: "de", documents: [DOCUMENT, other] }))
    expect("root" in root && root.root.attrs).toMatchObject({ trgLang: "de", srcLang: "en", version: "2.0" })
    expect(
      "root" in root && root.root.children.filter((c) => typeof c !== "string").map((c) => typeof c !== "string" && c.attrs.id),
    ).toEqual([DOCUMENT_ID, "second-doc"])
  })
})

describe("XLIFF 2 import: the round trip", () => {
  it("takes the linguist's confirmed targets, tags moved within the sentence, and leaves the rest", () => {
    const xml = edited(
      [
        `<segment state="initial">\n        <source>Translation you can trust.</source>`,
        `<segment state="translated">\n        <source>Translation you can trust.</source>\n        <target>Översättning du kan lita på.</target>`,
      ],
      [/<segment state="initial" subState="nordika:machine_draft">/, '<segment state="reviewed">'],
      [
        /<target>\[SV: We work.*<\/target>/,
        '<target>Vi arbetar enligt <pc id="1">ISO 17100</pc> &amp; skriver under <ph id="2"/> varje NDA.</target>',
      ],
    )
    expect(imported(xml)).toEqual([
      { unitId: HEADING, documentId: DOCUMENT_ID, line: 7, outcome: "update", target: "Översättning du kan lita på.", state: "translated" },
      {
        unitId: TAGGED,
        documentId: DOCUMENT_ID,
        line: 16,
        outcome: "update",
        target: 'Vi arbetar enligt <pc id="1">ISO 17100</pc> &amp; skriver under <ph id="2"/> varje NDA.',
        state: "reviewed",
      },
      { unitId: APPROVED, documentId: DOCUMENT_ID, line: 25, outcome: "unchanged", target: "Varje mening granskas.", state: "final" },
      { unitId: BUTTON, documentId: DOCUMENT_ID, line: 34, outcome: "unchanged", target: "Kontakta oss", state: "translated" },
    ])
  })

  it("reads the file as a CAT tool writes it: other attributes, <ph></ph>, character references, CDATA, <mrk>, <cp>, its own metadata", () => {
    const xml = edited(
      [
        /<target>\[SV: We work.*<\/target>/,
        '<target><![CDATA[Vi arbetar enligt ]]><pc id="1" dataRefStart="d1" canCopy="no">ISO&#160;17100</pc> &#38; skriver under <ph id="2" equiv="{0}"></ph> <mrk id="m1" type="term">varje</mrk> NDA<cp hex="2E"/></target>',
      ],
      [/<segment state="initial" subState="nordika:machine_draft">/, '<segment state="translated">'],
      [
        `<unit id="${TAGGED}" name="overview.3">`,
        `<unit id="${TAGGED}" name="overview.3" xmlns:mda="urn:oasis:names:tc:xliff:metadata:2.0"><mda:metadata><mda:metaGroup><mda:meta type="tool">memoQ</mda:meta></mda:metaGroup></mda:metadata>`,
      ],
    )
    expect(unit(imported(xml), TAGGED)).toMatchObject({
      outcome: "update",
      target: 'Vi arbetar enligt <pc id="1">ISO\u00a017100</pc> &amp; skriver under <ph id="2"/> varje NDA.',
    })
  })

  it("never replaces an approved segment: a changed approved target is refused with the reason", () => {
    const units = imported(edited(["<target>Varje mening granskas.</target>", "<target>Varje mening läses av en granskare.</target>"]))
    expect(unit(units, APPROVED)).toMatchObject({
      outcome: "refused",
      reason:
        "The segment is approved in the workspace: an import does not replace an approved translation. Change it in the workspace, where a reviewer approves it again.",
    })
  })

  it("skips a target the linguist did not confirm (state initial) and a unit without a target", () => {
    const units = imported(
      edited([/<target>\[SV: We work.*<\/target>/, '<target>Vi arbetar <pc id="1">ISO 17100</pc> <ph id="2"/>.</target>']),
    )
    expect(unit(units, TAGGED)).toMatchObject({
      outcome: "skipped",
      reason: "Not confirmed in the file (state “initial”): confirm the segment in your tool and export again.",
    })
    expect(unit(units, HEADING)).toMatchObject({ outcome: "skipped", reason: "No translation in the file." })
  })

  it("refuses a unit whose English source is not the workspace's", () => {
    const units = imported(
      edited(
        ["<source>Contact us</source>", "<source>Contact us today</source>"],
        ['<segment state="translated">\n        <source>Contact us', '<segment state="final">\n        <source>Contact us'],
      ),
    )
    expect(unit(units, BUTTON)).toMatchObject({
      outcome: "refused",
      reason:
        "The English source in the file is not the workspace's: it changed after the export, or it was edited in the file. Export the document again.",
    })
    // The workspace's source changed since the export: the same refusal.
    const changed = {
      ...CONTEXT,
      documents: [{ ...DOCUMENT, segments: DOCUMENT.segments.map((s) => (s.id === BUTTON ? { ...s, source: "Call us" } : s)) }],
    }
    expect(unit(imported(EXPORTED, changed), BUTTON)?.outcome).toBe("refused")
  })

  it("refuses a unit the documents do not have, and takes the others", () => {
    const stranger = `    <unit id="not-ours"><segment state="translated"><source>Hello</source><target>Hej</target></segment></unit>\n  </file>`
    const units = imported(edited(["  </file>", stranger], ["<target>Kontakta oss</target>", "<target>Kontakta oss i dag</target>"]))
    expect(unit(units, "not-ours")).toMatchObject({
      documentId: null,
      outcome: "refused",
      reason: "Unit not-ours is not a segment of the documents being imported.",
    })
    expect(unit(units, BUTTON)).toMatchObject({ outcome: "update", target: "Kontakta oss i dag" })
  })

  it("refuses a unit split into two segments by a tool, and a unit that appears twice", () => {
    const split = edited([
      '<segment state="translated">\n        <source>Contact us</source>\n        <target>Kontakta oss</target>\n      </segment>',
      '<segment state="translated"><source>Contact</source><target>Kontakta</target></segment><segment state="translated"><source> us</source><target> oss</target></segment>',
    ])
    expect(unit(imported(split), BUTTON)).toMatchObject({
      outcome: "refused",
      reason: "Line 33: the unit was split into 2 segments: join them in your tool and export again.",
    })
    const twice = imported(edited(["  </file>", `    <unit id="${HEADING}"><segment><source>x</source></segment></unit>\n  </file>`]))
    expect(twice.filter((u) => u.unitId === HEADING).map((u) => u.outcome)).toEqual(["skipped", "refused"])
  })
})

describe("XLIFF 2 import: a target whose tags a tool broke", () => {
  const withTarget = (target: string) =>
    unit(
      imported(
        edited(
          [/<target>\[SV: We work.*<\/target>/, `<target>${target}</target>`],
          [/<segment state="initial" subState="nordika:machine_draft">/, '<segment state="translated">'],
        ),
      ),
      TAGGED,
    )

  it.each([
    [
      "a placeholder turned into text",
      'Vi arbetar enligt <pc id="1">ISO 17100</pc> &amp; skriver under &lt;ph id="2"/&gt; varje NDA.',
      'The target lost the source\'s tag 2 (<ph id="2"/>): put it back around the same words.',
    ],
    [
      "a tag the source does not have",
      'Vi arbetar enligt <pc id="1">ISO 17100</pc> <ph id="2"/> <ph id="3"/> varje NDA.',
      'The target has a tag the source does not (<ph id="3"/>): remove it.',
    ],
    [
      "a paired tag made standalone",
      'Vi arbetar enligt <ph id="1"/> ISO 17100 <ph id="2"/> varje NDA.',
      "Tag 1 is a paired tag in the source and not in the target.",
    ],
    [
      "a tag id a tool renumbered",
      'Vi arbetar enligt <pc id="pc1">ISO 17100</pc> <ph id="2"/> varje NDA.',
      'The target\'s tags are broken: “<pc id="pc1">” is not a tag this segment can hold: write < and > as &lt; and &gt;.',
    ],
    [
      "paired tags rewritten as <sc>/<ec>",
      'Vi arbetar enligt <sc id="1"/>ISO 17100<ec startRef="1"/> <ph id="2"/> varje NDA.',
      "Line 21: <sc> is not a tag this workspace can take back (it writes <pc> and <ph> only): keep the tags as exported.",
    ],
  ])("refuses %s, with the reason", (_, target, reason) => {
    expect(withTarget(target)).toMatchObject({ outcome: "refused", reason })
  })
})

describe("XLIFF 2 import: a file that cannot be taken gets one clear error", () => {
  const error = (xml: string, context = CONTEXT) => {
    const result = importXliff(xml, context)
    return result.ok ? null : result.error
  }

  it.each([
    [
      "a <target> never closed",
      edited([
        '</target>\n      </segment>\n    </unit>\n    <unit id="' + BUTTON,
        '\n      </segment>\n    </unit>\n    <unit id="' + BUTTON,
      ]),
      "Line 30: <target> is not closed.",
    ],
    [
      "an element closed by another's end tag",
      edited(["Varje mening granskas.</target>", "Varje mening granskas.</source>"]),
      "Line 30: </source> closes <target>, which opened on line 30.",
    ],
    ["a bare &", edited(["Kontakta oss", "Kontakta oss & co"]), "Line 39: a “&” must be written “&amp;”."],
    [
      "an HTML entity",
      edited(["Kontakta oss", "Kontakta&nbsp;oss"]),
      "Line 39: “&nbsp;” is not an entity XML knows (write “&amp;” for a “&”).",
    ],
    [
      "a DOCTYPE",
      EXPORTED.replace("<xliff ", '<!DOCTYPE x [<!ENTITY a "b">]>\n<xliff '),
      "Line 2: a DOCTYPE is not allowed in an XLIFF file.",
    ],
    ["a stray <", edited(["Kontakta oss", "Kontakta < oss"]), "Line 39: “<” does not start a tag: write a “<” of the text as “&lt;”."],
    ["a second root", `${EXPORTED}<xliff/>`, "Line 44: a second root element <xliff>."],
    ["an empty file", "", "The file is empty: it holds no XML element."],
    ["a file that is not XML", "unit,source,target\n1,Hello,Hej\n", "Line 1: there is text before the root element."],
    [
      "a file in another encoding",
      EXPORTED.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'),
      "Line 1: the file is in ISO-8859-1; save it as UTF-8.",
    ],
  ])("%s", (_, xml, message) => {
    expect(error(xml)).toBe(message)
  })

  it("XLIFF 1.2", () => {
    const xliff12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="/services/translation" source-language="en" target-language="sv" datatype="plaintext">
    <body>
      <trans-unit id="${BUTTON}"><source>Contact us</source><target state="translated">Kontakta oss</target></trans-unit>
    </body>
  </file>
</xliff>`
    expect(error(xliff12)).toBe("This is XLIFF 1.2; export again as XLIFF 2.0.")
  })

  it("a file that is no XLIFF at all", () => {
    expect(error("<html><body>Kontakta oss</body></html>")).toBe("This is not an XLIFF file: its root element is <html>.")
    expect(error(EXPORTED.replace(' version="2.0"', ""))).toBe("This is not an XLIFF 2 file (version “none”); export again as XLIFF 2.0.")
    expect(error(EXPORTED.replace("document:2.0", "document:9.9"))).toBe(
      "The file's elements are not in XLIFF 2's namespace (urn:oasis:names:tc:xliff:document:2.0); export again as XLIFF 2.0.",
    )
  })

  it("another language", () => {
    expect(error(EXPORTED.replace('trgLang="sv"', 'trgLang="de-DE"'))).toBe("The file is for German; this document's import is Swedish.")
    expect(error(EXPORTED, { ...CONTEXT, targetLocale: "de" })).toBe("The file is for Swedish; this document's import is German.")
    expect(error(EXPORTED.replace('trgLang="sv"', ""))).toBe(
      "The file names no target language (trgLang); export it with Swedish as the target.",
    )
    expect(error(EXPORTED.replace('srcLang="en"', 'srcLang="fr"'))).toBe(
      "The file translates from French; this site translates from English.",
    )
  })

  it("another document", () => {
    const other = {
      targetLocale: "sv" as const,
      documents: [{ id: "another", segments: [{ ...DOCUMENT.segments[0], id: "someone-else" }] }],
    }
    expect(error(EXPORTED, other)).toBe(
      "None of the file's units is a segment of this document: the file was exported from another document.",
    )
  })

  it("takes XLIFF 2.1 and 2.2 files, sv-SE as Swedish", () => {
    const v21 = EXPORTED.replace('version="2.0"', 'version="2.1"').replace('trgLang="sv"', 'trgLang="sv-SE"')
    expect(imported(v21)).toHaveLength(4)
    const v22 = v21.replace('version="2.1"', 'version="2.2"').replace("document:2.0", "document:2.2")
    expect(imported(v22)).toHaveLength(4)
  })

  it("never throws, wherever a file is cut off", () => {
    const xml = edited(["<target>Kontakta oss</target>", '<target>Kontakta <mrk id="m">oss</mrk> &amp; co</target>'])
    for (let end = 0; end < xml.length; end += 7) {
      const result = importXliff(xml.slice(0, end), CONTEXT)
      expect(result.ok ? "ok" : result.error).toMatch(/^(ok|Line \d+: .+|The file is empty: it holds no XML element\.)$/)
    }
  })
})
