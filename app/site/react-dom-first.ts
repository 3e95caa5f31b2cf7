/**
 * React DOM's roots, initialised when this module's chunk evaluates, in a task of its own. The bundler
 * wraps React DOM's CommonJS in a function that runs on its first use: that was inside the entry's
 * evaluation, and the two together made the one long task after the first paint (docs/hosting.md).
 * vite.config.ts puts this module in the react-dom chunk, which the page's loader evaluates before the
 * entry. (A bare `import "react-dom/client"` is dropped: the package declares no side effects.)
 */
import * as ReactDomClient from "react-dom/client"

export const { createRoot, hydrateRoot } = ReactDomClient
