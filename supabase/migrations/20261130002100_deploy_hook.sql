-- The static export on a build-per-publish host (Netlify, Cloudflare Pages: docs/hosting.md) is
-- rebuilt by a deploy hook: a secret https URL the host gives, which an admin pastes into the
-- settings. Every committed change to what the pages show (the tables whose trigger broadcasts on
-- 'site_content') owes the site a build; the deploy-hook edge function pays it once the content has
-- been quiet for a few seconds, so a batch of publishes is one build (supabase/functions/_shared/
-- deploy-hook.ts). A hook that fails never fails the publish: the call happens after the commit,
-- and its outcome is only recorded here for the settings screen.

-- The URL: an admin-only private setting (read, changed and audited as the lead recipients are);
-- removing the row turns the hook off.
alter table public.private_settings add constraint private_settings_deploy_hook_valid check (
  key <> 'deploy_hook'
  or (
    jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'url') = 'string'
    and length(value ->> 'url') <= 2048
    and (value ->> 'url') ~ '^https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[^[:space:]]*)?$'
  )
);

-- What is owed and the last call: one row, written by the trigger and the service role only.
-- `requested` counts the changes, `claimed` the last one a call was made for, so a change committed
-- while a call is being made is owed again, never lost.
create table public.deploy_hook_state (
  id text primary key default 'site'
    constraint deploy_hook_state_one_row check (id = 'site'),
  requested bigint not null default 0,
  requested_at timestamptz,
  claimed bigint not null default 0,
  called_at timestamptz,
  last_status integer
    constraint deploy_hook_state_status_http check (last_status between 100 and 599),
  last_error text
    constraint deploy_hook_state_error_short check (length(last_error) <= 500)
);

comment on table public.deploy_hook_state is 'The deploy hook: changes owed a build, and its last call''s time, HTTP status and error.';

insert into public.deploy_hook_state (id) values ('site');

alter table public.deploy_hook_state enable row level security;
revoke all on table public.deploy_hook_state from anon, authenticated, service_role;
grant select on table public.deploy_hook_state to authenticated;
grant all on table public.deploy_hook_state to service_role;

create policy "Admins read the deploy hook's state" on public.deploy_hook_state for select to authenticated
  using (public.is_admin());

-- Statement-level after each change to what the pages show: one more change owed, when a hook is set.
create function public.request_site_build()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.private_settings s where s.key = 'deploy_hook') then
    update public.deploy_hook_state set requested = requested + 1, requested_at = pg_catalog.clock_timestamp() where id = 'site';
  end if;
  return null;
end
$$;

revoke all on function public.request_site_build() from public, anon, authenticated;

create trigger request_site_build
  after insert or update or delete or truncate on public.documents
  for each statement execute function public.request_site_build();

create trigger request_site_build
  after insert or update or delete or truncate on public.content_sections
  for each statement execute function public.request_site_build();

create trigger request_site_build
  after insert or update or delete or truncate on public.site_settings
  for each statement execute function public.request_site_build();

create trigger request_site_build
  after insert or update or delete or truncate on public.client_logos
  for each statement execute function public.request_site_build();

create trigger request_site_build
  after insert or update or delete or truncate on public.media
  for each statement execute function public.request_site_build();

-- The hook's URL when a build is owed and nothing changed for p_quiet_ms: {"url"} to the one caller
-- that claims it; {"waitMs"} while the last change is more recent; null when nothing is owed or no
-- hook is set. The row lock makes two callers at once one call.
create function public.claim_deploy_hook(p_quiet_ms integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text := (select s.value ->> 'url' from public.private_settings s where s.key = 'deploy_hook');
  quiet interval := pg_catalog.make_interval(secs => greatest(coalesce(p_quiet_ms, 0), 0) / 1000.0);
  state public.deploy_hook_state;
begin
  if hook_url is null then
    return null;
  end if;
  update public.deploy_hook_state s set claimed = s.requested
    where s.id = 'site' and s.requested > s.claimed and s.requested_at <= pg_catalog.clock_timestamp() - quiet
    returning * into state;
  if found then
    return pg_catalog.jsonb_build_object('url', hook_url);
  end if;
  select * into state from public.deploy_hook_state s where s.id = 'site';
  if state.requested > state.claimed then
    return pg_catalog.jsonb_build_object(
      'waitMs', greatest(0, ceil(extract(epoch from state.requested_at + quiet - pg_catalog.clock_timestamp()) * 1000))::integer
    );
  end if;
  return null;
end
$$;

-- The hook's URL for the admin's "Test hook" (null when none is set).
create function public.deploy_hook_url()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select s.value ->> 'url' from public.private_settings s where s.key = 'deploy_hook'
$$;

-- The answer of a call: its HTTP status (null when the host could not be reached) and what went wrong.
create function public.record_deploy_hook_call(p_status integer, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.deploy_hook_state
    set called_at = now(), last_status = p_status, last_error = left(p_error, 500)
    where id = 'site'
$$;

revoke all on function public.claim_deploy_hook(integer), public.deploy_hook_url(), public.record_deploy_hook_call(integer, text)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_deploy_hook(integer), public.deploy_hook_url(), public.record_deploy_hook_call(integer, text)
  to service_role;
