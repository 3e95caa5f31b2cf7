/** The home page's shapes live with the home template in ui/; app/content keeps these names. */
export * from "../../ui/templates/home-types"
