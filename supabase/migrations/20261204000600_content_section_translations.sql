-- The home page's staff-edited content sections in Swedish and German (issue 39, docs/decisions/0012-languages.md):
-- one row per section and language, the shape of public.document_translations made smaller. The English
-- section (public.content_sections) stays the source; a translation is a full copy of its value with the
-- text translated, made from one of its versions (source_version), public only once approved, complete and
-- published through the publish-document edge function (POST { section, locale, expectedRevision }), which
-- checks it against the English value: the same ids, links and icons, every text leaf translated
-- (_shared/content/text-leaves.ts).
--
-- The working copy (value, state, revision) is staff's, read and written through the RPCs below; what
-- visitors see is published_value, written only by publish_content_section_translation() (the service
-- role's). A translation is live while it is published and its English section is published.

create table public.content_section_translations (
  id uuid primary key default gen_random_uuid(),
  key text not null references public.content_sections (key) on delete cascade,
  locale text not null
    constraint content_section_translations_locale_known check (locale in ('sv', 'de')),
  value jsonb not null
    constraint content_section_translations_value_is_object check (jsonb_typeof(value) = 'object' and value <> '{}'::jsonb),
  state text not null default 'draft'
    constraint content_section_translations_state_known check (state in ('draft', 'in_review', 'approved')),
  -- The English section's version the working copy was made from: behind content_sections.version, it is outdated.
  source_version integer not null
    constraint content_section_translations_source_version_positive check (source_version > 0),
  revision integer not null default 1
    constraint content_section_translations_revision_positive check (revision > 0),
  published_value jsonb
    constraint content_section_translations_published_value_is_object check (
      published_value is null or (jsonb_typeof(published_value) = 'object' and published_value <> '{}'::jsonb)
    ),
  published_at timestamptz,
  published_source_version integer,
  published_by uuid references auth.users (id) on delete set null,
  -- What the seed last wrote: a later seed overwrites the row only while this still matches.
  seed_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint content_section_translations_key_locale unique (key, locale),
  constraint content_section_translations_published_together check (
    (published_at is null) = (published_value is null) and (published_at is null) = (published_source_version is null)
  )
);

comment on table public.content_section_translations is
  'A content section in Swedish or German: the working copy (staff, through RPCs) and the published copy (visitors).';
comment on column public.content_section_translations.value is 'The working copy: the section''s whole value with its text translated.';
comment on column public.content_section_translations.seed_hash is 'Hash of what the seed last wrote; the seed leaves the row alone once staff changed it.';

-- Whether the English section is on the site; security definer so the policy asks it without the caller's view.
create function public.content_section_is_live(p_key text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.content_sections s where s.key = p_key and s.published)
$$;

revoke all on function public.content_section_is_live(text) from public;
grant execute on function public.content_section_is_live(text) to anon, authenticated, service_role;

-- Row level security: visitors read the published columns of live translations; nobody writes through
-- the API (the functions below do, after their checks).
alter table public.content_section_translations enable row level security;

revoke all on table public.content_section_translations from anon, authenticated, service_role;
grant select (id, key, locale, published_value, published_at, published_source_version)
  on table public.content_section_translations to anon, authenticated;
grant all on table public.content_section_translations to service_role;

create policy "Anyone reads the live translations of published sections" on public.content_section_translations
  for select to anon, authenticated
  using (published_at is not null and public.content_section_is_live(key));

create policy "Staff read every section translation" on public.content_section_translations
  for select to authenticated
  using (public.is_staff());

create trigger touch_updated_at
  before update on public.content_section_translations
  for each row execute function public.touch_updated_at();

-- The public render is dropped, and a static build asked for, when what visitors may see changed.
create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.content_section_translations
  for each statement execute function public.notify_site_content_changed();

create trigger request_site_build
  after insert or update or delete or truncate on public.content_section_translations
  for each statement execute function public.request_site_build();

-- Realtime: the admin hears of another editor's save or publish; RLS and the column grants decide who hears what.
alter publication supabase_realtime add table public.content_section_translations;

-- Audit: every insert, update and delete, as content_sections.
select public.enable_audit('public.content_section_translations', 'id');

create function public.refuse_unknown_section_translation(p_key text, p_locale text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_locale is null or p_locale not in ('sv', 'de') then
    raise exception 'There is no translation language called %: use sv or de', coalesce(p_locale, 'null') using errcode = '22023';
  end if;
  if not exists (select 1 from public.content_sections s where s.key = p_key) then
    raise exception 'There is no content section %', coalesce(p_key, 'null') using errcode = 'PT404';
  end if;
end
$$;

revoke all on function public.refuse_unknown_section_translation(text, text) from public, anon, authenticated, service_role;

-- A section's translations, working copy and published copy, and whether each is outdated. Staff only.
create function public.content_section_translations_of(p_key text)
returns table (
  locale text,
  value jsonb,
  state text,
  source_version integer,
  revision integer,
  outdated boolean,
  published_value jsonb,
  published_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff read the translations of content sections' using errcode = '42501';
  end if;
  return query
    select t.locale, t.value, t.state, t.source_version, t.revision, t.source_version < s.version,
      t.published_value, t.published_at, t.updated_at
    from public.content_section_translations t join public.content_sections s on s.key = t.key
    where t.key = p_key
    order by t.locale;
end
$$;

-- Saves the working copy (a new one with p_expected_revision 0), made from the section's current version;
-- a saved change goes back to 'draft'. Returns the new revision; PT409 when someone saved since.
create function public.save_content_section_translation(p_key text, p_locale text, p_value jsonb, p_expected_revision integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.content_section_translations;
  saved public.content_section_translations;
begin
  if not public.is_staff() then
    raise exception 'Only staff translate content sections' using errcode = '42501';
  end if;
  perform public.refuse_unknown_section_translation(p_key, p_locale);
  select * into existing from public.content_section_translations t where t.key = p_key and t.locale = p_locale for update;
  if coalesce(existing.revision, 0) <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this translation since you opened it' using errcode = 'PT409';
  end if;
  if existing.id is null then
    insert into public.content_section_translations (key, locale, value, source_version, updated_by)
    values (p_key, p_locale, p_value, (select s.version from public.content_sections s where s.key = p_key), auth.uid())
    returning * into saved;
  else
    update public.content_section_translations t
      set value = p_value, source_version = (select s.version from public.content_sections s where s.key = p_key), state = 'draft',
        revision = t.revision + 1, updated_by = auth.uid()
      where t.id = existing.id
      returning * into saved;
  end if;
  return saved.revision;
end
$$;

-- draft -> in_review -> approved, and back to draft from either; 22023 for another step.
create function public.set_content_section_translation_state(p_key text, p_locale text, p_state text, p_expected_revision integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.content_section_translations;
begin
  if not public.is_staff() then
    raise exception 'Only staff review translations of content sections' using errcode = '42501';
  end if;
  perform public.refuse_unknown_section_translation(p_key, p_locale);
  select * into existing from public.content_section_translations t where t.key = p_key and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This section has no % translation', p_locale using errcode = 'PT404';
  end if;
  if existing.revision <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this translation since you opened it' using errcode = 'PT409';
  end if;
  if not (
    (existing.state = 'draft' and p_state = 'in_review')
    or (existing.state = 'in_review' and p_state = 'approved')
    or (existing.state in ('in_review', 'approved') and p_state = 'draft')
  ) then
    raise exception 'A translation goes from % to draft, in_review or approved in turn, not to %', existing.state, coalesce(p_state, 'null')
      using errcode = '22023';
  end if;
  update public.content_section_translations t set state = p_state, updated_by = auth.uid() where t.id = existing.id;
end
$$;

-- Publishes the approved working copy that publish-document checked against the English section, for the
-- staff member it verified. Service role only. PT409 when saved since; TAPRV unless approved; TLIVE unless
-- the English section is published.
create function public.publish_content_section_translation(p_key text, p_locale text, p_expected_revision integer, p_actor uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.content_section_translations;
begin
  if coalesce((select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor), '') not in ('admin', 'editor') then
    raise exception 'Only editors and admins publish translations' using errcode = '42501';
  end if;
  perform public.refuse_unknown_section_translation(p_key, p_locale);
  select * into existing from public.content_section_translations t where t.key = p_key and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This section has no % translation', p_locale using errcode = 'PT404';
  end if;
  if existing.revision <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this translation since you opened it' using errcode = 'PT409';
  end if;
  if existing.state <> 'approved' then
    raise exception 'The % translation is %: an editor approves it before it is published', p_locale, replace(existing.state, '_', ' ')
      using errcode = 'TAPRV';
  end if;
  if not public.content_section_is_live(p_key) then
    raise exception 'The English section is not on the site: publish it first' using errcode = 'TLIVE';
  end if;
  update public.content_section_translations t
    set published_value = t.value, published_at = now(), published_source_version = t.source_version, published_by = p_actor,
      updated_by = p_actor
    where t.id = existing.id;
  return existing.revision;
end
$$;

-- Takes a translation off the site (the working copy stays); 55000 when it is not published.
create function public.unpublish_content_section_translation(p_key text, p_locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Only staff take translations off the site' using errcode = '42501';
  end if;
  perform public.refuse_unknown_section_translation(p_key, p_locale);
  update public.content_section_translations t
    set published_value = null, published_at = null, published_source_version = null, published_by = null, updated_by = auth.uid()
    where t.key = p_key and t.locale = p_locale and t.published_at is not null;
  if not found then
    raise exception 'This translation is not on the site' using errcode = '55000';
  end if;
end
$$;

revoke all on function
  public.content_section_translations_of(text),
  public.save_content_section_translation(text, text, jsonb, integer),
  public.set_content_section_translation_state(text, text, text, integer),
  public.publish_content_section_translation(text, text, integer, uuid),
  public.unpublish_content_section_translation(text, text)
from public, anon, authenticated, service_role;
grant execute on function
  public.content_section_translations_of(text),
  public.save_content_section_translation(text, text, jsonb, integer),
  public.set_content_section_translation_state(text, text, text, integer),
  public.unpublish_content_section_translation(text, text)
to authenticated;
grant execute on function public.publish_content_section_translation(text, text, integer, uuid) to service_role;

-- The seed (supabase/translation-seed.sql, from supabase/translations/<locale>/home-sections.json): each
-- complete translation {key, locale, value, source} (source: the English value it translates), written
-- approved and published while nobody else has written it (seed_hash). Answers what became of each:
-- created, updated, unchanged, kept (staff changed it), no_section, source_changed (the English section is
-- no longer the value the seed translated).
create function public.apply_content_section_translation_seed(p_translations jsonb)
returns table (key text, locale text, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry jsonb;
  existing public.content_section_translations;
  section public.content_sections;
  seed_value jsonb;
  new_hash text;
begin
  for entry in select e.value from jsonb_array_elements(p_translations) e loop
    key := entry ->> 'key';
    locale := entry ->> 'locale';
    seed_value := entry -> 'value';
    new_hash := md5(seed_value::text);
    select * into section from public.content_sections s where s.key = apply_content_section_translation_seed.key;
    select * into existing from public.content_section_translations t
      where t.key = apply_content_section_translation_seed.key and t.locale = apply_content_section_translation_seed.locale for update;
    if section.key is null or not section.published then
      outcome := 'no_section';
    elsif section.value is distinct from entry -> 'source' then
      outcome := 'source_changed';
    elsif existing.id is null then
      insert into public.content_section_translations (
        key, locale, value, state, source_version, published_value, published_at, published_source_version, seed_hash
      )
      values (section.key, locale, seed_value, 'approved', section.version, seed_value, now(), section.version, new_hash);
      outcome := 'created';
    elsif existing.seed_hash is distinct from md5(existing.value::text) or existing.published_at is null or existing.state <> 'approved'
      or existing.seed_hash is distinct from md5(existing.published_value::text) then
      outcome := 'kept';
    elsif existing.seed_hash = new_hash and existing.source_version = section.version then
      outcome := 'unchanged';
    else
      update public.content_section_translations t
        set value = seed_value, state = 'approved', source_version = section.version, revision = t.revision + 1,
          published_value = seed_value, published_at = now(), published_source_version = section.version, published_by = null,
          updated_by = null, seed_hash = new_hash
        where t.id = existing.id;
      outcome := 'updated';
    end if;
    existing := null;
    section := null;
    return next;
  end loop;
end
$$;

revoke all on function public.apply_content_section_translation_seed(jsonb) from public, anon, authenticated, service_role;
