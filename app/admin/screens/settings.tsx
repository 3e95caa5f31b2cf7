import { useState } from "react"
import { useSearchParams } from "react-router-dom"
import {
  Button,
  DEFAULT_RESOLVED_SITE_THEME,
  ErrorState,
  GeneralSettingsForm,
  LeadNotificationsForm,
  LeadNotificationsNotice,
  LogoUploader,
  resolveSiteTheme,
  serializeSiteTheme,
  SITE_THEME_STORAGE_KEY,
  siteThemeRecord,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  ThemeEditor,
  toast,
  type ContactAddresses,
  type GeneralSettingsValues,
  type ResolvedSiteTheme,
} from "@nordika/ui"
import type { SupabaseClient } from "@supabase/supabase-js"
import { useAuth } from "../../auth/auth-provider"
import { BUNDLED_COMPANY_DETAILS } from "../../content/footer"
import type { Database } from "../../data/database.types"
import { loadLeadRecipients, saveLeadRecipients } from "../../data/private-settings"
import { removeSiteAsset, uploadSiteAsset } from "../../data/site-assets"
import {
  contactAddressesFromValue,
  DEFAULT_LOGOS,
  fetchSettingForStaff,
  saveSetting,
  siteGeneralSchema,
  siteThemeFromValue,
  type SiteGeneral,
  type SiteLogos,
} from "../../data/site-settings"
import { BUNDLED_CONTACT_DETAILS } from "../../site/contact-details"
import { AdminScreenPage } from "../admin-screen"
import { useStaffData } from "../use-staff-data"

type Client = SupabaseClient<Database>

/** The sections of the settings screen, in tab order; the open one is kept in the address (?tab=theme). */
export const SETTINGS_TABS = [
  { value: "logos", label: "Logos" },
  { value: "theme", label: "Theme" },
  { value: "general", label: "General" },
] as const
type SettingsTab = (typeof SETTINGS_TABS)[number]["value"]

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

async function readLogos(client: Client): Promise<SiteLogos> {
  const value = (await fetchSettingForStaff(client, "logos")) as Partial<SiteLogos> | null
  return { headerLogoUrl: value?.headerLogoUrl ?? null, footerLogoUrl: value?.footerLogoUrl ?? null }
}

export default function SettingsScreen() {
  const [params, setParams] = useSearchParams()
  const requested = params.get("tab")
  const tab: SettingsTab = SETTINGS_TABS.some((candidate) => candidate.value === requested) ? (requested as SettingsTab) : "logos"
  return (
    <AdminScreenPage>
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === "logos" ? {} : { tab: next }, { replace: true })}
        className="flex flex-col gap-6"
      >
        <TabsList aria-label="Settings sections" className="self-start">
          {SETTINGS_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="logos">
          <LogoSettings />
        </TabsContent>
        <TabsContent value="theme">
          <ThemeSettings />
        </TabsContent>
        <TabsContent value="general">
          <GeneralSettings />
        </TabsContent>
      </Tabs>
    </AdminScreenPage>
  )
}

function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading settings" className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  )
}

function LogoSettings() {
  const { client } = useAuth()
  const logos = useStaffData(() => readLogos(client))
  if (logos.status === "loading") return <Loading />
  if (logos.status === "error") return <ErrorState description="The logos could not be loaded." error={logos.error} onRetry={logos.retry} />

  const save = async (slot: keyof SiteLogos, url: string | null, what: string) => {
    const previous = logos.data[slot]
    const next = { ...logos.data, [slot]: url }
    await saveSetting(client, "logos", next)
    logos.setData(() => next)
    if (previous && previous !== url) await removeSiteAsset(client, previous)
    toast({ title: url ? `${what} saved` : `${what} removed`, description: "Visitors see it on their next page load." })
  }
  const slots = [
    {
      slot: "headerLogoUrl",
      label: "Header logo",
      description: "On the dark header at the top of every page, at most 150 px wide and 40 px high.",
    },
    {
      slot: "footerLogoUrl",
      label: "Footer logo",
      description: "In the dark footer of every page. Without one, the footer shows the default icon and company name.",
    },
  ] as const
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {slots.map(({ slot, label, description }) => (
        <section key={slot} className="rounded-lg border border-border bg-card p-5">
          <LogoUploader
            label={label}
            description={description}
            value={logos.data[slot]}
            onUpload={async (file, onProgress) => save(slot, await uploadSiteAsset(client, { file, folder: "logos", onProgress }), label)}
            onRemove={() => save(slot, null, label)}
          />
        </section>
      ))}
    </div>
  )
}

interface ThemeData {
  saved: ResolvedSiteTheme
  headerLogoUrl: string | null
}

function ThemeSettings() {
  const { client } = useAuth()
  const data = useStaffData<ThemeData>(async () => {
    const [theme, logos] = await Promise.all([fetchSettingForStaff(client, "theme"), readLogos(client).catch(() => DEFAULT_LOGOS)])
    return { saved: resolveSiteTheme(siteThemeFromValue(theme)), headerLogoUrl: logos.headerLogoUrl }
  })
  if (data.status === "loading") return <Loading />
  if (data.status === "error")
    return <ErrorState description="The site theme could not be loaded." error={data.error} onRetry={data.retry} />
  return (
    <ThemeForm
      saved={data.data.saved}
      headerLogoUrl={data.data.headerLogoUrl}
      onSaved={(saved) => data.setData((current) => ({ ...current, saved }))}
    />
  )
}

function ThemeForm({
  saved,
  headerLogoUrl,
  onSaved,
}: {
  saved: ResolvedSiteTheme
  headerLogoUrl: string | null
  onSaved: (theme: ResolvedSiteTheme) => void
}) {
  const { client } = useAuth()
  const [draft, setDraft] = useState(saved)
  const [saving, setSaving] = useState(false)
  const dirty = JSON.stringify(siteThemeRecord(draft)) !== JSON.stringify(siteThemeRecord(saved))
  const isDefault = JSON.stringify(siteThemeRecord(draft)) === JSON.stringify(siteThemeRecord(DEFAULT_RESOLVED_SITE_THEME))
  const save = async () => {
    setSaving(true)
    try {
      const record = siteThemeRecord(draft)
      await saveSetting(client, "theme", record)
      // Open tabs of the site (and of the admin) reapply the theme from this storage event.
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, serializeSiteTheme(record))
      onSaved(draft)
      toast({ title: "Theme saved", description: "Every visitor gets it on their next page load." })
    } catch (error) {
      toast({ variant: "destructive", title: "The theme was not saved", description: messageOf(error) })
    } finally {
      setSaving(false)
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {dirty ? "You have unsaved changes to the site theme." : "The site uses this theme."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" disabled={isDefault || saving} onClick={() => setDraft(DEFAULT_RESOLVED_SITE_THEME)}>
            Reset to default
          </Button>
          <Button variant="outline" size="sm" disabled={!dirty || saving} onClick={() => setDraft(saved)}>
            Discard changes
          </Button>
          <Button size="sm" disabled={!dirty} loading={saving} onClick={() => void save()}>
            Save theme
          </Button>
        </div>
      </div>
      <ThemeEditor value={draft} onChange={setDraft} logoUrl={headerLogoUrl} />
    </div>
  )
}

function toFormValues(general: SiteGeneral, contact: ContactAddresses): GeneralSettingsValues {
  const social = (platform: SiteGeneral["socialLinks"][number]["platform"]) =>
    general.socialLinks.find((link) => link.platform === platform)?.href ?? ""
  return {
    companyName: general.companyName,
    contactPhone: general.contactPhone,
    contactAddresses: { ...contact },
    address: { ...general.address },
    socialLinks: { linkedin: social("linkedin"), x: social("x"), youtube: social("youtube"), instagram: social("instagram") },
  }
}

function toGeneral(values: GeneralSettingsValues): SiteGeneral {
  return {
    companyName: values.companyName,
    contactPhone: values.contactPhone,
    address: values.address,
    socialLinks: (["linkedin", "x", "youtube", "instagram"] as const)
      .filter((platform) => values.socialLinks[platform])
      .map((platform) => ({ platform, href: values.socialLinks[platform] })),
  }
}

function GeneralSettings() {
  const { client, role } = useAuth()
  const data = useStaffData(async () => {
    const [general, contact] = await Promise.all([fetchSettingForStaff(client, "general"), fetchSettingForStaff(client, "contact")])
    const parsed = siteGeneralSchema.safeParse(general)
    return toFormValues(
      parsed.success ? parsed.data : BUNDLED_COMPANY_DETAILS,
      contactAddressesFromValue(contact) ?? BUNDLED_CONTACT_DETAILS.addresses,
    )
  })
  if (data.status === "loading") return <Loading />
  if (data.status === "error")
    return <ErrorState description="The general settings could not be loaded." error={data.error} onRetry={data.retry} />
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <GeneralSettingsForm
          defaultValues={data.data}
          onSubmit={async (values) => {
            try {
              await saveSetting(client, "general", toGeneral(values))
              await saveSetting(client, "contact", values.contactAddresses)
              toast({ title: "Settings saved", description: "Visitors see them on their next page load." })
            } catch (error) {
              return messageOf(error)
            }
          }}
        />
      </div>
      {role === "admin" ? <LeadNotifications /> : <LeadNotificationsNotice />}
    </div>
  )
}

/** Who is notified of new leads: admins only (the database answers anyone else with nothing). */
function LeadNotifications() {
  const { client } = useAuth()
  const recipients = useStaffData(() => loadLeadRecipients(client))
  if (recipients.status === "loading") return <Skeleton className="h-56" />
  if (recipients.status === "error")
    return (
      <ErrorState description="The lead notification addresses could not be loaded." error={recipients.error} onRetry={recipients.retry} />
    )
  return (
    <LeadNotificationsForm
      defaultRecipients={recipients.data}
      onSubmit={async (addresses) => {
        try {
          const saved = await saveLeadRecipients(client, addresses)
          recipients.setData(() => saved)
          toast({ title: "Recipients saved", description: "The next lead is sent to these addresses." })
        } catch (error) {
          return messageOf(error)
        }
      }}
    />
  )
}
