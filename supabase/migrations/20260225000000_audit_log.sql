-- The audit log: who changed what, when and from where. Every write to a staff-edited table is
-- recorded by a trigger in the same transaction (never by the browser), with the row before and
-- after. Server-side functions record the actions the database cannot see (staff invited, roles
-- changed) through record_audit_event(). Nobody rewrites history: no API role may update or delete
-- a row, and a trigger refuses it even to the table's owner. Admins read this log together with
-- GoTrue's own (auth.audit_log_entries: sign-ins, sign-outs, account changes) through audit_events().

create table public.audit_log (
  id bigint generated always as identity primary key,
  -- The clock, not the transaction's start: several changes in one transaction keep their order.
  occurred_at timestamptz not null default clock_timestamp(),
  -- auth.uid() and the email claim of the request's JWT; null for the service role or a database session.
  actor_id uuid,
  actor_email text,
  -- The staff role from the JWT, else its role claim (service_role, authenticated); null without a request.
  actor_role text,
  action text not null
    constraint audit_log_action_format check (action ~ '^[a-z][a-z_]{1,63}$'),
  -- The table a row change happened in, or what a function acted on ('user').
  target_type text not null
    constraint audit_log_target_type_format check (target_type ~ '^[a-z][a-z_]{1,63}$'),
  target_id text,
  -- A human name for the target at the time (a section's key, a logo's name, a user's address).
  target_label text,
  old_data jsonb,
  new_data jsonb,
  ip_address text,
  user_agent text
);

comment on table public.audit_log is 'Append-only record of staff changes: actor, action, target, before/after, client address.';

create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);

-- What the request came with, as PostgREST passes it (request.headers / request.jwt.claims).
create or replace function public.request_header(name text)
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(nullif(current_setting('request.headers', true), '')::jsonb ->> lower(name), '')
$$;

comment on function public.request_header(text) is 'One header of the current API request (lower-case name), or null outside a request.';

-- The client's address: X-Real-IP as the API gateway sets it (the local server sets it from the
-- socket and overwrites what a client sent), else the first X-Forwarded-For hop.
create or replace function public.request_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
    public.request_header('x-real-ip'),
    nullif(btrim(split_part(public.request_header('x-forwarded-for'), ',', 1)), '')
  ), 64)
$$;

comment on function public.request_ip() is 'The API client''s IP address as the gateway reports it, or null outside a request.';

create or replace function public.request_role()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role(), nullif(auth.jwt() ->> 'role', ''))
$$;

comment on function public.request_role() is 'admin or editor for staff, else the JWT''s role claim; null outside a request.';

revoke all on function public.request_header(text), public.request_ip(), public.request_role() from public, anon, authenticated, service_role;

-- Row changes. Arguments: the key column and the column that names the row (both optional).
create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_data jsonb := coalesce(new_row, old_row);
  key_column text := coalesce(nullif(tg_argv[0], ''), 'id');
  label_column text := nullif(tg_argv[1], '');
  -- Stamps change on every write; a write that changes nothing else is not a change.
  stamps constant text[] := array['updated_at', 'updated_by'];
begin
  if tg_op = 'UPDATE' and (old_row - stamps) = (new_row - stamps) then
    return null;
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent
  )
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    public.request_role(),
    lower(tg_op),
    tg_table_name,
    row_data ->> key_column,
    left(coalesce(row_data ->> label_column, row_data ->> key_column), 200),
    old_row,
    new_row,
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
  return null;
end
$$;

revoke all on function public.audit_row_change() from public, anon, authenticated, service_role;

-- One line puts a table under audit: select public.enable_audit('public.leads');
create or replace function public.enable_audit(target regclass, key_column text default 'id', label_column text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format('drop trigger if exists audit_row_change on %s', target);
  execute format(
    'create trigger audit_row_change after insert or update or delete on %s for each row execute function public.audit_row_change(%L, %L)',
    target,
    key_column,
    coalesce(label_column, '')
  );
end
$$;

comment on function public.enable_audit(regclass, text, text) is 'Records every insert, update and delete of the table in public.audit_log (for migrations).';

revoke all on function public.enable_audit(regclass, text, text) from public, anon, authenticated, service_role;

select public.enable_audit('public.site_settings', 'key');
select public.enable_audit('public.content_sections', 'key');
select public.enable_audit('public.client_logos', 'id', 'name');

-- Append-only, whoever asks.
create or replace function public.refuse_audit_rewrite()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log is append-only: its rows cannot be changed or removed'
    using errcode = '42501';
end
$$;

revoke all on function public.refuse_audit_rewrite() from public, anon, authenticated, service_role;

create trigger refuse_audit_rewrite
  before update or delete or truncate on public.audit_log
  for each statement execute function public.refuse_audit_rewrite();

alter table public.audit_log enable row level security;

-- No policies: the API roles never touch the table; admins read it through audit_events().
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to service_role;

-- What a server-side function did on a staff member's behalf (the caller it verified as actor).
create or replace function public.record_audit_event(
  action text,
  target_type text,
  target_id text default null,
  target_label text default null,
  actor_id uuid default null,
  actor_email text default null,
  actor_role text default null,
  old_data jsonb default null,
  new_data jsonb default null,
  ip_address text default null,
  user_agent text default null
)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent
  )
  values (
    record_audit_event.actor_id,
    record_audit_event.actor_email,
    record_audit_event.actor_role,
    record_audit_event.action,
    record_audit_event.target_type,
    record_audit_event.target_id,
    left(record_audit_event.target_label, 200),
    record_audit_event.old_data,
    record_audit_event.new_data,
    left(coalesce(record_audit_event.ip_address, public.request_ip()), 64),
    left(coalesce(record_audit_event.user_agent, public.request_header('user-agent')), 512)
  )
  returning id
$$;

comment on function public.record_audit_event(text, text, text, text, uuid, text, text, jsonb, jsonb, text, text) is
  'Appends an event to the audit log on behalf of a verified caller; service role only (edge functions).';

revoke all on function public.record_audit_event(text, text, text, text, uuid, text, text, jsonb, jsonb, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.record_audit_event(text, text, text, text, uuid, text, text, jsonb, jsonb, text, text) to service_role;

-- The one way to read the log: both logs as one list, for admins only. Filter, order and page it
-- with PostgREST's operators on the result (occurred_at, action, target_type, actor_email…).
create or replace function public.audit_events()
returns table (
  id text,
  source text,
  occurred_at timestamptz,
  actor_id uuid,
  actor_email text,
  actor_role text,
  action text,
  target_type text,
  target_id text,
  target_label text,
  old_data jsonb,
  new_data jsonb,
  details jsonb,
  ip_address text,
  user_agent text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_admin() or auth.role() = 'service_role') then
    raise exception 'Only administrators can read the audit log' using errcode = '42501';
  end if;
  return query
    select
      'data-' || a.id,
      'data'::text,
      a.occurred_at,
      a.actor_id,
      a.actor_email,
      a.actor_role,
      a.action,
      a.target_type,
      a.target_id,
      a.target_label,
      a.old_data,
      a.new_data,
      null::jsonb,
      a.ip_address,
      a.user_agent
    from public.audit_log a
    union all
    select
      'auth-' || e.id,
      'auth'::text,
      e.created_at,
      actor.id,
      e.payload ->> 'actor_username',
      case
        when e.payload ->> 'actor_username' in ('service_role', 'supabase_admin') then e.payload ->> 'actor_username'
        when e.payload ->> 'actor_username' like 'admin-cli:%' then 'operator'
        else coalesce(nullif(actor.raw_app_meta_data ->> 'role', ''), 'authenticated')
      end,
      e.payload ->> 'action',
      'user'::text,
      coalesce(e.payload -> 'traits' ->> 'user_id', actor.id::text),
      coalesce(e.payload -> 'traits' ->> 'user_email', e.payload ->> 'actor_username'),
      null::jsonb,
      null::jsonb,
      e.payload::jsonb -> 'traits',
      nullif(e.ip_address, ''),
      null::text
    from auth.audit_log_entries e
    left join auth.users actor
      on actor.id::text = e.payload ->> 'actor_id'
      and e.payload ->> 'actor_id' <> '00000000-0000-0000-0000-000000000000';
end
$$;

comment on function public.audit_events() is
  'The audit log and GoTrue''s auth.audit_log_entries as one list; admins and the service role only (42501 for anyone else).';

revoke all on function public.audit_events() from public, anon, authenticated, service_role;
grant execute on function public.audit_events() to authenticated, service_role;
