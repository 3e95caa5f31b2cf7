import { ScreenBeingBuilt } from "../screen-being-built"

/** /admin/audit-log: a placeholder until the screen itself is built here. */
export default ScreenBeingBuilt
