import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/content/hero: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
