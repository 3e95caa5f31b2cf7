-- The documents in Swedish and German (issue 39, docs/decisions/0012-languages.md): one row per
-- document and language, holding a full copy of the kind's data with the text translated. The
-- English document (public.documents) stays the source; a translation is made from one of its
-- versions (source_version) and is public only once approved, complete and published through the
-- publish-document edge function, which checks it against the English published data (the same
-- ids, links, dates and list lengths; every text leaf translated: _shared/content/text-leaves.ts).
--
-- The working copy (title, path, data, state, revision) is staff's; what visitors see is the
-- published_* columns, written only by publish_document_translation() (the service role's). A
-- translation is live while it is published and its English document is live: unpublishing or
-- trashing the English document hides its translations without touching them.
--
-- Visitors (anon, and signed-in users without a staff role) read the published columns of live
-- rows, by column grants and a policy; staff read and write the working copy through the RPCs below
-- (the kinds they edit, as documents), never the table directly.

create table public.document_translations (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null
    constraint document_translations_locale_known check (locale in ('sv', 'de')),
  -- The localised path of the working copy ('/sv/tjanster/oversattning'): the documents' path format, under the language's prefix.
  path text not null
    constraint document_translations_path_format check (
      path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and length(path) <= 200
      and (path = '/' || locale or starts_with(path, '/' || locale || '/'))
    ),
  title text not null
    constraint document_translations_title_present check (btrim(title) <> '' and length(title) <= 200),
  data jsonb not null
    constraint document_translations_data_is_object check (jsonb_typeof(data) = 'object'),
  state text not null default 'draft'
    constraint document_translations_state_known check (state in ('draft', 'in_review', 'approved')),
  -- The English document's version the working copy was made from: behind documents.version, it is outdated.
  source_version integer not null
    constraint document_translations_source_version_not_negative check (source_version >= 0),
  -- Raised by every save of the working copy: the optimistic check of the RPCs, as document_drafts.revision.
  revision integer not null default 1
    constraint document_translations_revision_positive check (revision > 0),
  -- What visitors see: all null until first published, all set after.
  published_path text
    constraint document_translations_published_path_format check (
      published_path is null or (
        published_path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and length(published_path) <= 200
        and (published_path = '/' || locale or starts_with(published_path, '/' || locale || '/'))
      )
    ),
  published_title text,
  published_data jsonb
    constraint document_translations_published_data_is_object check (published_data is null or jsonb_typeof(published_data) = 'object'),
  published_at timestamptz,
  published_source_version integer,
  published_by uuid references auth.users (id) on delete set null,
  -- What the translation seed last wrote: a later seed overwrites the row only while this still matches.
  seed_hash text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint document_translations_document_locale unique (document_id, locale),
  constraint document_translations_published_together check (
    (published_at is null) = (published_data is null)
    and (published_at is null) = (published_title is null)
    and (published_at is null) = (published_path is null)
    and (published_at is null) = (published_source_version is null)
  )
);

comment on table public.document_translations is
  'A document in Swedish or German: the working copy (staff, through RPCs) and the published copy (visitors), made from an English version.';
comment on column public.document_translations.data is 'The working copy: the kind''s whole data with its text translated (the English ids, links and dates as they are).';
comment on column public.document_translations.published_path is 'The localised path visitors reach it at; null until published. Unique among published rows.';
comment on column public.document_translations.source_version is 'The documents.version the working copy was made from.';
comment on column public.document_translations.seed_hash is 'Hash of what the translation seed last wrote; the seed leaves the row alone once staff changed it.';

-- A localised path names one published translation (the prefix makes it one per language).
create unique index document_translations_live_path on public.document_translations (published_path) where published_at is not null;
create index document_translations_locale_idx on public.document_translations (locale) where published_at is not null;

-- Whether a document is on the site (published, not taken off, not in the trash); security definer so
-- the policy below asks it without the caller's view of documents.
create function public.document_is_live(p_document uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.documents d
    where d.id = p_document and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  )
$$;

revoke all on function public.document_is_live(uuid) from public;
grant execute on function public.document_is_live(uuid) to anon, authenticated, service_role;

-- Row level security: visitors read the published columns of live translations of live documents;
-- nobody writes through the API (the functions below do, after their checks).
alter table public.document_translations enable row level security;

revoke all on table public.document_translations from anon, authenticated, service_role;
grant select (id, document_id, locale, published_path, published_title, published_data, published_at, published_source_version)
  on table public.document_translations to anon, authenticated;
grant all on table public.document_translations to service_role;

create policy "Anyone reads the live translations of live documents" on public.document_translations for select to anon, authenticated
  using (published_at is not null and public.document_is_live(document_id));

create policy "Staff read the translations of documents they edit" on public.document_translations for select to authenticated
  using (public.can_edit_document(document_id));

-- Stamps: updated_at on every change (the functions set updated_by, whose actor they verified).
create trigger touch_updated_at
  before update on public.document_translations
  for each row execute function public.touch_updated_at();

-- The public render is dropped, and a static build asked for, when what visitors may see changed.
create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.document_translations
  for each statement execute function public.notify_site_content_changed();

create trigger request_site_build
  after insert or update or delete or truncate on public.document_translations
  for each statement execute function public.request_site_build();

-- A published translation whose path changes leaves a 301 from its old path (docs/decisions/0006-redirects.md),
-- and one that goes live at a redirect's source takes that address back, as documents do.
create function public.redirect_renamed_translation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published_path is not null then
    delete from public.redirects r where r.source = new.published_path and r.origin <> 'fixed';
  end if;
  if tg_op = 'UPDATE' and old.published_path is not null and new.published_path is not null and old.published_path <> new.published_path then
    insert into public.redirects as r (source, target, status, match, origin, created_by)
    values (old.published_path, new.published_path, 301, 'exact', 'auto', new.published_by)
    on conflict (source) do update set target = excluded.target, status = 301, match = 'exact'
      where r.origin <> 'fixed';
  end if;
  return null;
end
$$;

revoke all on function public.redirect_renamed_translation() from public, anon, authenticated, service_role;

create trigger redirect_renamed_translation
  after insert or update of published_path on public.document_translations
  for each row execute function public.redirect_renamed_translation();

-- Realtime: the admin hears of another editor's save or publish; RLS and the column grants decide who hears what.
alter publication supabase_realtime add table public.document_translations;

-- Audit: one row per staff action, with the actor the RPC verified.
create function public.audit_translation_action(
  p_action text, p_translation public.document_translations, p_actor uuid, p_old jsonb, p_new jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (
    actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent
  )
  select
    p_actor,
    coalesce(nullif(auth.jwt() ->> 'email', ''), (select u.email::text from auth.users u where u.id = p_actor)),
    coalesce(public.staff_role(), (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor), public.request_role()),
    p_action,
    'document_translations',
    p_translation.id::text,
    left(p_translation.locale || ': ' || p_translation.title, 200),
    p_old,
    jsonb_build_object('document_id', p_translation.document_id, 'locale', p_translation.locale) || coalesce(p_new, '{}'::jsonb),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
$$;

revoke all on function public.audit_translation_action(text, public.document_translations, uuid, jsonb, jsonb)
  from public, anon, authenticated, service_role;

-- A language the site is translated into: 22023 otherwise.
create function public.refuse_unknown_translation_locale(p_locale text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_locale is null or p_locale not in ('sv', 'de') then
    raise exception 'There is no translation language called %: use sv or de', coalesce(p_locale, 'null') using errcode = '22023';
  end if;
end
$$;

-- The optimistic check: PT409 when the translation was saved since the caller opened it (0: there was none).
create function public.check_translation_unchanged(p_translation public.document_translations, p_expected_revision integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(p_translation.revision, 0) <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this translation since you opened it'
      using errcode = 'PT409',
        detail = format('revision %s', coalesce(p_translation.revision, 0)),
        hint = 'Reload the translation to see their change.';
  end if;
end
$$;

revoke all on function public.refuse_unknown_translation_locale(text), public.check_translation_unchanged(public.document_translations, integer)
  from public, anon, authenticated, service_role;

-- The translations of a document the caller edits, working copy and published copy, with the English
-- version each was made from and whether it is outdated (made from an older version than the live one).
create function public.document_translations_of(p_document uuid)
returns table (
  id uuid,
  document_id uuid,
  locale text,
  path text,
  title text,
  data jsonb,
  state text,
  source_version integer,
  revision integer,
  outdated boolean,
  published_path text,
  published_title text,
  published_data jsonb,
  published_at timestamptz,
  published_source_version integer,
  live boolean,
  updated_at timestamptz,
  updated_by_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents;
begin
  select * into doc from public.documents d where d.id = p_document;
  if doc.id is null then
    raise exception 'There is no document %', p_document using errcode = 'PT404';
  end if;
  if not public.role_edits_document_kind(role, doc.collection) then
    raise exception 'Your role may not read the translations of % documents', doc.collection using errcode = '42501';
  end if;
  return query
    select t.id, t.document_id, t.locale, t.path, t.title, t.data, t.state, t.source_version, t.revision,
      t.source_version < doc.version,
      t.published_path, t.published_title, t.published_data, t.published_at, t.published_source_version,
      t.published_at is not null and doc.published_data is not null and doc.unpublished_at is null and doc.deleted_at is null,
      t.updated_at, public.staff_display_name(t.updated_by)
    from public.document_translations t
    where t.document_id = p_document
    order by t.locale;
end
$$;

-- Saves the working copy of a translation (a new one with p_expected_revision 0), made from the English
-- document's existing version; a saved change goes back to 'draft' (an approval was of the text before).
-- Returns the new revision. PT409 when someone saved since; 42501 outside the caller's kinds; 55000 in the trash.
create function public.save_document_translation(
  p_document uuid, p_locale text, p_title text, p_path text, p_data jsonb, p_expected_revision integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_document, public.document_editor_role());
  existing public.document_translations;
  saved public.document_translations;
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  perform public.refuse_trashed_document(doc);
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  perform public.check_translation_unchanged(existing, p_expected_revision);
  if existing.id is null then
    insert into public.document_translations (document_id, locale, path, title, data, source_version, updated_by)
    values (p_document, p_locale, p_path, p_title, p_data, doc.version, auth.uid())
    returning * into saved;
    perform public.audit_translation_action('create', saved, auth.uid(), null,
      jsonb_build_object('path', saved.path, 'title', saved.title, 'source_version', saved.source_version));
  else
    update public.document_translations t
      set path = p_path, title = p_title, data = p_data, source_version = doc.version, state = 'draft',
        revision = t.revision + 1, seed_hash = t.seed_hash, updated_by = auth.uid()
      where t.id = existing.id
      returning * into saved;
    perform public.audit_translation_action('save', saved, auth.uid(),
      jsonb_build_object('path', existing.path, 'title', existing.title, 'state', existing.state, 'source_version', existing.source_version),
      jsonb_build_object('path', saved.path, 'title', saved.title, 'state', saved.state, 'source_version', saved.source_version,
        'revision', saved.revision));
  end if;
  return saved.revision;
end
$$;

-- Moves a translation through review: draft -> in_review (anyone who edits the kind), in_review ->
-- approved (editors and admins only), and back to draft from either. 22023 for another step.
create function public.set_document_translation_state(p_document uuid, p_locale text, p_state text, p_expected_revision integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_document, role);
  existing public.document_translations;
  changed public.document_translations;
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  perform public.refuse_trashed_document(doc);
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This document has no % translation', p_locale using errcode = 'PT404';
  end if;
  perform public.check_translation_unchanged(existing, p_expected_revision);
  if p_state = 'approved' and role not in ('admin', 'editor') then
    raise exception 'Only editors and admins approve translations' using errcode = '42501', hint = 'Send it for review; an editor approves it.';
  end if;
  if not (
    (existing.state = 'draft' and p_state = 'in_review')
    or (existing.state = 'in_review' and p_state = 'approved')
    or (existing.state in ('in_review', 'approved') and p_state = 'draft')
  ) then
    raise exception 'A translation goes from % to draft, in_review or approved in turn, not to %', existing.state, coalesce(p_state, 'null')
      using errcode = '22023';
  end if;
  update public.document_translations t set state = p_state, updated_by = auth.uid() where t.id = existing.id returning * into changed;
  perform public.audit_translation_action('set_state', changed, auth.uid(),
    jsonb_build_object('state', existing.state), jsonb_build_object('state', changed.state, 'revision', changed.revision));
end
$$;

-- Publishes the approved working copy that publish-document checked against the English document
-- (its kind's schema, every text translated, nothing else changed), for the staff member it verified.
-- Service role only. PT409 when saved since; TAPRV unless approved; TLIVE unless the English document
-- is live; 23505 when another published translation or a document has the path.
create function public.publish_document_translation(p_document uuid, p_locale text, p_expected_revision integer, p_actor uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_edit(p_document, actor_role);
  existing public.document_translations;
  published public.document_translations;
  holder text;
begin
  perform public.refuse_contributor(actor_role, 'publish');
  perform public.refuse_unknown_translation_locale(p_locale);
  perform public.refuse_trashed_document(doc);
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  if existing.id is null then
    raise exception 'This document has no % translation', p_locale using errcode = 'PT404';
  end if;
  perform public.check_translation_unchanged(existing, p_expected_revision);
  if existing.state <> 'approved' then
    raise exception 'The % translation is %: an editor approves it before it is published', p_locale, replace(existing.state, '_', ' ')
      using errcode = 'TAPRV';
  end if;
  if doc.published_data is null or doc.unpublished_at is not null then
    raise exception 'The English document is not on the site: publish it first' using errcode = 'TLIVE';
  end if;
  holder := coalesce(
    (select d.title from public.documents d where d.path = existing.path and d.deleted_at is null),
    (select t.title from public.document_translations t where t.published_path = existing.path and t.published_at is not null and t.id <> existing.id)
  );
  if holder is not null then
    raise exception 'The path % is taken by "%"', existing.path, holder
      using errcode = '23505', hint = 'Choose another path, or change that page''s path first.';
  end if;
  update public.document_translations t
    set published_path = t.path, published_title = t.title, published_data = t.data, published_at = now(),
      published_source_version = t.source_version, published_by = p_actor, updated_by = p_actor
    where t.id = existing.id
    returning * into published;
  perform public.audit_translation_action('publish', published, p_actor,
    jsonb_build_object('path', existing.published_path, 'title', existing.published_title, 'source_version', existing.published_source_version),
    jsonb_build_object('path', published.published_path, 'title', published.published_title,
      'source_version', published.published_source_version, 'revision', published.revision));
  return published.revision;
end
$$;

-- Takes a translation off the site (the working copy stays); 55000 when it is not published.
create function public.unpublish_document_translation(p_document uuid, p_locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_document, role);
  existing public.document_translations;
  changed public.document_translations;
begin
  perform public.refuse_contributor(role, 'unpublish');
  perform public.refuse_unknown_translation_locale(p_locale);
  select * into existing from public.document_translations t where t.document_id = p_document and t.locale = p_locale for update;
  if existing.id is null or existing.published_at is null then
    raise exception 'This translation is not on the site' using errcode = '55000';
  end if;
  update public.document_translations t
    set published_path = null, published_title = null, published_data = null, published_at = null, published_source_version = null,
      published_by = null, updated_by = auth.uid()
    where t.id = existing.id
    returning * into changed;
  perform public.audit_translation_action('unpublish', changed, auth.uid(),
    jsonb_build_object('path', existing.published_path, 'title', existing.published_title), null);
end
$$;

revoke all on function
  public.document_translations_of(uuid),
  public.save_document_translation(uuid, text, text, text, jsonb, integer),
  public.set_document_translation_state(uuid, text, text, integer),
  public.publish_document_translation(uuid, text, integer, uuid),
  public.unpublish_document_translation(uuid, text)
from public, anon, authenticated, service_role;
grant execute on function
  public.document_translations_of(uuid),
  public.save_document_translation(uuid, text, text, text, jsonb, integer),
  public.set_document_translation_state(uuid, text, text, integer),
  public.unpublish_document_translation(uuid, text)
to authenticated;
grant execute on function public.publish_document_translation(uuid, text, integer, uuid) to service_role;

-- The translation seed (supabase/translation-seed.sql, generated from supabase/translations/ by
-- scripts/translation-seed.ts) calls apply_translation_seed() after the document seed, with every
-- complete translation of a seed document: written approved and published, made from the English
-- document's existing version, while nobody else has written it (seed_hash, as the document seed).
create function public.translation_seed_hash(p_title text, p_path text, p_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select md5(jsonb_build_array(p_title, p_path, p_data)::text)
$$;

comment on function public.translation_seed_hash(text, text, jsonb) is 'The hash document_translations.seed_hash holds of what the translation seed wrote.';

-- Each seed translation ({documentId, locale, path, title, data}); answers what became of each: created,
-- updated, unchanged, kept (staff changed it), no_document (its English document is not there or not
-- published), source_changed (staff changed the English document since the seed wrote it: the seed's
-- translation is of the English they replaced) or path_taken (a document or another published translation has the path).
create function public.apply_translation_seed(p_translations jsonb)
returns table (document_id uuid, locale text, translation_path text, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry jsonb;
  existing public.document_translations;
  seed_title text;
  seed_data jsonb;
  new_hash text;
  doc public.documents;
  source integer;
begin
  for entry in select e.value from jsonb_array_elements(p_translations) e loop
    document_id := (entry ->> 'documentId')::uuid;
    locale := entry ->> 'locale';
    translation_path := entry ->> 'path';
    seed_title := entry ->> 'title';
    seed_data := entry -> 'data';
    new_hash := public.translation_seed_hash(seed_title, translation_path, seed_data);
    select * into doc from public.documents d where d.id = document_id;
    select * into existing from public.document_translations t
      where t.document_id = apply_translation_seed.document_id and t.locale = apply_translation_seed.locale for update;

    source := doc.version;
    if doc.id is null or doc.published_data is null or doc.deleted_at is not null then
      outcome := 'no_document';
    elsif doc.seed_hash is distinct from public.document_seed_hash(doc.title, doc.path, doc.published_data) then
      -- Staff changed the English document: the seed's translation is of the English they replaced.
      outcome := 'source_changed';
    elsif exists (select 1 from public.documents d where d.path = translation_path and d.deleted_at is null)
      or exists (
        select 1 from public.document_translations t
        where t.published_path = translation_path and t.published_at is not null and t.id is distinct from existing.id
      ) then
      outcome := 'path_taken';
    elsif existing.id is null then
      insert into public.document_translations (
        document_id, locale, path, title, data, state, source_version,
        published_path, published_title, published_data, published_at, published_source_version, seed_hash
      )
      values (
        document_id, locale, translation_path, seed_title, seed_data, 'approved', source,
        translation_path, seed_title, seed_data, now(), source, new_hash
      );
      outcome := 'created';
    elsif existing.seed_hash is distinct from public.translation_seed_hash(existing.title, existing.path, existing.data)
      or existing.published_at is null or existing.state <> 'approved'
      or existing.seed_hash is distinct from public.translation_seed_hash(existing.published_title, existing.published_path, existing.published_data) then
      outcome := 'kept';
    elsif existing.seed_hash = new_hash and existing.source_version = source then
      outcome := 'unchanged';
    else
      update public.document_translations t
        set path = translation_path, title = seed_title, data = seed_data, state = 'approved', source_version = source,
          revision = t.revision + 1, published_path = translation_path, published_title = seed_title, published_data = seed_data,
          published_at = now(), published_source_version = source, published_by = null, updated_by = null, seed_hash = new_hash
        where t.id = existing.id;
      outcome := 'updated';
    end if;
    existing := null;
    doc := null;
    return next;
  end loop;
end
$$;

comment on function public.apply_translation_seed(jsonb) is
  'Writes the translation seed (supabase/translation-seed.sql), leaving every translation staff changed as it is.';

revoke all on function public.translation_seed_hash(text, text, jsonb), public.apply_translation_seed(jsonb)
  from public, anon, authenticated, service_role;
