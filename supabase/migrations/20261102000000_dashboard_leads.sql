-- The dashboard's lead figures: the new (unworked) leads by type, and the leads that arrived in
-- each of the last weeks. Security definer with the staff check inside, like the other dashboard
-- functions, and figures only: no names or addresses.

create or replace function public.dashboard_new_leads()
returns table (type text, leads integer)
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
    select l.type, count(*)::integer
    from public.leads l
    where l.status = 'new'
    group by l.type
    order by count(*) desc, l.type;
end
$$;

comment on function public.dashboard_new_leads() is 'How many leads of each type are still new (types with none are left out); staff only.';

revoke all on function public.dashboard_new_leads() from public, anon, authenticated, service_role;
grant execute on function public.dashboard_new_leads() to authenticated;

-- One row per week (Monday to Sunday in `time_zone`) of the last `weeks` weeks, this week included,
-- oldest first, with the leads created in it; weeks without leads count 0.
create or replace function public.dashboard_leads_by_week(weeks integer default 12, time_zone text default 'UTC')
returns table (week_start date, leads integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date;
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  if weeks is null or weeks not between 1 and 104 then
    raise exception 'weeks must be between 1 and 104' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = time_zone) then
    raise exception 'unknown time zone %', time_zone using errcode = '22023';
  end if;
  first_week := date_trunc('week', (now() at time zone time_zone))::date - 7 * (weeks - 1);
  return query
    with calendar as (
      select first_week + 7 * n as week from generate_series(0, weeks - 1) as n
    ),
    arrivals as (
      select date_trunc('week', l.created_at at time zone time_zone)::date as week, count(*)::integer as n
      from public.leads l
      where l.created_at >= first_week::timestamp at time zone time_zone
      group by 1
    )
    select calendar.week, coalesce(arrivals.n, 0)
    from calendar
    left join arrivals using (week)
    order by calendar.week;
end
$$;

comment on function public.dashboard_leads_by_week(integer, text) is 'Leads created per week (Monday first) over the last weeks; staff only.';

revoke all on function public.dashboard_leads_by_week(integer, text) from public, anon, authenticated, service_role;
grant execute on function public.dashboard_leads_by_week(integer, text) to authenticated;
