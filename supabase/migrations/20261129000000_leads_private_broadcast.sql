-- The staff inbox hears of leads through private broadcast channels, Supabase's pattern for private
-- data, instead of the postgres changes of the public publication: those send a deleted lead's id
-- to every signed-in subscriber (and an empty record to anon), since RLS is not applied to deletes.
-- A trigger sends each change of a lead, and each new file, to the private topic `leads:<type>`;
-- the read policy of realtime.messages lets in only staff whose role works that type.

do $$
declare
  published text;
begin
  foreach published in array array['leads', 'lead_files'] loop
    if exists (
      select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = published
    ) then
      execute format('alter publication supabase_realtime drop table public.%I', published);
    end if;
  end loop;
end
$$;

-- Which staff work which lead types is decided in one place, public.can_read_lead_type() (the
-- recruiter role's migration, 20261128000200): the policy below asks it.

-- What the inbox needs to name a lead and reload: no contact details or answers travel over realtime.
create or replace function public.broadcast_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.leads;
begin
  if tg_table_name = 'leads' then
    lead := case when tg_op = 'DELETE' then old else new end;
  else
    select * into lead from public.leads where id = (case when tg_op = 'DELETE' then old.lead_id else new.lead_id end);
    -- The lead itself was deleted (its files go with it): its own DELETE was announced.
    if not found then
      return null;
    end if;
  end if;
  perform realtime.send(
    pg_catalog.jsonb_build_object(
      'table', tg_table_name,
      'operation', tg_op,
      'lead', pg_catalog.jsonb_build_object('id', lead.id, 'type', lead.type, 'reference', lead.reference, 'name', lead.name)
    ),
    pg_catalog.lower(tg_op),
    'leads:' || lead.type,
    true
  );
  return null;
end
$$;

revoke all on function public.broadcast_lead_change() from public, anon, authenticated, service_role;

create trigger broadcast_lead_change
  after insert or update or delete on public.leads
  for each row execute function public.broadcast_lead_change();

create trigger broadcast_lead_change
  after insert or delete on public.lead_files
  for each row execute function public.broadcast_lead_change();

create policy "Staff hear of the leads their role works" on realtime.messages for select to authenticated
  using (
    extension = 'broadcast'
    and realtime.topic() like 'leads:%'
    and public.can_read_lead_type(pg_catalog.substr(realtime.topic(), 7))
  );
