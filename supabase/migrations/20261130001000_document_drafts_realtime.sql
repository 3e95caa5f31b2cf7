-- Realtime: the admin's document lists show another editor's saved draft as it happens (its status
-- "changed", its title and last editor), not only a publish. Row level security still decides who
-- hears of which draft: staff who edit the document's kind ("Staff read the drafts of documents they edit").
alter publication supabase_realtime add table public.document_drafts;
