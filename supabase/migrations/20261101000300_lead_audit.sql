-- Every staff action on a lead goes into the audit log: status and assignee changes, notes
-- written, edited and removed, files removed, and each file a staff member opened. Unlike
-- audit_row_change() these entries keep no personal data (no names, addresses or note text,
-- which the lead and its note history hold), because the audit log is append-only and must not
-- outlive an erasure with a visitor's details in it. The lead's reference names the target.

create or replace function public.audit_lead_work()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_id text;
  reference text;
  old_data jsonb;
  new_data jsonb;
begin
  if tg_table_name = 'leads' then
    if tg_op = 'UPDATE' then
      if (old.status, old.assignee) is not distinct from (new.status, new.assignee) then
        return null;
      end if;
      old_data := jsonb_build_object('status', old.status, 'assignee', old.assignee);
      new_data := jsonb_build_object('status', new.status, 'assignee', new.assignee);
    elsif tg_op = 'DELETE' then
      old_data := jsonb_build_object('type', old.type, 'status', old.status);
    else
      return null;
    end if;
    target_id := coalesce(new.id, old.id)::text;
    reference := coalesce(new.reference, old.reference);
  elsif tg_table_name = 'lead_notes' then
    if tg_op = 'UPDATE' and old.body is not distinct from new.body then
      return null;
    end if;
    target_id := coalesce(new.id, old.id)::text;
    select l.reference into reference from public.leads l where l.id = coalesce(new.lead_id, old.lead_id);
    old_data := case when tg_op <> 'INSERT' then jsonb_build_object('lead_id', old.lead_id, 'length', char_length(old.body)) end;
    new_data := case when tg_op <> 'DELETE' then jsonb_build_object('lead_id', new.lead_id, 'length', char_length(new.body)) end;
  else
    target_id := old.id::text;
    select l.reference into reference from public.leads l where l.id = old.lead_id;
    old_data := jsonb_build_object('lead_id', old.lead_id, 'mime_type', old.mime_type, 'size_bytes', old.size_bytes);
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent
  ) values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    public.request_role(),
    lower(tg_op),
    tg_table_name,
    target_id,
    reference,
    old_data,
    new_data,
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
  return null;
end
$$;

revoke all on function public.audit_lead_work() from public, anon, authenticated, service_role;

create trigger audit_lead_work after update or delete on public.leads
  for each row execute function public.audit_lead_work();
create trigger audit_lead_work after insert or update or delete on public.lead_notes
  for each row execute function public.audit_lead_work();
create trigger audit_lead_work after delete on public.lead_files
  for each row execute function public.audit_lead_work();

-- A staff member opened (previewed or downloaded) one of a lead's files: recorded before the
-- browser is given the file's short-lived signed URL.
create or replace function public.record_lead_file_opened(file_id uuid, how text default 'download')
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  file record;
begin
  if not public.is_staff() then
    raise exception 'Only staff may open lead files' using errcode = '42501';
  end if;
  if how not in ('download', 'preview') then
    raise exception 'how must be download or preview' using errcode = '22023';
  end if;
  select f.id, f.lead_id, f.mime_type, f.size_bytes, l.reference into file
    from public.lead_files f join public.leads l on l.id = f.lead_id where f.id = file_id;
  if not found then
    raise exception 'No such lead file' using errcode = 'P0002';
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, new_data, ip_address, user_agent
  ) values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    public.request_role(),
    how,
    'lead_files',
    file.id::text,
    file.reference,
    jsonb_build_object('lead_id', file.lead_id, 'mime_type', file.mime_type, 'size_bytes', file.size_bytes),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
end
$$;

revoke all on function public.record_lead_file_opened(uuid, text) from public, anon;
grant execute on function public.record_lead_file_opened(uuid, text) to authenticated, service_role;
