import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/users/credentials: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
