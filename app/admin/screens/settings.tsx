import { useMemo, useState } from "react"
import { useSearchParams } from "react-router-dom"
import {
  Button,
  DEFAULT_RESOLVED_SITE_THEME,
  serializeSiteTheme,
  SITE_THEME_STORAGE_KEY,
  siteThemeRecord,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  type ContactAddresses,
  type ResolvedSiteTheme,
} from "@nordika/ui"
import {
  DeployHookCard,
  ErrorState,
  GeneralSettingsForm,
  LeadNotificationsForm,
  LeadNotificationsNotice,
  LogoUploader,
  ThemeEditor,
  type GeneralSettingsValues,
} from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { BUNDLED_COMPANY_DETAILS } from "../../content/footer"
import { MediaImageChooser } from "../media/media-image-form-field"
import { useSaveDeployHookMutation, useTestDeployHookMutation } from "../../data/deploy-hook/deploy-hook-mutations"
import { useDeployHookQuery } from "../../data/deploy-hook/deploy-hook-query"
import { useSaveLeadRecipientsMutation } from "../../data/private-settings/private-settings-mutations"
import { useLeadRecipientsQuery } from "../../data/private-settings/private-settings-query"
import { removeSiteAsset, uploadSiteAsset } from "../../data/site-assets"
import type { SiteGeneral, SiteLogos } from "../../data/site-settings"
import {
  useSaveGeneralSettingsMutation,
  useSaveSiteLogosMutation,
  useSaveSiteSocialMutation,
  useSaveSiteThemeMutation,
} from "../../data/site-settings/site-settings-mutations"
import {
  useSiteContactQuery,
  useSiteGeneralQuery,
  useSiteLogosQuery,
  useSiteSocialQuery,
  useSiteThemeQuery,
} from "../../data/site-settings/site-settings-query"
import { BUNDLED_CONTACT_DETAILS } from "../../site/contact-details"
import { AdminScreenPage } from "../admin-screen"

/** The sections of the settings screen, in tab order; the open one is kept in the address (?tab=theme). */
export const SETTINGS_TABS = [
  { value: "logos", label: "Logos" },
  { value: "theme", label: "Theme" },
  { value: "general", label: "General" },
] as const
type SettingsTab = (typeof SETTINGS_TABS)[number]["value"]

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

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
  const logos = useSiteLogosQuery(client)
  const saveLogos = useSaveSiteLogosMutation(client)
  if (logos.isPending) return <Loading />
  if (logos.isError)
    return <ErrorState description="The logos could not be loaded." error={logos.error} onRetry={() => void logos.refetch()} />

  const save = async (slot: keyof SiteLogos, url: string | null, what: string) => {
    const previous = logos.data[slot]
    await saveLogos.mutateAsync({ ...logos.data, [slot]: url })
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

function ThemeSettings() {
  const { client } = useAuth()
  const theme = useSiteThemeQuery(client)
  // The preview's header logo; without it the preview shows the company name.
  const logos = useSiteLogosQuery(client)
  if (theme.isPending || logos.isPending) return <Loading />
  if (theme.isError)
    return <ErrorState description="The site theme could not be loaded." error={theme.error} onRetry={() => void theme.refetch()} />
  return <ThemeForm saved={theme.data} headerLogoUrl={logos.data?.headerLogoUrl ?? null} />
}

function ThemeForm({ saved, headerLogoUrl }: { saved: ResolvedSiteTheme; headerLogoUrl: string | null }) {
  const { client } = useAuth()
  const [draft, setDraft] = useState(saved)
  const saveTheme = useSaveSiteThemeMutation(client)
  const saving = saveTheme.isPending
  const dirty = JSON.stringify(siteThemeRecord(draft)) !== JSON.stringify(siteThemeRecord(saved))
  const isDefault = JSON.stringify(siteThemeRecord(draft)) === JSON.stringify(siteThemeRecord(DEFAULT_RESOLVED_SITE_THEME))
  const save = async () => {
    try {
      await saveTheme.mutateAsync(draft)
      // Open tabs of the site (and of the admin) reapply the theme from this storage event.
      window.localStorage.setItem(SITE_THEME_STORAGE_KEY, serializeSiteTheme(siteThemeRecord(draft)))
      toast({ title: "Theme saved", description: "Every visitor gets it on their next page load." })
    } catch (error) {
      toast({ variant: "destructive", title: "The theme was not saved", description: messageOf(error) })
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
  const general = useSiteGeneralQuery(client)
  const contact = useSiteContactQuery(client)
  const saveGeneral = useSaveGeneralSettingsMutation(client)
  const values = useMemo(
    () =>
      general.isSuccess && contact.isSuccess
        ? toFormValues(general.data ?? BUNDLED_COMPANY_DETAILS, contact.data ?? BUNDLED_CONTACT_DETAILS.addresses)
        : null,
    [general.isSuccess, general.data, contact.isSuccess, contact.data],
  )
  const failure = general.error ?? contact.error
  if (failure)
    return (
      <ErrorState
        description="The general settings could not be loaded."
        error={failure}
        onRetry={() => {
          void general.refetch()
          void contact.refetch()
        }}
      />
    )
  if (!values) return <Loading />
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-lg border border-border bg-card p-5 sm:p-6">
        <GeneralSettingsForm
          defaultValues={values}
          onSubmit={async (submitted) => {
            try {
              await saveGeneral.mutateAsync({ general: toGeneral(submitted), contact: submitted.contactAddresses })
              toast({ title: "Settings saved", description: "Visitors see them on their next page load." })
            } catch (error) {
              return messageOf(error)
            }
          }}
        />
      </div>
      <DefaultSocialImage />
      {role === "admin" ? <LeadNotifications /> : <LeadNotificationsNotice />}
      {role === "admin" && <DeployHook />}
    </div>
  )
}

/** The picture of the social card of a page without its own (no SEO image, no cover). */
function DefaultSocialImage() {
  const { client } = useAuth()
  const social = useSiteSocialQuery(client)
  const save = useSaveSiteSocialMutation(client)
  if (social.isPending) return <Skeleton className="h-40" />
  if (social.isError)
    return (
      <ErrorState description="The default social image could not be loaded." error={social.error} onRetry={() => void social.refetch()} />
    )
  const choose = async (defaultImage: string | null) => {
    try {
      await save.mutateAsync({ defaultImage })
      toast({
        title: defaultImage ? "Default social image saved" : "Default social image removed",
        description: "Pages without an image of their own show it on their next load.",
      })
    } catch (error) {
      toast({ variant: "destructive", title: "The default social image was not saved", description: messageOf(error) })
    }
  }
  return (
    <section aria-labelledby="default-social-image" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="default-social-image" className="text-base font-semibold">
          Default social image
        </h2>
        <p className="text-sm text-muted-foreground">
          Shown when a page is shared or found without an image of its own (no SEO image and no cover). A 1200 × 630 px picture is drawn
          uncut.
        </p>
      </div>
      <MediaImageChooser
        value={social.data.defaultImage ?? undefined}
        label="Default social image"
        onChoose={(id) => void choose(id)}
        onRemove={() => void choose(null)}
      />
    </section>
  )
}

/** The static site's build hook: admins only (the database answers anyone else with nothing). */
function DeployHook() {
  const { client } = useAuth()
  const hook = useDeployHookQuery(client)
  const saveHook = useSaveDeployHookMutation(client)
  const testHook = useTestDeployHookMutation(client)
  if (hook.isPending) return <Skeleton className="h-56" />
  if (hook.isError)
    return <ErrorState description="The deploy hook could not be loaded." error={hook.error} onRetry={() => void hook.refetch()} />
  return (
    <DeployHookCard
      defaultUrl={hook.data.url}
      lastCall={hook.data.lastCall}
      testing={testHook.isPending}
      onSubmit={async (url) => {
        try {
          await saveHook.mutateAsync(url)
          toast({
            title: url ? "Deploy hook saved" : "Deploy hook removed",
            description: url ? "It is called after the next publish." : undefined,
          })
        } catch (error) {
          return messageOf(error)
        }
      }}
      onTest={async () => {
        try {
          await testHook.mutateAsync()
        } catch (error) {
          toast({ variant: "destructive", title: "The hook was not called", description: messageOf(error) })
        }
      }}
    />
  )
}

/** Who is notified of new leads: admins only (the database answers anyone else with nothing). */
function LeadNotifications() {
  const { client } = useAuth()
  const recipients = useLeadRecipientsQuery(client)
  const saveRecipients = useSaveLeadRecipientsMutation(client)
  if (recipients.isPending) return <Skeleton className="h-56" />
  if (recipients.isError)
    return (
      <ErrorState
        description="The lead notification addresses could not be loaded."
        error={recipients.error}
        onRetry={() => void recipients.refetch()}
      />
    )
  return (
    <LeadNotificationsForm
      defaultRecipients={recipients.data}
      onSubmit={async (addresses) => {
        try {
          await saveRecipients.mutateAsync(addresses)
          toast({ title: "Recipients saved", description: "The next lead is sent to these addresses." })
        } catch (error) {
          return messageOf(error)
        }
      }}
    />
  )
}
