-- Requests to reset two-step verification, from staff who lost their authenticator app. The user
-- proves the mailbox with an emailed code (the session's amr), files a request with
-- request_mfa_reset(), and an admin other than the requester approves it (which removes the user's
-- factors through the auth admin API, in the admin-users function) or rejects it. A request is
-- valid for 24 hours. Only the requester and admins can read a request; nobody writes the table
-- through the API: filing goes through the function below, decisions through the edge function.

create table public.mfa_reset_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  reason text
    constraint mfa_reset_requests_reason_length check (reason is null or char_length(reason) between 1 and 500),
  status text not null default 'pending'
    constraint mfa_reset_requests_status_check check (status in ('pending', 'approved', 'rejected', 'expired')),
  requested_ip text not null default '',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint mfa_reset_requests_expiry_after_creation check (expires_at > created_at),
  constraint mfa_reset_requests_decided_unless_pending check ((status = 'pending') = (decided_at is null)),
  constraint mfa_reset_requests_decider_is_not_requester check (decided_by is null or decided_by <> user_id)
);

comment on table public.mfa_reset_requests is
  'Requests to remove a staff member''s MFA factors after a lost authenticator; decided by another admin.';

-- At most one open request per user.
create unique index mfa_reset_requests_one_pending_per_user on public.mfa_reset_requests (user_id) where status = 'pending';
create index mfa_reset_requests_pending_idx on public.mfa_reset_requests (created_at) where status = 'pending';

alter table public.mfa_reset_requests enable row level security;

revoke all on table public.mfa_reset_requests from anon, authenticated, service_role;
grant select on table public.mfa_reset_requests to authenticated;
grant all on table public.mfa_reset_requests to service_role;

create policy "Requesters read their own requests; admins read all"
  on public.mfa_reset_requests for select
  to authenticated
  using (user_id = auth.uid() or public.is_admin());

-- security definer: it reads auth.users and auth.mfa_factors, writes the table and the audit log.
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
  if not exists (select 1 from auth.mfa_factors f where f.user_id = caller and f.status = 'verified') then
    raise exception 'This account has no authenticator app to reset.' using errcode = '22023';
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
      'ip_address', address
    ),
    caller_email
  );
  return filed;
end;
$$;

comment on function public.request_mfa_reset(text) is
  'Files (or returns the open) request to reset the caller''s MFA; needs a session proven by an emailed code within the hour.';

revoke all on function public.request_mfa_reset(text) from public, anon;
grant execute on function public.request_mfa_reset(text) to authenticated;
