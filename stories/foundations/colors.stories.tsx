import type { Meta, StoryObj } from "@storybook/react-vite"
import { contrastRatio, WCAG_AA_NORMAL_TEXT_RATIO } from "../../ui/lib/contrast"
import { SITE_THEME_TEXT_PAIRS } from "../../ui/lib/site-theme"
import { readTokens, type ColorToken } from "./tokens"

const { colors } = readTokens()
const byName = new Map(colors.map((token) => [token.name, token]))

function Swatch({ value }: { value: string | undefined }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden className="size-8 shrink-0 rounded-md border border-border" style={{ background: value }} />
      <code className="text-sm">{value ?? "—"}</code>
    </span>
  )
}

function ColorTable({ tokens }: { tokens: ColorToken[] }) {
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="mb-3 text-left text-muted-foreground">
        Every colour token of ui/styles.css, in the light and the dark theme.
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th className="py-2 pr-4 font-semibold">Token</th>
          <th className="py-2 pr-4 font-semibold">Light</th>
          <th className="py-2 font-semibold">Dark</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name} className="border-b border-border">
            <td className="py-2 pr-4">
              <code>--{token.name}</code>
            </td>
            <td className="py-2 pr-4">
              <Swatch value={token.light} />
            </td>
            <td className="py-2">
              <Swatch value={token.dark} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Ratio({ foreground, background }: { foreground?: string; background?: string }) {
  const ratio = foreground && background ? contrastRatio(foreground, background) : null
  if (ratio === null) return <span>—</span>
  const passes = ratio >= WCAG_AA_NORMAL_TEXT_RATIO
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden className="rounded-md px-2 py-1 font-semibold" style={{ color: foreground, background }}>
        Aa
      </span>
      <span>
        {ratio.toFixed(2)} : 1 <strong className={passes ? "text-success" : "text-destructive"}>{passes ? "AA" : "below AA"}</strong>
      </span>
    </span>
  )
}

function ContrastTable() {
  return (
    <table className="w-full max-w-3xl text-left text-sm">
      <caption className="mb-3 text-left text-muted-foreground">
        Text colours on the backgrounds they are used on; AA needs {WCAG_AA_NORMAL_TEXT_RATIO} : 1 for body text.
      </caption>
      <thead>
        <tr className="border-b border-border">
          <th className="py-2 pr-4 font-semibold">Use</th>
          <th className="py-2 pr-4 font-semibold">Light</th>
          <th className="py-2 font-semibold">Dark</th>
        </tr>
      </thead>
      <tbody>
        {SITE_THEME_TEXT_PAIRS.map((pair) => {
          const foreground = byName.get(pair.foreground)
          const background = byName.get(pair.background)
          return (
            <tr key={pair.label} className="border-b border-border">
              <td className="py-2 pr-4">
                {pair.label}
                <div className="text-muted-foreground">
                  <code>{pair.foreground}</code> on <code>{pair.background}</code>
                </div>
              </td>
              <td className="py-2 pr-4">
                <Ratio foreground={foreground?.light} background={background?.light} />
              </td>
              <td className="py-2">
                <Ratio foreground={foreground?.dark} background={background?.dark} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

const meta = {
  title: "Foundations/Colours",
  parameters: { layout: "padded" },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Palette: Story = { render: () => <ColorTable tokens={colors} /> }

export const Contrast: Story = { render: () => <ContrastTable /> }
