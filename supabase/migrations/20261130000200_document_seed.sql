-- The document seed (docs/decisions/0003-content-model.md): supabase/document-seed.sql, generated
-- from app/content by scripts/document-seed.ts, calls apply_document_seed() with every seed
-- document. It writes a document only while nobody else has: a row whose title, path and published
-- data no longer hash to its seed_hash was published by staff (publish-document), and the seed
-- leaves it, as it leaves documents staff unpublished, trashed or hold a saved draft of.

-- What the seed wrote, as one hash: the title, the path and the published data (jsonb's text is canonical).
create function public.document_seed_hash(p_title text, p_path text, p_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select md5(jsonb_build_array(p_title, p_path, p_data)::text)
$$;

comment on function public.document_seed_hash(text, text, jsonb) is 'The hash documents.seed_hash holds of what the document seed wrote.';

-- Publishes each seed document ({id, kind, path, title, data}) that is new or still as the seed
-- last wrote it, as its next version (published by nobody); answers what became of each:
-- created, updated, unchanged, kept (staff changed it) or path_taken (another live document has the path).
create function public.apply_document_seed(p_documents jsonb)
returns table (document_id uuid, document_path text, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry jsonb;
  doc public.documents;
  seed_title text;
  seed_data jsonb;
  new_hash text;
  written uuid[] := '{}';
begin
  for entry in select e.value from jsonb_array_elements(p_documents) e loop
    document_id := (entry ->> 'id')::uuid;
    document_path := entry ->> 'path';
    seed_title := entry ->> 'title';
    seed_data := entry -> 'data';
    new_hash := public.document_seed_hash(seed_title, document_path, seed_data);
    select * into doc from public.documents d where d.id = document_id for update;

    if exists (select 1 from public.documents d where d.path = document_path and d.deleted_at is null and d.id <> document_id) then
      outcome := 'path_taken';
    elsif doc.id is null then
      insert into public.documents (id, collection, path, title) values (document_id, entry ->> 'kind', document_path, seed_title);
      -- Published by an update, so the triggers number it version 1 and keep it in the history.
      update public.documents d set published_data = seed_data, published_at = now(), seed_hash = new_hash where d.id = document_id;
      written := written || document_id;
      outcome := 'created';
    elsif doc.seed_hash is distinct from public.document_seed_hash(doc.title, doc.path, doc.published_data)
      or doc.unpublished_at is not null or doc.deleted_at is not null
      or exists (select 1 from public.document_drafts r where r.document_id = doc.id) then
      outcome := 'kept';
    elsif doc.seed_hash = new_hash then
      outcome := 'unchanged';
    else
      update public.documents d
        set title = seed_title, path = document_path, published_data = seed_data, published_at = now(), published_by = null,
          updated_at = now(), updated_by = null, seed_hash = new_hash
        where d.id = document_id;
      written := written || document_id;
      outcome := 'updated';
    end if;
    doc := null;
    return next;
  end loop;
  -- Links last: a seed document may link to one written after it.
  perform public.refresh_document_links(w) from unnest(written) w;
end
$$;

comment on function public.apply_document_seed(jsonb) is 'Writes the document seed (supabase/document-seed.sql), leaving every document staff changed as it is.';

revoke all on function public.document_seed_hash(text, text, jsonb), public.apply_document_seed(jsonb) from public, anon, authenticated, service_role;
