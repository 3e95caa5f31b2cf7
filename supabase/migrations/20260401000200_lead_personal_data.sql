-- GDPR access and erasure for one person: everything the leads hold about an email address, and
-- its removal. Admins only. Erased leads' files lose their lead_files rows with them and are then
-- removed from storage by the server's sweep of unclaimed uploads.

create or replace function public.export_lead_person(person_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins may export personal data' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'email', lower(person_email),
    'exported_at', now(),
    'leads', coalesce((
      select jsonb_agg(to_jsonb(l) || jsonb_build_object(
        'files', coalesce((select jsonb_agg(jsonb_build_object('file_name', f.file_name, 'mime_type', f.mime_type, 'size_bytes', f.size_bytes, 'created_at', f.created_at))
                  from public.lead_files f where f.lead_id = l.id), '[]'::jsonb),
        'notes', coalesce((select jsonb_agg(jsonb_build_object('body', n.body, 'created_at', n.created_at))
                  from public.lead_notes n where n.lead_id = l.id), '[]'::jsonb)
      ) order by l.created_at)
      from public.leads l where l.email = lower(person_email)
    ), '[]'::jsonb)
  );
end
$$;

create or replace function public.erase_lead_person(person_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  erased integer;
begin
  if not public.is_admin() then
    raise exception 'Only admins may erase personal data' using errcode = '42501';
  end if;
  delete from public.leads where email = lower(person_email);
  get diagnostics erased = row_count;
  return erased;
end
$$;

revoke all on function public.export_lead_person(text), public.erase_lead_person(text) from public, anon;
grant execute on function public.export_lead_person(text), public.erase_lead_person(text) to authenticated, service_role;
