import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/leads: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
