import type { SocialPlatform } from "../components/site-footer"

/**
 * The profiles the footer links to, with their names. Apart from the settings form that edits them, so
 * the public footer's labels do not bring the form (and its validation) along.
 */
export const SOCIAL_PLATFORM_NAMES: Record<SocialPlatform, string> = {
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  instagram: "Instagram",
}
