/**
 * The path of the route a loader runs for, as the route table writes it: the router matches paths
 * without regard to case or a trailing slash.
 */
export function loaderPath(request: Request): string {
  const pathname = new URL(request.url).pathname.toLowerCase()
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}
