/** The content shapes live with the templates that render them, in ui/; app/content keeps these names. */
import type { IconName } from "../../ui/components/icon"

export * from "../../ui/templates/types"
export type { IconName }
