-- The audit entry of a request to reset two-step verification says what the reset would remove:
-- how many authenticator apps and security keys (verified MFA factors, by type) and passkeys the
-- account holds when it asks. The admin who decides, and whoever reads the log later, then know
-- whether a lost passkey or a lost phone is at stake; the approval's entry says what was removed.

create or replace function public.request_mfa_reset(reason text default null)
returns public.mfa_reset_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  claims jsonb := coalesce(auth.jwt(), '{}'::jsonb);
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  address text := left(btrim(split_part(coalesce(headers ->> 'x-forwarded-for', headers ->> 'x-real-ip', ''), ',', 1)), 64);
  given text := nullif(btrim(coalesce(request_mfa_reset.reason, '')), '');
  caller_email text;
  filed public.mfa_reset_requests;
  totp_factors integer;
  webauthn_factors integer;
  passkeys integer;
begin
  if caller is null then
    raise exception 'Sign in with the code from your email first.' using errcode = '42501';
  end if;
  -- The mailbox must have been proven (a sign-in with an emailed code or link) within the hour.
  if not exists (
    select 1
    from jsonb_array_elements(case when jsonb_typeof(claims -> 'amr') = 'array' then claims -> 'amr' else '[]'::jsonb end) as claim
    where claim ->> 'method' in ('otp', 'recovery', 'magiclink', 'invite', 'email/signup', 'email_change')
      and coalesce((claim ->> 'timestamp')::numeric, 0) >= extract(epoch from now()) - 3600
  ) then
    raise exception 'Confirm your email address with the code we send you, then ask again.' using errcode = '42501';
  end if;
  select count(*) filter (where f.factor_type = 'totp'), count(*) filter (where f.factor_type = 'webauthn')
  into totp_factors, webauthn_factors
  from auth.mfa_factors f
  where f.user_id = caller and f.status = 'verified';
  select count(*) into passkeys from auth.webauthn_credentials c where c.user_id = caller;
  if totp_factors + webauthn_factors + passkeys = 0 then
    raise exception 'This account has no authenticator app, security key or passkey to reset.' using errcode = '22023';
  end if;
  if given is not null and char_length(given) > 500 then
    raise exception 'Keep the reason under 500 characters.' using errcode = '22001';
  end if;

  update public.mfa_reset_requests
  set status = 'expired', decided_at = now()
  where user_id = caller and status = 'pending' and expires_at <= now();

  select * into filed from public.mfa_reset_requests where user_id = caller and status = 'pending';
  if found then
    return filed;
  end if;

  select u.email into caller_email from auth.users u where u.id = caller;
  insert into public.mfa_reset_requests (user_id, email, reason, requested_ip)
  values (caller, coalesce(caller_email, ''), given, coalesce(address, ''))
  returning * into filed;

  perform public.record_auth_audit_event(
    'mfa_reset_requested',
    'factor',
    jsonb_build_object(
      'request_id', filed.id,
      'user_id', caller,
      'user_email', caller_email,
      'actor_id', caller,
      'ip_address', address,
      'totp_factors', totp_factors,
      'webauthn_factors', webauthn_factors,
      'passkeys', passkeys
    ),
    caller_email
  );
  return filed;
end;
$$;

comment on function public.request_mfa_reset(text) is
  'Files (or returns the open) request to reset the caller''s MFA factors and passkeys; needs a session proven by an emailed code within the hour.';

revoke all on function public.request_mfa_reset(text) from public, anon;
grant execute on function public.request_mfa_reset(text) to authenticated;
