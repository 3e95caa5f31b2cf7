-- Buckets: site-assets (public images that staff manage) and uploads (private; anyone may put a
-- file in it through forms, only staff may read). RLS on storage.objects decides who may do what.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('site-assets', 'site-assets', true, 5242880,
    array['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/gif', 'image/avif']),
  ('uploads', 'uploads', false, 20971520, null)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- site-assets: anyone reads (and lists); staff add, replace and remove.
create policy "Anyone can read site assets"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'site-assets');

create policy "Staff can add site assets"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'site-assets' and public.is_staff());

create policy "Staff can replace site assets"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'site-assets' and public.is_staff())
  with check (bucket_id = 'site-assets' and public.is_staff());

create policy "Staff can remove site assets"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'site-assets' and public.is_staff());

-- uploads: anyone may upload; only staff read, replace and remove.
create policy "Anyone can upload into uploads"
  on storage.objects for insert
  to anon, authenticated
  with check (bucket_id = 'uploads');

create policy "Staff can read uploads"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'uploads' and public.is_staff());

create policy "Staff can replace uploads"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'uploads' and public.is_staff())
  with check (bucket_id = 'uploads' and public.is_staff());

create policy "Staff can remove uploads"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'uploads' and public.is_staff());
