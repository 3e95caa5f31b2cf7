-- The dashboard's Staff figure counts every staff role: contributors (issue 37) and translators (issue 40)
-- came after dashboard_figures() was written, which counted admins, editors and recruiters only, so a
-- team of linguists read as nobody. Same rules as before: staff only, active accounts (not deleted,
-- not banned).

drop function public.dashboard_figures();

create function public.dashboard_figures()
returns table (
  admins integer,
  editors integer,
  recruiters integer,
  contributors integer,
  translators integer,
  client_errors_week integer,
  changes_week integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  return query
    with active as (
      select u.raw_app_meta_data ->> 'role' as role from auth.users u
      where u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())
    )
    select
      (select count(*)::integer from active where active.role = 'admin'),
      (select count(*)::integer from active where active.role = 'editor'),
      (select count(*)::integer from active where active.role = 'recruiter'),
      (select count(*)::integer from active where active.role = 'contributor'),
      (select count(*)::integer from active where active.role = 'translator'),
      (select count(*)::integer from public.client_errors e where e.occurred_at > now() - interval '7 days'),
      (select count(*)::integer from public.audit_log a where a.occurred_at > now() - interval '7 days' and a.actor_id is not null);
end
$$;

comment on function public.dashboard_figures() is
  'Active staff per role (admins, editors, recruiters, contributors, translators), client errors and staff changes of the last 7 days; admins and editors only.';

revoke all on function public.dashboard_figures() from public, anon, authenticated, service_role;
grant execute on function public.dashboard_figures() to authenticated;
