-- The link checker (issue 38, "Links that never break silently"): every published document's links,
-- checked by the local server (server/link-check/): internal links by document id, internal links by
-- path (a page, a redirect, or broken) and external links (HEAD then GET, bounded in time and rate,
-- never against private addresses).
--
-- link_check_runs is the queue and the history: a run is asked for by staff ("Check now",
-- request_link_check()), by the server's daily timer, or by a publish (the trigger below, so every way
-- of publishing is followed by a check of that document). Each new run is announced on the channel
-- 'link_checks'; the server takes the runs not yet started (also at its start, so a request made
-- while it was down is not lost).
--
-- link_check_results holds each link's last outcome, per document and field. Staff read both tables;
-- only the service role (the server) writes them.

create table public.link_check_runs (
  id uuid primary key default gen_random_uuid(),
  -- 'site': every live document; 'document': one (after its publish).
  scope text not null
    constraint link_check_runs_scope_known check (scope in ('site', 'document')),
  document_id uuid references public.documents (id) on delete cascade,
  reason text not null
    constraint link_check_runs_reason_known check (reason in ('manual', 'timer', 'publish')),
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  links_checked integer
    constraint link_check_runs_links_checked_not_negative check (links_checked is null or links_checked >= 0),
  -- Why a run failed as a whole (the database went away…); a link's own failure is a result, not this.
  error text
    constraint link_check_runs_error_length check (error is null or length(error) <= 500),
  constraint link_check_runs_scope_document check ((scope = 'document') = (document_id is not null)),
  constraint link_check_runs_finished_after_start check (finished_at is null or (started_at is not null and finished_at >= started_at))
);

comment on table public.link_check_runs is 'Runs of the link checker: asked for (manual, timer, publish), started and finished by the server.';

create index link_check_runs_pending_idx on public.link_check_runs (requested_at) where started_at is null;
create index link_check_runs_finished_idx on public.link_check_runs (finished_at desc) where finished_at is not null;

create table public.link_check_results (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  -- Where in the published data the link is, as a dotted path ("body.0.children.2", "hero.primary.href").
  field text not null
    constraint link_check_results_field_length check (length(field) between 1 and 300),
  -- 'document': an internal link by id; 'path': a path of this site; 'external': an https:// address.
  link_kind text not null
    constraint link_check_results_link_kind_known check (link_kind in ('document', 'path', 'external')),
  target text not null
    constraint link_check_results_target_length check (length(target) between 1 and 400),
  status text not null
    constraint link_check_results_status_known check (status in ('ok', 'broken', 'redirected', 'slow', 'unreachable', 'refused')),
  -- What the editor reads beside the status ("refused: private address", "HTTP 404", "unpublished").
  detail text
    constraint link_check_results_detail_length check (detail is null or length(detail) <= 300),
  http_status smallint
    constraint link_check_results_http_status_range check (http_status is null or http_status between 100 and 599),
  -- Where a redirected link ends (a path or an address).
  final_target text
    constraint link_check_results_final_target_length check (final_target is null or length(final_target) <= 400),
  duration_ms integer
    constraint link_check_results_duration_not_negative check (duration_ms is null or duration_ms >= 0),
  run_id uuid references public.link_check_runs (id) on delete set null,
  checked_at timestamptz not null default now()
);

comment on table public.link_check_results is 'The last outcome of every link of the live documents, by document and field; written by the link checker.';

create index link_check_results_document_idx on public.link_check_results (document_id);
create index link_check_results_problem_idx on public.link_check_results (status) where status <> 'ok';

-- A new run is announced; the server (server/link-check/service.ts) listens.
create function public.announce_link_check_run()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('link_checks', new.id::text);
  return null;
end
$$;

revoke all on function public.announce_link_check_run() from public, anon, authenticated, service_role;

create trigger announce_link_check_run
  after insert on public.link_check_runs
  for each row execute function public.announce_link_check_run();

-- After a publish (a new published version of a live document): check that document's links.
create function public.request_link_check_after_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published_data is not null and new.unpublished_at is null and new.deleted_at is null
    and (tg_op = 'INSERT' or new.version is distinct from old.version or old.unpublished_at is not null or old.deleted_at is not null) then
    insert into public.link_check_runs (scope, document_id, reason, requested_by)
    values ('document', new.id, 'publish', new.published_by);
  end if;
  return null;
end
$$;

revoke all on function public.request_link_check_after_publish() from public, anon, authenticated, service_role;

create trigger request_link_check_after_publish
  after insert or update of published_data, version, unpublished_at, deleted_at on public.documents
  for each row execute function public.request_link_check_after_publish();

-- Row level security: every staff role reads; nobody but the service role writes.
alter table public.link_check_runs enable row level security;
alter table public.link_check_results enable row level security;

revoke all on table public.link_check_runs, public.link_check_results from anon, authenticated, service_role;
grant select on table public.link_check_runs, public.link_check_results to authenticated;
grant all on table public.link_check_runs, public.link_check_results to service_role;

create policy "Staff read the link checker's runs" on public.link_check_runs for select to authenticated
  using (public.staff_role() is not null);

create policy "Staff read the link checker's results" on public.link_check_results for select to authenticated
  using (public.staff_role() is not null);

-- "Check now": staff who run the website ask for a run of the whole site. A run already waiting or
-- under way is answered instead of a second one (a double click checks once).
create function public.request_link_check()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  run_id uuid;
begin
  if not public.is_staff() then
    raise exception 'Only staff who run the website start the link checker' using errcode = '42501';
  end if;
  select r.id into run_id from public.link_check_runs r
    where r.scope = 'site' and r.finished_at is null and r.requested_at > now() - interval '1 hour'
    order by r.requested_at desc limit 1;
  if found then
    return run_id;
  end if;
  insert into public.link_check_runs (scope, reason, requested_by) values ('site', 'manual', auth.uid()) returning id into run_id;
  return run_id;
end
$$;

revoke all on function public.request_link_check() from public, anon, authenticated, service_role;
grant execute on function public.request_link_check() to authenticated;

-- The Links screen: the links that need an editor (every status but 'ok') of live documents, with
-- the document that holds each.
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
  checked_at timestamptz
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
      l.final_target, l.duration_ms, l.checked_at
    from public.link_check_results l
    join public.documents d on d.id = l.document_id
    where l.status <> 'ok' and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    order by case l.status when 'broken' then 0 when 'refused' then 1 when 'unreachable' then 2 when 'redirected' then 3 else 4 end,
      d.title, l.field;
end
$$;

revoke all on function public.link_check_report() from public, anon, authenticated, service_role;
grant execute on function public.link_check_report() to authenticated;
