-- The staff inbox shows new leads as they arrive: leads and their files are offered to Realtime.
-- Row level security decides delivery, so only staff receive the changes (visitors never do).

do $$
declare
  published text;
begin
  foreach published in array array['leads', 'lead_files'] loop
    if not exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = published
    ) then
      execute format('alter publication supabase_realtime add table public.%I', published);
    end if;
  end loop;
end
$$;
