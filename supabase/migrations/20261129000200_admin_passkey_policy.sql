-- Admins can require a phishing-resistant factor (a passkey, or a security key as second factor) of
-- every admin. The setting lives in public.security_settings: staff read it, admins change it
-- (audited), and nobody turns it on without such a factor of their own, or they would shut themselves
-- out. While it is on, an admin without one is no staff at all to the database: session_meets_mfa(),
-- which every staff check (is_admin(), is_staff(), has_staff_role(), readable_lead_types()) already
-- asks, answers false for them, so every policy and admin function refuses them until they add one.
-- Editors and recruiters are not affected.

create table public.security_settings (
  id text primary key default 'sign_in'
    constraint security_settings_single_row check (id = 'sign_in'),
  admins_require_phishing_resistant_factor boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.security_settings is
  'How staff must sign in, in one row: whether admins need a passkey or security key. Staff read it, admins change it.';
comment on column public.security_settings.admins_require_phishing_resistant_factor is
  'When true, an admin without a passkey or a verified security-key (webauthn) factor counts as no staff until they add one.';

insert into public.security_settings (id) values ('sign_in');

-- security definer: auth.mfa_factors and auth.webauthn_credentials are not readable by the API roles.
create or replace function public.has_phishing_resistant_factor(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.webauthn_credentials c where c.user_id = p_user_id)
      or exists (
        select 1
        from auth.mfa_factors f
        where f.user_id = p_user_id
          and f.factor_type = 'webauthn'
          and f.status = 'verified'
      )
$$;

comment on function public.has_phishing_resistant_factor(uuid) is
  'True when the user has a passkey or a verified security-key (webauthn) MFA factor.';

create or replace function public.admin_factor_policy_met(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not coalesce((select s.admins_require_phishing_resistant_factor from public.security_settings s), false)
      or public.has_phishing_resistant_factor(p_user_id)
$$;

comment on function public.admin_factor_policy_met(uuid) is
  'False when admins must have a passkey or security key and this user has neither (the admin-users function asks it).';

revoke all on function public.has_phishing_resistant_factor(uuid), public.admin_factor_policy_met(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.has_phishing_resistant_factor(uuid), public.admin_factor_policy_met(uuid) to service_role;

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
    and (coalesce(public.staff_role(), '') <> 'admin' or public.admin_factor_policy_met(auth.uid()))
$$;

comment on function public.session_meets_mfa() is
  'True when the caller''s session is at aal2 (or they have no verified MFA factor) and, for an admin while admins must have one, they have a passkey or security key.';

/** What the admin asks: whether the setting is on, whether the caller has a factor, and whether they must add one first. */
create or replace function public.admin_factor_requirement()
returns table (required boolean, caller_has_factor boolean, caller_must_add_factor boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  is_on boolean := coalesce((select s.admins_require_phishing_resistant_factor from public.security_settings s), false);
begin
  if public.staff_role() is null then
    raise exception 'Only staff may read how admins sign in' using errcode = '42501';
  end if;
  return query select is_on, public.has_phishing_resistant_factor(auth.uid()),
    public.staff_role() = 'admin' and not public.admin_factor_policy_met(auth.uid());
end
$$;

comment on function public.admin_factor_requirement() is
  'Whether admins must have a passkey or security key, whether the caller has one, and whether they must add one now; staff only (42501).';

revoke all on function public.admin_factor_requirement() from public, anon;
grant execute on function public.admin_factor_requirement() to authenticated, service_role;

create trigger stamp_security_setting
  before update on public.security_settings
  for each row execute function public.stamp_updated_by();

-- Checked on the row, so a write straight through REST is held to it as the function's is. security
-- definer to ask has_phishing_resistant_factor(), which the API roles may not call.
create or replace function public.check_admin_factor_requirement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.admins_require_phishing_resistant_factor
    and not old.admins_require_phishing_resistant_factor
    and auth.uid() is not null
    and not public.has_phishing_resistant_factor(auth.uid())
  then
    raise exception 'Add a passkey or security key to your own account before requiring one for admins'
      using errcode = 'PT403', detail = 'phishing_resistant_factor_required',
        hint = 'Add one under Passkeys and security keys on your credentials page.';
  end if;
  return new;
end
$$;

revoke all on function public.check_admin_factor_requirement() from public, anon, authenticated, service_role;

create trigger check_admin_factor_requirement
  before update on public.security_settings
  for each row execute function public.check_admin_factor_requirement();

alter table public.security_settings enable row level security;

revoke all on table public.security_settings from anon, authenticated, service_role;
grant select, update (admins_require_phishing_resistant_factor) on table public.security_settings to authenticated;
grant all on table public.security_settings to service_role;

create policy "Staff can read the security settings"
  on public.security_settings for select
  to authenticated
  using (public.has_staff_role());

create policy "Admins can change the security settings"
  on public.security_settings for update
  to authenticated
  using (public.is_admin())
  with check (public.is_admin());

select public.enable_audit('public.security_settings', 'id');

/** Turns the requirement on or off and answers it as stored; admins only (42501), and PT403 as the trigger says. */
create or replace function public.set_admin_factor_requirement(required boolean)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  stored boolean;
begin
  if not public.is_admin() then
    raise exception 'Only admins may change how admins sign in' using errcode = '42501';
  end if;
  if required is null then
    raise exception 'required must be true or false' using errcode = '22023';
  end if;
  update public.security_settings set admins_require_phishing_resistant_factor = required where id = 'sign_in'
  returning admins_require_phishing_resistant_factor into stored;
  return stored;
end
$$;

comment on function public.set_admin_factor_requirement(boolean) is
  'Requires (or stops requiring) a passkey or security key of every admin; admins only (42501), and only with one of their own (PT403).';

revoke all on function public.set_admin_factor_requirement(boolean) from public, anon;
grant execute on function public.set_admin_factor_requirement(boolean) to authenticated;
