import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/system-updates: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
