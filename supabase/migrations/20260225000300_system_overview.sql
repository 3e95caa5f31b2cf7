-- What the Diagnostics and Dashboard screens read beyond the tables staff may select: the
-- migrations the database has applied, the staff count, and the activity of the last days. Each is
-- security definer (it reads tables the API roles cannot) with the staff check inside, and answers
-- with figures only.

-- The Supabase CLI records applied migrations in supabase_migrations.schema_migrations (version,
-- name, statements; the local server adds applied_at). Read dynamically: the schema may be missing.
create or replace function public.applied_migrations()
returns table (version text, name text, applied_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the applied migrations' using errcode = '42501';
  end if;
  if to_regclass('supabase_migrations.schema_migrations') is null then
    return;
  end if;
  return query execute
    'select m.version::text, m.name::text, (to_jsonb(m) ->> ''applied_at'')::timestamptz
     from supabase_migrations.schema_migrations m order by m.version';
end
$$;

comment on function public.applied_migrations() is 'The migrations applied to this database, in version order; staff only.';

revoke all on function public.applied_migrations() from public, anon, authenticated, service_role;
grant execute on function public.applied_migrations() to authenticated;

-- The dashboard's key figures.
create or replace function public.dashboard_figures()
returns table (admins integer, editors integer, client_errors_week integer, changes_week integer)
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
    select
      (select count(*)::integer from auth.users u
        where u.raw_app_meta_data ->> 'role' = 'admin' and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())),
      (select count(*)::integer from auth.users u
        where u.raw_app_meta_data ->> 'role' = 'editor' and u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())),
      (select count(*)::integer from public.client_errors e where e.occurred_at > now() - interval '7 days'),
      (select count(*)::integer from public.audit_log a where a.occurred_at > now() - interval '7 days' and a.actor_id is not null);
end
$$;

comment on function public.dashboard_figures() is 'Active admins and editors, client errors and staff changes of the last 7 days; staff only.';

revoke all on function public.dashboard_figures() from public, anon, authenticated, service_role;
grant execute on function public.dashboard_figures() to authenticated;

-- Per day of the last `days` days (today included) in `time_zone`: staff changes, sign-ins and
-- client errors.
create or replace function public.dashboard_activity(days integer default 30, time_zone text default 'UTC')
returns table (day date, changes integer, sign_ins integer, client_errors integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date;
  since timestamptz;
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  if days is null or days not between 1 and 366 then
    raise exception 'days must be between 1 and 366' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = time_zone) then
    raise exception 'unknown time zone %', time_zone using errcode = '22023';
  end if;
  first_day := (now() at time zone time_zone)::date - (days - 1);
  since := first_day::timestamp at time zone time_zone;
  return query
    with calendar as (
      select first_day + n as on_day from generate_series(0, days - 1) as n
    ),
    staff_changes as (
      select (a.occurred_at at time zone time_zone)::date as on_day, count(*)::integer as n
      from public.audit_log a where a.actor_id is not null and a.occurred_at >= since group by 1
    ),
    logins as (
      select (e.created_at at time zone time_zone)::date as on_day, count(*)::integer as n
      from auth.audit_log_entries e where e.payload ->> 'action' = 'login' and e.created_at >= since group by 1
    ),
    reports as (
      select (c.occurred_at at time zone time_zone)::date as on_day, count(*)::integer as n
      from public.client_errors c where c.occurred_at >= since group by 1
    )
    select calendar.on_day, coalesce(staff_changes.n, 0), coalesce(logins.n, 0), coalesce(reports.n, 0)
    from calendar
    left join staff_changes using (on_day)
    left join logins using (on_day)
    left join reports using (on_day)
    order by calendar.on_day;
end
$$;

comment on function public.dashboard_activity(integer, text) is 'Daily staff changes, sign-ins and client errors; staff only.';

revoke all on function public.dashboard_activity(integer, text) from public, anon, authenticated, service_role;
grant execute on function public.dashboard_activity(integer, text) to authenticated;
