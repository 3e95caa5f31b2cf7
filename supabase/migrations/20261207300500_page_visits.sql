-- The most visited pages (issue 41: a search that found nothing offers them). The site server counts the
-- pages a browser was answered (a 200 HTML page of the site, not a robot's, not a test browser's) in memory and
-- sends the counts now and then through record_page_visits(), as it sends redirect hits. Only visits of live
-- pages count, per document, language and day: no address, no identifier, no time of day. Admins and editors
-- read the counts; visitors learn only the order of the pages, from most_visited_pages(), never a count.
--
-- record_page_visits() is anon's: the site-only server (docs/hosting.md) holds no key but the anon key. Anyone
-- can therefore add visits to a live page. The worst that does is reorder the site's own live pages in the
-- nothing-found list (each call adds at most 1,000 per page), which is why nothing else reads these counts.

create table public.page_visits (
  day date not null default (now() at time zone 'utc')::date,
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null
    constraint page_visits_locale_known check (locale in ('en', 'sv', 'de')),
  visits bigint not null default 0
    constraint page_visits_visits_not_negative check (visits >= 0),
  primary key (day, document_id, locale)
);

comment on table public.page_visits is
  'Visits of the live pages per day, document and language, counted by the site server (record_page_visits). No personal data; kept 12 months.';

create index page_visits_locale_day on public.page_visits (locale, day);

alter table public.page_visits enable row level security;
revoke all on table public.page_visits from anon, authenticated, service_role;
grant select on table public.page_visits to authenticated;
grant all on table public.page_visits to service_role;

create policy "Staff read how often pages were visited" on public.page_visits for select to authenticated using (public.is_staff());

-- Adds today's visits: p_visits is an object of the site's paths ('/services/translation', '/sv/tjanster/oversattning')
-- and their counts (at most 200 paths; each count taken up to 1,000). A path that is no live page in its language is
-- skipped, and so is a count that is not a whole positive number: a batch of visits never fails for one bad path.
create function public.record_page_visits(p_visits jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(p_visits) is distinct from 'object' or (select count(*) from jsonb_object_keys(p_visits)) > 200 then
    raise exception 'Send an object of at most 200 paths and their visit counts' using errcode = '22023';
  end if;
  insert into public.page_visits as v (document_id, locale, visits)
  select page.document_id, page.locale, sum(least(sent.visits, 1000))
  from (
    select key as path, case when jsonb_typeof(value) = 'number' then floor((value #>> '{}')::numeric)::bigint else 0 end as visits
    from jsonb_each(p_visits)
  ) sent
  join lateral (
    select d.id as document_id, 'en'::text as locale
    from public.documents d
    where d.path = sent.path and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
    union all
    select t.document_id, t.locale
    from public.document_translations t
    where t.published_path = sent.path and t.published_at is not null and public.document_is_live(t.document_id)
  ) page on true
  where sent.visits > 0
  group by page.document_id, page.locale
  on conflict (day, document_id, locale) do update set visits = v.visits + excluded.visits;
end
$$;

revoke all on function public.record_page_visits(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_page_visits(jsonb) to anon, authenticated, service_role;

-- The live pages of a language most visited over the last 30 days, most first (the home page left out: every
-- visitor knows it), each with its path and short name in that language (the hero's eyebrow, else the title, as
-- the breadcrumbs name pages); no counts. Fewer than page_limit (or none) while few pages have been visited: the
-- caller fills up with its key pages.
create function public.most_visited_pages(locale text default 'en', page_limit integer default 6)
returns table (path text, title text)
language sql
stable
security definer
set search_path = ''
as $$
  with visited as (
    select v.document_id, sum(v.visits) as visits
    from public.page_visits v
    where v.locale = most_visited_pages.locale and v.day >= (now() at time zone 'utc')::date - 30
    group by v.document_id
  )
  select page.path, page.title
  from visited
  join public.documents d on d.id = visited.document_id
    and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null and d.collection <> 'page:home'
  join lateral (
    select d.path, coalesce(nullif(btrim(d.published_data -> 'hero' ->> 'eyebrow'), ''), d.title) as title
    where most_visited_pages.locale = 'en'
    union all
    select t.published_path, coalesce(nullif(btrim(t.published_data -> 'hero' ->> 'eyebrow'), ''), t.published_title)
    from public.document_translations t
    where most_visited_pages.locale <> 'en' and t.document_id = d.id and t.locale = most_visited_pages.locale and t.published_at is not null
  ) page on true
  order by visited.visits desc, page.title, page.path
  limit least(greatest(coalesce(page_limit, 6), 0), 20)
$$;

revoke all on function public.most_visited_pages(text, integer) from public;
grant execute on function public.most_visited_pages(text, integer) to anon, authenticated, service_role;

-- Visits go after 12 months, as searches do; the server's hourly sweep calls this.
create function public.prune_page_visits()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from public.page_visits where day < ((now() at time zone 'utc')::date - interval '12 months') returning 1
  )
  select count(*)::integer from gone
$$;

revoke all on function public.prune_page_visits() from public, anon, authenticated;
grant execute on function public.prune_page_visits() to service_role;
