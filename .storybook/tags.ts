/**
 * The tag of a story that is a behaviour test (named for what its play function proves): the stories
 * project runs it, the sidebar and the docs pages leave it out (see docs/storybook.md, "States and interaction stories").
 */
export const INTERACTION_TAG = "interaction"
