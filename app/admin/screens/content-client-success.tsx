import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/content/client-success: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
