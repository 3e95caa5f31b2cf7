/** The toast region's code, a chunk of its own: loaded with the first toast (see ./toast-region). */
export { Toaster } from "@nordika/ui"
