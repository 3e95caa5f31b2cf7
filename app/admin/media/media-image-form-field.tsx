/**
 * A document's image field (`mediaImageSchema`: a media row's id): the chosen image, and the media
 * picker to choose another from the library or to upload one, which joins the library (and is chosen)
 * once it is described.
 */
import { useState, type ReactElement } from "react"
import { useFormContext } from "react-hook-form"
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@nordika/ui"
import { MediaImageField, MediaPickerDialog } from "@nordika/ui/admin"
import { useAuth } from "../../auth/auth-provider"
import { useMediaQuery } from "../../data/media-queries"
import { CustomFieldLabel, type CustomField } from "../content/custom-fields"
import { toMediaItem } from "./media-items"
import { messageOf, useMediaSrc, useMediaUploads } from "./use-media-uploads"

export function MediaImageFormField({ field, path }: { field: CustomField; path: string }) {
  const { control, setValue } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem data-wide>
          <FormLabel>
            <CustomFieldLabel field={field} />
          </FormLabel>
          <MediaImageChooser
            value={typeof input.value === "string" && input.value !== "" ? input.value : undefined}
            label={field.label}
            onChoose={(id) => setValue(path, id, { shouldDirty: true, shouldValidate: true })}
            onRemove={field.required ? undefined : () => input.onChange("")}
            onBlur={input.onBlur}
            wrapField={(imageField) => <FormControl>{imageField}</FormControl>}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

interface MediaImageChooserProps {
  /** The chosen image's media id. */
  value: string | undefined
  /** What the image is for ("Cover image"), in the field's and the picker's names. */
  label: string
  onChoose: (id: string) => void
  /** Clears the choice; left out where an image is required. */
  onRemove?: () => void
  onBlur?: () => void
  /** Wraps the image field (a form's control, which names it for its label and error). */
  wrapField?: (imageField: ReactElement) => ReactElement
}

/**
 * The chosen library image and the media picker to choose another or to upload one, which joins the
 * library (and is chosen) once it is described: a document's image field, and the settings' default image.
 */
export function MediaImageChooser({
  value,
  label,
  onChoose,
  onRemove,
  onBlur,
  wrapField = (imageField) => imageField,
}: MediaImageChooserProps) {
  const { client } = useAuth()
  const media = useMediaQuery(client)
  const srcOf = useMediaSrc(client)
  const [picking, setPicking] = useState(false)
  const choose = (id: string) => {
    onChoose(id)
    setPicking(false)
  }
  const uploads = useMediaUploads(client, (added) => choose(added.id))
  const items = media.isSuccess ? media.data.map((row) => toMediaItem(row, srcOf)) : null
  const chosen = value ? (items?.find((item) => item.id === value) ?? null) : null
  const status = value && !chosen ? (media.isSuccess ? "missing" : "loading") : undefined
  return (
    <>
      {wrapField(
        <MediaImageField
          image={chosen}
          status={status}
          fieldLabel={label}
          onChoose={() => setPicking(true)}
          onRemove={onRemove}
          onBlur={onBlur}
        />,
      )}
      <MediaPickerDialog
        open={picking}
        onOpenChange={setPicking}
        items={items}
        error={media.isError ? `The media library could not be loaded: ${messageOf(media.error)}` : undefined}
        onRetry={() => void media.refetch()}
        selectedId={value}
        onChoose={(item) => choose(item.id)}
        uploads={uploads.uploads}
        onFiles={uploads.takeFiles}
        onDescribe={uploads.describe}
        onDismiss={uploads.dismiss}
      />
      {uploads.describeSheet}
    </>
  )
}
