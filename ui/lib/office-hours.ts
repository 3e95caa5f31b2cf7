// The booking form offers exactly the slots the schema, submit-lead and the database accept.
export * from "../../supabase/functions/_shared/office-hours"
