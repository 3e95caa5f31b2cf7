/**
 * The menus' preview in the document editor's frame: the real public SiteHeader (its mega-menu with the
 * first panel open at a desktop's width, its mobile sheet open at a phone's) or SiteFooter, drawn from the
 * form's data as the public layout draws the published document (app/data/menus.ts). Links to pages show
 * their pages' paths now, read as a visitor would.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react"
import { SiteFooter, SiteHeader } from "@nordika/ui"
import type { MenuFooter, MenuHeader } from "#shared/content/menus"
import { FOOTER_ADDRESS, SOCIAL_LINKS } from "../../../content/footer"
import { footerMenu, headerMenu, menuPageIds, readPageHrefs } from "../../../data/menus"

/** From this width the header shows the mega-menu (Tailwind's lg, as SiteHeader decides). */
const DESKTOP_QUERY = "(min-width: 1024px)"
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DESKTOP_QUERY)
  query.addEventListener("change", onChange)
  return () => query.removeEventListener("change", onChange)
}
const useDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP_QUERY).matches)

/**
 * The paths of the pages the data links to, read as the public site reads them; until they arrive (or for a
 * page not on the site) "#" and the page's id, so each link keeps its own address (the menu keys links by it).
 */
function usePageHrefs(data: unknown): Record<string, { href: string }> {
  const ids = useMemo(() => menuPageIds(data), [data])
  const [read, setRead] = useState<Record<string, { href: string }>>({})
  const key = ids.join(",")
  useEffect(() => {
    let current = true
    void readPageHrefs(key ? key.split(",") : []).then((targets) => {
      if (current) setRead(targets)
    })
    return () => {
      current = false
    }
  }, [key])
  return useMemo(() => Object.fromEntries(ids.map((id) => [id, read[id] ?? { href: `#${id}` }])), [ids, read])
}

export function MenuHeaderPreview({ data, images }: { data: MenuHeader; images: Record<string, { src: string }> }) {
  const desktop = useDesktop()
  const pages = usePageHrefs(data)
  const { menu, quote } = headerMenu(data, pages, images)
  const firstPanel = menu.find((item) => !item.href)?.id
  return (
    <div data-slot="menu-header-preview" className="min-h-[40rem] bg-background pt-16">
      <SiteHeader
        key={desktop ? "desktop" : "phone"}
        className="absolute"
        menu={menu}
        quote={quote ?? undefined}
        defaultMenuValue={desktop ? firstPanel : undefined}
        defaultMobileMenuOpen={!desktop}
      />
    </div>
  )
}

export function MenuFooterPreview({ data }: { data: MenuFooter }) {
  const pages = usePageHrefs(data)
  return <SiteFooter {...footerMenu(data, pages)} address={FOOTER_ADDRESS} socialLinks={SOCIAL_LINKS} />
}
