/**
 * Copy of the two pages outside the public layout, until the admin issue replaces them with the
 * sign-in and recovery forms. (Kept here rather than in app/content, which another engineer owns.)
 */
export interface StandalonePageCopy {
  title: string
  description: string
  heading: string
  text: string
  backLabel: string
}

export const STANDALONE_PAGES = {
  "/login": {
    title: "Staff Sign-in",
    description: "Sign-in for Nordika staff to the admin area of the website.",
    heading: "Staff sign-in",
    text: "Staff sign in here to manage users, site content, client logos and settings.",
    backLabel: "Back to the website",
  },
  "/emergency-login": {
    title: "Emergency Access Recovery",
    description: "Access recovery for Nordika staff who cannot sign in with their usual method. It opens together with the admin area.",
    heading: "Emergency access recovery",
    text: "Sign-in comes with the admin area, which is being built. Staff who have lost their second factor will recover access here.",
    backLabel: "Back to the website",
  },
} as const satisfies Record<string, StandalonePageCopy>
