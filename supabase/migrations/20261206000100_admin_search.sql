-- The staff's search (issue 41, "For staff" and "What marketing learns"): the admin's command palette and the
-- Search insights screen. No new table.
--
-- admin_search(q, per_group) runs as the caller (security invoker): row level security decides which documents,
-- translations, leads and media a role finds, and each group is further narrowed to what the role works on (a
-- translator does not get the documents of the kinds editors edit as editable rows; a contributor or a translator
-- gets no leads, whatever the query). Users come from admin_search_users(), the one security definer part,
-- because the accounts' addresses live in auth.users: it answers admins only. Bad input is a 400 with the site
-- search's codes: QEMPT (nothing to search for), QLONG (over 200 characters), QPAGE (per_group outside 1-20).
--
-- search_insights(period_days, only_locale) also runs as the caller: search_queries' policy lets admins and editors
-- read it (public.is_staff()), so anyone else gets no rows. It returns the period's totals, its top queries and its
-- queries with no results, each with counts and how often a result was opened.

-- The caller's words as a prefix query in the 'simple' configuration (the lead inbox's rule: every word must start
-- a word of the row), or null when nothing searchable is left.
create function public.admin_search_prefix_query(p_text text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  select to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & '))
  from (
    select regexp_replace(regexp_replace(word, '[^[:alnum:]@._-]+', '', 'g'), '^[._@-]+|[._@-]+$', '', 'g') as w
    from regexp_split_to_table(lower(p_text), '\s+') as word
  ) words
  where w <> ''
$$;

-- The text for a LIKE pattern, its %, _ and \ taken literally.
create function public.admin_search_literal(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(p_text, '\', '\\'), '%', '\%'), '_', '\_')
$$;

revoke all on function public.admin_search_prefix_query(text), public.admin_search_literal(text) from public, anon;
grant execute on function public.admin_search_prefix_query(text), public.admin_search_literal(text) to authenticated, service_role;

-- Staff accounts by name or address: admins only (everyone else gets no rows), as the Users screen is theirs.
create function public.admin_search_users(p_text text, p_limit integer)
returns table (id uuid, title text, detail text, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, coalesce(nullif(btrim(p.display_name), ''), u.email::text), u.email::text,
    coalesce(u.raw_app_meta_data ->> 'role', 'member')
  from auth.users u left join public.profiles p on p.id = u.id
  where public.is_admin()
    and u.deleted_at is null
    and (u.email ilike '%' || public.admin_search_literal(p_text) || '%' or p.display_name ilike '%' || public.admin_search_literal(p_text) || '%')
  order by (coalesce(p.display_name, u.email::text) ilike public.admin_search_literal(p_text) || '%') desc, 2, u.id
  limit p_limit
$$;

revoke all on function public.admin_search_users(text, integer) from public, anon;
grant execute on function public.admin_search_users(text, integer) to authenticated, service_role;

create function public.admin_search(q text default null, per_group integer default 5)
returns table (
  category text,
  id uuid,
  title text,
  detail text,
  locale text,
  kind text,
  status text
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  needle text := btrim(coalesce(q, ''));
  pattern text;
  starts text;
  prefix tsquery;
  works_documents boolean;
  reads_media boolean;
begin
  if per_group is null or per_group not between 1 and 20 then
    raise exception 'Ask for 1 to 20 results a group' using errcode = 'QPAGE';
  end if;
  if needle = '' then
    raise exception 'Type something to search for' using errcode = 'QEMPT';
  end if;
  if length(needle) > 200 then
    raise exception 'Search for at most 200 characters' using errcode = 'QLONG';
  end if;
  starts := public.admin_search_literal(needle) || '%';
  pattern := '%' || starts;
  prefix := public.admin_search_prefix_query(needle);
  works_documents := coalesce(public.staff_role() in ('admin', 'editor', 'recruiter', 'contributor'), false)
    and public.session_meets_mfa();
  reads_media := coalesce(public.staff_role() in ('admin', 'editor', 'contributor'), false) and public.session_meets_mfa();

  -- Documents in English: those of the kinds the caller edits (row level security lets everyone read live ones).
  return query
    select 'document'::text, d.id, d.title, d.path, 'en'::text, d.collection,
      case
        when d.published_data is null then 'draft'
        when d.unpublished_at is not null then 'unpublished'
        else 'live'
      end
    from public.documents d
    where works_documents and d.deleted_at is null and public.can_edit_document_kind(d.collection)
      and (d.title ilike pattern or d.path ilike pattern)
    order by (d.title ilike starts) desc, d.title, d.id
    limit per_group;

  -- Their Swedish and German translations, by the published title and path (the columns the API reads), for
  -- those who edit the document or translate that language.
  return query
    select 'translation'::text, t.document_id, t.published_title, t.published_path, t.locale, d.collection,
      case when d.published_data is not null and d.unpublished_at is null then 'live' else 'unpublished' end
    from public.document_translations t
    join public.documents d on d.id = t.document_id
    where t.published_at is not null and d.deleted_at is null
      and (public.can_edit_document_kind(d.collection) or public.can_translate(t.locale))
      and (t.published_title ilike pattern or t.published_path ilike pattern)
    order by (t.published_title ilike starts) desc, t.published_title, t.locale, t.document_id
    limit per_group;

  -- Leads by reference, name, company or address: row level security gives each role its types, others none.
  return query
    select 'lead'::text, l.id, l.name, concat_ws(' · ', l.reference, l.company, l.email), l.locale, l.type, l.status
    from public.leads l
    where l.reference ilike starts or (prefix is not null and l.search @@ prefix)
    order by (l.reference ilike starts) desc, l.created_at desc, l.id
    limit per_group;

  return query
    select 'user'::text, u.id, u.title, u.detail, null::text, null::text, u.status
    from public.admin_search_users(needle, per_group) u;

  return query
    select 'media'::text, m.id, m.file_name, coalesce(m.alt_text, 'Decorative'), null::text, m.mime_type, null::text
    from public.media m
    where reads_media and (m.file_name ilike pattern or m.alt_text ilike pattern)
    order by (m.file_name ilike starts) desc, m.created_at desc, m.id
    limit per_group;
end
$$;

comment on function public.admin_search(text, integer) is
  'The admin command palette''s search, as the caller: documents, translations, leads, users (admins) and media, at most per_group of each.';

revoke all on function public.admin_search(text, integer) from public, anon;
grant execute on function public.admin_search(text, integer) to authenticated, service_role;

-- What visitors looked for over the last 30, 90 or 365 days (UTC days, today included), in one language or all:
-- the totals (list 'total', query null), the 20 most asked queries (list 'top') and the 20 most asked of those that
-- found nothing (list 'none'). As the caller: only those search_queries' policy lets read get rows.
create function public.search_insights(period_days integer default 30, only_locale text default null)
returns table (
  list text,
  query text,
  locale text,
  searches integer,
  no_results integer,
  opened integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if period_days is null or period_days not in (30, 90, 365) then
    raise exception 'Choose a period of 30, 90 or 365 days' using errcode = 'QDAYS';
  end if;
  if only_locale is not null and only_locale not in ('en', 'sv', 'de') then
    raise exception 'Choose en, sv or de, or every language' using errcode = 'QLANG';
  end if;
  return query
    with period as (
      select s.query, s.locale, s.results, s.opened
      from public.search_queries s
      where s.day > (now() at time zone 'utc')::date - period_days
        and (only_locale is null or s.locale = only_locale)
    ),
    grouped as (
      select p.query, p.locale, count(*)::integer as searches, count(*) filter (where p.results = 0)::integer as no_results,
        count(*) filter (where p.opened)::integer as opened
      from period p
      group by p.query, p.locale
    )
    select 'total'::text, null::text, only_locale, count(*)::integer, (count(*) filter (where p.results = 0))::integer,
      (count(*) filter (where p.opened))::integer
    from period p
    union all
    (select 'top', g.query, g.locale, g.searches, g.no_results, g.opened from grouped g
     order by g.searches desc, g.query, g.locale limit 20)
    union all
    (select 'none', g.query, g.locale, g.searches, g.no_results, g.opened from grouped g
     where g.no_results > 0
     order by g.no_results desc, g.query, g.locale limit 20);
end
$$;

comment on function public.search_insights(integer, text) is
  'Search insights for staff who may read search_queries: the period''s totals, top queries and queries with no results.';

revoke all on function public.search_insights(integer, text) from public, anon;
grant execute on function public.search_insights(integer, text) to authenticated, service_role;
