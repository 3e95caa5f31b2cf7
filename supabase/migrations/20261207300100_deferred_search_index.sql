-- The search index written once per seed, not once per row (the first start's time).
--
-- The document seed and the translation seed write hundreds of documents and translations in one
-- transaction each. Indexing each page's document as each row was written (the triggers of
-- 20261205001000_site_search.sql) indexed every page two or three times (its English, then once more per
-- translation, each time in all its languages), one insert statement each, and the lexicon trigger split
-- every text again each time: measured on PGlite at load 12, the translation seed took 74.5 s, of which the
-- seed's own writes were 1.4 s and the indexing the rest.
--
-- A transaction that calls defer_search_index() first (the generated seed files do) has the triggers only
-- note the documents written; index_deferred_documents() then indexes each noted document once, all in one
-- statement, so the lexicon trigger runs once over them. A document noted for its translations only has
-- its translations' entries rewritten, not its English (the document seed, just before, wrote those).
-- Everything else (a publish, a schedule, a staff edit) indexes its page at once, as before.

-- The entries of many documents in the languages given (all by default) from what is live now (and the
-- rest of those languages removed), in one statement. refresh_search_entries() is the same for one document.
create function public.refresh_search_entries_of(p_documents uuid[], p_locales text[] default array['en', 'sv', 'de'])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.search_entries e where e.document_id = any (p_documents) and e.locale = any (p_locales);
  insert into public.search_entries (document_id, locale, kind, section, path, title, headings, body, body_parts, body_part_vectors,
    document, heading_document)
  select s.document_id, s.locale, s.kind, public.search_section(s.kind), s.path, s.title, x.headings, x.body, p.parts, p.vectors,
    h.vector
    || setweight(to_tsvector(public.search_config(s.locale), x.body), 'C')
    || setweight(to_tsvector(public.search_config(s.locale), translate(s.path, '/-', '  ')), 'D'),
    h.vector
  from (
    select d.id as document_id, 'en' as locale, d.collection as kind, d.path, d.title, d.published_data as data
    from public.documents d
    where d.id = any (p_documents) and 'en' = any (p_locales)
      and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    union all
    select d.id, t.locale, d.collection, t.published_path, t.published_title, t.published_data
    from public.document_translations t join public.documents d on d.id = t.document_id
    where t.document_id = any (p_documents) and t.locale = any (p_locales) and t.published_at is not null
      and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  ) s
  cross join lateral public.search_text_of(s.data) x
  cross join lateral (
    select setweight(to_tsvector(public.search_config(s.locale), s.title), 'A')
      || setweight(to_tsvector(public.search_config(s.locale), x.headings), 'B') as vector
  ) h
  cross join lateral (
    select coalesce(array_agg(c.part order by c.n), '{}') as parts,
      coalesce(array_agg(to_tsvector(public.search_config(s.locale), c.part) order by c.n), '{}') as vectors
    from (select regexp_split_to_array(btrim(x.body), '\s+') as words where btrim(x.body) <> '') w
    cross join lateral generate_series(1, cardinality(w.words), 40) as n
    cross join lateral (select array_to_string(w.words[n:n + 39], ' ') as part, n) c
  ) p
  where public.search_kind_indexed(s.kind);
end
$$;

create or replace function public.refresh_search_entries(p_document uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_search_entries_of(array[p_document]);
end
$$;

-- From here to the end of the transaction (or to index_deferred_documents()), the triggers note documents
-- instead of indexing them.
create function public.defer_search_index()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- scope: 'all' (the document was written) or 'translations' (only its translations were).
  create temporary table if not exists search_index_pending (document_id uuid primary key, scope text not null) on commit drop;
  perform set_config('nordika.search_index_deferred', 'on', true);
end
$$;

-- Indexes every document noted since defer_search_index(), once each, and ends the deferral. Answers how many.
create function public.index_deferred_documents()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  whole uuid[];
  translated uuid[];
begin
  perform set_config('nordika.search_index_deferred', 'off', true);
  if to_regclass('pg_temp.search_index_pending') is null then
    return 0;
  end if;
  whole := array(select p.document_id from pg_temp.search_index_pending p where p.scope = 'all');
  translated := array(select p.document_id from pg_temp.search_index_pending p where p.scope = 'translations');
  delete from pg_temp.search_index_pending;
  if cardinality(whole) > 0 then
    perform public.refresh_search_entries_of(whole);
  end if;
  if cardinality(translated) > 0 then
    perform public.refresh_search_entries_of(translated, array['sv', 'de']);
  end if;
  return cardinality(whole) + cardinality(translated);
end
$$;

-- Whether this transaction defers the index: then the document is noted (and true is answered), for
-- `p_scope` 'all' or 'translations'; a document noted for both is indexed whole.
create function public.note_for_deferred_search_index(p_document uuid, p_scope text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('nordika.search_index_deferred', true), '') <> 'on'
    or to_regclass('pg_temp.search_index_pending') is null then
    return false;
  end if;
  insert into pg_temp.search_index_pending as p (document_id, scope) values (p_document, p_scope)
    on conflict (document_id) do update set scope = 'all' where p.scope <> excluded.scope;
  return true;
end
$$;

create or replace function public.index_document_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.note_for_deferred_search_index(new.id, 'all') then
    perform public.refresh_search_entries(new.id);
  end if;
  return null;
end
$$;

create or replace function public.index_translation_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.note_for_deferred_search_index(coalesce(new.document_id, old.document_id), 'translations') then
    perform public.refresh_search_entries(coalesce(new.document_id, old.document_id));
  end if;
  if tg_op = 'UPDATE' and new.document_id <> old.document_id
    and not public.note_for_deferred_search_index(old.document_id, 'translations') then
    perform public.refresh_search_entries(old.document_id);
  end if;
  return null;
end
$$;

-- The seeds run as the database owner (the server's migrations, `supabase db reset`); nobody calls these
-- through the API.
revoke all on function
  public.refresh_search_entries_of(uuid[], text[]),
  public.defer_search_index(),
  public.index_deferred_documents(),
  public.note_for_deferred_search_index(uuid, text)
from public, anon, authenticated;
grant execute on function public.refresh_search_entries_of(uuid[], text[]) to service_role;
