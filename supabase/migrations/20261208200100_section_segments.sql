-- The home page's and the Leen page's content sections in the translation workspace (issue 40,
-- docs/decisions/0014-translation-workspace.md, "Content sections"). Before, a section's Swedish or German
-- was one whole copy (public.content_section_translations, 20261204000600_content_section_translations.sql)
-- written outside the workspace: no segments, no memory, no XLIFF, not in the dashboard's figures. Now a
-- section is a unit of the workspace beside a document:
-- * a segment belongs to a document or to a section (section_key), never both; the memory records the
--   section a pair came from;
-- * the English section's publish (public.publish_content_section(), a new version) queues its sync
--   (public.translation_section_sync_queue, by a trigger), which the TypeScript of the documents' sync
--   cuts and gives to sync_section_segments() (supabase/functions/_shared/translation/sync.ts: the local
--   scheduler's round, publish-document's syncPending for a hosted project's pg_cron);
-- * the RPCs that took a document take a "unit" underneath (merge_unit_segments, unit_segments,
--   unit_context_hash, save_unit_machine_drafts), so the rules are the documents' rules, written once;
-- * once every segment of a language is approved, publish-document { section, locale, fromSegments }
--   assembles the value, stages it (stage_section_translation_from_segments) and publishes it through the
--   sections' gate (publish_content_section_translation(), now also for a translator who reviews the
--   language): until then visitors keep the last published value, never a mix;
-- * translation_overview() and translation_document_totals() count the sections beside the documents;
-- * apply_section_segment_seed(): the seed's sections as segments (approved where the seed translated them).

-- A segment's unit: a document or a content section.
alter table public.translation_segments alter column document_id drop not null;
alter table public.translation_segments
  add column section_key text references public.content_sections (key) on delete cascade;
alter table public.translation_segments
  add constraint translation_segments_one_unit check ((document_id is null) <> (section_key is null));
alter table public.translation_segments
  add constraint translation_segments_section_position unique (section_key, locale, field, ordinal) deferrable initially deferred;

comment on column public.translation_segments.section_key is
  'The content section the segment is of (then document_id is null): home_hero, services_overview, testimonials, client_success, who_we_are.';

-- The sections visitors read, the ones the workspace translates: every key but leen_page, a row kept from
-- before the Leen AI page became a document (docs/decisions/0003-content-model.md), which no page shows.
-- Translating it would list the page twice and hold each language's share below 100% for ever.
create function public.section_is_translated(p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select p_key <> 'leen_page' $$;

revoke all on function public.section_is_translated(text) from public, anon, authenticated, service_role;

alter table public.translation_memory
  add column section_key text references public.content_sections (key) on delete set null;

-- The sections' English publishes waiting for their segments' sync (the documents' translation_sync_queue, for sections).
create table public.translation_section_sync_queue (
  section_key text primary key references public.content_sections (key) on delete cascade,
  -- The section's version whose segments are owed.
  version integer not null
    constraint translation_section_sync_queue_version_positive check (version > 0),
  actor uuid references auth.users (id) on delete set null,
  queued_at timestamptz not null default now()
);

comment on table public.translation_section_sync_queue is
  'Content sections whose English publish waits for its translation segments; sync_section_segments() clears a section''s row.';

alter table public.translation_section_sync_queue enable row level security;
revoke all on table public.translation_section_sync_queue from anon, authenticated, service_role;
grant select on table public.translation_section_sync_queue to authenticated;
grant select, insert, update, delete on table public.translation_section_sync_queue to service_role;

create policy "Linguists read which sections wait for their segments" on public.translation_section_sync_queue
  for select to authenticated
  using (cardinality((select public.translatable_locales())) > 0);

-- A published value (a new version, number_content_version()) owes the section's segments a sync.
create function public.queue_section_translation_sync()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published and public.section_is_translated(new.key) and (tg_op = 'INSERT' or new.version <> old.version) then
    insert into public.translation_section_sync_queue (section_key, version, actor)
    values (new.key, new.version, new.updated_by)
    on conflict (section_key) do update
      set version = greatest(excluded.version, public.translation_section_sync_queue.version), actor = excluded.actor, queued_at = now();
  end if;
  return null;
end
$$;

revoke all on function public.queue_section_translation_sync() from public, anon, authenticated, service_role;

create trigger queue_section_translation_sync
  after insert or update on public.content_sections
  for each row execute function public.queue_section_translation_sync();

-- Catch-up: every published section of an existing database is cut into segments by the next sync.
insert into public.translation_section_sync_queue (section_key, version, actor)
select s.key, s.version, s.updated_by from public.content_sections s where s.published and public.section_is_translated(s.key)
on conflict (section_key) do nothing;

-- A hosted project's pg_cron job (20261207200100_translation_sync_queue.sql) asks publish-document to sync when a
-- section waits too, not only a document: the same function, with the sections' queue in its first check.
create or replace function public.request_translation_sync()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  functions_url text;
  service_key text;
begin
  if not exists (select 1 from public.translation_sync_queue) and not exists (select 1 from public.translation_section_sync_queue) then
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

-- The name and the public page of a section, as the workspace lists it beside the documents.
create function public.content_section_label(p_key text)
returns table (title text, path text)
language sql
immutable
set search_path = ''
as $$
  select
    case p_key
      when 'home_hero' then 'Home page: hero'
      when 'services_overview' then 'Home page: services'
      when 'testimonials' then 'Home page: testimonials'
      when 'client_success' then 'Home page: client success'
      when 'who_we_are' then 'Home page: who we are'
      else p_key
    end,
    '/'
$$;

revoke all on function public.content_section_label(text) from public, anon;
grant execute on function public.content_section_label(text) to authenticated, service_role;

-- Audit: the unit (document or section) with every segment action.
create or replace function public.audit_segment_action(
  p_action text, p_segment public.translation_segments, p_actor uuid, p_old jsonb, p_new jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent
  )
  select
    p_actor,
    coalesce(nullif(auth.jwt() ->> 'email', ''), (select u.email::text from auth.users u where u.id = p_actor)),
    coalesce(public.staff_role(), (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor), public.request_role()),
    p_action,
    'translation_segments',
    p_segment.id::text,
    left(p_segment.locale || ': ' || coalesce(p_segment.section_key || ' ', '') || p_segment.field || '#' || p_segment.ordinal, 200),
    p_old,
    jsonb_build_object('document_id', p_segment.document_id, 'locale', p_segment.locale)
      || case when p_segment.section_key is null then '{}'::jsonb else jsonb_build_object('section_key', p_segment.section_key) end
      || coalesce(p_new, '{}'::jsonb),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
$$;

-- The hash of a segment's neighbours' sources in its unit (one of p_document, p_section is null).
create function public.unit_context_hash(p_document uuid, p_section text, p_locale text, p_position integer, p_ordinal integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select md5(
    coalesce((select s.source from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = p_locale
        and (s.position, s.ordinal) < (p_position, p_ordinal) order by s.position desc, s.ordinal desc limit 1), '')
    || chr(31) ||
    coalesce((select s.source from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = p_locale
        and (s.position, s.ordinal) > (p_position, p_ordinal) order by s.position, s.ordinal limit 1), '')
  )
$$;

revoke all on function public.unit_context_hash(uuid, text, text, integer, integer) from public, anon, authenticated, service_role;

create or replace function public.remember_segment(p_segment public.translation_segments, p_actor uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.translation_memory as m (
    target_locale, source, target, source_hash, context_hash, document_id, section_key, field, approved_by
  )
  values (p_segment.locale, p_segment.source, p_segment.target, p_segment.source_hash,
    public.unit_context_hash(p_segment.document_id, p_segment.section_key, p_segment.locale, p_segment.position, p_segment.ordinal),
    p_segment.document_id, p_segment.section_key, p_segment.field, p_actor)
  on conflict (target_locale, source_hash, context_hash, target)
    do update set approved_at = now(), approved_by = excluded.approved_by, document_id = excluded.document_id,
      section_key = excluded.section_key, field = excluded.field
$$;

create or replace function public.translation_memory_matches(p_segment uuid)
returns table (source text, target text, percent integer, document_id uuid, approved_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments;
  context text;
begin
  select * into segment from public.translation_segments s where s.id = p_segment;
  if segment.id is null or not public.can_translate(segment.locale) then
    raise exception 'There is no segment % in your languages', p_segment using errcode = 'PT404';
  end if;
  context := public.unit_context_hash(segment.document_id, segment.section_key, segment.locale, segment.position, segment.ordinal);
  return query
    select m.source, m.target,
      case when m.source_hash = segment.source_hash and m.context_hash = context then 101
        when m.source_hash = segment.source_hash then 100
        else least(99, floor(extensions.similarity(m.source, segment.source) * 100)::integer) end as percent,
      m.document_id, m.approved_at
    from public.translation_memory m
    where m.target_locale = segment.locale
      and (m.source_hash = segment.source_hash or (m.source operator(extensions.%) segment.source and extensions.similarity(m.source, segment.source) >= 0.5))
    order by 3 desc, m.approved_at desc
    limit 5;
end
$$;

-- The sync's work (20261205000600_translation_sync.sql's merge) for a unit: a document (p_section null) or a
-- section (p_document null). Per language: an unchanged field keeps its segments; a sentence still in its field
-- keeps its target and state; a changed one at the same place becomes outdated; a new one is added and takes
-- the memory's exact or in-context match; a gone one is removed.
create function public.merge_unit_segments(p_document uuid, p_section text, p_segments jsonb, p_actor uuid)
returns table (locale text, kept integer, outdated integer, added integer, removed integer, prefilled integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  loc text;
  incoming record;
  existing public.translation_segments;
  changed public.translation_segments;
  used uuid[];
  unchanged_fields text[];
  match public.translation_memory;
  context text;
  new_id uuid;
begin
  if (p_document is null) = (p_section is null) then
    raise exception 'Segments belong to a document or to a section' using errcode = '22023';
  end if;
  if jsonb_typeof(p_segments) <> 'array' then
    raise exception 'Segments are a list' using errcode = '22023';
  end if;
  foreach loc in array array['sv', 'de'] loop
    locale := loc;
    kept := 0;
    outdated := 0;
    added := 0;
    removed := 0;
    prefilled := 0;
    used := '{}';
    perform 1 from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc for update;
    -- A field whose whole text is what it was keeps its segments as they are (only its place may move).
    select coalesce(array_agg(n.field), '{}') into unchanged_fields
    from (
      select e.value ->> 'field' as field, string_agg((e.value ->> 'source') || (e.value ->> 'separator'), '' order by (e.value ->> 'ordinal')::integer) as text,
        min((e.value ->> 'position')::integer) as position
      from jsonb_array_elements(p_segments) e group by 1
    ) n
    join (
      select s.field, string_agg(s.source || s.separator, '' order by s.ordinal) as text
      from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc group by 1
    ) o on o.field = n.field and o.text = n.text;
    update public.translation_segments s set position = n.position
      from (select e.value ->> 'field' as field, min((e.value ->> 'position')::integer) as position from jsonb_array_elements(p_segments) e group by 1) n
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and s.field = n.field
        and s.field = any (unchanged_fields) and s.position <> n.position;
    select coalesce(array_agg(s.id), '{}') into used
      from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and s.field = any (unchanged_fields);
    kept := cardinality(used);

    for incoming in
      select e.value ->> 'field' as field, (e.value ->> 'ordinal')::integer as ordinal, (e.value ->> 'position')::integer as position,
        e.value ->> 'source' as source, md5(e.value ->> 'source') as source_hash, coalesce(e.value -> 'tags', '{}') as tags,
        coalesce(e.value ->> 'separator', '') as separator, coalesce((e.value ->> 'words')::integer, 0) as words
      from jsonb_array_elements(p_segments) e
      where not (e.value ->> 'field') = any (unchanged_fields)
      order by 3, 2
    loop
      -- The same sentence still in its field (perhaps moved): it keeps its target and state.
      select * into existing from public.translation_segments s
        where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and s.field = incoming.field
          and s.source_hash = incoming.source_hash and not s.id = any (used)
        order by abs(s.ordinal - incoming.ordinal) limit 1;
      if existing.id is not null then
        update public.translation_segments s
          set ordinal = incoming.ordinal, position = incoming.position, tags = incoming.tags, separator = incoming.separator, words = incoming.words
          where s.id = existing.id;
        used := used || existing.id;
        kept := kept + 1;
        continue;
      end if;
      -- A changed sentence at the same place: its old target stays, as outdated (or it starts again when it had none).
      select * into existing from public.translation_segments s
        where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and s.field = incoming.field
          and s.ordinal = incoming.ordinal and not s.id = any (used);
      if existing.id is not null then
        update public.translation_segments s
          set source = incoming.source, source_hash = incoming.source_hash, tags = incoming.tags, separator = incoming.separator,
            words = incoming.words, position = incoming.position,
            state = case when s.target = '' then 'untranslated' else 'outdated' end,
            origin = case when s.target = '' then null else s.origin end, match_percent = null, machine_confirmed_by = null,
            qa = '{"failures": [], "overrides": []}', revision = s.revision + 1, updated_by = p_actor
          where s.id = existing.id
          returning * into changed;
        used := used || existing.id;
        if changed.state = 'outdated' then
          outdated := outdated + 1;
          perform public.audit_segment_action('outdate_segment', changed, p_actor,
            public.segment_audit_state(existing) || jsonb_build_object('source', existing.source),
            public.segment_audit_state(changed) || jsonb_build_object('source', changed.source));
        end if;
        continue;
      end if;
      insert into public.translation_segments (
        document_id, section_key, locale, field, ordinal, position, source, source_hash, tags, separator, words, updated_by
      )
      values (p_document, p_section, loc, incoming.field, incoming.ordinal, incoming.position, incoming.source, incoming.source_hash,
        incoming.tags, incoming.separator, incoming.words, p_actor)
      returning id into new_id;
      used := used || new_id;
      added := added + 1;
    end loop;

    with gone as (
      delete from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and not s.id = any (used)
      returning s.*
    )
    select count(*)::integer into removed from gone;

    -- An untranslated segment takes the memory's exact match, in context (the same neighbours) first.
    for existing in
      select * from public.translation_segments s
      where (s.document_id = p_document or s.section_key = p_section) and s.locale = loc and s.state = 'untranslated'
      order by s.position, s.ordinal
    loop
      context := public.unit_context_hash(p_document, p_section, loc, existing.position, existing.ordinal);
      select * into match from public.translation_memory m
        where m.target_locale = loc and m.source_hash = existing.source_hash
        order by (m.context_hash = context) desc, m.approved_at desc limit 1;
      continue when match.id is null;
      update public.translation_segments s
        set target = match.target, state = 'translated',
          origin = case when match.context_hash = context then 'tm_context' else 'tm_exact' end,
          match_percent = case when match.context_hash = context then 101 else 100 end,
          revision = s.revision + 1, updated_by = p_actor
        where s.id = existing.id
        returning * into changed;
      perform public.audit_segment_action('prefill_segment', changed, p_actor, public.segment_audit_state(existing),
        public.segment_audit_state(changed) || jsonb_build_object('match_percent', changed.match_percent));
      prefilled := prefilled + 1;
    end loop;
    return next;
  end loop;
end
$$;

revoke all on function public.merge_unit_segments(uuid, text, jsonb, uuid) from public, anon, authenticated, service_role;

-- 20261207200100_translation_sync_queue.sql's sync of a document, through the unit's merge.
create or replace function public.sync_translation_segments(p_document uuid, p_segments jsonb, p_actor uuid, p_version integer default null)
returns table (locale text, kept integer, outdated integer, added integer, removed integer, prefilled integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_document is null then
    raise exception 'Name the document' using errcode = '22023';
  end if;
  return query select * from public.merge_unit_segments(p_document, null, p_segments, p_actor);
  if p_version is not null then
    delete from public.translation_sync_queue q where q.document_id = p_document and q.version <= p_version;
  end if;
end
$$;

drop function public.merge_translation_segments(uuid, jsonb, uuid);
drop function public.segment_context_hash(uuid, text, integer, integer);

-- Service role only (the scheduler, publish-document's syncPending): a section's English value cut by
-- segmentation.ts, of the section's version p_version (its waiting row goes when it owes no later one).
create function public.sync_section_segments(p_section text, p_segments jsonb, p_actor uuid, p_version integer default null)
returns table (locale text, kept integer, outdated integer, added integer, removed integer, prefilled integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.content_sections s where s.key = p_section) then
    raise exception 'There is no content section %', coalesce(p_section, 'null') using errcode = 'PT404';
  end if;
  return query select * from public.merge_unit_segments(null, p_section, p_segments, p_actor);
  if p_version is not null then
    delete from public.translation_section_sync_queue q where q.section_key = p_section and q.version <= p_version;
  end if;
end
$$;

revoke all on function public.sync_section_segments(text, jsonb, uuid, integer) from public, anon, authenticated, service_role;
grant execute on function public.sync_section_segments(text, jsonb, uuid, integer) to service_role;

-- A unit's segments in one language, in order, for whoever may translate it (translation_segments_for's rules).
create function public.unit_segments(p_document uuid, p_section text, p_locale text)
returns table (
  id uuid,
  document_id uuid,
  section_key text,
  locale text,
  field text,
  ordinal integer,
  "position" integer,
  source text,
  source_hash text,
  tags jsonb,
  separator text,
  words integer,
  target text,
  state text,
  origin text,
  match_percent integer,
  qa jsonb,
  machine_confirmed_by uuid,
  review_comment text,
  revision integer,
  updated_at timestamptz,
  updated_by_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501',
      hint = 'An admin gives translators their languages.';
  end if;
  return query
    select s.id, s.document_id, s.section_key, s.locale, s.field, s.ordinal, s.position, s.source, s.source_hash, s.tags, s.separator,
      s.words, s.target, s.state, s.origin, s.match_percent, s.qa, s.machine_confirmed_by, s.review_comment, s.revision, s.updated_at,
      public.staff_display_name(s.updated_by)
    from public.translation_segments s
    where (s.document_id = p_document or s.section_key = p_section) and s.locale = p_locale
    order by s.position, s.ordinal;
end
$$;

revoke all on function public.unit_segments(uuid, text, text) from public, anon, authenticated, service_role;

-- translation_segments_for() answers each segment's section_key too (null for a document's).
drop function public.translation_segments_for(uuid, text);

create function public.translation_segments_for(p_document uuid, p_locale text)
returns table (
  id uuid, document_id uuid, section_key text, locale text, field text, ordinal integer, "position" integer, source text,
  source_hash text, tags jsonb, separator text, words integer, target text, state text, origin text, match_percent integer, qa jsonb,
  machine_confirmed_by uuid, review_comment text, revision integer, updated_at timestamptz, updated_by_name text
)
language sql
stable
security definer
set search_path = ''
as $$ select * from public.unit_segments(p_document, null, p_locale) $$;

-- A content section's segments in one language, as translation_segments_for() gives a document's.
create function public.section_segments_for(p_section text, p_locale text)
returns table (
  id uuid, document_id uuid, section_key text, locale text, field text, ordinal integer, "position" integer, source text,
  source_hash text, tags jsonb, separator text, words integer, target text, state text, origin text, match_percent integer, qa jsonb,
  machine_confirmed_by uuid, review_comment text, revision integer, updated_at timestamptz, updated_by_name text
)
language sql
stable
security definer
set search_path = ''
as $$ select * from public.unit_segments(null, p_section, p_locale) $$;

-- Machine drafts for a unit's segments ([{id, target, failures?}], 20261205003000_machine_draft_edits.sql's rules):
-- only where nobody has worked (untranslated or outdated), as 'machine_draft'. Returns how many.
create function public.save_unit_machine_drafts(p_document uuid, p_section text, p_locale text, p_drafts jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  draft jsonb;
  segment public.translation_segments;
  drafted public.translation_segments;
  written integer := 0;
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501';
  end if;
  if jsonb_typeof(p_drafts) <> 'array' then
    raise exception 'Drafts are a list of {id, target}' using errcode = '22023';
  end if;
  for draft in select d.value from jsonb_array_elements(p_drafts) d loop
    if jsonb_typeof(draft) <> 'object' or coalesce(btrim(draft ->> 'target'), '') = '' or (draft ->> 'id') !~ '^[0-9a-f-]{36}$' then
      raise exception 'Each draft has a segment id and a non-empty target' using errcode = '22023';
    end if;
    perform public.refuse_bad_qa_failures(coalesce(draft -> 'failures', '[]'));
    select * into segment from public.translation_segments s
      where s.id = (draft ->> 'id')::uuid and (s.document_id = p_document or s.section_key = p_section) and s.locale = p_locale
      for update;
    if segment.id is null then
      raise exception 'There is no segment % in this %''s %', draft ->> 'id', case when p_section is null then 'document' else 'section' end,
        p_locale using errcode = 'PT404';
    end if;
    continue when segment.state not in ('untranslated', 'outdated');
    update public.translation_segments s
      set target = draft ->> 'target', state = 'machine_draft', origin = 'machine', match_percent = null, machine_confirmed_by = null,
        qa = jsonb_build_object('failures', coalesce(draft -> 'failures', '[]'), 'overrides', '[]'::jsonb),
        revision = s.revision + 1, updated_by = auth.uid()
      where s.id = segment.id
      returning * into drafted;
    perform public.audit_segment_action('machine_draft', drafted, auth.uid(), public.segment_audit_state(segment), public.segment_audit_state(drafted));
    written := written + 1;
  end loop;
  return written;
end
$$;

revoke all on function public.save_unit_machine_drafts(uuid, text, text, jsonb) from public, anon, authenticated, service_role;

create or replace function public.save_machine_drafts(p_document uuid, p_locale text, p_drafts jsonb)
returns integer
language sql
security definer
set search_path = ''
as $$ select public.save_unit_machine_drafts(p_document, null, p_locale, p_drafts) $$;

create function public.save_section_machine_drafts(p_section text, p_locale text, p_drafts jsonb)
returns integer
language sql
security definer
set search_path = ''
as $$ select public.save_unit_machine_drafts(null, p_section, p_locale, p_drafts) $$;

revoke all on function
  public.translation_segments_for(uuid, text),
  public.section_segments_for(text, text),
  public.save_section_machine_drafts(text, text, jsonb)
from public, anon, authenticated, service_role;
grant execute on function
  public.translation_segments_for(uuid, text),
  public.section_segments_for(text, text),
  public.save_section_machine_drafts(text, text, jsonb)
to authenticated;

-- Service role only: publish-document { section, locale, fromSegments }, once every segment of the language is
-- approved, writes the value it assembled from them as the section translation's approved working copy (made
-- from the section's current version), for a reviewer of the language (42501 otherwise). Checks the segments
-- again under their lock: TAPRV unless there are segments and all are approved. Returns the revision.
create function public.stage_section_translation_from_segments(p_section text, p_locale text, p_value jsonb, p_actor uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  waiting integer;
  existing public.content_section_translations;
  staged public.content_section_translations;
begin
  perform public.refuse_unknown_section_translation(p_section, p_locale);
  if public.translation_role_of(p_actor, p_locale) is distinct from 'reviewer' then
    raise exception 'Only a reviewer of % publishes its translations', p_locale using errcode = '42501';
  end if;
  perform 1 from public.translation_segments s where s.section_key = p_section and s.locale = p_locale for share;
  select count(*) filter (where s.state <> 'approved') into waiting
    from public.translation_segments s where s.section_key = p_section and s.locale = p_locale having count(*) > 0;
  if waiting is null or waiting > 0 then
    raise exception '% segments of the % translation are not approved yet', coalesce(waiting, 0), p_locale using errcode = 'TAPRV';
  end if;
  select * into existing from public.content_section_translations t where t.key = p_section and t.locale = p_locale for update;
  if existing.id is null then
    insert into public.content_section_translations (key, locale, value, state, source_version, updated_by)
    values (p_section, p_locale, p_value, 'approved', (select s.version from public.content_sections s where s.key = p_section), p_actor)
    returning * into staged;
  else
    update public.content_section_translations t
      set value = p_value, state = 'approved', source_version = (select s.version from public.content_sections s where s.key = p_section),
        revision = t.revision + 1, updated_by = p_actor
      where t.id = existing.id
      returning * into staged;
  end if;
  return staged.revision;
end
$$;

revoke all on function public.stage_section_translation_from_segments(text, text, jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function public.stage_section_translation_from_segments(text, text, jsonb, uuid) to service_role;

-- 20261204000600_content_section_translations.sql's publish, with a reviewer of the language (a translator
-- account, translation_role_of()) allowed beside editors and admins: the segments' publish is theirs.
create or replace function public.publish_content_section_translation(p_key text, p_locale text, p_expected_revision integer, p_actor uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.content_section_translations;
begin
  if public.translation_role_of(p_actor, p_locale) is distinct from 'reviewer' then
    raise exception 'Only editors, admins and reviewers of % publish its translations', coalesce(p_locale, 'null') using errcode = '42501';
  end if;
  perform public.refuse_unknown_section_translation(p_key, p_locale);
  select * into existing from public.content_section_translations t where t.key = p_key and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This section has no % translation', p_locale using errcode = 'PT404';
  end if;
  if existing.revision <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this translation since you opened it' using errcode = 'PT409';
  end if;
  if existing.state <> 'approved' then
    raise exception 'The % translation is %: an editor approves it before it is published', p_locale, replace(existing.state, '_', ' ')
      using errcode = 'TAPRV';
  end if;
  if not public.content_section_is_live(p_key) then
    raise exception 'The English section is not on the site: publish it first' using errcode = 'TLIVE';
  end if;
  update public.content_section_translations t
    set published_value = t.value, published_at = now(), published_source_version = t.source_version, published_by = p_actor,
      updated_by = p_actor
    where t.id = existing.id;
  return existing.revision;
end
$$;

-- The workspace's units that are on the site: live documents and published sections, each with one key
-- (unit_key(): the document's id, or 'section:' and the key) that a segment's row is joined on.
create function public.unit_key(p_document uuid, p_section text)
returns text
language sql
immutable
set search_path = ''
as $$ select coalesce(p_document::text, 'section:' || p_section) $$;

revoke all on function public.unit_key(uuid, text) from public, anon, authenticated, service_role;

create function public.translation_live_units()
returns table (unit_key text, document_id uuid, section_key text, title text, path text)
language sql
stable
security definer
set search_path = ''
as $$
  select public.unit_key(d.id, null), d.id, null::text, d.title, d.path from public.documents d
  where d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  union all
  select public.unit_key(null, s.key), null::uuid, s.key, l.title, l.path from public.content_sections s, public.content_section_label(s.key) l
  where s.published and public.section_is_translated(s.key)
$$;

revoke all on function public.translation_live_units() from public, anon, authenticated, service_role;

-- The dashboard's figures (20261207300600_outdated_while_syncing.sql) with the sections: a language's share
-- published counts live documents and published sections, its words every segment of both, and its list of
-- the outdated longest names a section ({section, title, path}, documentId null) beside the documents.
create or replace function public.translation_overview()
returns table (
  locale text,
  documents integer,
  published integer,
  published_share numeric,
  words jsonb,
  outdated jsonb
)
language sql
stable
security definer
set search_path = ''
as $$
  with live as (
    select * from public.translation_live_units()
  ),
  languages as (
    select l.locale from unnest(array['sv', 'de']) as l (locale) where public.can_translate(l.locale)
  ),
  published_units as (
    select t.locale, t.document_id, null::text as section_key from live join public.document_translations t on t.document_id = live.document_id
    where t.published_at is not null
    union all
    select t.locale, null, t.key from live join public.content_section_translations t on t.key = live.section_key
    where t.published_at is not null
  ),
  unit_segments as (
    select s.*, live.unit_key, live.title as unit_title, live.path as unit_path
    from public.translation_segments s
    join live on live.unit_key = public.unit_key(s.document_id, s.section_key)
  ),
  waiting as (
    select public.unit_key(q.document_id, null) as unit_key, q.queued_at from public.translation_sync_queue q
    union all
    select public.unit_key(null, q.section_key), q.queued_at from public.translation_section_sync_queue q
  )
  select
    g.locale,
    (select count(*)::integer from live),
    (select count(*)::integer from published_units p where p.locale = g.locale),
    round((select count(*) from published_units p where p.locale = g.locale)::numeric / greatest((select count(*) from live), 1), 3),
    (select jsonb_object_agg(st.state, coalesce((
        select sum(s.words) from unit_segments s where s.locale = g.locale and s.state = st.state), 0)::integer)
      from unnest(array['untranslated', 'machine_draft', 'translated', 'approved', 'outdated']) as st (state)),
    (select coalesce(jsonb_agg(jsonb_build_object(
          'documentId', o.document_id, 'section', o.section_key, 'title', o.unit_title, 'path', o.unit_path, 'since', o.since,
          'words', o.words, 'syncPending', o.sync_pending)
        order by o.since, o.unit_title), '[]')
      from (
        select s.document_id, s.section_key, s.unit_title, s.unit_path,
          least(min(s.updated_at) filter (where s.state = 'outdated'), min(w.queued_at)) as since,
          coalesce(sum(s.words) filter (where s.state = 'outdated'), 0)::integer as words,
          bool_or(w.queued_at is not null) as sync_pending
        from unit_segments s
        left join waiting w on w.unit_key = s.unit_key
        where s.locale = g.locale
        group by s.document_id, s.section_key, s.unit_title, s.unit_path
        having bool_or(s.state = 'outdated') or bool_or(w.queued_at is not null)
        order by since, s.unit_title
        limit 20
      ) o)
  from languages g
  order by g.locale desc
$$;

-- The dashboard's list (20261207300200_translation_totals_once.sql) with the sections: a section's rows have
-- document_id null and section_key set, its title and path content_section_label()'s.
drop function public.translation_document_totals();
create function public.translation_document_totals()
returns table (
  document_id uuid,
  section_key text,
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
security definer
set search_path = ''
as $$
  with languages as (
    select l.locale from unnest(array['sv', 'de']) as l (locale) where public.can_translate(l.locale)
  )
  select
    u.document_id,
    u.section_key,
    u.title,
    u.path,
    s.locale,
    jsonb_build_object(
      'untranslated', coalesce(sum(s.words) filter (where s.state = 'untranslated'), 0)::integer,
      'machine_draft', coalesce(sum(s.words) filter (where s.state = 'machine_draft'), 0)::integer,
      'translated', coalesce(sum(s.words) filter (where s.state = 'translated'), 0)::integer,
      'approved', coalesce(sum(s.words) filter (where s.state = 'approved'), 0)::integer,
      'outdated', coalesce(sum(s.words) filter (where s.state = 'outdated'), 0)::integer
    ),
    coalesce(t.published_at, c.published_at),
    max(s.updated_at),
    exists (select 1 from public.translation_sync_queue q where q.document_id = u.document_id)
      or exists (select 1 from public.translation_section_sync_queue q where q.section_key = u.section_key)
  from public.translation_segments s
  join languages g on g.locale = s.locale
  join public.translation_live_units() u on u.unit_key = public.unit_key(s.document_id, s.section_key)
  left join public.document_translations t on t.document_id = s.document_id and t.locale = s.locale and t.published_at is not null
  left join public.content_section_translations c on c.key = s.section_key and c.locale = s.locale and c.published_at is not null
  group by u.document_id, u.section_key, u.title, u.path, s.locale, t.published_at, c.published_at
  order by u.path, u.title, s.locale desc
$$;

revoke all on function public.translation_document_totals() from public, anon, authenticated, service_role;
grant execute on function public.translation_document_totals() to authenticated;

comment on function public.translation_document_totals() is
  'The translation dashboard''s list: per live document or published content section and language the reader translates, the words per segment state, the last publish, the last segment change, and whether an English publish waits for its segments'' sync.';

-- An export's audit row (20261207000100_xliff_exchange.sql) naming the sections it holds beside the documents.
drop function public.log_translation_export(text, text, uuid[], integer);
create function public.log_translation_export(
  p_locale text, p_file_name text, p_documents uuid[], p_units integer, p_sections text[] default '{}'
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501';
  end if;
  if p_units is null or p_units < 0 or p_documents is null or p_sections is null then
    raise exception 'An export names its documents and its units' using errcode = '22023';
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_type, target_id, target_label, new_data, ip_address, user_agent)
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    coalesce(public.staff_role(), public.request_role()),
    'xliff_export',
    'translation_segments',
    p_locale,
    left(p_locale || ': ' || coalesce(nullif(btrim(p_file_name), ''), 'XLIFF file'), 200),
    jsonb_build_object('locale', p_locale, 'file', left(coalesce(p_file_name, ''), 200), 'documents', cardinality(p_documents),
      'document_ids', to_jsonb(p_documents), 'units', p_units)
      || case when cardinality(p_sections) = 0 then '{}'::jsonb else jsonb_build_object('sections', to_jsonb(p_sections)) end,
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
end
$$;

revoke all on function public.log_translation_export(text, text, uuid[], integer, text[]) from public, anon, authenticated, service_role;
grant execute on function public.log_translation_export(text, text, uuid[], integer, text[]) to authenticated;

-- The seed's sections as segments (supabase/translation-seed.sql, scripts/translation-seed.ts): for each section
-- and language {k: key, l: locale, e: the English value cut, s: [[field, ordinal, position, source, tags, separator,
-- words, target]…]}, the segments approved where the seed translated them (their pairs in the memory) and
-- untranslated where it did not (target ''), while the English section is the value the seed cut, its
-- translation (if any) is the seed's, and no one has worked on its segments. The section's sync is then owed
-- nothing. Answers how many sections' languages it segmented.
create function public.apply_section_segment_seed(p_entries jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  done integer;
begin
  -- One statement, as apply_translation_segment_seed(): the positions' uniqueness is checked at commit.
  with eligible as (
    select c.key, e.value ->> 'l' as locale, e.value -> 's' as segments, c.version
    from jsonb_array_elements(p_entries) e
    join public.content_sections c on c.key = e.value ->> 'k' and c.value = e.value -> 'e'
    left join public.content_section_translations t on t.key = c.key and t.locale = e.value ->> 'l'
    where (t.id is null or (t.seed_hash = md5(t.value::text) and t.state = 'approved' and t.published_at is not null))
      and not exists (
        select 1 from public.translation_segments s
        where s.section_key = c.key and s.locale = e.value ->> 'l'
          and (s.updated_by is not null or s.state not in ('approved', 'untranslated'))
      )
  ),
  gone as (
    delete from public.translation_segments s using eligible e where s.section_key = e.key and s.locale = e.locale
  ),
  added as (
    insert into public.translation_segments (section_key, locale, field, ordinal, position, source, source_hash, tags, separator, words,
      target, state, origin)
    select e.key, e.locale, r ->> 0, (r ->> 1)::integer, (r ->> 2)::integer, r ->> 3, md5(r ->> 3),
      coalesce(nullif(r -> 4, 'null'::jsonb), '{}'), r ->> 5, (r ->> 6)::integer, r ->> 7,
      case when r ->> 7 = '' then 'untranslated' else 'approved' end, case when r ->> 7 = '' then null else 'human' end
    from eligible e, jsonb_array_elements(e.segments) r
    returning section_key, locale, field, position, ordinal, source, source_hash, target, state
  ),
  remembered as (
    insert into public.translation_memory (target_locale, source, target, source_hash, context_hash, section_key, field)
    select n.locale, n.source, n.target, n.source_hash, md5(coalesce(n.previous, '') || chr(31) || coalesce(n.next, '')), n.section_key, n.field
    from (
      select a.*, lag(a.source) over w as previous, lead(a.source) over w as next
      from added a
      window w as (partition by a.section_key, a.locale order by a.position, a.ordinal)
    ) n
    where n.state = 'approved'
    on conflict (target_locale, source_hash, context_hash, target) do nothing
  ),
  -- Both languages cut from the section's current value: its sync is owed nothing.
  synced as (
    delete from public.translation_section_sync_queue q
    where q.version <= (select max(e.version) from eligible e where e.key = q.section_key)
      and (select count(distinct e.locale) from eligible e where e.key = q.section_key) = 2
  )
  select count(*)::integer into done from eligible;
  return done;
end
$$;

comment on function public.apply_section_segment_seed(jsonb) is
  'Writes the seed''s content sections as segments (approved where translated) and their memory, leaving every section staff touched as it is.';

revoke all on function public.apply_section_segment_seed(jsonb) from public, anon, authenticated, service_role;
