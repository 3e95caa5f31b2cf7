import type * as React from "react"
import { readTokens } from "../foundations/tokens"

const tokens = new Map(readTokens().colors.map((token) => [token.name, token]))

interface TokenSwatchProps {
  /** The colour token shown, without its `--` ("primary"). */
  token: string
  /** The token its text is set in on it ("primary-foreground"). */
  foreground: string
  /** What the colour is for, set on it. */
  children: React.ReactNode
}

/**
 * A colour token for the docs pages: its role set on the colour in its foreground token, as the
 * current UI theme (and site theme) draws it, with its values in light and dark from ui/styles.css.
 */
export function TokenSwatch({ token, foreground, children }: TokenSwatchProps) {
  const values = tokens.get(token)
  return (
    <figure className="m-0 flex flex-col overflow-hidden rounded-xl ring-1 ring-border">
      <div className="p-4 text-sm font-semibold" style={{ background: `var(--${token})`, color: `var(--${foreground})` }}>
        {children}
      </div>
      <figcaption className="bg-card px-4 py-2 text-xs text-card-foreground">
        <code>--{token}</code> {values?.light} (dark {values?.dark})
      </figcaption>
    </figure>
  )
}
