// The setup of the `stories` Vitest project. Every story renders in the light UI theme, runs its play
// function, and is then checked in both themes (./vitest.setup.visual.ts): compared with its light
// baseline, switched to dark and compared with its dark baseline and checked by axe's colour rules,
// and switched back for axe's full run.
import { configure } from "storybook/test"
import { rememberPassedStates } from "./vitest.setup.visual"
import { profileEachStory } from "./vitest.setup.profile"

// The stories run beside the builds and the server's tests in `npm test`, so on a 2-core machine a
// menu may take more than Testing Library's default second to open or close (a Select re-exposes the
// page only once its list has closed). A query still fails, only later, when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 })

profileEachStory()
rememberPassedStates()
