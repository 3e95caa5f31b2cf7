import * as React from "react"
import { KeyRound } from "lucide-react"
import { Badge } from "../badge"
import { Button } from "../button"
import { Input } from "../input"
import { Label } from "../label"
import { ConfirmDialog } from "./confirm-dialog"
import { SettingsCard, SettingsRow } from "./settings-card"
import { RelativeTime } from "./staff-user-table"

export const PASSKEYS_CARD_TITLE = "Passkeys and security keys"
const PASSKEYS_CARD_DESCRIPTION =
  "Sign in with your fingerprint, face, device PIN or a USB key instead of a password and code. A passkey only works on this website, so a look-alike page cannot phish it."
export const PASSKEYS_UNSUPPORTED_MESSAGE = "This browser cannot create passkeys. Open this page in a current browser to add one."
export const PASSKEY_NAME_LABEL = "Name"
const PASSKEY_NAME_HINT = "So you can tell it from the others: the device or key it lives on."
const PASSKEY_NAME_PLACEHOLDER = "Work laptop"
export const PASSKEY_NAME_MISSING_MESSAGE = "Give the passkey a name."
/** The server's limit on a passkey's name, in characters. */
const PASSKEY_NAME_MAX_LENGTH = 120
export const PASSKEY_NAME_TOO_LONG_MESSAGE = `Keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer.`
export const PASSKEY_ADD_LABEL = "Add a passkey"
export const PASSKEY_RENAME_LABEL = "Rename"
export const PASSKEY_SAVE_LABEL = "Save"
const PASSKEY_CANCEL_LABEL = "Cancel"
export const PASSKEY_REMOVE_LABEL = "Remove"
export const PASSKEY_NEVER_USED_LABEL = "never used"
const PASSKEY_DEFAULT_NAME = "Passkey"
/** Why removing may first bring up the browser's passkey prompt (the server asks for a recent sign-in). */
export const PASSKEY_REMOVAL_REAUTHENTICATION_NOTE =
  "If you signed in more than 5 minutes ago, your browser first asks you to confirm it is you with one of your passkeys, so that nobody at an unlocked computer can remove them."

export interface PasskeySummary {
  id: string
  friendlyName?: string | null
  createdAt: string
  lastUsedAt?: string | null
}

/** What a name must be, or the message saying why it is not. */
function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed) return PASSKEY_NAME_MISSING_MESSAGE
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) return PASSKEY_NAME_TOO_LONG_MESSAGE
  return null
}

export interface PasskeysCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The account's passkeys and security keys, oldest first. */
  passkeys: PasskeySummary[]
  /** Runs the browser's ceremony and stores the new passkey under this name. Resolves with a message when it failed. */
  onAdd: (name: string) => Promise<string | void> | string | void
  /** Renames a passkey. Resolves with a message when refused. */
  onRename: (id: string, name: string) => Promise<string | void> | string | void
  /** Removes a passkey. A rejection keeps the question open. */
  onRemove: (id: string) => Promise<unknown> | unknown
  /** Whether this browser can create passkeys (WebAuthn). @default true */
  supported?: boolean
  /** The moment "last used" is reckoned from (stories fix it). @default the current time */
  now?: Date
}

/** The signed-in user's passkeys and security keys: the list with last use, and adding, renaming and removing one. */
export function PasskeysCard({ passkeys, onAdd, onRename, onRemove, supported = true, now, ...props }: PasskeysCardProps) {
  return (
    <SettingsCard
      data-slot="passkeys-card"
      title={PASSKEYS_CARD_TITLE}
      aside={passkeys.length > 0 && <Badge variant="secondary">{passkeys.length}</Badge>}
      description={PASSKEYS_CARD_DESCRIPTION}
      footer={supported ? <AddPasskeyForm onAdd={onAdd} /> : <p role="note">{PASSKEYS_UNSUPPORTED_MESSAGE}</p>}
      {...props}
    >
      {passkeys.length > 0 &&
        passkeys.map((passkey) => <PasskeyRow key={passkey.id} passkey={passkey} onRename={onRename} onRemove={onRemove} now={now} />)}
    </SettingsCard>
  )
}

function AddPasskeyForm({ onAdd }: Pick<PasskeysCardProps, "onAdd">) {
  const inputId = React.useId()
  const hintId = React.useId()
  const problemId = React.useId()
  const [name, setName] = React.useState("")
  const [problem, setProblem] = React.useState<string | null>(null)
  const [adding, setAdding] = React.useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const invalid = passkeyNameProblem(name)
    if (invalid) return setProblem(invalid)
    setAdding(true)
    setProblem(null)
    try {
      const refused = await onAdd(name.trim())
      if (refused) setProblem(refused)
      else setName("")
    } finally {
      setAdding(false)
    }
  }

  return (
    <form
      data-slot="passkey-add-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex w-full flex-col gap-2 text-foreground"
    >
      <Label htmlFor={inputId}>{PASSKEY_NAME_LABEL}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          placeholder={PASSKEY_NAME_PLACEHOLDER}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => setName(event.target.value)}
          className="sm:max-w-xs"
        />
        <Button type="submit" loading={adding}>
          <KeyRound aria-hidden="true" />
          {PASSKEY_ADD_LABEL}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {PASSKEY_NAME_HINT}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </form>
  )
}

function PasskeyRow({
  passkey,
  onRename,
  onRemove,
  now,
}: { passkey: PasskeySummary } & Pick<PasskeysCardProps, "onRename" | "onRemove" | "now">) {
  const name = passkey.friendlyName || PASSKEY_DEFAULT_NAME
  const [editing, setEditing] = React.useState(false)
  const inputId = React.useId()
  const problemId = React.useId()
  const [draft, setDraft] = React.useState(name)
  const [problem, setProblem] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)

  const startEditing = () => {
    setDraft(name)
    setProblem(null)
    setEditing(true)
  }

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const invalid = passkeyNameProblem(draft)
    if (invalid) return setProblem(invalid)
    setSaving(true)
    try {
      const refused = await onRename(passkey.id, draft.trim())
      if (refused) setProblem(refused)
      else setEditing(false)
    } finally {
      setSaving(false)
    }
  }

  const used = (
    <>
      Added <RelativeTime value={passkey.createdAt} now={now} />
      {" · "}
      {passkey.lastUsedAt ? (
        <>
          last used <RelativeTime value={passkey.lastUsedAt} now={now} />
        </>
      ) : (
        PASSKEY_NEVER_USED_LABEL
      )}
    </>
  )

  if (editing) {
    return (
      <form data-slot="passkey-rename-form" noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-2 py-3">
        <Label htmlFor={inputId}>{`${PASSKEY_NAME_LABEL} of ${name}`}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={draft}
            autoFocus
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") setEditing(false)
            }}
            className="sm:max-w-xs"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving} className="h-10">
              {PASSKEY_SAVE_LABEL}
            </Button>
            <Button type="button" size="sm" variant="ghost" className="h-10" onClick={() => setEditing(false)}>
              {PASSKEY_CANCEL_LABEL}
            </Button>
          </div>
        </div>
        {problem && (
          <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </form>
    )
  }

  return (
    <SettingsRow
      data-slot="passkey"
      title={
        <span className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
          {name}
        </span>
      }
      description={used}
      action={
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-label={`${PASSKEY_RENAME_LABEL} ${name}`} onClick={startEditing}>
            {PASSKEY_RENAME_LABEL}
          </Button>
          <ConfirmDialog
            variant="destructive"
            title={`Remove ${name}?`}
            description={
              <>
                You will no longer sign in with it. Its device may still offer it; that offer will be refused.{" "}
                {PASSKEY_REMOVAL_REAUTHENTICATION_NOTE}
              </>
            }
            confirmLabel={PASSKEY_REMOVE_LABEL}
            onConfirm={() => onRemove(passkey.id)}
            trigger={
              <Button variant="outline" size="sm" aria-label={`${PASSKEY_REMOVE_LABEL} ${name}`}>
                {PASSKEY_REMOVE_LABEL}
              </Button>
            }
          />
        </div>
      }
    />
  )
}
