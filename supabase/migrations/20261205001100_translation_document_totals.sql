-- Issue 40: the translation dashboard's list in one read. Per live document and language the reader
-- translates: its title and path, the words of its segments per state, when the language was last
-- published and when a segment last changed, so the list tells "published" (every segment approved
-- and published since) from "ready to publish" (every segment approved, not published since).
-- Before, the dashboard read every segment (some 16,000 per language, 32 pages of 1,000 rows) and
-- summed them in the browser, and called a document published once all its segments were approved.
--
-- Security invoker: the segments' policy (can_translate) decides which languages a reader gets, the
-- documents' and translations' policies which titles and publish times.

create function public.translation_document_totals()
returns table (
  document_id uuid,
  title text,
  path text,
  locale text,
  words jsonb,
  published_at timestamptz,
  changed_at timestamptz
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
    max(s.updated_at)
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
  'The translation dashboard''s list: per live document and language the reader translates, the words per segment state, the last publish and the last segment change.';
