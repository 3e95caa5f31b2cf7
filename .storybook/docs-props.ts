import type { ArgTypesEnhancer } from "storybook/internal/types"

/** A prop's JSDoc ends with its default, on the same line (`… @default false`), as the house style writes it. */
const TRAILING_DEFAULT = /\s*@default\s+([^]+?)\s*$/

/**
 * The props table's Description column shows a prop's JSDoc without its `@default`, which goes to the
 * Default column when the component's code gives none (a default written in prose, say).
 */
export const jsDocDefaultsInTheirColumn: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const match = TRAILING_DEFAULT.exec(argType.description ?? "")
      if (!match) return [name, argType]
      const defaultValue = argType.table?.defaultValue ?? { summary: match[1] }
      return [name, { ...argType, description: argType.description!.slice(0, match.index), table: { ...argType.table, defaultValue } }]
    }),
  )
