-- Drafts, publishing and history of the staff-editable sections.
--
-- content_sections.value stays what visitors see. Saving in the admin writes content_drafts (staff
-- only, never visible to anon); publishing copies a value into content_sections, and a trigger keeps
-- every published value in content_section_versions, numbered per key, so no client can publish
-- without leaving a version behind. Two staff members editing one section are told apart by an
-- optimistic check: the RPCs take the section version and the draft revision the editor opened, and
-- answer PT409 (HTTP 409) when either has moved since.

alter table public.content_sections
  add column version integer not null default 1
    constraint content_sections_version_positive check (version > 0);

comment on column public.content_sections.version is 'Number of the published value; raised by a trigger whenever the value changes.';

create table public.content_drafts (
  key text primary key references public.content_sections (key) on delete cascade,
  value jsonb not null
    constraint content_drafts_value_is_object check (jsonb_typeof(value) = 'object' and value <> '{}'::jsonb),
  revision integer not null default 1
    constraint content_drafts_revision_positive check (revision > 0),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.content_drafts is 'Saved, unpublished edits of a content section; staff only.';

create table public.content_section_versions (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  version integer not null,
  value jsonb not null,
  published_by uuid references auth.users (id) on delete set null,
  published_at timestamptz not null default now(),
  constraint content_section_versions_key_version unique (key, version)
);

comment on table public.content_section_versions is 'Every published value of a content section, written by a trigger on content_sections.';

-- The seeded values are version 1.
insert into public.content_section_versions (key, version, value, published_by, published_at)
select key, version, value, updated_by, updated_at from public.content_sections where published;

create trigger stamp_content_draft
  before insert or update on public.content_drafts
  for each row execute function public.stamp_updated_by();

-- security definer: it reads and writes content_section_versions, which no API role may write.
create or replace function public.number_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- A key that was removed and added again continues its numbering.
    new.version := coalesce((select max(v.version) from public.content_section_versions v where v.key = new.key), 0) + 1;
  elsif new.value is distinct from old.value or (new.published and not old.published) then
    new.version := greatest(old.version, coalesce((select max(v.version) from public.content_section_versions v where v.key = new.key), 0)) + 1;
  else
    new.version := old.version;
  end if;
  return new;
end
$$;

create or replace function public.record_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published and (tg_op = 'INSERT' or new.version <> old.version) then
    insert into public.content_section_versions (key, version, value, published_by, published_at)
    values (new.key, new.version, new.value, new.updated_by, new.updated_at)
    on conflict (key, version) do nothing;
  end if;
  return null;
end
$$;

revoke all on function public.number_content_version(), public.record_content_version() from public, anon, authenticated;

create trigger number_content_version
  before insert or update on public.content_sections
  for each row execute function public.number_content_version();

create trigger record_content_version
  after insert or update on public.content_sections
  for each row execute function public.record_content_version();

-- Row level security: drafts are staff's alone; versions are read by staff and written only by the trigger.
alter table public.content_drafts enable row level security;
alter table public.content_section_versions enable row level security;

revoke all on table public.content_drafts, public.content_section_versions from anon, authenticated, service_role;
grant select, insert, update, delete on table public.content_drafts to authenticated;
grant select on table public.content_section_versions to authenticated;
grant all on table public.content_drafts, public.content_section_versions to service_role;

create policy "Staff can read drafts"
  on public.content_drafts for select
  to authenticated
  using (public.is_staff());

create policy "Staff can add drafts"
  on public.content_drafts for insert
  to authenticated
  with check (public.is_staff());

create policy "Staff can change drafts"
  on public.content_drafts for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Staff can remove drafts"
  on public.content_drafts for delete
  to authenticated
  using (public.is_staff());

create policy "Staff can read published versions"
  on public.content_section_versions for select
  to authenticated
  using (public.is_staff());

-- The name staff see for a user: the profile's display name, else the e-mail address.
-- security definer: it reads auth.users; only the staff-checked functions below call it.
create or replace function public.staff_display_name(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(p.display_name), ''), u.email::text)
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = user_id
$$;

revoke all on function public.staff_display_name(uuid) from public, anon, authenticated;

create or replace function public.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff may edit the website content' using errcode = '42501';
  end if;
end
$$;

revoke all on function public.require_staff() from public, anon;
grant execute on function public.require_staff() to authenticated;

-- The optimistic check: PT409 when the section was published or its draft saved since the caller opened it.
create or replace function public.check_content_unchanged(p_key text, p_expected_version integer, p_expected_revision integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  current_version integer;
  current_revision integer;
begin
  select s.version into current_version from public.content_sections s where s.key = p_key for update;
  if not found then
    raise exception 'There is no content section %', p_key using errcode = 'PT404';
  end if;
  select coalesce((select d.revision from public.content_drafts d where d.key = p_key), 0) into current_revision;
  if current_version <> p_expected_version or current_revision <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this section since you opened it'
      using errcode = 'PT409',
        detail = format('version %s, draft revision %s', current_version, current_revision),
        hint = 'Reload the section to see their change.';
  end if;
end
$$;

revoke all on function public.check_content_unchanged(text, integer, integer) from public, anon;
grant execute on function public.check_content_unchanged(text, integer, integer) to authenticated;

-- Saves a draft of the section; returns the new draft revision.
create or replace function public.save_content_draft(p_key text, p_value jsonb, p_expected_version integer, p_expected_revision integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  saved integer;
begin
  perform public.require_staff();
  perform public.check_content_unchanged(p_key, p_expected_version, p_expected_revision);
  insert into public.content_drafts as d (key, value, revision)
  values (p_key, p_value, 1)
  on conflict (key) do update set value = excluded.value, revision = d.revision + 1
  returning d.revision into saved;
  return saved;
end
$$;

-- Publishes p_value as the section's next version and drops its draft; returns the new version.
create or replace function public.publish_content_section(p_key text, p_value jsonb, p_expected_version integer, p_expected_revision integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  published_version integer;
begin
  perform public.require_staff();
  perform public.check_content_unchanged(p_key, p_expected_version, p_expected_revision);
  update public.content_sections set value = p_value, published = true where key = p_key
  returning version into published_version;
  delete from public.content_drafts where key = p_key;
  return published_version;
end
$$;

-- Every section with its state, for the admin's content index.
create or replace function public.content_section_overview()
returns table (
  key text,
  published boolean,
  version integer,
  updated_at timestamptz,
  updated_by_name text,
  draft_revision integer,
  draft_updated_at timestamptz,
  draft_updated_by_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_staff();
  return query
    select s.key, s.published, s.version, s.updated_at, public.staff_display_name(s.updated_by),
      d.revision, d.updated_at, public.staff_display_name(d.updated_by)
    from public.content_sections s left join public.content_drafts d on d.key = s.key
    order by s.key;
end
$$;

-- The published versions of a section, newest first, with who published each.
create or replace function public.content_section_history(p_key text)
returns table (version integer, value jsonb, published_at timestamptz, published_by_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_staff();
  return query
    select v.version, v.value, v.published_at, public.staff_display_name(v.published_by)
    from public.content_section_versions v
    where v.key = p_key
    order by v.version desc;
end
$$;

revoke all on function
  public.save_content_draft(text, jsonb, integer, integer),
  public.publish_content_section(text, jsonb, integer, integer),
  public.content_section_overview(),
  public.content_section_history(text)
from public, anon;
grant execute on function
  public.save_content_draft(text, jsonb, integer, integer),
  public.publish_content_section(text, jsonb, integer, integer),
  public.content_section_overview(),
  public.content_section_history(text)
to authenticated;
