-- The inbox's search and counts. `search` holds the words staff look a lead up by (reference,
-- name, email and its parts, company, phone, and the text of the type's own fields), for prefix
-- queries like to_tsquery('simple', 'svens:* & ab:*'); the 'simple' configuration because leads
-- come in every language and names must not be stemmed.

alter table public.leads add column search tsvector generated always as (
  to_tsvector('simple'::regconfig,
    reference || ' ' || name || ' ' || email || ' ' || translate(email, '@.+_-', '     ') || ' '
    || coalesce(company, '') || ' ' || coalesce(phone, '')
  )
  || jsonb_to_tsvector('simple'::regconfig, details, '["string"]')
) stored;

create index leads_search on public.leads using gin (search);
create index leads_assignee on public.leads (assignee);

-- Leads by type and status, and how many of them the caller has not opened yet. Row level
-- security applies as the caller (security_invoker), so only staff count anything.
create view public.lead_inbox_counts with (security_invoker = true) as
  select l.type, l.status, count(*)::int as total,
    (count(*) filter (where not exists (
      select 1 from public.lead_reads r where r.lead_id = l.id and r.user_id = auth.uid()
    )))::int as unread
  from public.leads l
  group by l.type, l.status;

comment on view public.lead_inbox_counts is 'Leads per type and status, with the caller''s unread ones (staff only, through RLS).';

revoke all on public.lead_inbox_counts from anon, authenticated, service_role;
grant select on public.lead_inbox_counts to authenticated, service_role;

-- The staff a lead can be assigned to, for every staff member (editors cannot list accounts).
create or replace function public.lead_assignees()
returns table (id uuid, name text, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff may list assignees' using errcode = '42501';
  end if;
  return query
    select u.id, coalesce(nullif(btrim(p.display_name), ''), u.email::text), u.email::text, u.raw_app_meta_data ->> 'role'
    from auth.users u left join public.profiles p on p.id = u.id
    where u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
      and (u.banned_until is null or u.banned_until < now())
      and u.deleted_at is null
    order by 2;
end
$$;

revoke all on function public.lead_assignees() from public, anon;
grant execute on function public.lead_assignees() to authenticated, service_role;
