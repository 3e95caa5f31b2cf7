-- Which leads each staff member has opened: a lead is unread for someone until they open it, so
-- one colleague opening it does not hide it from the others. One row per person and lead; nobody
-- sees or writes anyone else's marker.

create table public.lead_reads (
  lead_id uuid not null references public.leads (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (lead_id, user_id)
);

comment on table public.lead_reads is 'When each staff member first opened each lead (the inbox''s unread marker).';

create index lead_reads_user on public.lead_reads (user_id);

alter table public.lead_reads enable row level security;

revoke all on table public.lead_reads from anon, authenticated, service_role;
grant select, insert, delete on table public.lead_reads to authenticated;
grant all on table public.lead_reads to service_role;

create policy "Staff read their own lead markers" on public.lead_reads for select to authenticated
  using (public.is_staff() and user_id = auth.uid());
create policy "Staff mark leads read for themselves" on public.lead_reads for insert to authenticated
  with check (public.is_staff() and user_id = auth.uid());
-- "Mark as unread" removes one's own marker.
create policy "Staff mark leads unread for themselves" on public.lead_reads for delete to authenticated
  using (public.is_staff() and user_id = auth.uid());
