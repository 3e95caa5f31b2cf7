/**
 * A document's image field (`mediaImageSchema`: a media row's id): the chosen image, and the media
 * picker to choose another from the library or to upload one, which joins the library (and is chosen)
 * once it is described.
 */
import { useState } from "react"
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
  const { client } = useAuth()
  const media = useMediaQuery(client)
  const srcOf = useMediaSrc(client)
  const [picking, setPicking] = useState(false)
  const choose = (id: string) => {
    setValue(path, id, { shouldDirty: true, shouldValidate: true })
    setPicking(false)
  }
  const uploads = useMediaUploads(client, (added) => choose(added.id))
  const items = media.isSuccess ? media.data.map((row) => toMediaItem(row, srcOf)) : null

  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => {
        const id = typeof input.value === "string" && input.value !== "" ? input.value : undefined
        const chosen = id ? (items?.find((item) => item.id === id) ?? null) : null
        const status = id && !chosen ? (media.isSuccess ? "missing" : "loading") : undefined
        return (
          <FormItem data-wide>
            <FormLabel>
              <CustomFieldLabel field={field} />
            </FormLabel>
            <FormControl>
              <MediaImageField
                image={chosen}
                status={status}
                fieldLabel={field.label}
                onChoose={() => setPicking(true)}
                onRemove={field.required ? undefined : () => input.onChange("")}
                onBlur={input.onBlur}
              />
            </FormControl>
            <FormMessage />
            <MediaPickerDialog
              open={picking}
              onOpenChange={setPicking}
              items={items}
              error={media.isError ? `The media library could not be loaded: ${messageOf(media.error)}` : undefined}
              onRetry={() => void media.refetch()}
              selectedId={id}
              onChoose={(item) => choose(item.id)}
              uploads={uploads.uploads}
              onFiles={uploads.takeFiles}
              onDescribe={uploads.describe}
              onDismiss={uploads.dismiss}
            />
            {uploads.describeSheet}
          </FormItem>
        )
      }}
    />
  )
}
