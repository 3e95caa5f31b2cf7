/** Id of the public layout route (its loader reads the logos, theme and company details). */
export const SITE_ROUTE_ID = "site"
