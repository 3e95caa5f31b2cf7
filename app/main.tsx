import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { RouterProvider } from "react-router-dom"
import { ThemeProvider } from "@nordika/ui"
import "./app.css"
import { router } from "./routes"
import { reloadOnceOnStaleChunks } from "./site/stale-chunks"

reloadOnceOnStaleChunks()

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
)
