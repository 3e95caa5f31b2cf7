// One way of writing a file size, for the design system and the edge functions' mails.
export * from "../../supabase/functions/_shared/format-bytes"
