// The forms validate with the very schemas the submit-lead function checks again on the server.
export * from "../../supabase/functions/_shared/lead-schemas"
