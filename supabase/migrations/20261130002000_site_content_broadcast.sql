-- The site-only server (server/site-only/) renders the public pages against a hosted project and
-- keeps its renders until the content changes. It cannot LISTEN to the project's database, and the
-- postgres changes anon may hear do not say enough: anon never hears of a row that leaves its view
-- (an unpublished or trashed document) nor of media it cannot read. So the trigger that NOTIFYs the
-- local server after each change to what the pages show also broadcasts on the public Realtime
-- topic 'site_content' (no payload but the table's name: nothing private travels), which any
-- visitor's key may join. Hosted Realtime and the local server deliver it after the commit alike.
--
-- security definer: realtime.send() is the service role's, and the trigger runs as whoever writes
-- (an editor through the API, a function with the service role).

create or replace function public.notify_site_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('site_content', tg_table_name);
  perform realtime.send(pg_catalog.jsonb_build_object('table', tg_table_name), 'changed', 'site_content', false);
  return null;
end;
$$;

revoke all on function public.notify_site_content_changed() from public, anon, authenticated;
