/** The parts of the site's frame that load after the first paint (see deferredComponent in site-layout). */
export { ThemeToggle, Toaster } from "@nordika/ui"
