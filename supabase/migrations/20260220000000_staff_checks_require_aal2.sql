-- Staff checks follow two-step verification: a staff member who has a verified MFA factor counts as
-- staff only in a session that used it (aal2). Until now is_staff() and is_admin() read the role
-- claim alone, so a password without the authenticator (an aal1 token) could write staff data
-- straight through the REST API. This is Supabase's documented pattern (the JWT's aal against the
-- user's verified factors), in one helper every staff policy reaches through is_staff()/is_admin().

-- security definer: auth.mfa_factors is not readable by the API roles.
create or replace function public.session_meets_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not exists (
        select 1
        from auth.mfa_factors f
        where f.user_id = auth.uid()
          and f.status = 'verified'
      )
$$;

comment on function public.session_meets_mfa() is
  'True when the caller''s session is at aal2, or the caller has no verified MFA factor (aal1 is then all there is).';

create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() in ('admin', 'editor'), false) and public.session_meets_mfa()
$$;

comment on function public.is_staff() is
  'True when the caller is an admin or an editor, at aal2 if they have a verified MFA factor.';

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() = 'admin', false) and public.session_meets_mfa()
$$;

comment on function public.is_admin() is
  'True when the caller is an admin, at aal2 if they have a verified MFA factor.';

revoke all on function public.session_meets_mfa() from public;
grant execute on function public.session_meets_mfa() to anon, authenticated, service_role;
