-- The `realtime` schema as hosted Supabase has it for the parts projects use (realtime.messages
-- with its RLS for private channels, realtime.topic()), plus this server's change capture: a row
-- trigger on every table of the supabase_realtime publication writes each change into
-- realtime.change_queue in the writing transaction and notifies the server, so a change is seen
-- only once its transaction commits and never when it rolls back. Runs on every start: idempotent.

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

-- Private channels: a join or a send is allowed when the caller may select (read) or insert
-- (write) a row of this table for the channel's topic under its RLS policies.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Captured changes, read and deleted by the server right after their transaction commits.
create table if not exists realtime.change_queue (
  id bigserial primary key,
  txid bigint not null,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  -- The whole old row: the server cuts it down to the table's replica identity when it delivers it.
  old_record jsonb,
  captured_at timestamptz not null default clock_timestamp()
);
-- The primary key and the table's RLS were captured per change before; the server looks them up now,
-- and only for changes someone subscribed to. The queue is emptied on every start.
alter table realtime.change_queue drop column if exists primary_key, drop column if exists rls_enabled;
create index if not exists change_queue_txid_idx on realtime.change_queue (txid);
revoke all on realtime.change_queue from public, anon, authenticated, service_role;

-- The tables someone subscribed to ('*': every published table of the schema), kept by the server as
-- channels join and leave, and emptied on every start. A change to a table nobody watches is not
-- queued: hosted Realtime likewise only decodes the changes a subscription asks for, at no cost to
-- the writer, and queuing one cost more than the write itself.
create table if not exists realtime.capture_targets (
  schema_name text not null,
  table_name text not null,
  primary key (schema_name, table_name)
);
revoke all on realtime.capture_targets from public, anon, authenticated, service_role;

-- security definer: the writer (anon, a user) may not touch the queue itself. Runs in every write to a
-- published table, so it only copies the rows: what the table's catalog says of them is looked up by
-- the server when someone subscribed to the change.
create or replace function realtime.capture_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from realtime.capture_targets
    where schema_name = tg_table_schema and table_name in (tg_table_name, '*')
  ) then
    return null;
  end if;
  insert into realtime.change_queue (txid, schema_name, table_name, action, record, old_record)
  values (
    pg_catalog.txid_current(), tg_table_schema, tg_table_name, tg_op,
    case when tg_op = 'DELETE' then null else pg_catalog.to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else pg_catalog.to_jsonb(old) end
  );
  perform pg_catalog.pg_notify('realtime_changes', pg_catalog.txid_current()::text);
  return null;
end
$$;
revoke all on function realtime.capture_change() from public, anon, authenticated, service_role;

-- Gives every table of the supabase_realtime publication the capture trigger, and takes it off
-- tables that left the publication.
create or replace function realtime.sync_capture() returns void
language plpgsql
as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
      and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_capture_changes')
  loop
    execute format(
      'create trigger realtime_capture_changes after insert or update or delete on %s for each row execute function realtime.capture_change()',
      rel
    );
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgname = 'realtime_capture_changes'
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables pt
        join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
        join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
        where pt.pubname = 'supabase_realtime' and c.oid = t.tgrelid
      )
  loop
    execute format('drop trigger realtime_capture_changes on %s', rel);
  end loop;
end
$$;
revoke all on function realtime.sync_capture() from public, anon, authenticated, service_role;

create or replace function realtime.sync_capture_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.sync_capture();
end
$$;
revoke all on function realtime.sync_capture_on_ddl() from public, anon, authenticated, service_role;

-- Publication changes take effect at once; where event triggers are not allowed (a managed
-- PostgreSQL without superuser) the server syncs on start and when a channel asks for a table.
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_sync_capture') then
    create event trigger realtime_sync_capture on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE')
      execute function realtime.sync_capture_on_ddl();
  end if;
exception when others then
  raise notice 'event trigger realtime_sync_capture not created: %', sqlerrm;
end
$$;

-- Decides, as the database itself, which audiences (a role with its JWT claims) may see a changed
-- row: for INSERT and UPDATE on a table with RLS, whether `select … where <primary key>` finds the
-- row under that role and claims (what hosted Realtime's apply_rls does); elsewhere whether the role
-- may select the primary key. DELETE is not checked, as on hosted Supabase. Also answers, per
-- role, the columns it may select, which the change payload is cut down to.
create or replace function realtime.visible_to(entity regclass, action text, record jsonb, pk text[], audiences jsonb)
returns jsonb
language plpgsql
as $$
declare
  rls boolean;
  statement text;
  audience jsonb;
  visible boolean;
  role_name text;
  visibility jsonb := '[]';
  columns jsonb := '{}';
begin
  select c.relrowsecurity into rls from pg_catalog.pg_class c where c.oid = entity;
  for role_name in select distinct a ->> 'role' from pg_catalog.jsonb_array_elements(audiences) a loop
    columns := columns || pg_catalog.jsonb_build_object(role_name, coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_type t on t.oid = a.atttypid
      where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege(role_name, entity, a.attname, 'SELECT')
    ), '[]'::jsonb));
  end loop;
  if action <> 'DELETE' and rls and coalesce(array_length(pk, 1), 0) > 0 then
    statement := format(
      'select exists (select 1 from %1$s t, pg_catalog.jsonb_populate_record(null::%1$s, $1) r where %2$s)',
      entity,
      (select string_agg(format('t.%1$I = r.%1$I', k), ' and ') from unnest(pk) k)
    );
  end if;
  for audience in select * from pg_catalog.jsonb_array_elements(audiences) loop
    role_name := audience ->> 'role';
    if action = 'DELETE' then
      visible := true;
    elsif statement is null then
      visible := coalesce(array_length(pk, 1), 0) > 0
        and (select bool_and(pg_catalog.has_column_privilege(role_name, entity, k, 'SELECT')) from unnest(pk) k);
    else
      begin
        perform pg_catalog.set_config('role', role_name, true);
        perform pg_catalog.set_config('request.jwt.claims', (audience -> 'claims')::text, true);
        execute statement into visible using record;
      exception when others then
        visible := false;
      end;
      perform pg_catalog.set_config('role', 'none', true);
    end if;
    visibility := visibility || pg_catalog.to_jsonb(coalesce(visible, false));
  end loop;
  return pg_catalog.jsonb_build_object('visible', visibility, 'columns', columns);
end
$$;
revoke all on function realtime.visible_to(regclass, text, jsonb, text[], jsonb) from public, anon, authenticated, service_role;

-- The topics some channel has joined (public and private rooms of one name apart), kept by the server
-- as channels join and leave, and emptied on every start. A message to a topic nobody joined reaches
-- nobody, so realtime.send() does not write it: under a burst of leads the write, its notification and
-- the server taking it back cost a quarter of each lead's time in the database while no staff had the
-- inbox open.
create table if not exists realtime.broadcast_topics (
  topic text not null,
  private boolean not null,
  primary key (topic, private)
);
revoke all on realtime.broadcast_topics from public, anon, authenticated, service_role;
grant select on realtime.broadcast_topics to service_role;

-- Broadcast from the database, as hosted Realtime offers it: realtime.send() writes the message to
-- realtime.messages and the server delivers it, once the transaction commits (never when it rolls
-- back), to the channels of its topic, which were let in by the read policies of realtime.messages.
-- The server deletes a message once delivered: nothing replays it.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  message_id uuid;
begin
  if not exists (
    select 1 from realtime.broadcast_topics t
    where t.topic = send.topic and t.private = coalesce(send.private, true)
  ) then
    return;
  end if;
  begin
    perform pg_catalog.set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast')
    returning id into message_id;
    perform pg_catalog.pg_notify('realtime_messages', message_id::text);
  exception when others then
    -- As hosted: a message that cannot be sent never fails the write that sent it.
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;
revoke all on function realtime.send(jsonb, text, text, boolean) from public, anon, authenticated;
grant execute on function realtime.send(jsonb, text, text, boolean) to service_role;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW'
)
returns void
language plpgsql
as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    pg_catalog.jsonb_build_object(
      'old_record', old, 'record', new, 'operation', operation, 'table', table_name, 'schema', table_schema
    ),
    event_name,
    topic_name
  );
end
$$;
revoke all on function realtime.broadcast_changes(text, text, text, text, text, record, record, text) from public, anon, authenticated;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text) to service_role;
