-- Passkeys, as GoTrue stores them (its migration 20260302000000): the credentials a user signs in
-- with, and the challenges of the ceremonies in flight. A WebAuthn MFA factor keeps its credential in
-- auth.mfa_factors.web_authn_credential and its challenge in auth.mfa_challenges instead (10-auth.sql).
-- Runs on every start: idempotent. Only the server reads these tables: no API role is granted
-- anything, and row level security is on, so a grant added by mistake still shows no row.

create table if not exists auth.webauthn_credentials (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz,
  constraint webauthn_credentials_pkey primary key (id)
);
create unique index if not exists webauthn_credentials_credential_id_key on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

create table if not exists auth.webauthn_challenges (
  id uuid not null default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint webauthn_challenges_pkey primary key (id)
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

alter table auth.webauthn_credentials enable row level security;
alter table auth.webauthn_challenges enable row level security;
revoke all on auth.webauthn_credentials, auth.webauthn_challenges from public, anon, authenticated, service_role;
