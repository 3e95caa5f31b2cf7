/**
 * The axe-core tags of the WCAG 2.0, 2.1 and 2.2 level A and AA rules, the conformance target the
 * accessibility statement (/accessibility) names. Selecting rules by tag also runs those axe leaves
 * off by default: `target-size` (2.5.8, tagged wcag22aa) runs only when asked for.
 */
export const WCAG_22_AA_AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const
