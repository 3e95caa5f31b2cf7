// The roles' words, shared with the admin-users function's invitation mail.
export { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_NAMES } from "../../supabase/functions/_shared/staff"
