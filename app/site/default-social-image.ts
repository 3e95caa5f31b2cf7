import { createContext } from "react"

/**
 * The address of the site-wide default social image (site setting 'social'), or undefined: a page's social
 * card shows it when the page has neither its own SEO image nor a cover. The site layout sets it from its loader.
 */
export const DefaultSocialImageContext = createContext<string | undefined>(undefined)
