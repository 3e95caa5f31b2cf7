-- The search pages (issue 41; docs/decisions/0015-site-search.md): /search, /sv/sok and /de/suche are the
-- app's own addresses, so no redirect may start there (a redirect from /search would hide the search page).
-- server/rest/redirects.test.ts keeps this list equal to the build's routes.json, as
-- 20261202000400_redirect_sources.sql explains.

create or replace function public.redirect_source_reserved(p_source text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_source in (
      '/login',
      '/login/setup',
      '/emergency-login',
      '/sv/login',
      '/sv/login/setup',
      '/sv/emergency-login',
      '/de/login',
      '/de/login/setup',
      '/de/emergency-login',
      '/search',
      '/sv/sok',
      '/de/suche',
      '/technology/ai-solutions',
      '/technology/apis-connectors',
      '/technology/international-seo'
    )
    or p_source = '/admin' or starts_with(p_source, '/admin/')
    or p_source = '/api' or starts_with(p_source, '/api/')
$$;

comment on function public.redirect_source_reserved(text) is 'Whether a path is the app''s own (sign-in and search in any language, an alias, the admin area, the API): no redirect may start there.';
