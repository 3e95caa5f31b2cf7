-- Typo correction in about a tenth of the time, and the same correction for the search as for "Did you mean …?".
--
-- On 10,000 generated pages per language (npm run bench:search, PGlite, quiet machine), a query with a typo was the
-- slowest of all, p50 42-50 ms against 15-18 ms for the rest: search_corrections() asked pg_trgm's GIN index for
-- every word of the language with a trigram in common with the typo (some 10,000), 15-35 ms alone. Most
-- misspellings keep their first letters, so the closest words are looked for first among the words that begin as
-- the typo does (folded, as in search_closest_words) and are within three letters of its length: a few dozen words
-- from a btree, their similarity computed one by one (2-3 ms). Only when none of them is close enough does pg_trgm's
-- GIN index look at the whole language, so a typo in the first two letters ("rtanslation") is still corrected where
-- pg_trgm is installed; without it, as before, it is not.
--
-- The search's own correction (search_query) now takes search_closest_words(): the word folded as it sounds, and
-- only words that find a live page; and only the closest one, where it took up to three ("transaltion" searched
-- "transaction" and "transition" too, and cost a third more). "Did you mean …?" still offers three. Before, it compared plain trigrams and preferred "lokalise" (the product) for
-- "lokalisaton", where "Did you mean" offered "localization". A transposition ("transaltion") is told apart: among
-- close words, one with the very same letters ("translation") comes first, before "transaction".
-- search_corrections() and the trigram index over the unfolded words, which nothing reads any more, go.

-- A word's letters in order, folded: the same for a word and its transposition.
create function public.search_letters(p_word text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(string_agg(c, '' order by c), '') from regexp_split_to_table(public.search_fold(p_word), '') as c
$$;

revoke all on function public.search_letters(text) from public, anon, authenticated;
grant execute on function public.search_letters(text) to service_role;

create or replace function public.search_closest_words(p_locale text, p_word text, p_limit integer default 3)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  trgm_schema text;
  folded text := public.search_fold(p_word);
  letters text := public.search_letters(p_word);
  folded_trigrams text[];
  candidates text[];
  candidate text;
  probe tsquery;
  found text[] := '{}';
  wanted integer := greatest(1, least(p_limit, 5));
begin
  if p_word is null or length(p_word) < 4 or length(p_word) > 40 or p_word ~ '^[0-9]+$'
    or exists (select 1 from public.search_words w where w.locale = p_locale and w.word = p_word) then
    return '{}';
  end if;
  select n.nspname into trgm_schema from pg_extension x join pg_namespace n on n.oid = x.extnamespace where x.extname = 'pg_trgm';
  -- 1. The words that begin as it does, folded, within three letters of its length (search_words_folded_prefix).
  if trgm_schema is not null then
    execute format(
      'select array(select w.word from public.search_words w
         where w.locale = $1 and left(public.search_fold(w.word), 2) = left($2, 2)
           and length(w.word) between length($3) - 3 and length($3) + 3
           and %1$I.similarity(public.search_fold(w.word), $2) >= 0.3
         order by public.search_letters(w.word) = $4 desc, %1$I.similarity(public.search_fold(w.word), $2) desc,
           %1$I.similarity(w.word, $3) desc, w.word
         limit 12)',
      trgm_schema)
      into candidates using p_locale, folded, p_word, letters;
  else
    folded_trigrams := public.search_trigrams(folded);
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
      order by public.search_letters(c.word) = letters desc, c.folded_similarity desc, c.similarity desc, c.word
      limit 12
    );
  end if;
  -- 2. None: with pg_trgm, any word of the language by its trigrams (search_words_folded_trigram).
  if cardinality(candidates) = 0 and trgm_schema is not null then
    execute format(
      'select array(select w.word from public.search_words w
         where w.locale = $1 and public.search_fold(w.word) operator(%1$I.%%) $2
         order by public.search_letters(w.word) = $4 desc, %1$I.similarity(public.search_fold(w.word), $2) desc,
           %1$I.similarity(w.word, $3) desc, w.word
         limit 12)',
      trgm_schema)
      into candidates using p_locale, folded, p_word, letters;
  end if;
  -- Only words that find a page now (the lexicon keeps the words of pages since unpublished), closest first.
  foreach candidate in array candidates loop
    probe := plainto_tsquery(public.search_config(p_locale), candidate);
    continue when numnode(probe) = 0;
    if exists (select 1 from public.search_entries e where e.document @@ probe and e.locale || '' = p_locale) then
      found := found || candidate;
      exit when cardinality(found) >= wanted;
    end if;
  end loop;
  return found;
end
$$;

-- search_query() as before (20261205001000_site_search.sql), its correction the closest word of search_closest_words().
create or replace function public.search_query(p_query text, p_locale text)
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
      foreach alternative in array public.search_closest_words(p_locale, query_word, 1) loop
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

drop function public.search_corrections(text, text);
drop index if exists public.search_words_trigram;
