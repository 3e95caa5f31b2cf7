-- Staff who may only read a document (a recruiter opening a service page: issue 37, the read view)
-- see its published versions too, as they see the live page itself. A document of a kind the role
-- edits is readable as before; any other only while it is live (the "Anyone reads live documents"
-- policy's test), so a draft, an unpublished or a trashed document of another kind stays refused.
-- Visitors still get nothing: document_editor_role() refuses anyone who is not staff.
create or replace function public.document_history(p_id uuid)
returns table (version integer, title text, path text, data jsonb, published_at timestamptz, published_by_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := (select d from public.documents d where d.id = p_id);
begin
  if doc.id is null
    or not (
      public.role_edits_document_kind(role, doc.collection)
      or (doc.published_data is not null and doc.unpublished_at is null and doc.deleted_at is null)
    ) then
    raise exception 'Your role may not read the history of this document' using errcode = '42501';
  end if;
  return query
    select v.version, v.title, v.path, v.data, v.published_at, public.staff_display_name(v.published_by)
    from public.document_versions v
    where v.document_id = p_id
    order by v.version desc;
end
$$;
