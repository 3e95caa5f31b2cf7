-- The linguists' read policies on the segments and the memory ask once per query which languages the
-- reader translates, not once per row. `using (public.can_translate(locale))` ran the function (the
-- session's MFA level and the staff role, each a lookup) for every row: a German translator's read of
-- the segments went through all 32,000, and on PostgreSQL under load it passed the 8 s statement timeout
-- (57014). The list of languages is computed once, in an InitPlan (the `(select …)`), and the rows are
-- compared with it: the same rows as before.

create function public.translatable_locales()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(l.locale order by l.locale), '{}')
  from unnest(array['sv', 'de']) as l (locale)
  where public.can_translate(l.locale)
$$;

comment on function public.translatable_locales() is 'The languages whose segments the caller may edit (can_translate), for policies.';

revoke all on function public.translatable_locales() from public, anon;
grant execute on function public.translatable_locales() to authenticated, service_role;

drop policy "Linguists read the segments of their languages" on public.translation_segments;
create policy "Linguists read the segments of their languages" on public.translation_segments for select to authenticated
  using (locale = any ((select public.translatable_locales())::text[]));

drop policy "Linguists read the memory of their languages" on public.translation_memory;
create policy "Linguists read the memory of their languages" on public.translation_memory for select to authenticated
  using (target_locale = any ((select public.translatable_locales())::text[]));
