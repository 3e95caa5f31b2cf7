// The estimate's words, shared with the lead page and the mails, which tell staff what the visitor saw.
export * from "../../supabase/functions/_shared/quote-estimate"
