import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/client-logos: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
