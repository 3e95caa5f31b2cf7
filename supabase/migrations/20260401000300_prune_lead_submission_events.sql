-- The addresses kept for the lead rate limit go after a day even when no new lead arrives to
-- prune them; the server's hourly sweep calls this.
create or replace function public.prune_lead_submission_events()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from public.lead_submission_events where created_at < now() - interval '1 day' returning 1)
  select count(*)::integer from gone
$$;

revoke all on function public.prune_lead_submission_events() from public, anon, authenticated;
grant execute on function public.prune_lead_submission_events() to service_role;
