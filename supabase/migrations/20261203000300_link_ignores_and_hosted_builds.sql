-- Issue 38's leftovers for the link checker and the hosted scheduler:
--
-- 1. Links staff chose to ignore (public.link_check_ignores): a link's address, or an address prefix,
--    with the reason. The Links screen's report marks the problems an ignore covers; they leave the
--    broken and slow lists and show under "Ignored" until removed (un-ignored). Admins and editors
--    manage them; every change is in the audit log.
-- 2. The link checker's history is pruned: a finished run is removed once it is both older than 90
--    days and not among the last 30 finished runs (whichever keeps more).
-- 3. A hosted project's pg_cron job calls the static site's deploy hook through pg_net (where that
--    extension exists) after a round that published or unpublished something: once per round.

-- 1. Ignored links.
create table public.link_check_ignores (
  id uuid primary key default gen_random_uuid(),
  -- 'exact': this address or path; 'prefix': every address that starts with it.
  match text not null default 'exact'
    constraint link_check_ignores_match_known check (match in ('exact', 'prefix')),
  target text not null
    constraint link_check_ignores_target_length check (length(target) between 1 and 400 and target = btrim(target)),
  reason text not null
    constraint link_check_ignores_reason_length check (length(btrim(reason)) between 1 and 300),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint link_check_ignores_one_per_target unique (match, target)
);

comment on table public.link_check_ignores is 'Links (or address prefixes) staff chose to ignore on the Links screen, with the reason.';

create trigger audit_row_change
  after insert or update or delete on public.link_check_ignores
  for each row execute function public.audit_row_change('id', 'target');

alter table public.link_check_ignores enable row level security;

revoke all on table public.link_check_ignores from anon, authenticated, service_role;
grant select, delete on table public.link_check_ignores to authenticated;
-- Who added it is the caller (the column's default), never a value sent.
grant insert (id, match, target, reason), update (reason) on table public.link_check_ignores to authenticated;
grant all on table public.link_check_ignores to service_role;

create policy "Website staff read the ignored links" on public.link_check_ignores for select to authenticated
  using (public.is_staff());

create policy "Website staff ignore links" on public.link_check_ignores for insert to authenticated
  with check (public.is_staff());

create policy "Website staff change why a link is ignored" on public.link_check_ignores for update to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Website staff un-ignore links" on public.link_check_ignores for delete to authenticated
  using (public.is_staff());

-- The Links screen's report, now with the ignore that covers each problem (an exact one first, then
-- the longest prefix), or nulls.
drop function public.link_check_report();

create function public.link_check_report()
returns table (
  id uuid,
  document_id uuid,
  document_title text,
  document_path text,
  document_kind text,
  field text,
  link_kind text,
  target text,
  status text,
  detail text,
  http_status smallint,
  final_target text,
  duration_ms integer,
  checked_at timestamptz,
  ignore_id uuid,
  ignore_match text,
  ignore_target text,
  ignore_reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.staff_role() is null then
    raise exception 'Only staff read the link checker''s results' using errcode = '42501';
  end if;
  return query
    select l.id, d.id, d.title, d.path, d.collection, l.field, l.link_kind, l.target, l.status, l.detail, l.http_status,
      l.final_target, l.duration_ms, l.checked_at, i.id, i.match, i.target, i.reason
    from public.link_check_results l
    join public.documents d on d.id = l.document_id
    left join lateral (
      select g.id, g.match, g.target, g.reason from public.link_check_ignores g
        where (g.match = 'exact' and g.target = l.target)
          or (g.match = 'prefix' and left(l.target, length(g.target)) = g.target)
        order by g.match = 'exact' desc, length(g.target) desc
        limit 1
    ) i on true
    where l.status <> 'ok' and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    order by case l.status when 'broken' then 0 when 'refused' then 1 when 'unreachable' then 2 when 'redirected' then 3 else 4 end,
      d.title, l.field;
end
$$;

revoke all on function public.link_check_report() from public, anon, authenticated, service_role;
grant execute on function public.link_check_report() to authenticated;

-- 2. The runs' history: a finished run goes once it is older than 90 days and not among the last 30
-- finished. Runs waiting or under way stay. The link checker (the service role) calls it after each
-- run; it returns how many went.
create function public.prune_link_check_runs(p_now timestamptz default now())
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with kept as (
    select r.id from public.link_check_runs r where r.finished_at is not null order by r.finished_at desc, r.id desc limit 30
  ), gone as (
    delete from public.link_check_runs r
      where r.finished_at is not null
        and r.finished_at < coalesce(p_now, now()) - interval '90 days'
        and r.id not in (select k.id from kept k)
      returning 1
  )
  select count(*)::integer from gone
$$;

revoke all on function public.prune_link_check_runs(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.prune_link_check_runs(timestamptz) to service_role;

-- 3. A hosted project: the due schedules, then, when a round ran something and a hook is set, one
-- POST to the deploy hook through pg_net (asynchronous: pg_net sends it after the commit; its answer
-- is in net._http_response). The local server does the same in TypeScript (server/schedules/) and
-- records the host's answer; here the call's time is recorded. Without pg_net it only runs them.
create function public.run_due_document_schedules_and_build(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ran integer := public.run_due_document_schedules(p_now);
  claim jsonb;
begin
  if ran > 0 and pg_catalog.to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is not null then
    -- No quiet time to wait for: the round's changes are all in, and the job runs once a minute.
    claim := public.claim_deploy_hook(0);
    if claim ? 'url' then
      execute 'select net.http_post(url := $1, body := $2)' using claim ->> 'url', '{}'::jsonb;
      update public.deploy_hook_state set called_at = now(), last_status = null, last_error = null where id = 'site';
    end if;
  end if;
  return ran;
end
$$;

revoke all on function public.run_due_document_schedules_and_build(timestamptz) from public, anon, authenticated, service_role;
grant execute on function public.run_due_document_schedules_and_build(timestamptz) to service_role;

-- Where both extensions are installed, the job (20261202000100_document_schedules.sql) runs the function
-- above instead (cron.schedule replaces a job of the same name). Enabled later: docs/hosting.md.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron')
    and exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
    execute $job$select cron.schedule('nordika-document-schedules', '* * * * *', 'select public.run_due_document_schedules_and_build()')$job$;
  end if;
end
$$;
