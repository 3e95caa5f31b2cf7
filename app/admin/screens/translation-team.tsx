import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { toast } from "@nordika/ui"
import { ErrorState, TranslationTeamTable, type LanguageRoleName, type TranslationTeamMember } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { listStaffUsers } from "../../data/staff-users"
import { loadLanguageRoles, setLanguageRole } from "../../data/translation-workspace"
import { AdminScreenPage } from "../admin-screen"

const TEAM_KEY = ["translations", "team"]

/**
 * /admin/translations/team: the accounts with the translator role and what each may do in Swedish and
 * German (set_staff_language_role(), admins only, audited). Admins and editors need no row.
 */
export default function TranslationTeamScreen() {
  const { client } = useAuth()
  const queries = useQueryClient()
  const [busy, setBusy] = useState(false)
  const team = useQuery({
    queryKey: TEAM_KEY,
    queryFn: async (): Promise<TranslationTeamMember[]> => {
      const [users, roles] = await Promise.all([listStaffUsers(client), loadLanguageRoles(client)])
      return users
        .filter((user) => user.role === "translator")
        .map((user) => {
          const role = (locale: "sv" | "de"): LanguageRoleName =>
            (roles.find((row) => row.userId === user.id && row.locale === locale)?.role as LanguageRoleName | undefined) ?? "none"
          return {
            id: user.id,
            name: user.displayName ?? user.email ?? user.id,
            email: user.email ?? "",
            roles: { sv: role("sv"), de: role("de") },
          }
        })
    },
  })

  const change = async (userId: string, locale: "sv" | "de", role: LanguageRoleName) => {
    setBusy(true)
    try {
      await setLanguageRole(client, userId, locale, role === "none" ? null : role)
      await queries.invalidateQueries({ queryKey: TEAM_KEY })
      toast({ title: "Language role saved" })
    } catch (error) {
      toast({ variant: "destructive", title: "Not saved", description: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AdminScreenPage>
      {team.isError ? (
        <ErrorState
          headingLevel="h2"
          description="The translators could not be read."
          error={team.error}
          onRetry={() => void team.refetch()}
        />
      ) : team.data ? (
        <TranslationTeamTable members={team.data} busy={busy} onRoleChange={(userId, locale, role) => void change(userId, locale, role)} />
      ) : (
        <p className="text-sm text-muted-foreground">Reading the team…</p>
      )}
    </AdminScreenPage>
  )
}
