-- Site search, finished (issue 41): what a visitor sees when a search finds nothing or the wrong words.
--
-- 1. Passages without button text. search_text_of() took the labels of the call-to-action buttons and links
--    ({"label": "Request a quote", "href": "/contact/request-quote"}, hero.panel.more.linkLabel,
--    featured.buttonText) as body text, so a German service page's passage read "… Angebot anfordern Beratung
--    buchen …" and every page matched "quote". A link's label names another page, not this one: it leaves the
--    passages and the searchable text. The text of a call-to-action block itself (cta.heading, cta.text) is
--    written for each page and stays. Every live page is indexed again.
-- 2. "Did you mean …?": search_suggestions() offers the query again with each word the site has not replaced by
--    the closest word it has (up to three such queries), taken from the lexicon of the live pages' words in
--    that language (public.search_words, kept by the index's trigger) and kept only if it finds a page. Words
--    are compared as they sound, folded (search_fold: no accents, c as k, z as s, no doubled letters), so
--    "oversattning" is "översättning", "lokalisaton" is "localization", "Übersetzng" is "übersetzung". With
--    pg_trgm, candidates come from a trigram index over the folded words; without it (see
--    20261205001000_site_search.sql), from search_trigram_similarity() over the folded words that share the
--    folded query word's first two letters and are within three letters of its length.
-- 3. A result's breadcrumb is the pages above it, by their short names (the hero's eyebrow, else the title),
--    as the page's own breadcrumb shows them: search_site() answers them as `parents`.

-- 1. The text of a document's data without the labels of its links and buttons.
create or replace function public.search_text_of(p_data jsonb, out headings text, out body text)
language sql
immutable
set search_path = ''
as $$
  with recursive walk (key, value, parent, ord) as (
    select e.key, e.value, p_data, array[e.ordinality]
    from jsonb_each(case when jsonb_typeof(p_data) = 'object' then p_data else '{}'::jsonb end) with ordinality as e (key, value, ordinality)
    union all
    select coalesce(c.key, w.key), c.value, c.parent, w.ord || c.ordinality
    from walk w
    cross join lateral (
      select o.key, o.value, w.value as parent, o.ordinality
      from jsonb_each(case when jsonb_typeof(w.value) = 'object' then w.value else '{}'::jsonb end) with ordinality as o (key, value, ordinality)
      union all
      select null, a.value, w.parent, a.ordinality
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
        'tone', 'imagePosition', 'kind', 'of', 'lists', 'topic', 'startsOn', 'published', 'updated', 'email', 'phone', 'src', 'image',
        -- The words of buttons and links: they name the page they lead to (a quote, a consultation), not this one.
        'linkLabel', 'buttonText', 'ctaLabel')
      and not (w.key in ('label', 'text') and jsonb_typeof(w.parent) = 'object' and (w.parent ? 'href' or w.parent ? 'page')
        and not (w.key = 'text' and w.parent ? 'href' and w.parent ? 'type'))
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

select public.refresh_search_entries(d.id) from public.documents d where d.published_data is not null;

-- 2. "Did you mean …?"

-- A word as it sounds, for comparing a misspelling with the site's words: lower case, no accents (ß as s),
-- c as k, z as s, ph as f, no letter twice in a row.
create function public.search_fold(p_word text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(
    replace(translate(lower(p_word), 'åäàáâãæöøòóôõüùúûéèêëïîíìçñßcz', 'aaaaaaaoooooouuuueeeeiiiicnsks'), 'ph', 'f'),
    '(.)\1+', '\1', 'g')
$$;

create index search_words_folded_prefix on public.search_words (locale, left(public.search_fold(word), 2), length(word));

do $trgm_index$
declare
  trgm_schema text := (select n.nspname from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm');
begin
  if trgm_schema is not null then
    execute format('create index search_words_folded_trigram on public.search_words using gin (public.search_fold(word) %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$trgm_index$;

-- The site's closest words to `p_word` in the language, closest first (up to `p_limit`), each of which finds
-- a live page: empty for a word the site has, a number, a word under four letters, or nothing close.
create function public.search_closest_words(p_locale text, p_word text, p_limit integer default 3)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  trgm_schema text;
  folded text := public.search_fold(p_word);
  folded_trigrams text[] := public.search_trigrams(public.search_fold(p_word));
  candidates text[];
begin
  if p_word is null or length(p_word) < 4 or length(p_word) > 40 or p_word ~ '^[0-9]+$'
    or exists (select 1 from public.search_words w where w.locale = p_locale and w.word = p_word) then
    return '{}';
  end if;
  select n.nspname into trgm_schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format(
      'select array(select w.word from public.search_words w
         where w.locale = $1 and public.search_fold(w.word) operator(%1$I.%%) $2
         order by %1$I.similarity(public.search_fold(w.word), $2) desc, %1$I.similarity(w.word, $3) desc, w.word limit 12)',
      trgm_schema)
      into candidates using p_locale, folded, p_word;
  else
    candidates := array(
      select c.word
      from (
        select w.word,
          public.search_trigram_similarity(public.search_trigrams(public.search_fold(w.word)), folded_trigrams) as folded_similarity,
          public.search_trigram_similarity(w.trigrams, public.search_trigrams(p_word)) as similarity
        from public.search_words w
        where w.locale = p_locale and left(public.search_fold(w.word), 2) = left(folded, 2)
          and length(w.word) between length(p_word) - 3 and length(p_word) + 3
      ) c
      where c.folded_similarity >= 0.3
      order by c.folded_similarity desc, c.similarity desc, c.word
      limit 12
    );
  end if;
  -- Only words that find a page now (the lexicon keeps the words of pages since unpublished).
  return array(
    select c.word
    from unnest(candidates) with ordinality as c (word, n)
    where numnode(plainto_tsquery(public.search_config(p_locale), c.word)) > 0
      and exists (
        select 1 from public.search_entries e
        where e.document @@ plainto_tsquery(public.search_config(p_locale), c.word) and e.locale || '' = p_locale
      )
    order by c.n
    limit greatest(1, least(p_limit, 5))
  );
end
$$;

revoke all on function public.search_closest_words(text, text, integer) from public, anon, authenticated;
grant execute on function public.search_closest_words(text, text, integer) to service_role;

-- "Did you mean …?": the query again with each word the site has not replaced by its closest word (the
-- first query), by its second closest (the second), by its third (the third), as far as they differ; empty
-- when every word is the site's, or none has a close word. Bad input as search_site(): QLANG, QLONG; an
-- empty query has no suggestions.
create function public.search_suggestions(q text default null, locale text default 'en')
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  normalised text := public.search_normalise(q);
  words text[];
  closest text[][];
  word_closest text[];
  suggestion text[];
  suggestions text[] := '{}';
  changed boolean := false;
  i integer;
  k integer;
begin
  if locale is null or locale not in ('en', 'sv', 'de') then
    raise exception 'There is no site language called %: search in en, sv or de', coalesce(locale, 'null') using errcode = 'QLANG';
  end if;
  if length(normalised) > 200 then
    raise exception 'A search may be at most 200 characters long' using errcode = 'QLONG', hint = 'Search for fewer words.';
  end if;
  words := array(select w from regexp_split_to_table(normalised, '[^[:alnum:]]+') as w where w <> '');
  if cardinality(words) = 0 then
    return '{}';
  end if;
  if cardinality(words) > 12 then
    raise exception 'A search may have at most 12 words' using errcode = 'QLONG', hint = 'Search for fewer words.';
  end if;
  for k in 1..3 loop
    suggestion := words;
    changed := false;
    for i in 1..cardinality(words) loop
      if k = 1 then
        word_closest := public.search_closest_words(locale, words[i], 3);
        closest := closest || array[array[coalesce(word_closest[1], ''), coalesce(word_closest[2], ''), coalesce(word_closest[3], '')]];
      end if;
      if closest[i][1] <> '' then
        suggestion[i] := coalesce(nullif(closest[i][k], ''), closest[i][1]);
        changed := true;
      end if;
    end loop;
    exit when not changed;
    if not array_to_string(suggestion, ' ') = any (suggestions) then
      suggestions := suggestions || array_to_string(suggestion, ' ');
    end if;
  end loop;
  return suggestions;
end
$$;

revoke all on function public.search_suggestions(text, text) from public;
grant execute on function public.search_suggestions(text, text) to anon, authenticated, service_role;

-- 3. The pages above a result.

-- The short names of the live pages above `p_path` in its language, outermost first (the language's home
-- left out): "/sv/tjanster/oversattning" → {Tjänster}. A path above it that is no live page is left out.
create function public.search_parents(p_locale text, p_path text)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
-- PL/pgSQL for its cached plans: a SQL function (security definer, so never inlined) is planned again on
-- every call, ten times per page of results.
as $$
declare
  prefix text := case when p_locale = 'en' then '' else '/' || p_locale end;
  segments text[] := array(select s from regexp_split_to_table(substr(p_path, length(prefix) + 1), '/') as s where s <> '');
  above text[] := '{}';
  labels text[] := '{}';
  label text;
  i integer;
begin
  for i in 1..cardinality(segments) - 1 loop
    above := above || (prefix || '/' || array_to_string(segments[1:i], '/'));
  end loop;
  foreach p_path in array above loop
    if p_locale = 'en' then
      select coalesce(nullif(btrim(d.published_data -> 'hero' ->> 'eyebrow'), ''), d.title) into label
      from public.documents d
      where d.path = p_path and d.deleted_at is null and d.published_data is not null and d.unpublished_at is null;
    else
      select coalesce(nullif(btrim(t.published_data -> 'hero' ->> 'eyebrow'), ''), t.published_title) into label
      from public.document_translations t join public.documents d on d.id = t.document_id
      where t.published_path = p_path and t.published_at is not null and t.locale = p_locale
        and d.deleted_at is null and d.published_data is not null and d.unpublished_at is null;
    end if;
    if found then
      labels := labels || label;
    end if;
  end loop;
  return labels;
end
$$;

revoke all on function public.search_parents(text, text) from public, anon, authenticated;
grant execute on function public.search_parents(text, text) to service_role;

-- search_site() as before (20261205001000_site_search.sql), each result with the pages above it.
drop function public.search_site(text, text, integer, integer);

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
  total_capped boolean,
  parents text[]
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
      (select count(*)::integer from ranked), cardinality(candidates) >= candidate_cap,
      public.search_parents(search_site.locale, r.path)
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
