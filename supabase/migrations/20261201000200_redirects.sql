-- Redirects (docs/decisions/0006-redirects.md): an old address of the site answered with 301 or 302
-- to its new one, by the server (server/site/routes.ts) and by the static export's `_redirects`.
-- Three origins: 'fixed' (the spec's, also code in app/site/routes-manifest.ts; locked), 'auto' (a
-- trigger on the documents adds one when a published document's path changes, so every way of
-- publishing keeps old addresses working) and 'manual' (staff on the redirects screen).
--
-- Chains are collapsed when a row is written (A→B, then B→C: A→C), so a visitor is redirected once;
-- a loop (A→B, then B→A) is refused with RLOOP. A live page wins over a redirect at its address:
-- publishing a document at a redirect's source deletes that redirect (which is why a publish never
-- meets RLOOP: the rename's old address is freed first).
--
-- Visitors (anon: the server render and the site-only server read with the anon key) read what the
-- site needs (source, target, status, match), never the counts or the authors; every staff role
-- reads the rows, staff who run the website (admins, editors) add, change and remove all but the
-- fixed ones; hits are counted through record_redirect_hits(), which the server calls with a batch
-- now and then.

create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  -- A path of the site as the router matches it: lower case, no trailing slash, no query.
  source text not null
    constraint redirects_source_format check (source ~ '^/[a-z0-9._~-]+(/[a-z0-9._~-]+)*$' and length(source) <= 200),
  target text not null
    constraint redirects_target_format check (target ~ '^/([a-z0-9._~-]+(/[a-z0-9._~-]+)*)?$' and length(target) <= 200),
  status smallint not null default 301
    constraint redirects_status_known check (status in (301, 302)),
  -- 'exact': the path itself; 'prefix': the path and everything under it (the rest of the path kept).
  match text not null default 'exact'
    constraint redirects_match_known check (match in ('exact', 'prefix')),
  origin text not null default 'manual'
    constraint redirects_origin_known check (origin in ('manual', 'auto', 'fixed')),
  hit_count bigint not null default 0
    constraint redirects_hit_count_not_negative check (hit_count >= 0),
  last_hit_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint redirects_not_to_itself check (source <> target),
  -- A prefix redirect into its own subtree would redirect forever (/a → /a/b → /a/b/b…).
  constraint redirects_prefix_not_into_itself check (match = 'exact' or not starts_with(target || '/', source || '/')),
  constraint redirects_source_key unique (source)
);

comment on table public.redirects is 'Old addresses of the site and where they lead (301/302, exact or prefix); fixed, automatic on a rename, or manual.';
comment on column public.redirects.hit_count is 'Visits redirected, counted by the server in batches (record_redirect_hits).';

create index redirects_target_idx on public.redirects (target);

-- Before a write: stamps, the locked fixed rows, chains collapsed and loops refused.
create function public.prepare_redirect()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  onward public.redirects;
begin
  -- A hit counted changes nothing of where the row leads.
  if tg_op = 'UPDATE' and (new.source, new.target, new.status, new.match, new.origin) is not distinct from (old.source, old.target, old.status, old.match, old.origin) then
    return new;
  end if;
  if new.origin <> 'fixed' and exists (
    select 1 from public.documents d
    where d.path = new.source and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  ) then
    raise exception 'A page is at %: the page wins over a redirect', new.source
      using errcode = '23505', hint = 'Change that page''s path, or take it off the site, first.';
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce(new.created_by, auth.uid());
    new.created_at := now();
  else
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  if tg_op = 'INSERT' or (new.source, new.target, new.status, new.match) is distinct from (old.source, old.target, old.status, old.match) then
    new.updated_at := now();
    new.updated_by := auth.uid();
  end if;
  -- Where the target itself redirects (an exact match; prefixes are left as they are): straight there.
  select * into onward from public.redirects r where r.source = new.target and r.match = 'exact' and r.id is distinct from new.id;
  if found then
    if onward.target = new.source then
      raise exception 'A redirect from % to % would make a loop: % already redirects to %', new.source, new.target, onward.source, onward.target
        using errcode = 'RLOOP', hint = 'Remove or change the redirect from ' || onward.source || ' first.';
    end if;
    new.target := onward.target;
  end if;
  return new;
end
$$;

-- After a write: the redirects that led to this row's source lead to its target now (A→B, B→C: A→C).
create function public.collapse_redirect_chains()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.redirects r set target = new.target
    where r.target = new.source and r.id <> new.id and r.source <> new.target and new.match = 'exact';
  return null;
end
$$;

revoke all on function public.prepare_redirect(), public.collapse_redirect_chains() from public, anon, authenticated, service_role;

create trigger prepare_redirect
  before insert or update on public.redirects
  for each row execute function public.prepare_redirect();

create trigger collapse_redirect_chains
  after insert or update of source, target, match on public.redirects
  for each row execute function public.collapse_redirect_chains();

-- What the site answers changes with the rows, not with their hit counts.
create trigger notify_site_content_changed
  after insert or delete or truncate or update of source, target, status, match on public.redirects
  for each statement execute function public.notify_site_content_changed();

create trigger request_site_build
  after insert or delete or truncate or update of source, target, status, match on public.redirects
  for each statement execute function public.request_site_build();

create trigger audit_row_change
  after insert or delete or update of source, target, status, match on public.redirects
  for each row execute function public.audit_row_change('id', 'source');

-- The spec's redirects (website-spec.md: the about index, the marketing-retail alias).
insert into public.redirects (source, target, status, match, origin) values
  ('/about', '/about/who-we-are', 301, 'exact', 'fixed'),
  ('/industries/marketing-retail', '/industries/marketing-advertising', 301, 'exact', 'fixed');

-- Row level security.
alter table public.redirects enable row level security;

revoke all on table public.redirects from anon, authenticated, service_role;
grant select (id, source, target, status, match) on table public.redirects to anon;
grant select on table public.redirects to authenticated;
grant insert (id, source, target, status, match), update (source, target, status, match), delete on table public.redirects to authenticated;
grant all on table public.redirects to service_role;

create policy "Anyone reads where the redirects lead" on public.redirects for select to anon using (true);

create policy "Staff read the redirects" on public.redirects for select to authenticated
  using (public.staff_role() is not null);

create policy "Website staff add manual redirects" on public.redirects for insert to authenticated
  with check (public.is_staff() and origin = 'manual');

create policy "Website staff change manual and automatic redirects" on public.redirects for update to authenticated
  using (public.is_staff() and origin <> 'fixed')
  with check (public.is_staff() and origin <> 'fixed');

create policy "Website staff remove manual and automatic redirects" on public.redirects for delete to authenticated
  using (public.is_staff() and origin <> 'fixed');

-- The redirects screen's list: whole rows, who added each, and whether its target is a live page.
create function public.redirect_overview()
returns table (
  id uuid,
  source text,
  target text,
  status smallint,
  match text,
  origin text,
  hit_count bigint,
  last_hit_at timestamptz,
  created_at timestamptz,
  created_by_name text,
  target_is_page boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff who run the website read the redirects' using errcode = '42501';
  end if;
  return query
    select r.id, r.source, r.target, r.status, r.match, r.origin, r.hit_count, r.last_hit_at, r.created_at,
      public.staff_display_name(r.created_by),
      exists (
        select 1 from public.documents d
        where d.path = r.target and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
      )
    from public.redirects r
    order by r.origin = 'fixed' desc, r.created_at desc, r.source;
end
$$;

revoke all on function public.redirect_overview() from public, anon, authenticated, service_role;
grant execute on function public.redirect_overview() to authenticated;

-- Hits, counted by the server and sent in batches: {"/old-path": 3, …}. Anyone may call it (the
-- site-only server has only the anon key), so a call is bounded: at most 100 sources, at most 1000
-- hits each, and only existing redirects are touched.
create function public.record_redirect_hits(p_hits jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(p_hits) is distinct from 'object' or (select count(*) from jsonb_object_keys(p_hits)) > 100 then
    raise exception 'Send an object of at most 100 sources and their hit counts' using errcode = '22023';
  end if;
  update public.redirects r
    set hit_count = r.hit_count + least(greatest(h.hits, 0), 1000), last_hit_at = now()
    from (
      select key as source, case when jsonb_typeof(value) = 'number' then floor((value #>> '{}')::numeric)::bigint else 0 end as hits
      from jsonb_each(p_hits)
    ) h
    where r.source = h.source and h.hits > 0;
end
$$;

revoke all on function public.record_redirect_hits(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_redirect_hits(jsonb) to anon, authenticated, service_role;

-- A published document whose path changes leaves a 301 from its old path; a document that goes live
-- at a redirect's source takes that address back (the page wins; fixed redirects are code and stay).
create function public.redirect_renamed_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published_data is not null and new.unpublished_at is null and new.deleted_at is null then
    delete from public.redirects r where r.source = new.path and r.origin <> 'fixed';
  end if;
  if tg_op = 'UPDATE' and old.published_data is not null and new.published_data is not null and old.path <> new.path
    and old.path <> '/' then
    insert into public.redirects as r (source, target, status, match, origin, created_by)
    values (old.path, new.path, 301, 'exact', 'auto', new.published_by)
    on conflict (source) do update set target = excluded.target, status = 301, match = 'exact'
      where r.origin <> 'fixed';
  end if;
  return null;
end
$$;

revoke all on function public.redirect_renamed_document() from public, anon, authenticated, service_role;

create trigger redirect_renamed_document
  after insert or update of path, published_data, unpublished_at, deleted_at on public.documents
  for each row execute function public.redirect_renamed_document();
