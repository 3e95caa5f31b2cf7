/** The footer's theme control, loaded after the first paint (see deferredComponent in site-layout). */
export { ThemeToggle } from "@nordika/ui"
