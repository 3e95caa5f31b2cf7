-- record_auth_audit_event() gains what GoTrue writes for its own events: the actor's user id
-- (payload.actor_id) and the client's address (the ip_address column). Both travel in `traits`
-- (actor_id, ip_address) so the signature, and every caller of it, stays as it was.

create or replace function public.record_auth_audit_event(
  action text,
  log_type text,
  traits jsonb default '{}'::jsonb,
  actor text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry_id uuid := gen_random_uuid();
  given jsonb := coalesce(record_auth_audit_event.traits, '{}'::jsonb);
  address text := left(coalesce(btrim(given ->> 'ip_address'), ''), 64);
begin
  if coalesce(btrim(record_auth_audit_event.action), '') = '' or coalesce(btrim(record_auth_audit_event.log_type), '') = '' then
    raise exception 'an audit event needs an action and a log type' using errcode = '22023';
  end if;
  insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
  values (
    '00000000-0000-0000-0000-000000000000',
    entry_id,
    json_build_object(
      'action', record_auth_audit_event.action,
      'log_type', record_auth_audit_event.log_type,
      'actor_id', coalesce(given ->> 'actor_id', ''),
      'actor_username', coalesce(record_auth_audit_event.actor, 'service_role'),
      'actor_via_sso', false,
      'traits', given - 'actor_id' - 'ip_address'
    ),
    now(),
    address
  );
  return entry_id;
end;
$$;

comment on function public.record_auth_audit_event(text, text, jsonb, text) is
  'Writes one entry to auth.audit_log_entries (GoTrue''s payload shape; traits.actor_id and traits.ip_address fill actor_id and ip_address); service role only.';

revoke all on function public.record_auth_audit_event(text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.record_auth_audit_event(text, text, jsonb, text) to service_role;
