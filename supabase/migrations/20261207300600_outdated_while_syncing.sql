-- Issue 40: the dashboard's "Outdated longest" names a document as soon as its English is published again, not
-- only once its segments are synced. Between the publish and the sync (translation_sync_queue, a scheduler
-- round or pg_cron's next minute, 20261207200100_translation_sync_queue.sql) the document list already showed
-- its languages as outdated, while this list still left it out. Now translation_overview() lists it too, since
-- the publish, marked syncPending (its outdated words are not known until the sync has cut the new English).

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
    (select coalesce(jsonb_agg(jsonb_build_object(
          'documentId', o.id, 'title', o.title, 'path', o.path, 'since', o.since, 'words', o.words, 'syncPending', o.sync_pending)
        order by o.since, o.title), '[]')
      from (
        select live.id, live.title, live.path,
          least(min(s.updated_at) filter (where s.state = 'outdated'), q.queued_at) as since,
          coalesce(sum(s.words) filter (where s.state = 'outdated'), 0)::integer as words,
          q.document_id is not null as sync_pending
        from public.translation_segments s
        join live on live.id = s.document_id
        left join public.translation_sync_queue q on q.document_id = live.id
        where s.locale = g.locale
        group by live.id, live.title, live.path, q.document_id, q.queued_at
        having bool_or(s.state = 'outdated') or q.document_id is not null
        order by since, live.title
        limit 20
      ) o)
  from languages g
  order by g.locale desc
$$;

revoke all on function public.translation_overview() from public, anon, authenticated, service_role;
grant execute on function public.translation_overview() to authenticated;
