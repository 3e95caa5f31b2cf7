-- Scheduling (issue 38, docs/decisions/0010-document-scheduling.md): "publish at" on a draft and
-- "unpublish at" on a document. A scheduled publish is validated by its kind's schema when it is
-- scheduled (the publish-document edge function, as for a publish now) and the validated title, path
-- and data are stored here, so the database alone can run it later: run_due_document_schedules()
-- does every due one with the same effects as a publish now (the next version and its history row,
-- published_data, the links, the redirects trigger, realtime, the render cache's NOTIFY, the deploy
-- hook's owed build), or as an unpublish. The local server calls it on a timer and once at start
-- (server/schedules/); a hosted project's pg_cron calls it every minute (the job below, created only
-- where the extension exists; docs/hosting.md). A schedule runs once: its row leaves 'pending' in the
-- same transaction as its effects.

create table public.document_schedules (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  action text not null
    constraint document_schedules_action_known check (action in ('publish', 'unpublish')),
  run_at timestamptz not null,
  -- What a publish puts on the site, as publish-document validated it; null for an unpublish.
  title text
    constraint document_schedules_title_present check (btrim(title) <> '' and length(title) <= 200),
  path text
    constraint document_schedules_path_format check (path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and length(path) <= 200),
  data jsonb
    constraint document_schedules_data_is_object check (jsonb_typeof(data) = 'object'),
  -- The draft revision the content came from: the publish drops the draft only if nobody saved it since.
  draft_revision integer,
  status text not null default 'pending'
    constraint document_schedules_status_known check (status in ('pending', 'done', 'failed', 'cancelled', 'replaced')),
  -- The version a publish made.
  version integer,
  error text
    constraint document_schedules_error_short check (length(error) <= 500),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  finished_at timestamptz,
  finished_by uuid references auth.users (id) on delete set null,
  constraint document_schedules_publish_content check (
    (action = 'publish') = (title is not null and path is not null and data is not null)
  ),
  constraint document_schedules_finished check ((status = 'pending') = (finished_at is null))
);

comment on table public.document_schedules is 'Publish at and unpublish at: the validated content of a scheduled publish, when each runs, and how it ended.';

-- One pending schedule per document and action: a new one replaces it.
create unique index document_schedules_one_pending on public.document_schedules (document_id, action) where status = 'pending';
create index document_schedules_due on public.document_schedules (run_at) where status = 'pending';
create index document_schedules_document_idx on public.document_schedules (document_id, created_at desc);

alter table public.document_schedules enable row level security;
revoke all on table public.document_schedules from anon, authenticated, service_role;
grant select on table public.document_schedules to authenticated;
grant all on table public.document_schedules to service_role;

-- Staff read the schedules of the documents they edit; nobody writes through the API (the functions below do).
create policy "Staff read the schedules of documents they edit" on public.document_schedules for select to authenticated
  using (public.can_edit_document(document_id));

-- Refusals of a time: 22023 with a message the editor shows.
create function public.refuse_schedule_time(p_run_at timestamptz)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_run_at is null or p_run_at <= now() then
    raise exception 'Choose a time in the future' using errcode = '22023';
  end if;
  if p_run_at > now() + interval '5 years' then
    raise exception 'Choose a time within five years' using errcode = '22023';
  end if;
end
$$;

-- Schedules the publish of content publish-document validated, for the staff member it verified;
-- replaces the pending one. PT409 when the document changed since the editor opened it. Service role only.
create function public.schedule_document_publish(
  p_id uuid, p_title text, p_path text, p_data jsonb, p_run_at timestamptz, p_expected_version integer, p_expected_revision integer,
  p_actor uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_edit(p_id, actor_role);
  previous public.document_schedules;
  off_at timestamptz;
  scheduled uuid;
begin
  perform public.refuse_trashed_document(doc);
  perform public.check_document_unchanged(doc, p_expected_version, p_expected_revision);
  perform public.refuse_schedule_time(p_run_at);
  perform public.refuse_taken_path(p_path, p_id);
  select s.run_at into off_at from public.document_schedules s
    where s.document_id = p_id and s.action = 'unpublish' and s.status = 'pending';
  if off_at is not null and off_at <= p_run_at then
    raise exception 'This document is set to come off the site before that time' using errcode = '22023',
      hint = 'Choose an earlier time, or change the unpublish time first.';
  end if;
  update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = p_actor
    where s.document_id = p_id and s.action = 'publish' and s.status = 'pending'
    returning * into previous;
  insert into public.document_schedules (document_id, action, run_at, title, path, data, draft_revision, created_by)
  values (p_id, 'publish', p_run_at, p_title, p_path, p_data, p_expected_revision, p_actor)
  returning id into scheduled;
  perform public.audit_document_action('schedule_publish', doc, p_actor,
    case when previous.id is null then null else jsonb_build_object('run_at', previous.run_at, 'title', previous.title, 'path', previous.path) end,
    jsonb_build_object('run_at', p_run_at, 'title', p_title, 'path', p_path));
  return scheduled;
end
$$;

-- Schedules taking a document off the site (live, or with a publish scheduled before that time); replaces the pending one.
create function public.schedule_document_unpublish(p_id uuid, p_run_at timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  previous public.document_schedules;
  on_at timestamptz;
  scheduled uuid;
begin
  perform public.refuse_trashed_document(doc);
  perform public.refuse_schedule_time(p_run_at);
  select s.run_at into on_at from public.document_schedules s
    where s.document_id = p_id and s.action = 'publish' and s.status = 'pending';
  if on_at is not null and on_at >= p_run_at then
    raise exception 'Choose a time after the scheduled publish' using errcode = '22023';
  end if;
  if on_at is null and (doc.published_data is null or doc.unpublished_at is not null) then
    raise exception 'This document is not on the site: publish it or schedule its publish first' using errcode = '55000';
  end if;
  update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = auth.uid()
    where s.document_id = p_id and s.action = 'unpublish' and s.status = 'pending'
    returning * into previous;
  insert into public.document_schedules (document_id, action, run_at, created_by)
  values (p_id, 'unpublish', p_run_at, auth.uid())
  returning id into scheduled;
  perform public.audit_document_action('schedule_unpublish', doc, auth.uid(),
    case when previous.id is null then null else jsonb_build_object('run_at', previous.run_at) end,
    jsonb_build_object('run_at', p_run_at));
  return scheduled;
end
$$;

-- Cancels the document's pending publish or unpublish; 55000 when none is pending.
create function public.cancel_document_schedule(p_id uuid, p_action text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  cancelled public.document_schedules;
begin
  update public.document_schedules s set status = 'cancelled', finished_at = now(), finished_by = auth.uid()
    where s.document_id = p_id and s.action = p_action and s.status = 'pending'
    returning * into cancelled;
  if cancelled.id is null then
    raise exception 'Nothing is scheduled to % this document', coalesce(p_action, '(no action)') using errcode = '55000';
  end if;
  perform public.audit_document_action('cancel_schedule', doc, auth.uid(),
    jsonb_build_object('action', cancelled.action, 'run_at', cancelled.run_at), null);
end
$$;

-- A publish or unpublish made otherwise (now, by hand) replaces the pending schedule of the same
-- action; the trash cancels every pending one. The runner marks its own row before it writes.
create function public.replace_pending_document_schedules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted_at is not null and old.deleted_at is null then
    update public.document_schedules s set status = 'cancelled', finished_at = now(), finished_by = new.updated_by,
        error = 'The document went to the trash'
      where s.document_id = new.id and s.status = 'pending';
    return null;
  end if;
  if new.published_at is distinct from old.published_at and new.published_data is not null then
    update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = new.published_by
      where s.document_id = new.id and s.action = 'publish' and s.status = 'pending';
  end if;
  if new.unpublished_at is not null and old.unpublished_at is null then
    update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = new.updated_by
      where s.document_id = new.id and s.action = 'unpublish' and s.status = 'pending';
  end if;
  return null;
end
$$;

create trigger replace_pending_document_schedules
  after update of published_at, unpublished_at, deleted_at on public.documents
  for each row execute function public.replace_pending_document_schedules();

-- Runs every pending schedule due at p_now, oldest first, each in its own subtransaction: one that
-- cannot run (its path taken meanwhile, the document not on the site) is marked failed with the
-- reason and the others go on. Rows another runner holds are skipped, so two runners at once run
-- each schedule once. Returns how many ran. The service role (the local server) and pg_cron call it.
create function public.run_due_document_schedules(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due public.document_schedules;
  doc public.documents;
  changed public.documents;
  ran integer := 0;
begin
  for due in
    select * from public.document_schedules s
      where s.status = 'pending' and s.run_at <= coalesce(p_now, now())
      order by s.run_at, s.action
      for update skip locked
  loop
    begin
      select * into doc from public.documents d where d.id = due.document_id for update;
      perform public.refuse_trashed_document(doc);
      update public.document_schedules s set status = 'done', finished_at = now() where s.id = due.id;
      if due.action = 'publish' then
        perform public.refuse_taken_path(due.path, doc.id);
        update public.documents
          set title = due.title, path = due.path, published_data = due.data, published_at = now(), published_by = due.created_by,
            unpublished_at = null, updated_at = now(), updated_by = due.created_by
          where id = doc.id
          returning * into changed;
        delete from public.document_drafts r where r.document_id = doc.id and r.revision = due.draft_revision;
        update public.document_schedules s set version = changed.version where s.id = due.id;
        perform public.audit_document_action('scheduled_publish', changed, due.created_by,
          jsonb_build_object('version', doc.version, 'title', doc.title, 'path', doc.path, 'data', doc.published_data),
          jsonb_build_object('version', changed.version, 'title', changed.title, 'path', changed.path, 'data', changed.published_data,
            'run_at', due.run_at));
      else
        if doc.published_data is null or doc.unpublished_at is not null then
          raise exception 'The document was not on the site' using errcode = '55000';
        end if;
        update public.documents set unpublished_at = now(), updated_at = now(), updated_by = due.created_by
          where id = doc.id
          returning * into changed;
        perform public.audit_document_action('scheduled_unpublish', changed, due.created_by, null,
          jsonb_build_object('run_at', due.run_at));
      end if;
      perform public.refresh_document_links(doc.id);
      ran := ran + 1;
    exception when others then
      update public.document_schedules s set status = 'failed', finished_at = now(), error = left(sqlerrm, 500) where s.id = due.id;
    end;
  end loop;
  return ran;
end
$$;

-- The pending schedules of the documents the caller edits, soonest first, with the recent finished
-- ones (7 days) so a failure is seen: the admin's "Scheduled" view and the dashboard's card.
create function public.document_schedule_overview()
returns table (
  id uuid,
  document_id uuid,
  collection text,
  title text,
  path text,
  action text,
  run_at timestamptz,
  status text,
  error text,
  finished_at timestamptz,
  scheduled_by_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
begin
  return query
    select s.id, d.id, d.collection, coalesce(s.title, d.title), coalesce(s.path, d.path), s.action, s.run_at, s.status, s.error,
      s.finished_at, public.staff_display_name(s.created_by)
    from public.document_schedules s
    join public.documents d on d.id = s.document_id
    where public.role_edits_document_kind(role, d.collection)
      and (s.status = 'pending' or (s.status in ('done', 'failed') and s.finished_at > now() - interval '7 days'))
    order by s.status <> 'pending', case when s.status = 'pending' then s.run_at end, s.finished_at desc, s.id;
end
$$;

revoke all on function
  public.refuse_schedule_time(timestamptz),
  public.schedule_document_publish(uuid, text, text, jsonb, timestamptz, integer, integer, uuid),
  public.schedule_document_unpublish(uuid, timestamptz),
  public.cancel_document_schedule(uuid, text),
  public.replace_pending_document_schedules(),
  public.run_due_document_schedules(timestamptz),
  public.document_schedule_overview()
from public, anon, authenticated, service_role;
grant execute on function
  public.schedule_document_unpublish(uuid, timestamptz),
  public.cancel_document_schedule(uuid, text),
  public.document_schedule_overview()
to authenticated;
grant execute on function
  public.schedule_document_publish(uuid, text, text, jsonb, timestamptz, integer, integer, uuid),
  public.run_due_document_schedules(timestamptz)
to service_role;

-- A hosted project: pg_cron runs the due schedules every minute (its shortest cron step). Only where
-- the extension is installed (Database → Extensions → pg_cron, before this migration, or re-run the
-- block after enabling it): the local server and the tests' databases have none and run them on their timer.
do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $job$select cron.schedule('nordika-document-schedules', '* * * * *', 'select public.run_due_document_schedules()')$job$;
  end if;
end
$$;
