/**
 * The menu's bundled illustrations (design, not content: docs/decisions/0005-media-library.md) by the
 * name a menu document gives them (MENU_ART in supabase/functions/_shared/content/menus.ts).
 */
import type { MenuArt } from "#shared/content/menus"
import archipelago from "../assets/menu/archipelago.svg"
import aurora from "../assets/menu/aurora.svg"
import fjord from "../assets/menu/fjord.svg"
import globe from "../assets/menu/globe.svg"
import midnightSun from "../assets/menu/midnight-sun.svg"
import network from "../assets/menu/network.svg"
import pineForest from "../assets/menu/pine-forest.svg"
import skyline from "../assets/menu/skyline.svg"
import team from "../assets/menu/team.svg"
import waves from "../assets/menu/waves.svg"

export const MENU_ART_URLS: Readonly<Record<MenuArt, string>> = {
  archipelago,
  aurora,
  fjord,
  globe,
  "midnight-sun": midnightSun,
  network,
  "pine-forest": pineForest,
  skyline,
  team,
  waves,
}
