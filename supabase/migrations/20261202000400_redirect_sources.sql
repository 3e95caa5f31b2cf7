-- A manual redirect may not start at an address the app itself answers (docs/decisions/0006-redirects.md,
-- "Consequences"): the server answers the database's redirects before the build's routes that are no
-- page, so a redirect from /login would hide the sign-in page. Refused here, whichever way the row is
-- written (the screen, its CSV import, REST), with RCODE, a message that names the address and a hint.
--
-- The reserved addresses: the code routes of the build's routes.json that are no document (the sign-in
-- pages and the technology aliases; server/rest/redirects.test.ts keeps this list equal to the build's),
-- and the admin area's and the API's prefixes, the addresses themselves and everything under them.

create function public.redirect_source_reserved(p_source text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_source in (
      '/login',
      '/login/setup',
      '/emergency-login',
      '/technology/ai-solutions',
      '/technology/apis-connectors',
      '/technology/international-seo'
    )
    or p_source = '/admin' or starts_with(p_source, '/admin/')
    or p_source = '/api' or starts_with(p_source, '/api/')
$$;

comment on function public.redirect_source_reserved(text) is 'Whether a path is the app''s own (sign-in, an alias, the admin area, the API): no redirect may start there.';

create function public.refuse_reserved_redirect_source()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.origin <> 'fixed' and public.redirect_source_reserved(new.source) then
    raise exception '% is an address of the app itself (the sign-in pages, the admin area, the API or a service''s alias): a redirect from it would hide that page', new.source
      using errcode = 'RCODE', hint = 'Redirect from an old address of a page instead.';
  end if;
  return new;
end
$$;

revoke all on function public.refuse_reserved_redirect_source() from public, anon, authenticated;

-- Named to run before prepare_redirect (triggers of one event run in name order).
create trigger check_redirect_source
  before insert or update of source, origin on public.redirects
  for each row execute function public.refuse_reserved_redirect_source();
