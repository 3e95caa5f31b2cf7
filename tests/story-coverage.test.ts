import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { beforeAll, describe, expect, it } from "vitest"
import { UI_ENTRIES } from "./ui-entries"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")

/** A React component the package exports: a function or a forwardRef/memo/context object, named in PascalCase. */
function isComponent(name: string, value: unknown) {
  if (!/^[A-Z][a-z]/.test(name)) return false
  if (typeof value === "function") return !(value.prototype instanceof Error)
  return typeof value === "object" && value !== null && "$$typeof" in value
}

/**
 * The ui components each story file documents: its meta's `component` and `subcomponents`, counted
 * only when imported from ui/ (a story's own wrapper of the same name does not count).
 */
function documentedComponents(file: string): string[] {
  // Without parent links (nothing here walks up): setting them was two thirds of the parse.
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const fromUi = new Map<string, string>()
  const named: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /(^|\/)ui\//.test(node.moduleSpecifier.text)) {
      const bindings = node.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) fromUi.set(element.name.text, (element.propertyName ?? element.name).text)
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      // `component: DataTable<Lead>` names DataTable.
      const component = ts.isExpressionWithTypeArguments(node.initializer) ? node.initializer.expression : node.initializer
      if (node.name.text === "component" && ts.isIdentifier(component)) named.push(component.text)
      if (node.name.text === "subcomponents" && ts.isObjectLiteralExpression(node.initializer))
        for (const property of node.initializer.properties) {
          if (ts.isShorthandPropertyAssignment(property)) named.push(property.name.text)
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)) named.push(property.initializer.text)
        }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return named.flatMap((local) => (fromUi.has(local) ? [fromUi.get(local)!] : []))
}

describe("story coverage of the design system", () => {
  let components: string[]
  // The entries pull in the package's whole dependency graph (charts, markdown, drag and drop).
  beforeAll(async () => {
    const modules: Record<string, unknown>[] = await Promise.all(UI_ENTRIES.map((entry) => entry.load()))
    components = modules.flatMap((ui) =>
      Object.entries(ui)
        .filter(([name, value]) => isComponent(name, value))
        .map(([name]) => name),
    )
  }, 60_000)

  it("has a story for every component the package's entries export (as a meta's component or subcomponent)", () => {
    const stories = path.join(root, "stories")
    const storyFiles = fs
      .readdirSync(stories, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".stories.tsx"))
      .map((file) => path.join(stories, file))
    const documented = new Set(storyFiles.flatMap(documentedComponents))
    expect(components.length).toBeGreaterThan(100)
    expect(components.filter((name) => !documented.has(name))).toEqual([])
    // Parsing some 200 story files took 4.7 s at a load of 12 (a teammate's run), near the 5 s default.
  }, 30_000)
})
