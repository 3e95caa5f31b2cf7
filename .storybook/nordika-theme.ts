import { create } from "storybook/theming"

/** Storybook's own chrome in Nordika's colours (the brand navy and blue of ui/styles.css). */
export const nordikaTheme = create({
  base: "dark",
  brandTitle: "Nordika design system",
  brandUrl: "/?path=/docs/introduction--docs",
  brandImage: "./nordika-logo.svg",
  brandTarget: "_self",
  colorPrimary: "#6ea3ff",
  colorSecondary: "#1554c0",
  appBg: "#0b1b2b",
  appContentBg: "#0a1220",
  appPreviewBg: "#ffffff",
  appBorderColor: "#1b2d43",
  appBorderRadius: 8,
  fontBase: '"Inter", ui-sans-serif, system-ui, sans-serif',
  textColor: "#e7edf4",
  textInverseColor: "#0b1b2b",
  textMutedColor: "#a9bbcf",
  barBg: "#101b2c",
  barTextColor: "#c6d3e1",
  barSelectedColor: "#7fb0ff",
  barHoverColor: "#7fb0ff",
  inputBg: "#101b2c",
  inputBorder: "#3a4d66",
  inputTextColor: "#e7edf4",
  inputBorderRadius: 6,
})
