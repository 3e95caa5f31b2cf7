-- The dashboard's list (20261207200100_translation_sync_queue.sql) asks once per language whether the
-- reader translates it, not once per segment. As security invoker, the segments' policy called
-- can_translate() (itself the session's MFA level and the staff role, each a lookup) for each of some
-- 32,000 segments, and the documents' and translations' policies ran per joined row: on the embedded
-- database the translations screen's list then held the one connection for seconds, and every other
-- request of the admin waited behind it. Security definer with the same rules written out: the languages
-- the reader translates (can_translate), live documents only (which everyone may read), a language's last
-- publish (public once published), and the sync queue, which a translator could not read before and so
-- never saw a document waiting.
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
security definer
set search_path = ''
as $$
  with languages as (
    select l.locale from unnest(array['sv', 'de']) as l (locale) where public.can_translate(l.locale)
  )
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
  join languages g on g.locale = s.locale
  join public.documents d on d.id = s.document_id
  left join public.document_translations t on t.document_id = s.document_id and t.locale = s.locale and t.published_at is not null
  where d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  group by d.id, d.title, d.path, s.locale, t.published_at
  order by d.path, s.locale desc
$$;

revoke all on function public.translation_document_totals() from public, anon, authenticated, service_role;
grant execute on function public.translation_document_totals() to authenticated;

comment on function public.translation_document_totals() is
  'The translation dashboard''s list: per live document and language the reader translates, the words per segment state, the last publish, the last segment change, and whether an English publish waits for its segments'' sync.';
