import * as React from "react"
import type { LeadStartToken } from "../../data/lead-start-token"

/** Starts the form's start token when the visitor first moves into it; lays out nothing of its own. */
export function StartsOnFirstFocus({ token, children }: { token: LeadStartToken; children: React.ReactNode }) {
  return (
    <div className="contents" onFocusCapture={token.start}>
      {children}
    </div>
  )
}
