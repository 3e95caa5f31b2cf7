// The stories-dark Vitest project renders every story in the dark UI theme (see .storybook/themes.ts).
;(globalThis as { __NORDIKA_STORY_THEME__?: string }).__NORDIKA_STORY_THEME__ = "dark"
