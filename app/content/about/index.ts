import type { ContentPage } from "@nordika/ui/templates"
import { whoWeAre } from "./who-we-are"
import { history } from "./history"
import { mission } from "./mission"
import { values } from "./values"
import { vision } from "./vision"
import { team } from "./team"
import { clients } from "./clients"
import { technicalTools } from "./technical-tools"

export { whoWeAre, history, mission, values, vision, team, clients, technicalTools }

/** The about pages keyed by path (/about itself redirects to /about/who-we-are). */
export const ABOUT_PAGES: Readonly<Record<string, ContentPage>> = Object.fromEntries(
  [whoWeAre, history, mission, values, vision, team, clients, technicalTools].map((page) => [page.meta.path, page]),
)
