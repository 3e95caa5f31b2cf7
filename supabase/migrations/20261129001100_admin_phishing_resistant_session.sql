-- While admins must use a phishing-resistant factor, owning one is not enough: the session itself must
-- have been authenticated with it. Until now an admin with a security key on the account who signed in
-- with a password and an authenticator code (both of which a look-alike page can relay) still counted
-- as staff. GoTrue writes how a session was authenticated into the access token's amr claim
-- ([{method, timestamp}]); a passkey sign-in ("passkey") or a security-key verification
-- ("mfa/webauthn") is phishing-resistant, "password", "totp", "otp", "recovery" and the rest are not.

/** Whether an amr claim (the access token's, as GoTrue writes it) names a passkey or security-key step. */
create or replace function public.amr_is_phishing_resistant(p_amr jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1
    from jsonb_array_elements(case when jsonb_typeof(p_amr) = 'array' then p_amr else '[]'::jsonb end) as claim
    where jsonb_typeof(claim) = 'object' and claim ->> 'method' in ('passkey', 'mfa/webauthn')
  )
$$;

comment on function public.amr_is_phishing_resistant(jsonb) is
  'True when the amr claim names a passkey sign-in (passkey) or a security-key verification (mfa/webauthn).';

revoke all on function public.amr_is_phishing_resistant(jsonb) from public, anon, authenticated, service_role;

create or replace function public.admin_session_policy_met(p_user_id uuid, p_amr jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce((select s.admins_require_phishing_resistant_factor from public.security_settings s), false)
      or (public.has_phishing_resistant_factor(p_user_id) and public.amr_is_phishing_resistant(p_amr))
$$;

comment on function public.admin_session_policy_met(uuid, jsonb) is
  'False while admins must use a passkey or security key and this user has none, or this session (its amr) was not authenticated with one.';

revoke all on function public.admin_session_policy_met(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.admin_session_policy_met(uuid, jsonb) to service_role;

create or replace function public.session_meets_mfa()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (
      coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not exists (
        select 1
        from auth.mfa_factors f
        where f.user_id = auth.uid()
          and f.status = 'verified'
      )
    )
    and (coalesce(public.staff_role(), '') <> 'admin' or public.admin_session_policy_met(auth.uid(), auth.jwt() -> 'amr'))
$$;

comment on function public.session_meets_mfa() is
  'True when the caller''s session is at aal2 (or they have no verified MFA factor) and, for an admin while admins must use one, this session was authenticated with a passkey or security key.';

-- The app needs a fourth answer (verify with the key you have), so the row type changes.
drop function public.admin_factor_requirement();

/** What the admin asks: whether the setting is on, whether the caller has a factor, and what they must do first. */
create function public.admin_factor_requirement()
returns table (required boolean, caller_has_factor boolean, caller_must_add_factor boolean, caller_must_verify_factor boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  is_on boolean := coalesce((select s.admins_require_phishing_resistant_factor from public.security_settings s), false);
  has_factor boolean;
  is_admin_role boolean := public.staff_role() = 'admin';
begin
  if public.staff_role() is null then
    raise exception 'Only staff may read how admins sign in' using errcode = '42501';
  end if;
  has_factor := public.has_phishing_resistant_factor(auth.uid());
  return query select is_on, has_factor,
    is_admin_role and is_on and not has_factor,
    is_admin_role and is_on and has_factor and not public.amr_is_phishing_resistant(auth.jwt() -> 'amr');
end
$$;

comment on function public.admin_factor_requirement() is
  'Whether admins must use a passkey or security key, whether the caller has one, whether they must add one now, and whether they must verify with theirs (this session was signed in without it); staff only (42501).';

revoke all on function public.admin_factor_requirement() from public, anon;
grant execute on function public.admin_factor_requirement() to authenticated, service_role;
