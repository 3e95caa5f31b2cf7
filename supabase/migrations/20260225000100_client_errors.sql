-- Crashes in visitors' and staff's browsers (the fatal error screen, a route's error fallback,
-- uncaught errors), so staff see them in Diagnostics. Anyone may report, only through
-- report_client_error(): it caps how often one client may report (per IP, per minute) and how many
-- reports all clients together may make per minute, and the constraints cap every field's size.
-- Only staff read the reports.

create table public.client_errors (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  kind text not null
    constraint client_errors_kind_check check (kind in ('render', 'route', 'window', 'unhandled_rejection', 'chunk_load')),
  message text not null
    constraint client_errors_message_length check (char_length(message) between 1 and 2000),
  stack text
    constraint client_errors_stack_length check (char_length(stack) <= 16000),
  component_stack text
    constraint client_errors_component_stack_length check (char_length(component_stack) <= 16000),
  url text
    constraint client_errors_url_length check (char_length(url) <= 2048),
  -- The URL's path, for filtering.
  path text not null default '/'
    constraint client_errors_path_length check (char_length(path) <= 2048),
  -- The app build that crashed.
  release text
    constraint client_errors_release_length check (char_length(release) <= 64),
  user_agent text
    constraint client_errors_user_agent_length check (char_length(user_agent) <= 512),
  user_id uuid references auth.users (id) on delete set null,
  user_email text
    constraint client_errors_user_email_length check (char_length(user_email) <= 320),
  -- md5 of the client's IP: what the rate limit counts by, without keeping the address itself.
  client_fingerprint text not null
);

comment on table public.client_errors is 'Errors reported by browsers through report_client_error(); staff read them in Diagnostics.';

create index client_errors_occurred_at_idx on public.client_errors (occurred_at desc);
create index client_errors_fingerprint_idx on public.client_errors (client_fingerprint, occurred_at desc);

alter table public.client_errors enable row level security;

revoke all on table public.client_errors from anon, authenticated, service_role;
grant select on table public.client_errors to authenticated;
grant select, delete on table public.client_errors to service_role;

create policy "Staff read client errors"
  on public.client_errors for select
  to authenticated
  using (public.is_staff());

create or replace function public.report_client_error(
  kind text,
  message text,
  stack text default null,
  component_stack text default null,
  url text default null,
  release text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Reports one client may make per minute, and all clients together.
  per_client_per_minute constant integer := 10;
  all_clients_per_minute constant integer := 300;
  -- Older reports are removed as new ones arrive.
  retention constant interval := interval '90 days';
  fingerprint text := md5('client-error:' || coalesce(public.request_ip(), 'unknown'));
  report_id uuid;
begin
  -- One report at a time per client, so concurrent reports cannot all pass the count.
  perform pg_advisory_xact_lock(hashtext(fingerprint));
  if (select count(*) from public.client_errors e
      where e.client_fingerprint = fingerprint and e.occurred_at > now() - interval '1 minute') >= per_client_per_minute
    or (select count(*) from public.client_errors e where e.occurred_at > now() - interval '1 minute') >= all_clients_per_minute
  then
    raise exception 'Too many error reports; try again in a minute' using errcode = 'PT429';
  end if;

  insert into public.client_errors (kind, message, stack, component_stack, url, path, release, user_agent, user_id, user_email, client_fingerprint)
  values (
    report_client_error.kind,
    report_client_error.message,
    nullif(report_client_error.stack, ''),
    nullif(report_client_error.component_stack, ''),
    nullif(report_client_error.url, ''),
    coalesce(nullif(substring(report_client_error.url from '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*([^?#]*)'), ''), '/'),
    nullif(report_client_error.release, ''),
    left(public.request_header('user-agent'), 512),
    (select u.id from auth.users u where u.id = auth.uid()),
    nullif(auth.jwt() ->> 'email', ''),
    fingerprint
  )
  returning id into report_id;

  delete from public.client_errors e where e.occurred_at < now() - retention;
  return report_id;
end
$$;

comment on function public.report_client_error(text, text, text, text, text, text) is
  'Records an error from a browser: at most 10 per client and 300 in all per minute (PT429 beyond).';

revoke all on function public.report_client_error(text, text, text, text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.report_client_error(text, text, text, text, text, text) to anon, authenticated, service_role;
