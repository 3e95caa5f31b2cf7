-- Leads: what visitors send through the site's forms (quote, consultation, contact, job and
-- freelancer applications, event registrations, brochure requests), their files and the staff's
-- internal notes. Nobody inserts a lead through the table: the submit-lead edge function checks the
-- form (schema, honeypot, fill time) and calls submit_lead() with the service role, which enforces
-- the per-IP rate limit, the file rules and, through the constraints below, each type's fields.
-- Staff read and work leads (status, assignee, notes); only admins delete them.

create sequence public.lead_reference_seq;

-- The human-readable reference's prefix per type: NQ-2026-00042.
create or replace function public.lead_reference_prefix(lead_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case lead_type
    when 'quote' then 'NQ'
    when 'consultation' then 'NC'
    when 'contact' then 'NM'
    when 'job_application' then 'NJ'
    when 'freelancer_application' then 'NF'
    when 'event_registration' then 'NE'
    when 'brochure_request' then 'NB'
  end
$$;

-- True when a jsonb value is a string of 1..max characters.
create or replace function public.lead_text(value jsonb, max_length int)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(value) = 'string' and char_length(value #>> '{}') between 1 and max_length, false)
$$;

-- True when a jsonb value is absent, or a string of 0..max characters.
create or replace function public.lead_optional_text(value jsonb, max_length int)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or jsonb_typeof(value) = 'null'
    or (jsonb_typeof(value) = 'string' and char_length(value #>> '{}') <= max_length)
$$;

-- True when a jsonb value is an array of min..max non-empty strings of at most 200 characters.
create or replace function public.lead_text_list(value jsonb, min_items int, max_items int)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) is distinct from 'array' then false
    else jsonb_array_length(value) between min_items and max_items
      and not exists (
        select 1 from jsonb_array_elements(value) item
        where jsonb_typeof(item) <> 'string' or char_length(item #>> '{}') not between 1 and 200
      )
    end
$$;

-- Each type's own fields, the same rules as the forms' zod schemas (supabase/functions/_shared/lead-schemas.ts).
create or replace function public.lead_details_valid(lead_type text, details jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- coalesce: a missing key makes a test null, and a null check passes.
  select coalesce(jsonb_typeof(details) = 'object'
    and octet_length(details::text) <= 20000
    and case lead_type
      when 'quote' then
        public.lead_text(details -> 'service', 100)
        and public.lead_text(details -> 'sourceLanguage', 20)
        and public.lead_text_list(details -> 'targetLanguages', 1, 30)
        and public.lead_optional_text(details -> 'subjectField', 100)
        and public.lead_optional_text(details -> 'deadline', 10)
        and public.lead_optional_text(details -> 'budget', 40)
        and public.lead_text(details -> 'instructions', 5000)
      when 'consultation' then
        public.lead_text(details -> 'topic', 100)
        and public.lead_text_list(details -> 'slots', 1, 5)
        and public.lead_text(details -> 'timeZone', 64)
        and public.lead_optional_text(details -> 'message', 5000)
      when 'contact' then
        public.lead_text(details -> 'message', 5000)
        and public.lead_optional_text(details -> 'subject', 200)
      when 'job_application' then
        public.lead_text(details -> 'position', 200)
        and public.lead_optional_text(details -> 'linkedin', 300)
        and public.lead_optional_text(details -> 'coverLetter', 5000)
      when 'freelancer_application' then
        public.lead_text_list(details -> 'languagePairs', 1, 20)
        and public.lead_text_list(details -> 'services', 1, 20)
        and public.lead_text_list(details -> 'specialisations', 0, 20)
        and public.lead_text_list(details -> 'catTools', 0, 20)
        and jsonb_typeof(details -> 'rate') = 'number' and (details ->> 'rate')::numeric between 0 and 100000
        and public.lead_text(details -> 'currency', 3)
        and jsonb_typeof(details -> 'yearsExperience') = 'number'
        and (details ->> 'yearsExperience')::numeric between 0 and 70
        and public.lead_optional_text(details -> 'vatNumber', 40)
      when 'event_registration' then
        public.lead_text(details -> 'event', 200)
        and public.lead_optional_text(details -> 'message', 2000)
      when 'brochure_request' then
        public.lead_text(details -> 'brochure', 100)
      else false
    end, false)
$$;

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique,
  -- The browser's id for one submission: a retried request returns the first one's lead.
  submission_id uuid not null unique,
  type text not null check (type in (
    'quote', 'consultation', 'contact', 'job_application', 'freelancer_application', 'event_registration', 'brochure_request'
  )),
  status text not null default 'new' check (status in ('new', 'in_progress', 'won', 'lost', 'closed')),
  assignee uuid references auth.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  company text check (char_length(company) <= 200),
  phone text check (phone ~ '^\+?[0-9 ()-]{5,30}$'),
  details jsonb not null check (public.lead_details_valid(type, details)),
  consent_text text not null check (char_length(consent_text) between 1 and 2000),
  consent_version text not null check (char_length(consent_version) between 1 and 40),
  consented_at timestamptz not null,
  page_path text not null check (page_path ~ '^/' and char_length(page_path) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.leads is 'What visitors send through the site''s forms; created only by submit_lead().';
create index leads_created_at on public.leads (created_at desc);
create index leads_type_status on public.leads (type, status);

create trigger touch_lead
  before update on public.leads
  for each row execute function public.touch_updated_at();

-- 20 MB per file as the bucket allows; 10 files and 200 MB per lead.
create table public.lead_files (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  object_name text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255),
  mime_type text not null,
  size_bytes bigint not null check (size_bytes between 0 and 20971520),
  word_count integer check (word_count >= 0),
  created_at timestamptz not null default now()
);

create index lead_files_lead on public.lead_files (lead_id);

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  author uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index lead_notes_lead on public.lead_notes (lead_id);

-- Every earlier wording of a note, and who replaced or removed it.
create table public.lead_note_revisions (
  id bigint generated always as identity primary key,
  note_id uuid not null,
  lead_id uuid not null references public.leads (id) on delete cascade,
  body text not null,
  action text not null check (action in ('edited', 'deleted')),
  changed_by uuid,
  changed_at timestamptz not null default now()
);

create index lead_note_revisions_note on public.lead_note_revisions (note_id);

create or replace function public.record_lead_note_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.body is distinct from old.body then
      insert into public.lead_note_revisions (note_id, lead_id, body, action, changed_by)
      values (old.id, old.lead_id, old.body, 'edited', auth.uid());
    end if;
    new.updated_at := now();
    return new;
  end if;
  insert into public.lead_note_revisions (note_id, lead_id, body, action, changed_by)
  values (old.id, old.lead_id, old.body, 'deleted', auth.uid());
  return old;
end
$$;

revoke all on function public.record_lead_note_revision() from public, anon, authenticated;

create trigger record_lead_note_revision
  before update or delete on public.lead_notes
  for each row execute function public.record_lead_note_revision();

-- Submissions per client address, for the rate limit; kept a day.
create table public.lead_submission_events (
  id bigint generated always as identity primary key,
  client_ip text not null,
  created_at timestamptz not null default now()
);

create index lead_submission_events_ip on public.lead_submission_events (client_ip, created_at);

alter table public.leads enable row level security;
alter table public.lead_files enable row level security;
alter table public.lead_notes enable row level security;
alter table public.lead_note_revisions enable row level security;
alter table public.lead_submission_events enable row level security;

revoke all on table public.leads, public.lead_files, public.lead_notes, public.lead_note_revisions,
  public.lead_submission_events from anon, authenticated, service_role;
-- Staff change only how a lead is worked, never what the visitor sent or consented to.
grant select, delete on table public.leads to authenticated;
grant update (status, assignee) on table public.leads to authenticated;
grant select, delete on table public.lead_files to authenticated;
grant select, insert, update, delete on table public.lead_notes to authenticated;
grant select on table public.lead_note_revisions to authenticated;
grant all on table public.leads, public.lead_files, public.lead_notes, public.lead_note_revisions,
  public.lead_submission_events to service_role;
grant usage on sequence public.lead_reference_seq to service_role;

create policy "Staff can read leads" on public.leads for select to authenticated using (public.is_staff());
create policy "Staff can work leads" on public.leads for update to authenticated
  using (public.is_staff()) with check (public.is_staff());
create policy "Admins can delete leads" on public.leads for delete to authenticated using (public.is_admin());

create policy "Staff can read lead files" on public.lead_files for select to authenticated using (public.is_staff());
create policy "Admins can delete lead files" on public.lead_files for delete to authenticated using (public.is_admin());

create policy "Staff can read lead notes" on public.lead_notes for select to authenticated using (public.is_staff());
create policy "Staff can add lead notes" on public.lead_notes for insert to authenticated
  with check (public.is_staff() and author = auth.uid());
create policy "Staff can edit their lead notes" on public.lead_notes for update to authenticated
  using (public.is_staff() and author = auth.uid()) with check (public.is_staff() and author = auth.uid());
create policy "Admins can delete lead notes" on public.lead_notes for delete to authenticated using (public.is_admin());

create policy "Staff can read note history" on public.lead_note_revisions for select to authenticated
  using (public.is_staff());

/**
 * The one way a lead is created. Called by the submit-lead edge function with the service role
 * after it checked the form; enforces here what must hold whoever calls: the per-address rate
 * limit, the type's fields (the table's checks) and that every file was uploaded into `uploads`
 * under pending/, within 24 hours, and belongs to no other lead. A repeated submission_id returns
 * the first lead instead of a second one.
 *
 * Errors (message, with the detail in hint): rate_limited, file_missing, file_taken, too_many_files,
 * files_too_large.
 */
create or replace function public.submit_lead(
  lead jsonb,
  client_ip text,
  max_per_window int default 5,
  window_seconds int default 600
)
returns table (id uuid, reference text, created boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.leads;
  new_id uuid := gen_random_uuid();
  lead_type text := lead ->> 'type';
  file jsonb;
  object_row record;
  file_count int := 0;
  total_bytes bigint := 0;
begin
  select * into existing from public.leads l where l.submission_id = (lead ->> 'submissionId')::uuid;
  if found then
    return query select existing.id, existing.reference, false;
    return;
  end if;

  perform pg_advisory_xact_lock(hashtext('submit_lead:' || client_ip));
  if (
    select count(*) from public.lead_submission_events e
    where e.client_ip = submit_lead.client_ip and e.created_at > now() - make_interval(secs => window_seconds)
  ) >= max_per_window then
    raise exception 'rate_limited' using hint = format('%s submissions per %s seconds', max_per_window, window_seconds);
  end if;

  insert into public.leads as l (
    id, reference, submission_id, type, name, email, company, phone, details,
    consent_text, consent_version, consented_at, page_path
  ) values (
    new_id,
    public.lead_reference_prefix(lead_type) || '-' || to_char(now(), 'YYYY') || '-'
      || lpad(nextval('public.lead_reference_seq')::text, 5, '0'),
    (lead ->> 'submissionId')::uuid,
    lead_type,
    lead ->> 'name',
    lower(lead ->> 'email'),
    nullif(lead ->> 'company', ''),
    nullif(lead ->> 'phone', ''),
    coalesce(lead -> 'details', '{}'::jsonb),
    lead ->> 'consentText',
    lead ->> 'consentVersion',
    now(),
    lead ->> 'pagePath'
  )
  on conflict (submission_id) do nothing;

  if not found then
    -- The same submission won a race with this one.
    return query select l.id, l.reference, false from public.leads l
      where l.submission_id = (lead ->> 'submissionId')::uuid;
    return;
  end if;

  for file in select * from jsonb_array_elements(coalesce(lead -> 'files', '[]'::jsonb)) loop
    file_count := file_count + 1;
    if file_count > 10 then
      raise exception 'too_many_files' using hint = 'At most 10 files per request';
    end if;
    select o.name, o.metadata, o.created_at into object_row from storage.objects o
      where o.bucket_id = 'uploads' and o.name = file ->> 'path' and o.name like 'pending/%'
        and o.created_at > now() - interval '24 hours';
    if not found then
      raise exception 'file_missing' using hint = coalesce(file ->> 'name', file ->> 'path');
    end if;
    if exists (select 1 from public.lead_files f where f.object_name = object_row.name) then
      raise exception 'file_taken' using hint = file ->> 'name';
    end if;
    total_bytes := total_bytes + coalesce((object_row.metadata ->> 'size')::bigint, 0);
    if total_bytes > 209715200 then
      raise exception 'files_too_large' using hint = 'At most 200 MB per request';
    end if;
    insert into public.lead_files (lead_id, object_name, file_name, mime_type, size_bytes, word_count)
    values (
      new_id,
      object_row.name,
      left(coalesce(nullif(file ->> 'name', ''), split_part(object_row.name, '/', 3)), 255),
      coalesce(object_row.metadata ->> 'mimetype', 'application/octet-stream'),
      coalesce((object_row.metadata ->> 'size')::bigint, 0),
      case when jsonb_typeof(file -> 'wordCount') = 'number' then (file ->> 'wordCount')::int end
    );
  end loop;

  insert into public.lead_submission_events (client_ip) values (submit_lead.client_ip);
  delete from public.lead_submission_events e where e.created_at < now() - interval '1 day';

  return query select new_id, l.reference, true from public.leads l where l.id = new_id;
end
$$;

revoke all on function public.submit_lead(jsonb, text, int, int) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, text, int, int) to service_role;

-- Files in `uploads` no lead points to, older than the given age: the server removes them (bytes
-- and rows) through the storage API. A deleted lead's files become such orphans too.
create or replace function public.orphan_uploads(older_than interval default interval '24 hours')
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select o.name from storage.objects o
  where o.bucket_id = 'uploads' and o.created_at < now() - older_than
    and not exists (select 1 from public.lead_files f where f.object_name = o.name)
  order by o.created_at
  limit 1000
$$;

revoke all on function public.orphan_uploads(interval) from public, anon, authenticated;
grant execute on function public.orphan_uploads(interval) to service_role;

revoke all on function public.lead_reference_prefix(text), public.lead_text(jsonb, int),
  public.lead_optional_text(jsonb, int), public.lead_text_list(jsonb, int, int),
  public.lead_details_valid(text, jsonb) from public, anon;
grant execute on function public.lead_reference_prefix(text), public.lead_text(jsonb, int),
  public.lead_optional_text(jsonb, int), public.lead_text_list(jsonb, int, int),
  public.lead_details_valid(text, jsonb) to authenticated, service_role;
