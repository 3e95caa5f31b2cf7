-- The staff model: a role 'admin' or 'editor' in the user's app_metadata, which only the server
-- side (service role) can set. These helpers read it from the request's JWT.

create or replace function public.staff_role()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(auth.jwt() -> 'app_metadata' ->> 'role', '')
$$;

comment on function public.staff_role() is 'The staff role (admin or editor) in the caller''s app_metadata, or null.';

create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() in ('admin', 'editor'), false)
$$;

comment on function public.is_staff() is 'True when the caller is an admin or an editor.';

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() = 'admin', false)
$$;

comment on function public.is_admin() is 'True when the caller is an admin.';

revoke all on function public.staff_role(), public.is_staff(), public.is_admin() from public;
grant execute on function public.staff_role(), public.is_staff(), public.is_admin() to anon, authenticated, service_role;
