import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/settings: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
