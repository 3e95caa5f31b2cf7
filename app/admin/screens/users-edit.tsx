import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/users/edit/:id: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
