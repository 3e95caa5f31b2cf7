import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/users/setup: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
