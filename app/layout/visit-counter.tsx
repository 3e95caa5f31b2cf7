/**
 * Counts the pages a visitor opens within the site (issue 41's most visited pages). The server counts the
 * page it answered (the first, and any the browser loads in full); the router's later pages never reach it,
 * so each one is reported here once it is shown. Loaded with what follows the visitor's first interaction
 * (after-paint.tsx), which every such navigation needs. An automated browser (navigator.webdriver: the tests,
 * crawlers that drive one) counts nothing, as the server counts no robot.
 */
import { useEffect, useRef } from "react"
import { useLocation } from "react-router-dom"
import { recordPageVisit } from "../data/page-visits"

/** A path as the router matches it: lower case, no trailing slash. */
const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase()

/** The page the browser loaded in full (the server counted that one), even when the router has moved on since. */
function loadedPath(): string {
  const [navigation] = performance.getEntriesByType("navigation")
  return normalize(navigation ? new URL(navigation.name).pathname : location.pathname)
}

export function VisitCounter() {
  const { pathname } = useLocation()
  const counted = useRef<string>(undefined)
  useEffect(() => {
    counted.current ??= loadedPath()
    const path = normalize(pathname)
    if (path === counted.current) return
    counted.current = path
    if (!navigator.webdriver) void recordPageVisit(path)
  }, [pathname])
  return null
}
