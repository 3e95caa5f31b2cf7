-- Replacing an image's file keeps every reference (docs/decisions/0005-media-library.md): documents
-- name the media row's id, so staff upload the new file and point the row at it; the id, alt text,
-- focal point and every document that uses it stay. Only website staff may (the update policy of
-- 20261130000500_media_library.sql), every replacement is in the audit log (enable_audit there), and
-- a changed file drops the cached public renders (its notify_site_content_changed trigger).

-- The file's facts join what staff may update; the row's id, who added it and when stay as they were.
grant update (object_path, mime_type, size_bytes, width, height) on table public.media to authenticated;

-- The facts describe the file the row names: they change only with the file, and a new file's type
-- and size are the ones storage recorded on upload. The type stays a raster image (the table's CHECK
-- and the bucket's allowed types), the one family the library holds.
create function public.check_media_file_replacement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored jsonb;
begin
  if new.object_path = old.object_path then
    if (new.mime_type, new.size_bytes, new.width, new.height) is distinct from (old.mime_type, old.size_bytes, old.width, old.height) then
      raise exception 'An image''s type and size change only with a new file'
        using errcode = '22023', hint = 'Upload the new file, then point the image at it.';
    end if;
    return new;
  end if;
  select o.metadata into stored from storage.objects o where o.bucket_id = 'media' and o.name = new.object_path;
  if stored is not null and (
    stored ->> 'mimetype' is distinct from new.mime_type or (stored ->> 'size')::bigint is distinct from new.size_bytes
  ) then
    raise exception 'The new file % is a % of % bytes, not a % of % bytes',
      new.object_path, stored ->> 'mimetype', stored ->> 'size', new.mime_type, new.size_bytes
      using errcode = '22023', hint = 'Give the type and size of the file that was uploaded.';
  end if;
  return new;
end
$$;

revoke all on function public.check_media_file_replacement() from public, anon, authenticated;

create trigger check_media_file_replacement
  before update on public.media
  for each row execute function public.check_media_file_replacement();
