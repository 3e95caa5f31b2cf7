-- Realtime: the tables whose changes supabase-js clients may subscribe to (postgres_changes).
-- Hosted Supabase creates the supabase_realtime publication with every project; a table is
-- offered to Realtime by adding it here. Row level security still decides who sees which change.
-- A table a later migration creates is added in that migration the same way.

do $$
declare
  published text;
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
  foreach published in array array['site_settings', 'content_sections', 'client_logos'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = published
    ) then
      execute format('alter publication supabase_realtime add table public.%I', published);
    end if;
  end loop;
end
$$;
