-- Issue 40: every English publish brings the translations' segments up to date, a scheduled one too
-- (docs/decisions/0014-translation-workspace.md, "Following the English").
--
-- Before, only publish-document cut the published data into segments (segmentation.ts, TypeScript) and
-- called sync_translation_segments(); a publish staff scheduled runs in SQL (run_due_document_schedules(),
-- 20261202000100_document_schedules.sql), so Swedish and German kept the old English's segments and
-- nothing became outdated. Now:
-- * public.translation_sync_queue: a row per document whose English publish still waits for its segments'
--   sync, written by the publish itself (a trigger on the new version, in the publish's transaction), by
--   either path; the seed's own writes are left out (the translation seed writes their segments).
-- * sync_translation_segments(…, p_version) clears the row once the segments of that version (or a later
--   one) are in; its work is merge_translation_segments(), the former body, unchanged.
-- * The local server's scheduler syncs the waiting documents after every round and at start
--   (server/schedules/document-schedules.ts, through supabase/functions/_shared/translation/sync.ts,
--   the code publish-document uses); a hosted project's pg_cron asks publish-document { syncPending: true }
--   through pg_net (the job below, where both extensions and the two vault secrets exist).
-- * translation_document_totals() tells the dashboard which documents wait (sync_pending): their
--   languages show as outdated, never as published, until the sync has run.

create table public.translation_sync_queue (
  document_id uuid primary key references public.documents (id) on delete cascade,
  -- The English version whose segments are owed.
  version integer not null
    constraint translation_sync_queue_version_positive check (version > 0),
  -- Who published it (the sync's actor in the segments' audit rows).
  actor uuid references auth.users (id) on delete set null,
  queued_at timestamptz not null default now()
);

comment on table public.translation_sync_queue is
  'English publishes whose translation segments are not synced yet; sync_translation_segments() clears a document''s row.';

create index translation_sync_queue_queued_idx on public.translation_sync_queue (queued_at);

alter table public.translation_sync_queue enable row level security;
revoke all on table public.translation_sync_queue from anon, authenticated, service_role;
grant select on table public.translation_sync_queue to authenticated;
grant select, insert, update, delete on table public.translation_sync_queue to service_role;

-- The linguists see which documents wait (the dashboard's "outdated"); nobody writes through the API.
create policy "Linguists read which documents wait for their segments" on public.translation_sync_queue for select to authenticated
  using (public.can_translate('sv') or public.can_translate('de'));

-- A publish (a new version, 20261130000000_documents.sql's numbering) owes the document's segments a sync:
-- publish_document() (publish-document, which then syncs at once), a restore, run_due_document_schedules().
-- Not the seed's own write (its seed_hash changes with it): supabase/translation-seed.sql segments those.
create function public.queue_translation_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.version <> old.version and new.published_data is not null and new.seed_hash is not distinct from old.seed_hash then
    insert into public.translation_sync_queue (document_id, version, actor)
    values (new.id, new.version, new.published_by)
    on conflict (document_id) do update
      set version = greatest(excluded.version, public.translation_sync_queue.version), actor = excluded.actor, queued_at = now();
  end if;
  return null;
end
$$;

revoke all on function public.queue_translation_sync() from public, anon, authenticated, service_role;

create trigger queue_translation_sync
  after update on public.documents
  for each row execute function public.queue_translation_sync();

-- The sync's work, as 20261205000600_translation_sync.sql wrote it, under another name; only the function below calls it.
alter function public.sync_translation_segments(uuid, jsonb, uuid) rename to merge_translation_segments;
revoke all on function public.merge_translation_segments(uuid, jsonb, uuid) from public, anon, authenticated, service_role;

-- Service role only (publish-document, the local scheduler, publish-document's syncPending for pg_cron): the
-- segments of the English published data, cut by segmentation.ts. p_version is the document version they were
-- cut from: the document's waiting row goes when it owes no later version. Without p_version (a caller that
-- does not know it) the row stays, for the next sync that does.
create function public.sync_translation_segments(p_document uuid, p_segments jsonb, p_actor uuid, p_version integer default null)
returns table (locale text, kept integer, outdated integer, added integer, removed integer, prefilled integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  return query select * from public.merge_translation_segments(p_document, p_segments, p_actor);
  if p_version is not null then
    delete from public.translation_sync_queue q where q.document_id = p_document and q.version <= p_version;
  end if;
end
$$;

revoke all on function public.sync_translation_segments(uuid, jsonb, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.sync_translation_segments(uuid, jsonb, uuid, integer) to service_role;

-- Catch-up: a document whose current version a schedule published before this migration has segments of an
-- older English (a sync of segments already up to date keeps every one).
insert into public.translation_sync_queue (document_id, version, actor, queued_at)
select d.id, d.version, d.published_by, s.finished_at
from public.documents d
join public.document_schedules s on s.document_id = d.id and s.action = 'publish' and s.status = 'done' and s.version = d.version
where d.published_data is not null
on conflict (document_id) do nothing;

-- The dashboard's list (20261205001100_translation_document_totals.sql) with sync_pending: the English was
-- published and its segments are not synced yet, so the language is not up to date whatever its segments say.
drop function public.translation_document_totals();
create function public.translation_document_totals()
returns table (
  document_id uuid,
  title text,
  path text,
  locale text,
  words jsonb,
  published_at timestamptz,
  changed_at timestamptz,
  sync_pending boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    d.id,
    d.title,
    d.path,
    s.locale,
    jsonb_build_object(
      'untranslated', coalesce(sum(s.words) filter (where s.state = 'untranslated'), 0)::integer,
      'machine_draft', coalesce(sum(s.words) filter (where s.state = 'machine_draft'), 0)::integer,
      'translated', coalesce(sum(s.words) filter (where s.state = 'translated'), 0)::integer,
      'approved', coalesce(sum(s.words) filter (where s.state = 'approved'), 0)::integer,
      'outdated', coalesce(sum(s.words) filter (where s.state = 'outdated'), 0)::integer
    ),
    t.published_at,
    max(s.updated_at),
    exists (select 1 from public.translation_sync_queue q where q.document_id = d.id)
  from public.translation_segments s
  join public.documents d on d.id = s.document_id
  left join public.document_translations t on t.document_id = s.document_id and t.locale = s.locale
  where d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  group by d.id, d.title, d.path, s.locale, t.published_at
  order by d.path, s.locale desc
$$;

revoke all on function public.translation_document_totals() from public, anon, authenticated, service_role;
grant execute on function public.translation_document_totals() to authenticated;

comment on function public.translation_document_totals() is
  'The translation dashboard''s list: per live document and language the reader translates, the words per segment state, the last publish, the last segment change, and whether an English publish waits for its segments'' sync.';

-- A hosted project (no TypeScript in the database): pg_cron asks publish-document to sync the waiting
-- documents every minute, through pg_net, with the service role key. Created only where pg_cron, pg_net
-- and Vault exist; the function's address and the key are two Vault secrets an admin adds
-- (docs/hosting.md): 'nordika_functions_url' (https://<project>.supabase.co/functions/v1) and
-- 'nordika_service_role_key'. Without them the job does nothing, and the next publish-document publish of
-- the document syncs it.
create function public.request_translation_sync()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  functions_url text;
  service_key text;
begin
  if not exists (select 1 from public.translation_sync_queue) then
    return;
  end if;
  if pg_catalog.to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null
    or pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'nordika_functions_url'$q$ into functions_url;
  execute $q$select decrypted_secret from vault.decrypted_secrets where name = 'nordika_service_role_key'$q$ into service_key;
  if functions_url is null or service_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using rtrim(functions_url, '/') || '/publish-document', '{"syncPending": true}'::jsonb,
      jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key, 'Content-Type', 'application/json');
end
$$;

revoke all on function public.request_translation_sync() from public, anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron')
    and exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
    execute $job$select cron.schedule('nordika-translation-sync', '* * * * *', 'select public.request_translation_sync()')$job$;
  end if;
end
$$;
