import * as React from "react"
import { Trash2 } from "lucide-react"
import { Button } from "../button"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsCard, SettingsRow } from "./settings-card"

const DELETE_USER_TITLE = "Delete account"
const DELETE_USER_DESCRIPTION = "The account and its sign-in go for good. What they changed on the website stays."
export const DELETE_USER_LABEL = "Delete account"

export interface DeleteUserCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The account's address, which must be typed to confirm. */
  email: string
  /** Deletes. A rejection keeps the question open. */
  onDelete: () => Promise<unknown> | unknown
  /** Why the account cannot be deleted here (the admin's own, the last admin); the button is then disabled. */
  disabledReason?: string
}

/** The danger zone of a staff account: delete it, after typing its address. */
export function DeleteUserCard({ email, onDelete, disabledReason, ...props }: DeleteUserCardProps) {
  return (
    <SettingsCard variant="destructive" title={DELETE_USER_TITLE} {...props}>
      <SettingsRow
        title={`Delete ${email}`}
        description={disabledReason ?? DELETE_USER_DESCRIPTION}
        action={
          <ConfirmDialog
            variant="destructive"
            title={`Delete ${email}?`}
            description="This cannot be undone. They lose access at once; to work here again they need a new invitation."
            confirmationText={email}
            confirmLabel={DELETE_USER_LABEL}
            onConfirm={onDelete}
            trigger={
              <Button variant="destructive" size="sm" disabled={!!disabledReason}>
                <Trash2 aria-hidden="true" />
                {DELETE_USER_LABEL}
              </Button>
            }
          />
        }
      />
    </SettingsCard>
  )
}
