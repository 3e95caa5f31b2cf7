import { Terminal } from "lucide-react"
import { SmartLink, toast } from "@nordika/ui"
import { InviteForm, SettingsCard, type InviteValues } from "@nordika/ui/admin"
import { inviteSchema } from "#shared/staff"
import { useAuth } from "../../auth/auth-provider"
import { INVITE_LANDING_PATH } from "../../auth/session-methods"
import { STAFF_ROLE_LABELS, mailRedirect } from "../../data/staff-users"
import { useInviteStaffMutation } from "../../data/staff-users/staff-users-mutations"
import { AdminScreenPage } from "../admin-screen"
import { adminHref } from "../paths"
import { ACTION_FAILED, INVITE_NOT_MAILED_TOAST, INVITE_SENT_TOAST } from "../team-copy"

/**
 * /admin/users/setup: invites a staff member with a role. The mail's link signs them in once and
 * leads to /login/setup, where they choose their password.
 */
export default function UsersSetupScreen() {
  const auth = useAuth()
  const inviteStaff = useInviteStaffMutation(auth.client)

  const invite = async (values: InviteValues) => {
    try {
      const { user, mailed } = await inviteStaff.mutateAsync({ action: "invite", ...values, redirectTo: mailRedirect(INVITE_LANDING_PATH) })
      const email = user.email ?? values.email
      toast(
        mailed
          ? { title: INVITE_SENT_TOAST, description: `${email} can now choose a password from the link in the mail.` }
          : {
              variant: "destructive",
              title: INVITE_NOT_MAILED_TOAST,
              description: `The account for ${email} is made. Invite them again to send the mail.`,
            },
      )
    } catch (error) {
      return error instanceof Error && error.message ? error.message : ACTION_FAILED
    }
  }

  return (
    <AdminScreenPage>
      <div className="flex max-w-4xl flex-col gap-6">
        <SettingsCard
          title="Invitation"
          description="They get a mail with a link that is valid for one hour. Following it, they choose their password and can sign in."
        >
          <InviteForm schema={inviteSchema} roles={STAFF_ROLE_LABELS} onInvite={invite} />
        </SettingsCard>
        <SettingsCard
          title="When nobody can sign in"
          aside={<Terminal aria-hidden="true" className="size-4 text-muted-foreground" />}
          description={
            <>
              A new installation without an admin prints a one-time setup link in the server&apos;s log. On the server itself,{" "}
              <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs whitespace-nowrap text-foreground">
                npm run admin -- create-admin you@nordika.se
              </code>{" "}
              creates or restores an admin. Staff who lost their password or authenticator app start at{" "}
              <SmartLink href="/emergency-login" className="font-medium text-foreground underline underline-offset-4">
                emergency access recovery
              </SmartLink>
              ; the accounts are on{" "}
              <SmartLink href={adminHref("users")} className="font-medium text-foreground underline underline-offset-4">
                Users
              </SmartLink>
              .
            </>
          }
        />
      </div>
    </AdminScreenPage>
  )
}
