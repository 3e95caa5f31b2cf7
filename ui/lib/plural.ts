// One plural helper for the design system and the edge functions' mails.
export * from "../../supabase/functions/_shared/plural"
