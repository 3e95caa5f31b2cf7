import * as React from "react"

/** State that is controlled when `value` is given and kept inside otherwise; `onChange` fires either way. */
export function useControllableValue<V>(value: V | undefined, defaultValue: V, onChange?: (next: V) => void) {
  const [inner, setInner] = React.useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : inner
  const set = React.useCallback(
    (next: V) => {
      if (!controlled) setInner(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [current, set] as const
}
