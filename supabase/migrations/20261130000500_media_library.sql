-- The media library (docs/decisions/0005-media-library.md): every image the site shows is one row of
-- public.media, its file an object of the public `media` bucket. A row says what the image is to a
-- reader (alt text, or that it is decorative: a CHECK requires exactly one), how big it is (so
-- pages set width and height and nothing shifts) and where every crop is centred (the focal point).
--
-- Documents name an image by the media row's id (a field of kind `image` holds the uuid), so
-- "where used" is a search of the documents' data, and visitors read a row only while a live
-- document uses it. Staff who run the website (admins and editors) add, describe and remove
-- images; every change is audited; a row a document still uses cannot be removed.

-- The bucket: raster images only. SVG is refused: it can carry scripts, is served from the
-- site's own origin, and the render endpoint cannot resize it to a srcset. 50 MiB is the global
-- upload limit; files over 6 MB go up resumably (TUS), as Supabase recommends.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 52428800, array['image/avif', 'image/webp', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create table public.media (
  id uuid primary key default gen_random_uuid(),
  -- The object's name in the media bucket ('<uuid>/<file-name>.webp'); the public URL derives from it.
  object_path text not null
    constraint media_object_path_unique unique
    constraint media_object_path_format check (object_path ~ '^[A-Za-z0-9][A-Za-z0-9._-]*(/[A-Za-z0-9][A-Za-z0-9._-]*)*$' and length(object_path) <= 300),
  -- The name the file had on the uploader's computer: what staff search by.
  file_name text not null
    constraint media_file_name_present check (btrim(file_name) <> '' and length(file_name) <= 255),
  mime_type text not null
    constraint media_mime_type_raster check (mime_type in ('image/avif', 'image/webp', 'image/jpeg', 'image/png')),
  size_bytes bigint not null
    constraint media_size_bytes_range check (size_bytes between 1 and 52428800),
  width integer not null
    constraint media_width_range check (width between 1 and 20000),
  height integer not null
    constraint media_height_range check (height between 1 and 20000),
  alt_text text
    constraint media_alt_text_present check (alt_text is null or (btrim(alt_text) <> '' and length(alt_text) <= 500)),
  decorative boolean not null default false,
  -- Where every crop is centred, as fractions of the width and height from the top left.
  focal_x numeric(4, 3) not null default 0.5
    constraint media_focal_x_range check (focal_x between 0 and 1),
  focal_y numeric(4, 3) not null default 0.5
    constraint media_focal_y_range check (focal_y between 0 and 1),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  -- A reader gets alt text, or the image is marked decorative (and has none): never both, never neither.
  constraint media_alt_text_or_decorative check ((alt_text is not null) <> decorative)
);

comment on table public.media is 'The media library: one row per image in the media bucket, with its alt text (or decorative flag), size and focal point.';
comment on column public.media.decorative is 'The image adds nothing a reader needs (alt=""); true exactly when alt_text is null.';
comment on column public.media.focal_x is 'The focal point across (0 left, 1 right) every crop is centred on.';
comment on column public.media.focal_y is 'The focal point down (0 top, 1 bottom) every crop is centred on.';

create index media_created_at_idx on public.media (created_at desc);

-- Stamps: who added and last changed a row come from the session, never from the request body.
create function public.stamp_media()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select u.id from auth.users u where u.id = auth.uid());
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := caller;
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
  end if;
  new.updated_at := now();
  new.updated_by := caller;
  return new;
end
$$;

revoke all on function public.stamp_media() from public, anon, authenticated;

create trigger stamp_media
  before insert or update on public.media
  for each row execute function public.stamp_media();

-- A row names a file that is in the bucket: uploading comes first, describing second.
create function public.refuse_media_without_object()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = new.object_path) then
    raise exception 'There is no file % in the media library''s bucket', new.object_path
      using errcode = '23503', hint = 'Upload the file first, then add it to the library.';
  end if;
  return new;
end
$$;

revoke all on function public.refuse_media_without_object() from public, anon, authenticated;

create trigger refuse_media_without_object
  before insert or update of object_path on public.media
  for each row execute function public.refuse_media_without_object();

-- The documents whose data names the image (a field of kind image holds the media id): published
-- data of documents not in the trash, and saved drafts.
create function public.media_documents(p_media uuid)
returns table (id uuid, title text, path text, live boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.title, d.path, (d.published_data is not null and d.unpublished_at is null) as live
  from public.documents d
  left join public.document_drafts dr on dr.document_id = d.id
  where d.deleted_at is null
    and (
      jsonb_path_exists(coalesce(d.published_data, '{}'::jsonb), 'lax $.** ? (@ == $id)', jsonb_build_object('id', p_media::text))
      or jsonb_path_exists(coalesce(dr.data, '{}'::jsonb), 'lax $.** ? (@ == $id)', jsonb_build_object('id', p_media::text))
    )
  order by d.title
$$;

revoke all on function public.media_documents(uuid) from public, anon, authenticated, service_role;

-- Whether a live document shows the image: what visitors may read of the library.
create function public.media_is_live(p_media uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
      and jsonb_path_exists(d.published_data, 'lax $.** ? (@ == $id)', jsonb_build_object('id', p_media::text))
  )
$$;

revoke all on function public.media_is_live(uuid) from public;
grant execute on function public.media_is_live(uuid) to anon, authenticated, service_role;

-- "Where used", for the library's staff: the documents that use the image (42501 for anyone else).
create function public.media_usage(p_media uuid)
returns table (id uuid, title text, path text, live boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff who run the website see where an image is used' using errcode = '42501';
  end if;
  return query select * from public.media_documents(p_media);
end
$$;

comment on function public.media_usage(uuid) is 'The documents (not in the trash) whose published data or draft uses the image, for staff.';

revoke all on function public.media_usage(uuid) from public, anon;
grant execute on function public.media_usage(uuid) to authenticated, service_role;

-- Whether any document (not in the trash) uses the image, live or in a draft.
create function public.media_in_use(p_media uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.media_documents(p_media))
$$;

revoke all on function public.media_in_use(uuid) from public, anon;
grant execute on function public.media_in_use(uuid) to authenticated, service_role;

-- A used image stays: removing it would leave a hole in a page. Through the API the delete policy
-- leaves a used row out (0 rows, and the admin asks media_usage() why); this trigger holds every
-- other role (the service role, a migration) to the same rule, with 23503 naming the documents.
create function public.refuse_used_media_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  users jsonb;
begin
  select jsonb_agg(jsonb_build_object('id', u.id, 'title', u.title, 'path', u.path) order by u.title)
    into users
    from public.media_documents(old.id) u;
  if users is not null then
    raise exception '% uses this image: %',
      case when jsonb_array_length(users) = 1 then '1 document' else jsonb_array_length(users) || ' documents' end,
      (select string_agg(format('"%s" (%s)', x ->> 'title', x ->> 'path'), ', ') from jsonb_array_elements(users) x)
      using errcode = '23503',
        detail = users::text,
        hint = 'Choose another image in those documents first.';
  end if;
  return old;
end
$$;

revoke all on function public.refuse_used_media_delete() from public, anon, authenticated;

create trigger refuse_used_media_delete
  before delete on public.media
  for each row execute function public.refuse_used_media_delete();

-- Row level security. Visitors read what a live page needs to draw an image (never who added it);
-- staff who run the website read, add, describe and remove. Recruiters are no media staff.
alter table public.media enable row level security;

revoke all on table public.media from anon, authenticated, service_role;
grant select (id, object_path, mime_type, width, height, alt_text, decorative, focal_x, focal_y) on table public.media to anon;
grant select on table public.media to authenticated;
grant insert (id, object_path, file_name, mime_type, size_bytes, width, height, alt_text, decorative, focal_x, focal_y)
  on table public.media to authenticated;
grant update (file_name, alt_text, decorative, focal_x, focal_y) on table public.media to authenticated;
grant delete on table public.media to authenticated;
grant all on table public.media to service_role;

create policy "Anyone reads the images live pages use" on public.media for select to anon, authenticated
  using (public.media_is_live(id));

create policy "Website staff read the library" on public.media for select to authenticated
  using (public.is_staff());

create policy "Website staff add images" on public.media for insert to authenticated
  with check (public.is_staff());

create policy "Website staff describe images" on public.media for update to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Website staff remove images no document uses" on public.media for delete to authenticated
  using (public.is_staff() and not public.media_in_use(id));

select public.enable_audit('public.media', 'id', 'file_name');

-- A changed alt text or focal point changes the pages that show the image: drop their renders.
create trigger notify_site_content_changed
  after update or delete on public.media
  for each statement execute function public.notify_site_content_changed();

-- The bucket's objects: anyone fetches them by their public URL (the bucket is public); staff
-- who run the website list, upload, replace and remove them.
create policy "Website staff list media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and public.is_staff());

create policy "Website staff upload media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and public.is_staff());

create policy "Website staff replace media" on storage.objects for update to authenticated
  using (bucket_id = 'media' and public.is_staff())
  with check (bucket_id = 'media' and public.is_staff());

create policy "Website staff remove media" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and public.is_staff());
