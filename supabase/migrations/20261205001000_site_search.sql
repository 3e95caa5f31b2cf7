-- Site search (issue 41): one index entry per live document and language, kept in step with publishing by
-- triggers, and one query function visitors call through supabase-js (rpc 'search_site').
--
-- The index (public.search_entries) holds English documents (public.documents) and their live Swedish and
-- German translations (public.document_translations' published columns), each with its language's text
-- search configuration (english, swedish, german): the title weighted A, headings (title, heading,
-- subheading, question and term fields of the data) B, the rest of the text C, the words of its path (its
-- breadcrumb: "services translation") D. An entry exists only while its
-- page is live: the triggers below write it on publish and remove it on unpublish, trash and delete, in the
-- same transaction as the change, so a page is searchable (or gone) as soon as the change commits.
--
-- Typo tolerance: each query word that is no word of the site (public.search_words, the lexicon of the
-- index) and finds no page is also searched as the closest words of the lexicon. With pg_trgm (hosted Supabase, PostgreSQL with
-- contrib) the closest word comes from its trigram index over the whole lexicon (similarity >= 0.3); without it
-- (a PostgreSQL without contrib; this server's PGlite loads pg_trgm since 20261205000300_translation_memory.sql) from the same trigram similarity computed in SQL
-- (public.search_similarity) over the lexicon's words that share the query word's first two letters and are
-- within two letters of its length. The fallback misses a typo in the first two letters ("ranslation").
--
-- Synonyms (public.search_synonyms) are groups of equivalent terms staff (admin, editor) edit, audited; a query
-- word in a group is also searched as every other term of it (per language, or for every language).
--
-- Queries are counted without personal data (public.search_queries: the normalised query, the language, the
-- result count, whether a result was opened, the day), through record_site_search() only, kept 12 months
-- (prune_search_queries(), called by the server's hourly sweep), read by staff.

-- pg_trgm where the database has it; nothing else changes when it has not.
do $trgm$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm with schema extensions;
  end if;
end
$trgm$;

-- The text search configuration of a site language; 22023 for another.
create function public.search_config(p_locale text)
returns regconfig
language sql
immutable
set search_path = ''
as $$
  select case p_locale
    when 'en' then 'pg_catalog.english'::regconfig
    when 'sv' then 'pg_catalog.swedish'::regconfig
    when 'de' then 'pg_catalog.german'::regconfig
  end
$$;

-- The section a result is grouped under, by the document's kind.
create function public.search_section(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_kind in ('page:service', 'page:language') then 'services'
    when p_kind = 'page:industry' then 'industries'
    when p_kind = 'case_study' then 'case-studies'
    when p_kind in ('blog_post', 'news_item') then 'blog-news'
    when p_kind in ('open_position', 'page:careers') then 'careers'
    when p_kind in ('faq_entry', 'glossary_term', 'page:faq') then 'help'
    else 'pages'
  end
$$;

-- The text of a document's data, split into headings and the rest: the text leaves of
-- _shared/content/text-leaves.ts (no ids, links, icons, dates or discriminators), in document order.
create function public.search_text_of(p_data jsonb, out headings text, out body text)
language sql
immutable
set search_path = ''
as $$
  with recursive walk (key, value, ord) as (
    select e.key, e.value, array[e.ordinality]
    from jsonb_each(case when jsonb_typeof(p_data) = 'object' then p_data else '{}'::jsonb end) with ordinality as e (key, value, ordinality)
    union all
    select coalesce(c.key, w.key), c.value, w.ord || c.ordinality
    from walk w
    cross join lateral (
      select o.key, o.value, o.ordinality
      from jsonb_each(case when jsonb_typeof(w.value) = 'object' then w.value else '{}'::jsonb end) with ordinality as o (key, value, ordinality)
      union all
      select null, a.value, a.ordinality
      from jsonb_array_elements(case when jsonb_typeof(w.value) = 'array' then w.value else '[]'::jsonb end) with ordinality as a (value, ordinality)
    ) c
    where jsonb_typeof(w.value) in ('object', 'array')
  ),
  leaves as (
    select w.key, w.value #>> '{}' as text, w.ord
    from walk w
    where jsonb_typeof(w.value) = 'string'
      and btrim(w.value #>> '{}') <> ''
      and w.key not in ('id', 'documentId', 'mediaId', 'href', 'canonical', 'path', 'sectionPaths', 'related', 'icon', 'art',
        'tone', 'imagePosition', 'kind', 'of', 'lists', 'topic', 'startsOn', 'published', 'updated', 'email', 'phone', 'src', 'image')
      and not (w.key = 'type' and (w.value #>> '{}') ~ '^[a-z]+(-[a-z]+)*$')
      and (w.value #>> '{}') !~ '^(/[^\s]*|https?://\S+|mailto:\S+|tel:\S+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?)$'
  )
  select
    coalesce(string_agg(l.text, ' · ' order by l.ord) filter (where l.key in ('title', 'heading', 'subheading', 'question', 'term')), ''),
    coalesce(string_agg(l.text, ' ' order by l.ord) filter (where l.key not in ('title', 'heading', 'subheading', 'question', 'term')), '')
  from leaves l
$$;

revoke all on function public.search_text_of(jsonb) from public, anon, authenticated;
grant execute on function public.search_text_of(jsonb) to service_role;

-- The index: one row per live page and language.
create table public.search_entries (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null
    constraint search_entries_locale_known check (locale in ('en', 'sv', 'de')),
  kind text not null,
  section text not null,
  -- The page's address in its language ('/sv/tjanster/oversattning').
  path text not null,
  title text not null,
  headings text not null,
  body text not null,
  -- The text in parts of up to 40 words, and each part's vector: a result's passage is highlighted in its first
  -- part that matches, without parsing the whole text again for every result.
  body_parts text[] not null default '{}',
  body_part_vectors tsvector[] not null default '{}'
    constraint search_entries_body_parts_paired check (cardinality(body_part_vectors) = cardinality(body_parts)),
  -- Everything: title A, headings B, text C, path D.
  document tsvector not null,
  -- The title (A) and headings (B) alone: the small vector the first candidates of a search come from.
  heading_document tsvector not null,
  indexed_at timestamptz not null default now(),
  constraint search_entries_document_locale unique (document_id, locale)
);

comment on table public.search_entries is
  'The site search index: one row per live document and language (title A, headings B, text C), written by triggers on publishing.';

create index search_entries_document on public.search_entries using gin (document);
-- GIN keeps no weights (a query for :A rechecks every row), so the title and headings have their own index.
create index search_entries_headings on public.search_entries using gin (heading_document);
-- No index on the language: a search finds its rows through the GIN indexes and filters the language on them
-- (a btree on it drew the planner into reading all 10,000 entries of a language to AND them with the GIN's).

-- Trigram similarity without pg_trgm, as pg_trgm defines it: the share of the two words' distinct trigrams, each
-- word padded with two spaces in front and one behind. The lexicon keeps each word's trigrams.
create function public.search_trigrams(p_word text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct substr(p.padded, i, 3)), '{}')
  from (select '  ' || p_word || ' ' as padded) p, generate_series(1, length(p.padded) - 2) as i
$$;

create function public.search_trigram_similarity(p_a text[], p_b text[])
returns real
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when cardinality(p_a) + cardinality(p_b) = 0 then 0::real
    else s.shared::real / (cardinality(p_a) + cardinality(p_b) - s.shared)::real
  end
  from (select count(*) as shared from unnest(p_a) t where t = any (p_b)) s
$$;

create function public.search_similarity(p_a text, p_b text)
returns real
language sql
immutable
parallel safe
set search_path = ''
as $$
  select public.search_trigram_similarity(public.search_trigrams(p_a), public.search_trigrams(p_b))
$$;

-- The words of the index per language, for typo correction (kept as the index grows; a word whose pages went
-- stays, which can only offer a correction that finds nothing).
create table public.search_words (
  locale text not null,
  word text not null,
  trigrams text[] not null,
  primary key (locale, word)
);

comment on table public.search_words is 'The words of the search index per language: the lexicon typo correction picks from.';

create index search_words_prefix on public.search_words (locale, left(word, 2), length(word));

do $trgm_index$
declare
  trgm_schema text := (select n.nspname from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm');
begin
  if trgm_schema is not null then
    execute format('create index search_words_trigram on public.search_words using gin (word %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$trgm_index$;

-- The lexicon follows the index: once per statement, so that indexing many pages at once adds each word once.
-- (Entries are only ever inserted: refresh_search_entries() replaces a page's entries whole.)
create function public.add_search_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.search_words (locale, word, trigrams)
  select n.locale, n.word, public.search_trigrams(n.word)
  from (
    select distinct a.locale, w as word
    from added a, regexp_split_to_table(lower(a.title || ' ' || a.headings || ' ' || a.body), '[^[:alnum:]]+') as w
    where length(w) between 4 and 40 and w !~ '^[0-9]+$'
  ) n
  where not exists (select 1 from public.search_words s where s.locale = n.locale and s.word = n.word)
  on conflict do nothing;
  return null;
end
$$;

revoke all on function public.add_search_words() from public, anon, authenticated, service_role;

create trigger add_search_words
  after insert on public.search_entries
  referencing new table as added
  for each statement execute function public.add_search_words();

-- Kinds that are parts of other pages (menus, testimonials, team members), not pages a visitor opens.
create function public.search_kind_indexed(p_kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_kind not in ('menu_header', 'menu_footer', 'testimonial', 'team_member')
$$;

-- Writes the index entries of one document in every language from what is live now (and removes the rest).
create function public.refresh_search_entries(p_document uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.search_entries e where e.document_id = p_document;
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
    where d.id = p_document and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    union all
    select d.id, t.locale, d.collection, t.published_path, t.published_title, t.published_data
    from public.document_translations t join public.documents d on d.id = t.document_id
    where t.document_id = p_document and t.published_at is not null
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

revoke all on function public.refresh_search_entries(uuid) from public, anon, authenticated;
grant execute on function public.refresh_search_entries(uuid) to service_role;

-- After a document's publish, unpublish, trash, restore, rename or move.
create function public.index_document_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_search_entries(new.id);
  return null;
end
$$;

-- After a translation's publish (or its removal).
create function public.index_translation_for_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refresh_search_entries(coalesce(new.document_id, old.document_id));
  if tg_op = 'UPDATE' and new.document_id <> old.document_id then
    perform public.refresh_search_entries(old.document_id);
  end if;
  return null;
end
$$;

revoke all on function public.index_document_for_search(), public.index_translation_for_search() from public, anon, authenticated, service_role;

create trigger index_document_for_search
  after insert or update of collection, path, title, published_data, unpublished_at, deleted_at on public.documents
  for each row execute function public.index_document_for_search();

create trigger index_translation_for_search
  after insert or delete or update of document_id, locale, published_path, published_title, published_data, published_at
  on public.document_translations
  for each row execute function public.index_translation_for_search();

-- What is live already (a database migrated after the seed ran).
select public.refresh_search_entries(d.id) from public.documents d where d.published_data is not null;

-- Row level security: visitors (and everyone else) read only the entries of live documents; nobody writes
-- through the API (the triggers do). The lexicon is the search function's alone.
alter table public.search_entries enable row level security;
alter table public.search_words enable row level security;

revoke all on table public.search_entries, public.search_words from anon, authenticated, service_role;
grant select on table public.search_entries to anon, authenticated;
grant all on table public.search_entries, public.search_words to service_role;

create policy "Anyone reads the entries of live pages" on public.search_entries for select to anon, authenticated
  using (public.document_is_live(document_id));

-- Synonyms: groups of equivalent terms, per language (or null: every language), edited by admins and editors.
create function public.search_terms_valid(p_terms text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(p_terms) between 2 and 20
    and not exists (
      select 1 from unnest(p_terms) as t
      where t is null or t <> lower(btrim(regexp_replace(t, '\s+', ' ', 'g'))) or t = '' or length(t) > 60
    )
    and cardinality(p_terms) = (select count(distinct t) from unnest(p_terms) as t)
$$;

create table public.search_synonyms (
  id uuid primary key default gen_random_uuid(),
  locale text
    constraint search_synonyms_locale_known check (locale is null or locale in ('en', 'sv', 'de')),
  terms text[] not null
    constraint search_synonyms_terms_valid check (public.search_terms_valid(terms)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.search_synonyms is
  'Groups of search terms that mean the same (2-20 distinct lower-case terms); locale null applies to every language.';

create index search_synonyms_terms on public.search_synonyms using gin (terms);

alter table public.search_synonyms enable row level security;
revoke all on table public.search_synonyms from anon, authenticated, service_role;
grant select, insert, update, delete on table public.search_synonyms to authenticated;
grant all on table public.search_synonyms to service_role;

create policy "Staff read the synonyms" on public.search_synonyms for select to authenticated using (public.is_staff());
create policy "Staff add synonyms" on public.search_synonyms for insert to authenticated with check (public.is_staff());
create policy "Staff change synonyms" on public.search_synonyms for update to authenticated
  using (public.is_staff()) with check (public.is_staff());
create policy "Staff remove synonyms" on public.search_synonyms for delete to authenticated using (public.is_staff());

create trigger stamp_updated_by
  before insert or update on public.search_synonyms
  for each row execute function public.stamp_updated_by();

select public.enable_audit('public.search_synonyms');

insert into public.search_synonyms (locale, terms) values
  ('en', array['l10n', 'localisation', 'localization']),
  ('en', array['i18n', 'internationalisation', 'internationalization']),
  ('en', array['mt', 'machine translation']),
  ('sv', array['översättning', 'översättningar', 'översätta']),
  ('sv', array['lokalisering', 'l10n']),
  ('de', array['übersetzung', 'übersetzungen', 'übersetzen']),
  ('de', array['lokalisierung', 'l10n']);

-- How typos are corrected here: 'pg_trgm' or 'sql' (see the top of this file).
create function public.search_typo_method()
returns text
language sql
stable
set search_path = ''
as $$
  select case when exists (select 1 from pg_extension where extname = 'pg_trgm') then 'pg_trgm' else 'sql' end
$$;

grant execute on function public.search_typo_method() to anon, authenticated, service_role;

-- The closest words of the lexicon (up to three, closest first) to a word the site does not have: empty when it
-- has it, or none is close (similarity under 0.3).
create function public.search_corrections(p_locale text, p_word text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  trgm_schema text;
  found_words text[];
  word_trigrams text[] := public.search_trigrams(p_word);
begin
  if length(p_word) < 4 or p_word ~ '^[0-9]+$'
    or exists (select 1 from public.search_words w where w.locale = p_locale and w.word = p_word) then
    return '{}';
  end if;
  select n.nspname into trgm_schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format(
      'select array(select w.word from public.search_words w where w.locale = $1 and w.word operator(%1$I.%%) $2
       order by %1$I.similarity(w.word, $2) desc, w.word limit 3)', trgm_schema)
      into found_words using p_locale, p_word;
  else
    found_words := array(
      select c.word
      from (
        select w.word, public.search_trigram_similarity(w.trigrams, word_trigrams) as similarity
        from public.search_words w
        where w.locale = p_locale and left(w.word, 2) = left(p_word, 2)
          and length(w.word) between length(p_word) - 2 and length(p_word) + 2
      ) c
      where c.similarity >= 0.3
      order by c.similarity desc, c.word
      limit 3
    );
  end if;
  return found_words;
end
$$;

-- The other terms a word stands for: its synonyms in the language (or in every language).
create function public.search_synonyms_of(p_locale text, p_word text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct t) filter (where t <> p_word), '{}')
  from public.search_synonyms s, unnest(s.terms) as t
  where s.terms @> array[p_word] and (s.locale is null or s.locale = p_locale)
$$;

revoke all on function public.search_corrections(text, text), public.search_synonyms_of(text, text) from public, anon, authenticated;
grant execute on function public.search_corrections(text, text), public.search_synonyms_of(text, text) to service_role;

-- A query as it is logged and compared: lower case, single spaces, no surrounding space.
create function public.search_normalise(p_query text)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(btrim(regexp_replace(coalesce(p_query, ''), '\s+', ' ', 'g')))
$$;

-- The query a visitor typed, as one tsquery per word of it in the language: the word, or its synonyms, or its
-- correction (the last word also as a prefix, for results as they type). Words that are stop words only are
-- left out. Bad input raises: QEMPT nothing to search for, QLONG over 200 characters or 12 words, QLANG a
-- language the site has not.
create function public.search_query(p_query text, p_locale text)
returns tsquery[]
language plpgsql
stable
security definer
set search_path = ''
-- The GIN indexes, always: see search_site().
set enable_seqscan = off
set enable_indexscan = off
as $$
declare
  normalised text := public.search_normalise(p_query);
  words text[];
  cfg regconfig;
  query_word text;
  alternative text;
  term tsquery;
  part tsquery;
  terms tsquery[] := '{}';
  n integer := 0;
begin
  if p_locale is null or p_locale not in ('en', 'sv', 'de') then
    raise exception 'There is no site language called %: search in en, sv or de', coalesce(p_locale, 'null') using errcode = 'QLANG';
  end if;
  if length(normalised) > 200 then
    raise exception 'A search may be at most 200 characters long' using errcode = 'QLONG', hint = 'Search for fewer words.';
  end if;
  words := array(select w from regexp_split_to_table(normalised, '[^[:alnum:]]+') as w where w <> '');
  if cardinality(words) = 0 then
    raise exception 'Type a word to search for' using errcode = 'QEMPT';
  end if;
  if cardinality(words) > 12 then
    raise exception 'A search may have at most 12 words' using errcode = 'QLONG', hint = 'Search for fewer words.';
  end if;
  cfg := public.search_config(p_locale);
  foreach query_word in array words loop
    n := n + 1;
    term := null;
    foreach alternative in array array[query_word] || public.search_synonyms_of(p_locale, query_word) loop
      continue when alternative is null;
      part := plainto_tsquery(cfg, alternative);
      continue when numnode(part) = 0;
      term := case when term is null then part else term || part end;
    end loop;
    continue when term is null;
    if n = cardinality(words) and length(query_word) >= 3 then
      term := term || to_tsquery(cfg, query_word || ':*');
    end if;
    -- Typo correction only for a word that finds nothing (one GIN probe): a word some page has is not
    -- widened by its neighbours, and the trigram search runs only when it can help.
    if not exists (select 1 from public.search_words w where w.locale = p_locale and w.word = query_word)
      and not exists (select 1 from public.search_entries e where e.document @@ term and e.locale || '' = p_locale) then
      foreach alternative in array public.search_corrections(p_locale, query_word) loop
        part := plainto_tsquery(cfg, alternative);
        continue when numnode(part) = 0;
        term := term || part;
      end loop;
    end if;
    terms := terms || term;
  end loop;
  return terms;
end
$$;

revoke all on function public.search_query(text, text) from public, anon, authenticated;
grant execute on function public.search_query(text, text) to service_role;

-- A highlighted passage as parts a client renders as text: [{"text": "…", "mark": false}, {"text": "contracts", "mark": true}, …].
create function public.search_passage(p_locale text, p_text text, p_query tsquery)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('text', p.part, 'mark', p.n % 2 = 0) order by p.n) filter (where p.part <> ''), '[]'::jsonb)
  from regexp_split_to_table(
    ts_headline(public.search_config(p_locale), p_text, p_query,
      'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'),
    '[' || chr(57344) || chr(57345) || ']'
  ) with ordinality as p (part, n)
$$;

-- The site search: the live pages of a language that match the query, best first, a page of `result_limit`
-- from `result_offset`, each with its section, its address in that language, the matching passage, and how
-- many pages match. A page matches any word of the query; pages that match more of its words come first,
-- then by ts_rank (title 1.0, headings 0.4, text 0.2, path 0.1).
--
-- Bounded work: at most 200 candidates are ranked, however many pages match, taken best-placed first: pages
-- with every word in their title or headings (the small heading vector's own GIN index), then pages with
-- every word anywhere, then (a query of two words or more) pages with any of them; each step runs only while
-- the candidates are fewer than 200. Under 200 matches every match is ranked and `total` is exact
-- (`total_capped` false); at 200 or more, `total` is 200 and `total_capped` true ("200+"), and a word most
-- pages have is ranked among the first 200 best-placed matches, not all of them. Results past the 200th are
-- not listed: a visitor refines the query.
--
-- Security definer, for speed: it reads the entries of live documents only, as the table's policy lets
-- visitors (the policy's function per row cost more than the search itself on 10,000 pages).
-- QPAGE for a limit outside 1-50 or an offset outside 0-1000.
create function public.search_site(q text default null, locale text default 'en', result_limit integer default 10, result_offset integer default 0)
returns table (
  document_id uuid,
  kind text,
  section text,
  path text,
  title text,
  passage jsonb,
  rank real,
  total integer,
  total_capped boolean
)
language plpgsql
stable
security definer
set search_path = ''
-- The GIN indexes, always. For a first match (or the first 200) the planner would rather read the table in
-- order and stop early; for a word no page of the language has, that read all 30,762 entries of the benchmark
-- (1.3 s on PostgreSQL), where the GIN index answers in 0.05 ms. The language is compared as `e.locale || ''`
-- for the same reason: on the rows the GIN index found, never through the btree of the unique (document_id,
-- locale), which the planner otherwise read whole (10,000 entries a language) to AND with the GIN's.
set enable_seqscan = off
set enable_indexscan = off
as $$
declare
  candidate_cap constant integer := 200;
  terms tsquery[];
  any_query tsquery;
  all_query tsquery;
  term tsquery;
  candidates uuid[];
begin
  if result_limit is null or result_limit not between 1 and 50 or result_offset is null or result_offset not between 0 and 1000 then
    raise exception 'Ask for 1 to 50 results from an offset of 0 to 1000' using errcode = 'QPAGE';
  end if;
  terms := public.search_query(q, locale);
  if cardinality(terms) = 0 then
    return;
  end if;
  foreach term in array terms loop
    any_query := case when any_query is null then term else any_query || term end;
    all_query := case when all_query is null then term else all_query && term end;
  end loop;

  -- 1. Every word in the title or the headings.
  candidates := array(
    select e.id from public.search_entries e
    where e.heading_document @@ all_query and e.locale || '' = search_site.locale
    limit candidate_cap
  );
  -- 2. Every word anywhere.
  if cardinality(candidates) < candidate_cap then
    candidates := candidates || array(
      select e.id from public.search_entries e
      where e.document @@ all_query and e.locale || '' = search_site.locale and e.id <> all (candidates)
      limit candidate_cap - cardinality(candidates)
    );
  end if;
  -- 3. Any word, for a query of more than one.
  if cardinality(terms) > 1 and cardinality(candidates) < candidate_cap then
    candidates := candidates || array(
      select e.id from public.search_entries e
      where e.document @@ any_query and e.locale || '' = search_site.locale and e.id <> all (candidates)
      limit candidate_cap - cardinality(candidates)
    );
  end if;

  return query
    with ranked as (
      select e.document_id, e.kind, e.section, e.path, e.title, e.body_parts, e.body_part_vectors, e.headings,
        (case when cardinality(terms) = 1 then 1 else (select count(*) from unnest(terms) t where e.document @@ t) end)::real
          + ts_rank('{0.1, 0.2, 0.4, 1.0}', e.document, any_query) as score
      from public.search_entries e
      join public.documents d on d.id = e.document_id
      where e.id = any (candidates)
        and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    )
    select r.document_id, r.kind, r.section, r.path, r.title,
      public.search_passage(search_site.locale, coalesce(
        (select p.part from unnest(r.body_parts, r.body_part_vectors) with ordinality as p (part, vector, n)
         where p.vector @@ any_query order by p.n limit 1),
        r.body_parts[1], r.headings), any_query), r.score,
      (select count(*)::integer from ranked), cardinality(candidates) >= candidate_cap
    from (
      select * from ranked
      order by ranked.score desc, ranked.title, ranked.document_id
      limit result_limit offset result_offset
    ) r
    order by r.score desc, r.title, r.document_id;
end
$$;

revoke all on function public.search_site(text, text, integer, integer) from public;
grant execute on function public.search_site(text, text, integer, integer) to anon, authenticated, service_role;

-- What visitors searched for: no IP, no user, no time of day.
create table public.search_queries (
  id uuid primary key default gen_random_uuid(),
  query text not null
    constraint search_queries_query_normalised check (query <> '' and length(query) <= 200 and query = public.search_normalise(query)),
  locale text not null
    constraint search_queries_locale_known check (locale in ('en', 'sv', 'de')),
  results integer not null
    constraint search_queries_results_not_negative check (results >= 0),
  opened boolean not null default false,
  day date not null default (now() at time zone 'utc')::date
);

comment on table public.search_queries is
  'One row per search a visitor made: the normalised query, the language, how many pages it found, whether one was opened, the day. Kept 12 months.';

create index search_queries_day on public.search_queries (day);

alter table public.search_queries enable row level security;
revoke all on table public.search_queries from anon, authenticated, service_role;
grant select on table public.search_queries to authenticated;
grant all on table public.search_queries to service_role;

create policy "Staff read what visitors searched for" on public.search_queries for select to authenticated using (public.is_staff());

-- Counts a search (its results counted here, not taken from the caller: up to 200, search_site()'s cap); the row's
-- id, for search_result_opened().
create function public.record_site_search(q text default null, locale text default 'en')
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_count integer;
  new_id uuid;
begin
  select coalesce(max(s.total), 0) into found_count from public.search_site(q, locale, 1, 0) s;
  insert into public.search_queries (query, locale, results)
  values (public.search_normalise(q), locale, found_count)
  returning search_queries.id into new_id;
  return new_id;
end
$$;

-- A result of a search counted today (or yesterday, past midnight) was opened.
create function public.search_result_opened(search_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.search_queries s set opened = true
  where s.id = search_id and s.day >= (now() at time zone 'utc')::date - 1
$$;

revoke all on function public.record_site_search(text, text), public.search_result_opened(uuid) from public;
grant execute on function public.record_site_search(text, text), public.search_result_opened(uuid) to anon, authenticated, service_role;

-- Searches go after 12 months; the server's hourly sweep calls this.
create function public.prune_search_queries()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.search_queries where day < ((now() at time zone 'utc')::date - interval '12 months') returning 1
  )
  select count(*)::integer from gone
$$;

revoke all on function public.prune_search_queries() from public, anon, authenticated;
grant execute on function public.prune_search_queries() to service_role;
