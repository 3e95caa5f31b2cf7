// The stories-dark Vitest project renders every story in the dark UI theme (see .storybook/themes.ts)
// and compares it with the dark visual baselines (see ./vitest.setup.visual.ts).
import "./vitest.setup.timeouts"
import "./vitest.setup.visual"
;(globalThis as { __NORDIKA_STORY_THEME__?: string }).__NORDIKA_STORY_THEME__ = "dark"
