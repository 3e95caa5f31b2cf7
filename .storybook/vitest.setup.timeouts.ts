// Imported by the stories-light and stories-dark setup files. Both story projects run beside the
// builds and the server's tests in `npm test`, so on a 2-core machine a menu may take more than
// Testing Library's default second to open or close (a Select re-exposes the page only once its
// list has closed). A query still fails, only later, when what it waits for never comes.
import { configure } from "storybook/test"

configure({ asyncUtilTimeout: 5_000 })
