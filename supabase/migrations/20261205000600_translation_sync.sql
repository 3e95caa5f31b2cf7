-- How the segments follow the English and reach visitors (issue 40, docs/decisions/0014-translation-workspace.md).
--
-- * sync_translation_segments(): publish-document calls it after every English publish with the
--   published data cut into segments (segmentation.ts). Per language: a field whose text is unchanged
--   keeps its segments; a segment whose sentence is still in its field keeps its target and state; a
--   changed sentence keeps its old target, as 'outdated' (a fuzzy suggestion), or is pre-filled by an
--   exact or in-context memory match; a new one is added the same way; a gone one is removed.
-- * stage_translation_from_segments() + publish_document_translation(): when every segment of a
--   language is approved, publish-document assembles the data and publishes it through the gate of
--   issue 39; until then the last published translation stays (published_*), never a mix.
-- * apply_translation_segment_seed(): the translation seed's segments (approved) and memory.
-- * translation_overview(): the dashboard's figures per language.

-- Service role only: publish-document, with the English document's segments as it just published them
-- ([{field, ordinal, position, source, tags, separator, words}]). Answers per language what it did.
create function public.sync_translation_segments(p_document uuid, p_segments jsonb, p_actor uuid)
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
    perform 1 from public.translation_segments s where s.document_id = p_document and s.locale = loc for update;
    -- A field whose whole text is what it was keeps its segments as they are (only its place may move).
    select coalesce(array_agg(n.field), '{}') into unchanged_fields
    from (
      select e.value ->> 'field' as field, string_agg((e.value ->> 'source') || (e.value ->> 'separator'), '' order by (e.value ->> 'ordinal')::integer) as text,
        min((e.value ->> 'position')::integer) as position
      from jsonb_array_elements(p_segments) e group by 1
    ) n
    join (
      select s.field, string_agg(s.source || s.separator, '' order by s.ordinal) as text
      from public.translation_segments s where s.document_id = p_document and s.locale = loc group by 1
    ) o on o.field = n.field and o.text = n.text;
    update public.translation_segments s set position = n.position
      from (select e.value ->> 'field' as field, min((e.value ->> 'position')::integer) as position from jsonb_array_elements(p_segments) e group by 1) n
      where s.document_id = p_document and s.locale = loc and s.field = n.field and s.field = any (unchanged_fields) and s.position <> n.position;
    select coalesce(array_agg(s.id), '{}') into used
      from public.translation_segments s where s.document_id = p_document and s.locale = loc and s.field = any (unchanged_fields);
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
        where s.document_id = p_document and s.locale = loc and s.field = incoming.field and s.source_hash = incoming.source_hash
          and not s.id = any (used)
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
        where s.document_id = p_document and s.locale = loc and s.field = incoming.field and s.ordinal = incoming.ordinal
          and not s.id = any (used);
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
      insert into public.translation_segments (document_id, locale, field, ordinal, position, source, source_hash, tags, separator, words, updated_by)
      values (p_document, loc, incoming.field, incoming.ordinal, incoming.position, incoming.source, incoming.source_hash, incoming.tags,
        incoming.separator, incoming.words, p_actor)
      returning id into new_id;
      used := used || new_id;
      added := added + 1;
    end loop;

    with gone as (
      delete from public.translation_segments s where s.document_id = p_document and s.locale = loc and not s.id = any (used) returning s.*
    )
    select count(*)::integer into removed from gone;

    -- An untranslated segment takes the memory's exact match, in context (the same neighbours) first.
    for existing in
      select * from public.translation_segments s where s.document_id = p_document and s.locale = loc and s.state = 'untranslated'
      order by s.position, s.ordinal
    loop
      context := public.segment_context_hash(p_document, loc, existing.position, existing.ordinal);
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

-- Who may put a document's translation on the site: staff whose role edits the kind (issue 39), or a
-- reviewer of that language (a translator account's row in staff_language_roles). 42501 otherwise.
create function public.document_for_translation(p_document uuid, p_actor uuid, p_locale text)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents;
begin
  if actor_role = 'translator' then
    select * into doc from public.documents d where d.id = p_document for update;
    if doc.id is null then
      raise exception 'There is no document %', p_document using errcode = 'PT404';
    end if;
    if public.translation_role_of(p_actor, p_locale) is distinct from 'reviewer' then
      raise exception 'Only a reviewer of % publishes its translations', p_locale using errcode = '42501';
    end if;
    return doc;
  end if;
  return public.document_for_edit(p_document, actor_role);
end
$$;

revoke all on function public.sync_translation_segments(uuid, jsonb, uuid), public.document_for_translation(uuid, uuid, text)
  from public, anon, authenticated, service_role;
grant execute on function public.sync_translation_segments(uuid, jsonb, uuid) to service_role;

-- Service role only: publish-document, once every segment of the language is approved, writes the data it
-- assembled from them as the translation's approved working copy (a new translation takes p_title and
-- p_path), and then publishes it through the issue 39 gate. Checks the segments again under their lock:
-- TAPRV unless there are segments and all are approved. Returns the working copy's revision.
create function public.stage_translation_from_segments(
  p_document uuid, p_locale text, p_title text, p_path text, p_data jsonb, p_actor uuid
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_translation(p_document, p_actor, p_locale);
  waiting integer;
  existing public.document_translations;
  staged public.document_translations;
begin
  perform public.refuse_contributor((select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor), 'publish');
  perform public.refuse_unknown_translation_locale(p_locale);
  perform public.refuse_trashed_document(doc);
  perform 1 from public.translation_segments s where s.document_id = p_document and s.locale = p_locale for share;
  select count(*) filter (where s.state <> 'approved') into waiting
    from public.translation_segments s where s.document_id = p_document and s.locale = p_locale having count(*) > 0;
  if waiting is null or waiting > 0 then
    raise exception '% segments of the % translation are not approved yet', coalesce(waiting, 0), p_locale using errcode = 'TAPRV';
  end if;
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  if existing.id is null then
    insert into public.document_translations (document_id, locale, path, title, data, state, source_version, updated_by)
    values (p_document, p_locale, p_path, p_title, p_data, 'approved', doc.version, p_actor)
    returning * into staged;
    perform public.audit_translation_action('create', staged, p_actor, null,
      jsonb_build_object('path', staged.path, 'title', staged.title, 'source_version', staged.source_version, 'from', 'segments'));
  else
    update public.document_translations t
      set data = p_data, state = 'approved', source_version = doc.version, revision = t.revision + 1, updated_by = p_actor
      where t.id = existing.id
      returning * into staged;
    perform public.audit_translation_action('save', staged, p_actor,
      jsonb_build_object('state', existing.state, 'source_version', existing.source_version),
      jsonb_build_object('state', staged.state, 'source_version', staged.source_version, 'revision', staged.revision, 'from', 'segments'));
  end if;
  return staged.revision;
end
$$;

revoke all on function public.stage_translation_from_segments(uuid, text, text, text, jsonb, uuid) from public, anon, authenticated, service_role;
grant execute on function public.stage_translation_from_segments(uuid, text, text, text, jsonb, uuid) to service_role;

-- 20261204000100_document_translations.sql's publish, with a reviewer of the language (a translator
-- account) allowed beside the roles that edit the kind (document_for_translation).
create or replace function public.publish_document_translation(p_document uuid, p_locale text, p_expected_revision integer, p_actor uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_translation(p_document, p_actor, p_locale);
  existing public.document_translations;
  published public.document_translations;
  holder text;
begin
  perform public.refuse_contributor(actor_role, 'publish');
  perform public.refuse_unknown_translation_locale(p_locale);
  perform public.refuse_trashed_document(doc);
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This document has no % translation', p_locale using errcode = 'PT404';
  end if;
  perform public.check_translation_unchanged(existing, p_expected_revision);
  if existing.state <> 'approved' then
    raise exception 'The % translation is %: an editor approves it before it is published', p_locale, replace(existing.state, '_', ' ')
      using errcode = 'TAPRV';
  end if;
  if doc.published_data is null or doc.unpublished_at is not null then
    raise exception 'The English document is not on the site: publish it first' using errcode = 'TLIVE';
  end if;
  holder := coalesce(
    (select d.title from public.documents d where d.path = existing.path and d.deleted_at is null),
    (select t.title from public.document_translations t where t.published_path = existing.path and t.published_at is not null and t.id <> existing.id)
  );
  if holder is not null then
    raise exception 'The path % is taken by "%"', existing.path, holder
      using errcode = '23505', hint = 'Choose another path, or change that page''s path first.';
  end if;
  update public.document_translations t
    set published_path = t.path, published_title = t.title, published_data = t.data, published_at = now(),
      published_source_version = t.source_version, published_by = p_actor, updated_by = p_actor
    where t.id = existing.id
    returning * into published;
  perform public.audit_translation_action('publish', published, p_actor,
    jsonb_build_object('path', existing.published_path, 'title', existing.published_title, 'source_version', existing.published_source_version),
    jsonb_build_object('path', published.published_path, 'title', published.published_title,
      'source_version', published.published_source_version, 'revision', published.revision));
  return published.revision;
end
$$;

-- The translation seed's segments (supabase/translation-seed.sql, scripts/translation-seed.ts): for each
-- seeded translation {d: documentId, l: locale, s: [[field, ordinal, position, source, tags, separator,
-- words, target]…]}, its segments approved and their pairs in the memory, while the translation is the
-- seed's and no one has worked on its segments (they are replaced while only the seed wrote them).
-- Answers how many translations it segmented.
create function public.apply_translation_segment_seed(p_entries jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  done integer;
begin
  -- One statement for every translation: a loop of 538 small ones took 17 s of a fresh start.
  with eligible as (
    select t.document_id, t.locale, e.value -> 's' as segments
    from jsonb_array_elements(p_entries) e
    join public.document_translations t on t.document_id = (e.value ->> 'd')::uuid and t.locale = e.value ->> 'l'
    -- Only over the seed's own translation, and never over a segment staff touched.
    where t.seed_hash = public.translation_seed_hash(t.title, t.path, t.data)
      and not exists (
        select 1 from public.translation_segments s
        where s.document_id = t.document_id and s.locale = t.locale and (s.updated_by is not null or s.state <> 'approved')
      )
  ),
  gone as (
    delete from public.translation_segments s using eligible e where s.document_id = e.document_id and s.locale = e.locale
  ),
  added as (
    insert into public.translation_segments (document_id, locale, field, ordinal, position, source, source_hash, tags, separator, words,
      target, state, origin)
    select e.document_id, e.locale, r ->> 0, (r ->> 1)::integer, (r ->> 2)::integer, r ->> 3, md5(r ->> 3),
      coalesce(nullif(r -> 4, 'null'::jsonb), '{}'), r ->> 5, (r ->> 6)::integer, r ->> 7, 'approved', 'human'
    from eligible e, jsonb_array_elements(e.segments) r
    returning document_id, locale, field, position, ordinal, source, source_hash, target
  ),
  remembered as (
    insert into public.translation_memory (target_locale, source, target, source_hash, context_hash, document_id, field)
    select n.locale, n.source, n.target, n.source_hash, md5(coalesce(n.previous, '') || chr(31) || coalesce(n.next, '')), n.document_id, n.field
    from (
      select a.*, lag(a.source) over w as previous, lead(a.source) over w as next
      from added a
      window w as (partition by a.document_id, a.locale order by a.position, a.ordinal)
    ) n
    on conflict (target_locale, source_hash, context_hash, target) do nothing
  )
  select count(*)::integer into done from eligible;
  return done;
end
$$;

comment on function public.apply_translation_segment_seed(jsonb) is
  'Writes the translation seed''s segments (approved) and memory, leaving every segment staff touched as it is.';

revoke all on function public.apply_translation_segment_seed(jsonb) from public, anon, authenticated, service_role;

-- The dashboard's figures for each language the caller translates: the share of the site's live
-- documents whose translation is published, the words per segment state, and the documents with
-- outdated segments, longest outdated first (at most 20).
create function public.translation_overview()
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
    select d.id, d.title, d.path from public.documents d
    where d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  ),
  languages as (
    select l.locale from unnest(array['sv', 'de']) as l (locale) where public.can_translate(l.locale)
  )
  select
    g.locale,
    (select count(*)::integer from live),
    (select count(*)::integer from live join public.document_translations t on t.document_id = live.id
      where t.locale = g.locale and t.published_at is not null),
    round(
      (select count(*) from live join public.document_translations t on t.document_id = live.id where t.locale = g.locale and t.published_at is not null)::numeric
      / greatest((select count(*) from live), 1), 3),
    (select jsonb_object_agg(st.state, coalesce((
        select sum(s.words) from public.translation_segments s join live on live.id = s.document_id
        where s.locale = g.locale and s.state = st.state), 0)::integer)
      from unnest(array['untranslated', 'machine_draft', 'translated', 'approved', 'outdated']) as st (state)),
    (select coalesce(jsonb_agg(jsonb_build_object('documentId', o.id, 'title', o.title, 'path', o.path, 'since', o.since, 'words', o.words)
        order by o.since, o.title), '[]')
      from (
        select live.id, live.title, live.path, min(s.updated_at) as since, sum(s.words)::integer as words
        from public.translation_segments s join live on live.id = s.document_id
        where s.locale = g.locale and s.state = 'outdated'
        group by live.id, live.title, live.path
        order by since, live.title
        limit 20
      ) o)
  from languages g
  order by g.locale desc
$$;

revoke all on function public.translation_overview() from public, anon, authenticated, service_role;
grant execute on function public.translation_overview() to authenticated;
