-- The local server keeps its render of each public page (server/site/render-cache.ts). Whatever the
-- pages show from the database lives in these three tables; a write to one of them tells every
-- server listening on 'site_content' (after the writing transaction commits) to render again. On a
-- hosted project nobody listens and the notification costs nothing.

create function public.notify_site_content_changed()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('site_content', tg_table_name);
  return null;
end;
$$;

revoke all on function public.notify_site_content_changed() from public, anon, authenticated;

create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.site_settings
  for each statement execute function public.notify_site_content_changed();

create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.content_sections
  for each statement execute function public.notify_site_content_changed();

create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.client_logos
  for each statement execute function public.notify_site_content_changed();
