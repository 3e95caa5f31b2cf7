import path from "node:path"
import { fileURLToPath } from "node:url"
import ts from "typescript"
import { beforeAll, describe, expect, it } from "vitest"
import { UI_ENTRIES } from "./ui-entries"

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..")
const entries = UI_ENTRIES.map((entry) => path.join(root, entry.source))

/** A prop of a component, and where the package declares it. */
interface DeclaredProp {
  component: string
  prop: string
  /** file:line of its declaration. */
  at: string
  described: boolean
}

const isOwnFile = (file: ts.SourceFile) => !file.fileName.includes("/node_modules/")

const where = (node: ts.Node) => {
  const file = node.getSourceFile()
  return `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
}

/** The JSDoc text of a member of an interface or type literal: what Storybook's props table shows as its description. */
function jsDocText(declaration: ts.Declaration): string {
  return ts
    .getJSDocCommentsAndTags(declaration)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? "")
    .join(" ")
    .trim()
}

/**
 * Every prop of every component the package's entries export, that the package declares itself: its own
 * interfaces and types, and the keys of its cva() maps (through VariantProps). Props a component takes
 * over from React's HTML attributes or from a Radix part are left out: their documentation is theirs.
 */
function declaredProps(): DeclaredProp[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"))
      },
    },
  )!
  const program = ts.createProgram(entries, config.options)
  const checker = program.getTypeChecker()
  const exports = entries.flatMap((entry) => checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!))
  const props: DeclaredProp[] = []
  for (const exported of exports) {
    if (!/^[A-Z][a-z]/.test(exported.name)) continue
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) || !symbol.valueDeclaration) continue
    // A function component, or what forwardRef and memo make of one: called with its props.
    const [parameter] = checker.getTypeOfSymbol(symbol).getCallSignatures()[0]?.getParameters() ?? []
    if (!parameter) continue
    const propsType = checker.getTypeOfSymbolAtLocation(parameter, symbol.valueDeclaration)
    for (const prop of checker.getPropertiesOfType(propsType)) {
      const own = (prop.declarations ?? []).filter((declaration) => isOwnFile(declaration.getSourceFile()))
      if (own.length === 0) continue
      // A cva() map's key reaches the props through VariantProps: its JSDoc does not reach the docs table.
      const members = own.filter((declaration) => ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      props.push({
        component: exported.name,
        prop: prop.name,
        at: where(members[0] ?? own[0]),
        described: members.some((member) => jsDocText(member) !== ""),
      })
    }
  }
  return props
}

describe("the props table of every ui component", () => {
  let props: DeclaredProp[]
  // A type-checked program of the whole package.
  beforeAll(() => {
    props = declaredProps()
  }, 120_000)

  it("covers the props of every exported component", () => {
    expect(new Set(props.map((prop) => prop.component)).size).toBeGreaterThan(100)
    expect(props.find((prop) => prop.component === "Button" && prop.prop === "variant")).toBeDefined()
  })

  it("describes every prop a component declares itself, in a JSDoc comment on its props interface", () => {
    const undescribed = props.filter((prop) => !prop.described).map(({ component, prop, at }) => `${component}.${prop} (${at})`)
    expect(undescribed).toEqual([])
  })
})
