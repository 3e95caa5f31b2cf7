import { Suspense, useEffect, useMemo, useState } from "react"
import { Outlet, ScrollRestoration, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs } from "react-router-dom"
import {
  BackToTop,
  COMPANY_NAME,
  FullScreenSpinner,
  ImageResizerProvider,
  LinkProvider,
  SiteFooter,
  SiteHeader,
  SkipLink,
  SOCIAL_PLATFORM_NAMES,
  ThemeTogglePlaceholder,
  useHasToasts,
  type ContactAddresses,
  type SiteFooterProps,
  type SiteTheme,
  type LanguageSwitcherOption,
} from "@nordika/ui"
import type { I18n } from "../i18n/runtime"
import type { SiteGeneral, SiteLogos } from "../data/site-settings"
import { storageImageResizer } from "../data/storage-images"
import { BUNDLED_CONTACT_DETAILS, type ContactDetails } from "../site/contact-details"
import { ContactDetailsProvider } from "../site/contact-details-context"
import { DefaultSocialImageContext } from "../site/default-social-image"
import { RouterLink } from "../site/router-link"
import { PathMapContext } from "../site/localized-href"
import { deferredComponent } from "../site/deferred-component"
import { useI18n } from "../i18n/i18n"
import { useNotePath } from "../site/previous-path"
import { PageLocaleProvider } from "../site/page-locale"
import { usePageLanguages } from "../site/page-languages"
import { languageHome, languageName, languageSwitcherLabel, notTranslatedNote } from "../site/language-labels"
import { localeOfPath, SITE_LOCALES, type SiteLocale } from "#shared/locales"
import { SEARCH_PATHS } from "../site/search-paths"
import type { SiteMenus } from "../data/menus"
import { FOOTER_ADDRESS, SOCIAL_LINKS } from "../content/footer"

/** The footer's theme control, below the fold: its radio group loads once the visitor starts using the page, a lookalike until then. */
const ThemeToggle = deferredComponent("The theme toggle", () => import("./after-paint").then((module) => module?.ThemeToggle), {
  Placeholder: ThemeTogglePlaceholder,
})
/**
 * The staff's site theme is in the server's HTML (a style sheet in the head, see entry-server); its
 * applier, which caches it for the next visit and follows changes made in other tabs, loads once the
 * page has been taken over, and its code is no part of the first load.
 */
const SiteThemeApplier = deferredComponent(
  "The site theme",
  () => import("./site-theme-applier").then((module) => module?.SiteThemeApplier),
  {
    useNeeded: () => true,
  },
)
/**
 * On the public site a toast only follows something a visitor did (a lead that could not be sent), so
 * the toast region's code loads with the first toast, which it then shows.
 */
const ToastRegion = deferredComponent("The toast region", () => import("./toaster").then((module) => module?.Toaster), {
  useNeeded: useHasToasts,
})
/**
 * The browser-language suggestion: whether there is one is decided once the page is taken over (its
 * code is no part of the first load); the suggestion's own code and texts load only when there is.
 */
const LanguageSuggestionSlot = deferredComponent(
  "The language suggestion",
  () => import("./language-suggestion-slot").then((module) => module?.LanguageSuggestionSlot),
  { useNeeded: () => true },
)

/**
 * What follows the visitor once they start using the page: the header's instant search (the dialog's code loads
 * when it first opens; until then the search links lead to the search page) and the count of the pages they
 * open within the site. Never with a page.
 */
const AfterInteraction = deferredComponent("The site search", () => import("./after-paint").then((module) => module?.AfterInteraction))

/** Id of the main landmark, the target of the skip link. */
const MAIN_CONTENT_ID = "main-content"
/** A navigation shorter than this shows no spinner (no flash between already loaded pages). */
const NAVIGATION_SPINNER_DELAY_MS = 150

/**
 * Logos, the staff's site theme and settings (each falls back to the defaults, and logs, when the backend
 * fails) and the published header menu and footer in the page's language (drawn without their links when
 * they cannot be read), with that language's path map for the page's links.
 */
export async function siteLayoutLoader({ request }: Pick<LoaderFunctionArgs, "request">): Promise<SiteLayoutData> {
  // Loaded on demand so supabase-js and zod stay out of the entry chunk (fetched beside the page's chunk).
  const [module, menusModule] = await Promise.all([import("../data/site-settings"), import("../data/menus")])
  // A missing chunk after a deploy: the stale-chunk handler is reloading the page.
  if (!module || !menusModule) return new Promise<never>(() => undefined)
  const { loadContactAddresses, loadDefaultSocialImage, loadGeneralSettings, loadLogos, loadSiteTheme } = module
  const [logos, theme, general, contact, socialImage, menus] = await Promise.all([
    loadLogos(),
    loadSiteTheme(),
    loadGeneralSettings(),
    loadContactAddresses(),
    loadDefaultSocialImage(),
    menusModule.loadSiteMenus(localeOfPath(new URL(request.url).pathname)),
  ])
  return { logos, theme, general, contact, socialImage, menus, year: new Date().getFullYear() }
}
export interface SiteLayoutData {
  logos: SiteLogos
  theme: SiteTheme | null
  /** The company details staff saved; null keeps the bundled ones. */
  general: SiteGeneral | null
  /** The contact address of each purpose staff saved; null keeps the bundled ones. */
  contact: ContactAddresses | null
  /** The address of the default social image staff chose; null: a page without its own image has none. */
  socialImage: string | null
  /** The header's menu and button and the footer's links, from their published documents in the page's language. */
  menus: SiteMenus
  /** The footer's copyright year, from the render (so a server-rendered page hydrates with the same year). */
  year: number
}

/** The contact details pages fill into their copy: the saved ones, or the bundled ones. */
function siteContactDetails(general: SiteGeneral | null, contact: ContactAddresses | null): ContactDetails {
  return {
    addresses: contact ?? BUNDLED_CONTACT_DETAILS.addresses,
    phone: general?.contactPhone ?? BUNDLED_CONTACT_DETAILS.phone,
  }
}

/** The footer's company details: the saved general settings, or the bundled copy, with the general address and the phone. */
function footerCompanyDetails(
  general: SiteGeneral | null,
  details: ContactDetails,
  i18n: I18n,
): Pick<SiteFooterProps, "companyName" | "address" | "socialLinks" | "contact"> {
  const contact = { email: details.addresses.general, phone: details.phone }
  if (!general) return { address: FOOTER_ADDRESS, socialLinks: SOCIAL_LINKS, contact }
  return {
    companyName: general.companyName,
    address: general.address,
    contact,
    socialLinks: general.socialLinks.map(({ platform, href }) => ({
      platform,
      href,
      label: i18n._("footer.social-link", { company: general.companyName, platform: SOCIAL_PLATFORM_NAMES[platform] }),
    })),
  }
}

/**
 * The public site's frame: skip link, fixed dark header, the page in <main>, footer. Header, page and
 * footer are Suspense boundaries of their own: React hydrates and commits each in a task of its own,
 * so taking a server-rendered page over never holds the main thread for all three at once.
 */
export function SiteLayout() {
  const { logos, theme, general, contact, socialImage, menus, year } = useLoaderData() as SiteLayoutData
  const { pathname } = useLocation()
  const details = useMemo(() => siteContactDetails(general, contact), [general, contact])
  const languages = useLanguageSwitcher(pathname)
  useNotePath(pathname)
  const { i18n, locale } = useI18n()
  const companyDetails = footerCompanyDetails(general, details, i18n)
  const company = companyDetails.companyName ?? COMPANY_NAME
  const home = i18n._("frame.home-link", { company })
  return (
    <PageLocaleProvider pathname={pathname}>
      <PathMapContext value={menus.paths}>
        <DefaultSocialImageContext value={socialImage ?? undefined}>
          <ContactDetailsProvider value={details}>
            <LinkProvider value={RouterLink}>
              <ImageResizerProvider value={storageImageResizer}>
                <SiteThemeApplier theme={theme} />
                <SkipLink href={`#${MAIN_CONTENT_ID}`}>{i18n._("frame.skip-link")}</SkipLink>
                <LanguageSuggestionSlot pathname={pathname} focusTargetId={MAIN_CONTENT_ID} />
                <Suspense>
                  <SiteHeader
                    logoUrl={logos.headerLogoUrl}
                    companyName={general?.companyName}
                    menu={menus.menu}
                    menuLang={menus.headerLang}
                    quote={menus.quote ?? undefined}
                    currentPath={pathname}
                    labels={{
                      home,
                      openMenu: i18n._("header.open-menu"),
                      menuTitle: i18n._("header.menu-title"),
                      menuDescription: i18n._("header.menu-description", { company }),
                      mainMenu: i18n._("header.main-menu"),
                      close: i18n._("frame.close"),
                    }}
                    languages={languages}
                    search={{ href: SEARCH_PATHS[locale], label: i18n._("header.search") }}
                  />
                </Suspense>
                <AfterInteraction locale={locale} />
                <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[60vh] pt-16 outline-none">
                  <Suspense>
                    <Outlet />
                  </Suspense>
                </main>
                <Suspense>
                  <SiteFooter
                    logoUrl={logos.footerLogoUrl}
                    linksLang={menus.footerLang}
                    columns={menus.footer?.columns ?? []}
                    tagline={menus.footer?.tagline ?? ""}
                    legalLinks={menus.footer?.legalLinks ?? []}
                    {...companyDetails}
                    year={year}
                    themeControl={
                      <ThemeToggle
                        variant="header"
                        size="icon"
                        aria-label={i18n._("theme.label")}
                        optionLabels={{ light: i18n._("theme.light"), dark: i18n._("theme.dark"), system: i18n._("theme.system") }}
                      />
                    }
                    labels={{
                      home,
                      copyright: i18n._("footer.copyright", { year, holder: companyDetails.address.name }),
                      socialMedia: i18n._("footer.social-media"),
                      footer: i18n._("footer.nav"),
                      legal: i18n._("footer.legal"),
                      opensInNewTab: i18n._("frame.opens-in-new-tab"),
                    }}
                  />
                </Suspense>
                <BackToTop focusTargetId={MAIN_CONTENT_ID} aria-label={i18n._("frame.back-to-top")} />
                <NavigationSpinner label={i18n._("frame.loading")} />
                <ToastRegion />
                <ScrollRestoration />
              </ImageResizerProvider>
            </LinkProvider>
          </ContactDetailsProvider>
        </DefaultSocialImageContext>
      </PathMapContext>
    </PageLocaleProvider>
  )
}

/**
 * The header's language switcher for the page at `pathname`: each language the page is live in links to
 * it, any other to that language's home with a note saying so. A page that names no languages (the
 * not-found page, a page of code) offers each language's home, its own language's included.
 */
function useLanguageSwitcher(pathname: string) {
  const pageLanguages = usePageLanguages()
  const current = localeOfPath(pathname)
  return useMemo(() => {
    const options: LanguageSwitcherOption[] = SITE_LOCALES.map((locale: SiteLocale) => {
      // A page that names no languages (a not-found address) links to no address of its own, not even its language's.
      const href = pageLanguages && (locale === current ? pathname : pageLanguages[locale])
      if (href) return { locale, ...languageName(locale), href }
      const home = { locale, ...languageName(locale), href: languageHome(locale) }
      return locale === current ? home : { ...home, missing: { note: notTranslatedNote(locale) } }
    })
    return { current, options, label: languageSwitcherLabel(current), onChoose: rememberChoice }
  }, [current, pageLanguages, pathname])
}

/** Remembers the language chosen in the switcher (its code loads with the choice: no part of the first load). */
function rememberChoice(locale: string) {
  void import("../site/language-choice").then((module) => module.rememberLanguage(locale))
}

/** The full-screen spinner while the next page's code loads (after a short delay, so fast navigations don't flash). */
function NavigationSpinner({ label }: { label: string }) {
  const loading = useNavigation().state === "loading"
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setVisible(true), NAVIGATION_SPINNER_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setVisible(false)
    }
  }, [loading])
  return visible ? <FullScreenSpinner label={label} /> : null
}
