-- Least privilege for staff. A third staff role, 'recruiter', and the leads split between the roles
-- by type: editors work the leads about the company's work (quote, consultation, contact, event
-- registration, brochure request), recruiters the job and freelancer applications with their CVs,
-- and admins everything. The addresses that receive a mail for every new lead become admins' alone.
--
-- is_staff() keeps its meaning, "admin or editor": the people who run the website. Every policy and
-- function that opens something to is_staff() (content, drafts and versions, client logos, site
-- settings and assets, translation rates, release notes, client errors, the Diagnostics and the
-- dashboard's system figures) stays closed to recruiters without being touched. A recruiter reaches
-- only what names the role: the leads of its types and their files, notes, history and read
-- markers (through readable_lead_types() and the leads' policy), the dashboard's lead figures, the
-- assignee list, and, like any user, their own profile and requests to reset two-step verification.

comment on function public.staff_role() is 'The staff role (admin, editor or recruiter) in the caller''s app_metadata, or null.';

comment on function public.is_staff() is
  'True when the caller is an admin or an editor (who run the website; recruiters do not), at aal2 if they have a verified MFA factor.';

create or replace function public.has_staff_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() in ('admin', 'editor', 'recruiter'), false) and public.session_meets_mfa()
$$;

comment on function public.has_staff_role() is
  'True when the caller has any staff role (admin, editor or recruiter), at aal2 if they have a verified MFA factor.';

-- The one place that says which role works which leads. A new lead type is added here too, or
-- nobody reads it (a test holds admins to every type the leads table allows).
create or replace function public.staff_role_lead_types(staff_role text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case staff_role
    when 'admin' then array['quote', 'consultation', 'contact', 'job_application', 'freelancer_application',
      'event_registration', 'brochure_request']
    when 'editor' then array['quote', 'consultation', 'contact', 'event_registration', 'brochure_request']
    when 'recruiter' then array['job_application', 'freelancer_application']
    else array[]::text[]
  end
$$;

comment on function public.staff_role_lead_types(text) is
  'The lead types staff of a role work: admins all, editors all but applications, recruiters job and freelancer applications.';

create or replace function public.readable_lead_types()
returns text[]
language sql
stable
set search_path = ''
as $$
  select case when public.session_meets_mfa() then public.staff_role_lead_types(public.staff_role()) else array[]::text[] end
$$;

comment on function public.readable_lead_types() is
  'The lead types the caller''s staff role works (none without one, or at aal1 with a verified MFA factor).';

create or replace function public.can_read_lead_type(lead_type text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(lead_type = any (public.readable_lead_types()), false)
$$;

comment on function public.can_read_lead_type(text) is 'Whether the caller''s staff role works leads of this type.';

revoke all on function public.has_staff_role(), public.staff_role_lead_types(text), public.readable_lead_types(),
  public.can_read_lead_type(text) from public;
grant execute on function public.has_staff_role(), public.staff_role_lead_types(text), public.readable_lead_types(),
  public.can_read_lead_type(text) to anon, authenticated, service_role;

-- A lead is read and worked by the roles that work its type. Its files, notes, their history and
-- the read markers follow the lead: each is visible when its lead is (the sub-select runs under the
-- leads' policy), so the rule lives in one policy.

drop policy "Staff can read leads" on public.leads;
drop policy "Staff can work leads" on public.leads;
-- (select …) runs once per query; can_read_lead_type(type) would read the role again on every row.
create policy "Staff read the leads their role works" on public.leads for select to authenticated
  using (type = any ((select public.readable_lead_types())::text[]));
create policy "Staff work the leads their role works" on public.leads for update to authenticated
  using (type = any ((select public.readable_lead_types())::text[]))
  with check (type = any ((select public.readable_lead_types())::text[]));

drop policy "Staff can read lead files" on public.lead_files;
create policy "Staff read the files of leads they may read" on public.lead_files for select to authenticated
  using (lead_id in (select l.id from public.leads l));

drop policy "Staff can read lead notes" on public.lead_notes;
drop policy "Staff can add lead notes" on public.lead_notes;
drop policy "Staff can edit their lead notes" on public.lead_notes;
create policy "Staff read the notes of leads they may read" on public.lead_notes for select to authenticated
  using (lead_id in (select l.id from public.leads l));
create policy "Staff add notes to leads they may read" on public.lead_notes for insert to authenticated
  with check (lead_id in (select l.id from public.leads l) and author = auth.uid());
create policy "Staff edit their notes on leads they may read" on public.lead_notes for update to authenticated
  using (lead_id in (select l.id from public.leads l) and author = auth.uid())
  with check (lead_id in (select l.id from public.leads l) and author = auth.uid());

drop policy "Staff can read note history" on public.lead_note_revisions;
create policy "Staff read the note history of leads they may read" on public.lead_note_revisions for select to authenticated
  using (lead_id in (select l.id from public.leads l));

drop policy "Staff read their own lead markers" on public.lead_reads;
drop policy "Staff mark leads read for themselves" on public.lead_reads;
drop policy "Staff mark leads unread for themselves" on public.lead_reads;
create policy "Staff read their own markers on leads they may read" on public.lead_reads for select to authenticated
  using (user_id = auth.uid() and lead_id in (select l.id from public.leads l));
create policy "Staff mark leads they may read read for themselves" on public.lead_reads for insert to authenticated
  with check (user_id = auth.uid() and lead_id in (select l.id from public.leads l));
create policy "Staff mark leads they may read unread for themselves" on public.lead_reads for delete to authenticated
  using (user_id = auth.uid() and lead_id in (select l.id from public.leads l));

-- A lead is assigned only to someone whose role works its type (an application never to an editor).
create or replace function public.check_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee is not null and new.assignee is distinct from old.assignee and not exists (
    select 1 from auth.users u
    where u.id = new.assignee and new.type = any (public.staff_role_lead_types(u.raw_app_meta_data ->> 'role'))
  ) then
    raise exception 'This lead can be assigned only to staff whose role works its type'
      using errcode = '23514', detail = format('%s is not assigned to %s.', new.reference, new.assignee);
  end if;
  return new;
end
$$;

revoke all on function public.check_lead_assignee() from public, anon, authenticated, service_role;

create trigger check_lead_assignee
  before update of assignee on public.leads
  for each row execute function public.check_lead_assignee();

-- The CVs and other files of the uploads bucket: an object is read through its lead_files row (and
-- so its lead); admins read every upload, also those no lead has claimed yet. Replaced or removed by
-- admins only: a visitor's file is the record of what they sent, and the hourly sweep removes orphans.
drop policy "Staff can read uploads" on storage.objects;
drop policy "Staff can replace uploads" on storage.objects;
drop policy "Staff can remove uploads" on storage.objects;

create policy "Staff read the uploads of leads they may read"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'uploads' and (public.is_admin() or name in (select f.object_name from public.lead_files f)));

create policy "Admins can replace uploads"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'uploads' and public.is_admin())
  with check (bucket_id = 'uploads' and public.is_admin());

create policy "Admins can remove uploads"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'uploads' and public.is_admin());

-- The functions that answer lead data past row level security check the type themselves.

-- Colleagues who work the same leads: admins, and staff of the caller's own role (editors and
-- recruiters share no lead type). Each row says its role, so a screen can offer a lead only to
-- those whose role works its type.
create or replace function public.lead_assignees()
returns table (id uuid, name text, email text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.has_staff_role() then
    raise exception 'Only staff may list assignees' using errcode = '42501';
  end if;
  return query
    select u.id, coalesce(nullif(btrim(p.display_name), ''), u.email::text), u.email::text, u.raw_app_meta_data ->> 'role'
    from auth.users u left join public.profiles p on p.id = u.id
    where u.raw_app_meta_data ->> 'role' in ('admin', 'editor', 'recruiter')
      and (public.is_admin() or u.raw_app_meta_data ->> 'role' in ('admin', public.staff_role()))
      and (u.banned_until is null or u.banned_until < now())
      and u.deleted_at is null
    order by 2;
end
$$;

create or replace function public.record_lead_file_opened(file_id uuid, how text default 'download')
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  file record;
begin
  if not public.has_staff_role() then
    raise exception 'Only staff may open lead files' using errcode = '42501';
  end if;
  if how not in ('download', 'preview') then
    raise exception 'how must be download or preview' using errcode = '22023';
  end if;
  select f.id, f.lead_id, f.mime_type, f.size_bytes, l.reference, l.type into file
    from public.lead_files f join public.leads l on l.id = f.lead_id where f.id = file_id;
  if not found then
    raise exception 'No such lead file' using errcode = 'P0002';
  end if;
  -- Refused before anything is written: only an opening that is allowed is logged as one.
  if not public.can_read_lead_type(file.type) then
    raise exception 'Your role may not open the files of this lead' using errcode = '42501';
  end if;
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, new_data, ip_address, user_agent
  ) values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    public.request_role(),
    how,
    'lead_files',
    file.id::text,
    file.reference,
    jsonb_build_object('lead_id', file.lead_id, 'mime_type', file.mime_type, 'size_bytes', file.size_bytes),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
end
$$;

-- The dashboard counts only the leads the reader may read: an editor's figures hold no application.
create or replace function public.dashboard_new_leads()
returns table (type text, leads integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  readable text[] := public.readable_lead_types();
begin
  if not public.has_staff_role() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  return query
    select l.type, count(*)::integer
    from public.leads l
    where l.status = 'new' and l.type = any (readable)
    group by l.type
    order by count(*) desc, l.type;
end
$$;

comment on function public.dashboard_new_leads() is
  'How many leads of each type the caller may read are still new (types with none are left out); staff only.';

create or replace function public.dashboard_leads_by_week(weeks integer default 12, time_zone text default 'UTC')
returns table (week_start date, leads integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_week date;
  readable text[] := public.readable_lead_types();
begin
  if not public.has_staff_role() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  if weeks is null or weeks not between 1 and 104 then
    raise exception 'weeks must be between 1 and 104' using errcode = '22023';
  end if;
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = time_zone) then
    raise exception 'unknown time zone %', time_zone using errcode = '22023';
  end if;
  first_week := date_trunc('week', (now() at time zone time_zone))::date - 7 * (weeks - 1);
  return query
    with calendar as (
      select first_week + 7 * n as week from generate_series(0, weeks - 1) as n
    ),
    arrivals as (
      select date_trunc('week', l.created_at at time zone time_zone)::date as week, count(*)::integer as n
      from public.leads l
      where l.created_at >= first_week::timestamp at time zone time_zone and l.type = any (readable)
      group by 1
    )
    select calendar.week, coalesce(arrivals.n, 0)
    from calendar
    left join arrivals using (week)
    order by calendar.week;
end
$$;

comment on function public.dashboard_leads_by_week(integer, text) is
  'Leads the caller may read created per week (Monday first) over the last weeks; staff only.';

-- The dashboard's staff figure counts recruiters too (a new column: the function is made anew).
drop function public.dashboard_figures();

create function public.dashboard_figures()
returns table (admins integer, editors integer, recruiters integer, client_errors_week integer, changes_week integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff can read the dashboard' using errcode = '42501';
  end if;
  return query
    with active as (
      select u.raw_app_meta_data ->> 'role' as role from auth.users u
      where u.deleted_at is null and (u.banned_until is null or u.banned_until <= now())
    )
    select
      (select count(*)::integer from active where active.role = 'admin'),
      (select count(*)::integer from active where active.role = 'editor'),
      (select count(*)::integer from active where active.role = 'recruiter'),
      (select count(*)::integer from public.client_errors e where e.occurred_at > now() - interval '7 days'),
      (select count(*)::integer from public.audit_log a where a.occurred_at > now() - interval '7 days' and a.actor_id is not null);
end
$$;

comment on function public.dashboard_figures() is
  'Active admins, editors and recruiters, client errors and staff changes of the last 7 days; admins and editors only.';

revoke all on function public.dashboard_figures() from public, anon, authenticated, service_role;
grant execute on function public.dashboard_figures() to authenticated;

comment on function public.request_role() is 'admin, editor or recruiter for staff, else the JWT''s role claim; null outside a request.';

-- Who hears of new leads is an admin's decision: editors neither read nor change it. submit-lead
-- reads it with the service role, which row level security does not bind.
drop policy "Staff can read private settings" on public.private_settings;
drop policy "Staff can add private settings" on public.private_settings;
drop policy "Staff can change private settings" on public.private_settings;
drop policy "Staff can remove private settings" on public.private_settings;

create policy "Admins can read private settings"
  on public.private_settings for select
  to authenticated
  using (public.is_admin());

create policy "Admins can add private settings"
  on public.private_settings for insert
  to authenticated
  with check (public.is_admin());

create policy "Admins can change private settings"
  on public.private_settings for update
  to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "Admins can remove private settings"
  on public.private_settings for delete
  to authenticated
  using (public.is_admin());

comment on table public.private_settings is 'Admin-only settings (lead notification recipients), keyed by name.';

select public.enable_audit('public.private_settings', 'key');

/**
 * Sets the addresses that receive a mail for each new lead: trimmed, lower-cased, each once, in
 * the order given. Security invoker, so row level security applies as to a direct write; the
 * check here answers an editor with a clear refusal instead of a silent 0 rows.
 */
create or replace function public.set_lead_notifications(recipients text[])
returns text[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  cleaned text[];
  address text;
begin
  if not public.is_admin() then
    raise exception 'Only admins may change who is notified of new leads' using errcode = '42501';
  end if;
  if recipients is null then
    raise exception 'recipients must be a list of email addresses' using errcode = '22023';
  end if;
  select coalesce(array_agg(d.address order by d.first_position), '{}') into cleaned
  from (
    select lower(btrim(r.address)) as address, min(r.ord) as first_position
    from unnest(recipients) with ordinality as r(address, ord)
    where btrim(coalesce(r.address, '')) <> ''
    group by 1
  ) d;
  foreach address in array cleaned loop
    if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      raise exception '"%" is not an email address', address using errcode = '22023';
    end if;
  end loop;
  if cardinality(cleaned) > 20 then
    raise exception 'At most 20 addresses may be notified of new leads' using errcode = '22023';
  end if;
  insert into public.private_settings (key, value)
  values ('lead_notifications', jsonb_build_object('recipients', to_jsonb(cleaned)))
  on conflict (key) do update set value = excluded.value;
  return cleaned;
end
$$;

comment on function public.set_lead_notifications(text[]) is
  'Sets the addresses notified of each new lead (cleaned, each once); admins only (42501 for anyone else).';

revoke all on function public.set_lead_notifications(text[]) from public, anon;
grant execute on function public.set_lead_notifications(text[]) to authenticated;
