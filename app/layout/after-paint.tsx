/** The parts of the site's frame that load after the first paint (see deferredComponent in site-layout). */
export { Toaster } from "@nordika/ui"
