/** The toast region's code, a chunk of its own: loaded with the first toast (see ToastRegion in site-layout). */
export { Toaster } from "@nordika/ui"
