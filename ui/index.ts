export * from "./lib/utils"
export * from "./lib/site-theme"
export * from "./components/button"
export * from "./components/icon"
