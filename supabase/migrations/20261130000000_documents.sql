-- The content model (docs/decisions/0003-content-model.md): every page and every collection entry
-- of the site is one row of public.documents, whatever its kind, so drafts, history, the
-- optimistic check, trash, links, realtime, the render cache's NOTIFY, the audit log and row level
-- security are built once. A kind's data is validated by its zod schema in the publish-document
-- edge function (supabase/functions/_shared/content/), which is the only way to publish: the API
-- roles write no table here directly, and publish_document() is the service role's alone.
--
-- documents.published_data is what visitors see (null until first published); document_drafts
-- holds the saved, unpublished edit; a trigger keeps every publish in document_versions, numbered
-- per document. As with content sections, the RPCs take the version and draft revision the editor
-- opened and answer PT409 when either has moved since.

-- The kinds, one row each: pages by page kind, then the collections. edited_by names the staff
-- roles that edit documents of the kind (admins and editors run the website; recruiters only
-- the open positions).
create table public.document_kinds (
  kind text primary key
    constraint document_kinds_kind_format check (kind ~ '^(page:)?[a-z][a-z_]{1,39}$'),
  label text not null
    constraint document_kinds_label_present check (btrim(label) <> ''),
  edited_by text[] not null default array['admin', 'editor']
    constraint document_kinds_edited_by_roles check (edited_by <@ array['admin', 'editor', 'recruiter'] and 'admin' = any (edited_by))
);

comment on table public.document_kinds is 'The kinds of document (page kinds and collections) and the staff roles that edit each; a new kind is one row.';

insert into public.document_kinds (kind, label, edited_by) values
  ('page:home', 'Home page', array['admin', 'editor']),
  ('page:service', 'Service page', array['admin', 'editor']),
  ('page:industry', 'Industry page', array['admin', 'editor']),
  ('page:language', 'Language page', array['admin', 'editor']),
  ('page:about', 'About page', array['admin', 'editor']),
  ('page:careers', 'Careers page', array['admin', 'editor']),
  ('page:contact', 'Contact page', array['admin', 'editor']),
  ('page:legal', 'Legal page', array['admin', 'editor']),
  ('page:landing', 'Landing page', array['admin', 'editor']),
  ('blog_post', 'Blog post', array['admin', 'editor']),
  ('news_item', 'News item', array['admin', 'editor']),
  ('case_study', 'Case study', array['admin', 'editor']),
  ('open_position', 'Open position', array['admin', 'editor', 'recruiter']),
  ('glossary_term', 'Glossary term', array['admin', 'editor']),
  ('faq_entry', 'FAQ entry', array['admin', 'editor']),
  ('office', 'Office', array['admin', 'editor']),
  ('team_member', 'Team member', array['admin', 'editor']),
  ('testimonial', 'Testimonial', array['admin', 'editor']),
  ('event', 'Event', array['admin', 'editor']);

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  collection text not null references public.document_kinds (kind),
  -- The public path of a page or entry ('/blog/plain-language'); unique among documents not in the trash.
  path text not null
    constraint documents_path_format check (path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and length(path) <= 200),
  title text not null
    constraint documents_title_present check (btrim(title) <> '' and length(title) <= 200),
  published_data jsonb
    constraint documents_published_data_is_object check (published_data is null or jsonb_typeof(published_data) = 'object'),
  published_at timestamptz,
  published_by uuid references auth.users (id) on delete set null,
  -- 0 until first published; raised by a trigger on every publish.
  version integer not null default 0
    constraint documents_version_not_negative check (version >= 0),
  unpublished_at timestamptz,
  deleted_at timestamptz,
  deleted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  -- What the seed last wrote: a later seed overwrites the row only while this still matches.
  seed_hash text,
  constraint documents_published_together check ((published_data is null) = (published_at is null) and (published_data is null) = (version = 0))
);

comment on table public.documents is 'Every page and collection entry of the site: its published data, state, trash and stamps.';
comment on column public.documents.published_data is 'What visitors see; null until first published. Written only by publish_document().';
comment on column public.documents.seed_hash is 'Hash of what the seed last wrote; the seed leaves the row alone once staff changed it.';

create unique index documents_live_path on public.documents (path) where deleted_at is null;
create index documents_collection_idx on public.documents (collection, updated_at desc);
create index documents_deleted_at_idx on public.documents (deleted_at) where deleted_at is not null;

create table public.document_drafts (
  document_id uuid primary key references public.documents (id) on delete cascade,
  title text not null
    constraint document_drafts_title_present check (btrim(title) <> '' and length(title) <= 200),
  path text not null
    constraint document_drafts_path_format check (path ~ '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$' and length(path) <= 200),
  data jsonb not null
    constraint document_drafts_data_is_object check (jsonb_typeof(data) = 'object'),
  revision integer not null default 1
    constraint document_drafts_revision_positive check (revision > 0),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.document_drafts is 'The saved, unpublished edit of a document; staff who edit its kind only.';

create table public.document_versions (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  version integer not null
    constraint document_versions_version_positive check (version > 0),
  title text not null,
  path text not null,
  data jsonb not null,
  published_by uuid references auth.users (id) on delete set null,
  published_at timestamptz not null default now(),
  constraint document_versions_document_version unique (document_id, version)
);

comment on table public.document_versions is 'Every published state of a document, written by a trigger on documents.';

-- Internal links of the published data: "who links here" is one query.
create table public.document_links (
  from_document uuid not null references public.documents (id) on delete cascade,
  to_document uuid not null references public.documents (id) on delete cascade,
  primary key (from_document, to_document)
);

create index document_links_to_idx on public.document_links (to_document);

comment on table public.document_links is 'Internal links ({"type": "internal-link", "documentId": …}) in live documents'' published data; derived at publish.';

-- Numbering: every publish (a new published_at) is the document's next version.
create function public.number_document_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published_at is distinct from old.published_at and new.published_data is not null then
    new.version := greatest(old.version, coalesce((select max(v.version) from public.document_versions v where v.document_id = new.id), 0)) + 1;
  else
    new.version := old.version;
  end if;
  return new;
end
$$;

create function public.record_document_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.version <> old.version then
    insert into public.document_versions (document_id, version, title, path, data, published_by, published_at)
    values (new.id, new.version, new.title, new.path, new.published_data, new.published_by, new.published_at)
    on conflict (document_id, version) do nothing;
  end if;
  return null;
end
$$;

revoke all on function public.number_document_version(), public.record_document_version() from public, anon, authenticated;

create trigger number_document_version
  before update on public.documents
  for each row execute function public.number_document_version();

create trigger record_document_version
  after update on public.documents
  for each row execute function public.record_document_version();

-- The public render is dropped when what visitors see may have changed (drafts live elsewhere).
create trigger notify_site_content_changed
  after insert or update or delete or truncate on public.documents
  for each statement execute function public.notify_site_content_changed();

-- Who edits what: one rule for the policies and the functions.
create function public.role_edits_document_kind(staff_role text, kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select staff_role = any (k.edited_by) from public.document_kinds k where k.kind = role_edits_document_kind.kind), false)
$$;

create function public.can_edit_document_kind(kind text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.session_meets_mfa() and public.role_edits_document_kind(public.staff_role(), kind)
$$;

-- security definer: policies of the drafts, versions and links ask it without reading documents under RLS.
create function public.can_edit_document(document_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select public.can_edit_document_kind(d.collection) from public.documents d where d.id = document_id), false)
$$;

comment on function public.can_edit_document_kind(text) is 'Whether the caller''s staff role edits documents of this kind (at aal2 with a verified factor).';

revoke all on function public.role_edits_document_kind(text, text), public.can_edit_document_kind(text), public.can_edit_document(uuid)
  from public;
grant execute on function public.can_edit_document_kind(text), public.can_edit_document(uuid) to anon, authenticated, service_role;
grant execute on function public.role_edits_document_kind(text, text) to service_role;

-- Row level security. Visitors read the public columns of live documents; staff read the
-- documents, drafts, versions and links of the kinds they edit. Nobody writes through the API:
-- the functions below do, after their checks.
alter table public.document_kinds enable row level security;
alter table public.documents enable row level security;
alter table public.document_drafts enable row level security;
alter table public.document_versions enable row level security;
alter table public.document_links enable row level security;

revoke all on table public.document_kinds, public.documents, public.document_drafts, public.document_versions, public.document_links
  from anon, authenticated, service_role;
grant select on table public.document_kinds to anon, authenticated;
grant select (id, collection, path, title, published_data, published_at, version) on table public.documents to anon;
grant select (id, collection, path, title, published_data, published_at, published_by, version, unpublished_at, deleted_at, deleted_by,
  created_at, created_by, updated_at, updated_by) on table public.documents to authenticated;
grant select on table public.document_drafts, public.document_versions, public.document_links to authenticated;
grant all on table public.document_kinds, public.documents, public.document_drafts, public.document_versions, public.document_links
  to service_role;

create policy "Anyone reads the kinds of document" on public.document_kinds for select to anon, authenticated using (true);

create policy "Anyone reads live documents" on public.documents for select to anon, authenticated
  using (published_data is not null and unpublished_at is null and deleted_at is null);

create policy "Staff read the documents of the kinds they edit" on public.documents for select to authenticated
  using (public.can_edit_document_kind(collection));

create policy "Staff read the drafts of documents they edit" on public.document_drafts for select to authenticated
  using (public.can_edit_document(document_id));

create policy "Staff read the versions of documents they edit" on public.document_versions for select to authenticated
  using (public.can_edit_document(document_id));

create policy "Staff read the links of documents they edit" on public.document_links for select to authenticated
  using (public.can_edit_document(from_document));

-- Realtime: the admin sees another editor's publish; RLS decides who hears of which row.
alter publication supabase_realtime add table public.documents;

-- Audit: one row per staff action, with the actor the RPC verified (the publish arrives with the
-- service role, for a staff member the edge function checked).
create function public.audit_document_action(p_action text, p_document public.documents, p_actor uuid, p_old jsonb, p_new jsonb)
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
    'documents',
    p_document.id::text,
    left(p_document.title, 200),
    p_old,
    p_new,
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
$$;

revoke all on function public.audit_document_action(text, public.documents, uuid, jsonb, jsonb) from public, anon, authenticated, service_role;

-- The document, locked, when the caller (or the verified actor) edits its kind; 42501 or PT404 otherwise.
create function public.document_for_edit(p_id uuid, p_role text)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents;
begin
  select * into doc from public.documents d where d.id = p_id for update;
  if not found then
    raise exception 'There is no document %', p_id using errcode = 'PT404';
  end if;
  if not public.role_edits_document_kind(p_role, doc.collection) then
    raise exception 'Your role may not edit % documents', doc.collection using errcode = '42501';
  end if;
  return doc;
end
$$;

-- The caller's staff role when their session may edit documents at all.
create function public.document_editor_role()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (public.has_staff_role()) then
    raise exception 'Only staff may edit the website content' using errcode = '42501';
  end if;
  return public.staff_role();
end
$$;

-- The optimistic check: PT409 when the document was published or its draft saved since the caller opened it.
create function public.check_document_unchanged(p_doc public.documents, p_expected_version integer, p_expected_revision integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_revision integer := coalesce((select d.revision from public.document_drafts d where d.document_id = p_doc.id), 0);
begin
  if p_doc.version <> p_expected_version or current_revision <> coalesce(p_expected_revision, 0) then
    raise exception 'Someone else changed this document since you opened it'
      using errcode = 'PT409',
        detail = format('version %s, draft revision %s', p_doc.version, current_revision),
        hint = 'Reload the document to see their change.';
  end if;
end
$$;

create function public.refuse_trashed_document(p_doc public.documents)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_doc.deleted_at is not null then
    raise exception 'This document is in the trash: restore it first' using errcode = '55000';
  end if;
end
$$;

-- A path names one document outside the trash: 23505 naming the one that has it.
create function public.refuse_taken_path(p_path text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  holder text := (select d.title from public.documents d where d.path = p_path and d.deleted_at is null and d.id is distinct from p_id);
begin
  if holder is not null then
    raise exception 'The path % is taken by "%"', p_path, holder
      using errcode = '23505', hint = 'Choose another path, or change that document''s path first.';
  end if;
end
$$;

-- Refuses to take a document off the site while live documents link to it, naming them (DLINK).
create function public.refuse_linked_document(p_doc public.documents)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  linkers jsonb;
  total integer;
begin
  select count(*)::integer, jsonb_agg(jsonb_build_object('id', f.id, 'title', f.title, 'path', f.path) order by f.title)
    into total, linkers
    from public.document_links l join public.documents f on f.id = l.from_document
    where l.to_document = p_doc.id and l.from_document <> p_doc.id;
  if total > 0 then
    raise exception '% here: %', case when total = 1 then '1 document links' else total || ' documents link' end,
      (select string_agg(format('"%s" (%s)', x ->> 'title', x ->> 'path'), ', ') from jsonb_array_elements(linkers) x)
      using errcode = 'DLINK',
        detail = linkers::text,
        hint = 'Remove the links first, or confirm to take it off the site anyway.';
  end if;
end
$$;

-- The ids of the documents that the data links to ({"type": "internal-link", "documentId": …} at any depth).
create function public.document_link_targets(data jsonb)
returns setof uuid
language sql
immutable
set search_path = ''
as $$
  select distinct (t #>> '{}')::uuid
  from jsonb_path_query(coalesce(data, '{}'::jsonb), 'lax $.** ? (@.type == "internal-link").documentId') t
  where jsonb_typeof(t) = 'string' and (t #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;

-- Rewrites a document's outgoing links: those of its published data while it is live, none otherwise.
create function public.refresh_document_links(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.document_links where from_document = p_id;
  insert into public.document_links (from_document, to_document)
  select d.id, target.id
  from public.documents d
  cross join lateral public.document_link_targets(d.published_data) as link(to_id)
  join public.documents target on target.id = link.to_id
  where d.id = p_id and d.published_data is not null and d.unpublished_at is null and d.deleted_at is null
  on conflict do nothing;
end
$$;

revoke all on function public.document_for_edit(uuid, text), public.document_editor_role(),
  public.check_document_unchanged(public.documents, integer, integer), public.refuse_trashed_document(public.documents),
  public.refuse_taken_path(text, uuid),
  public.refuse_linked_document(public.documents), public.document_link_targets(jsonb), public.refresh_document_links(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.document_editor_role() to authenticated;

-- Creates a document (never published) with its first draft; returns its id.
create function public.create_document(p_collection text, p_path text, p_title text, p_data jsonb default '{}'::jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents;
begin
  if not exists (select 1 from public.document_kinds k where k.kind = p_collection) then
    raise exception 'There is no kind of document called %', p_collection using errcode = '22023';
  end if;
  if not public.role_edits_document_kind(role, p_collection) then
    raise exception 'Your role may not create % documents', p_collection using errcode = '42501';
  end if;
  perform public.refuse_taken_path(p_path, null);
  insert into public.documents (collection, path, title, created_by, updated_by)
  values (p_collection, p_path, p_title, auth.uid(), auth.uid())
  returning * into doc;
  insert into public.document_drafts (document_id, title, path, data, updated_by)
  values (doc.id, p_title, p_path, coalesce(p_data, '{}'::jsonb), auth.uid());
  perform public.audit_document_action('create', doc, auth.uid(), null, jsonb_build_object('collection', doc.collection, 'path', doc.path, 'title', doc.title));
  return doc.id;
end
$$;

-- Saves the draft; returns the new draft revision.
create function public.save_document_draft(
  p_id uuid, p_title text, p_path text, p_data jsonb, p_expected_version integer, p_expected_revision integer
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  saved integer;
begin
  perform public.refuse_trashed_document(doc);
  perform public.check_document_unchanged(doc, p_expected_version, p_expected_revision);
  insert into public.document_drafts as d (document_id, title, path, data, revision, updated_by)
  values (p_id, p_title, p_path, p_data, 1, auth.uid())
  on conflict (document_id) do update
    set title = excluded.title, path = excluded.path, data = excluded.data, revision = d.revision + 1, updated_at = now(), updated_by = auth.uid()
  returning d.revision into saved;
  return saved;
end
$$;

-- Publishes data the publish-document function validated, for the staff member it verified, as
-- the document's next version; drops the draft and rewrites the links. Service role only.
create function public.publish_document(
  p_id uuid, p_title text, p_path text, p_data jsonb, p_expected_version integer, p_expected_revision integer, p_actor uuid,
  p_restored_from integer default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_edit(p_id, actor_role);
  published public.documents;
begin
  perform public.refuse_trashed_document(doc);
  perform public.check_document_unchanged(doc, p_expected_version, p_expected_revision);
  perform public.refuse_taken_path(p_path, p_id);
  update public.documents
    set title = p_title, path = p_path, published_data = p_data, published_at = now(), published_by = p_actor,
      unpublished_at = null, updated_at = now(), updated_by = p_actor
    where id = p_id
    returning * into published;
  delete from public.document_drafts where document_id = p_id;
  perform public.refresh_document_links(p_id);
  perform public.audit_document_action(
    case when p_restored_from is null then 'publish' else 'restore_version' end, published, p_actor,
    jsonb_build_object('version', doc.version, 'title', doc.title, 'path', doc.path, 'data', doc.published_data),
    jsonb_build_object('version', published.version, 'title', published.title, 'path', published.path, 'data', published.published_data)
      || case when p_restored_from is null then '{}'::jsonb else jsonb_build_object('restored_from', p_restored_from) end
  );
  return published.version;
end
$$;

-- Takes a published document off the site (its data and history stay); DLINK while live documents link to it, unless forced.
create function public.unpublish_document(p_id uuid, p_force boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  changed public.documents;
begin
  perform public.refuse_trashed_document(doc);
  if doc.published_data is null or doc.unpublished_at is not null then
    raise exception 'This document is not on the site' using errcode = '55000';
  end if;
  if not coalesce(p_force, false) then
    perform public.refuse_linked_document(doc);
  end if;
  update public.documents set unpublished_at = now(), updated_at = now(), updated_by = auth.uid() where id = p_id returning * into changed;
  perform public.refresh_document_links(p_id);
  perform public.audit_document_action('unpublish', changed, auth.uid(), null, jsonb_build_object('forced', coalesce(p_force, false)));
end
$$;

-- Moves a document to the trash (kept 30 days); DLINK while live documents link to it, unless forced.
create function public.trash_document(p_id uuid, p_force boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  changed public.documents;
begin
  perform public.refuse_trashed_document(doc);
  if not coalesce(p_force, false) then
    perform public.refuse_linked_document(doc);
  end if;
  update public.documents set deleted_at = now(), deleted_by = auth.uid(), updated_at = now(), updated_by = auth.uid()
    where id = p_id returning * into changed;
  perform public.refresh_document_links(p_id);
  perform public.audit_document_action('trash', changed, auth.uid(), null, jsonb_build_object('forced', coalesce(p_force, false)));
end
$$;

-- Brings a document back from the trash, as it was (its path must still be free: 23505 otherwise).
create function public.restore_document(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := public.document_for_edit(p_id, public.document_editor_role());
  changed public.documents;
begin
  if doc.deleted_at is null then
    raise exception 'This document is not in the trash' using errcode = '55000';
  end if;
  perform public.refuse_taken_path(doc.path, doc.id);
  update public.documents set deleted_at = null, deleted_by = null, updated_at = now(), updated_by = auth.uid()
    where id = p_id returning * into changed;
  perform public.refresh_document_links(p_id);
  perform public.audit_document_action('restore', changed, auth.uid(), null, null);
end
$$;

-- A new, unpublished document with the source's draft (else its published data); returns its id.
create function public.duplicate_document(p_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  source public.documents := public.document_for_edit(p_id, public.document_editor_role());
  draft public.document_drafts;
  copy public.documents;
  new_path text;
  n integer := 1;
begin
  select * into draft from public.document_drafts d where d.document_id = p_id;
  new_path := left(coalesce(draft.path, source.path), 190) || '-copy';
  while exists (select 1 from public.documents d where d.path = new_path and d.deleted_at is null) loop
    n := n + 1;
    new_path := left(coalesce(draft.path, source.path), 190) || '-copy-' || n;
  end loop;
  insert into public.documents (collection, path, title, created_by, updated_by)
  values (source.collection, new_path, left('Copy of ' || coalesce(draft.title, source.title), 200), auth.uid(), auth.uid())
  returning * into copy;
  insert into public.document_drafts (document_id, title, path, data, updated_by)
  values (copy.id, copy.title, copy.path, coalesce(draft.data, source.published_data, '{}'::jsonb), auth.uid());
  perform public.audit_document_action('duplicate', copy, auth.uid(), null, jsonb_build_object('source', source.id, 'path', copy.path));
  return copy.id;
end
$$;

-- The published versions of a document, newest first, with who published each.
create function public.document_history(p_id uuid)
returns table (version integer, title text, path text, data jsonb, published_at timestamptz, published_by_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
begin
  if not public.role_edits_document_kind(role, (select d.collection from public.documents d where d.id = p_id)) then
    raise exception 'Your role may not read the history of this document' using errcode = '42501';
  end if;
  return query
    select v.version, v.title, v.path, v.data, v.published_at, public.staff_display_name(v.published_by)
    from public.document_versions v
    where v.document_id = p_id
    order by v.version desc;
end
$$;

-- The documents the caller edits, with their state for the admin's lists: draft (never on the
-- site, or taken off it), published, or changed (published, with a saved draft); trashed ones
-- only with p_trash. A state for scheduled publishing comes with scheduling.
create function public.document_overview(p_collection text default null, p_search text default null, p_trash boolean default false)
returns table (
  id uuid,
  collection text,
  path text,
  title text,
  status text,
  version integer,
  draft_revision integer,
  updated_at timestamptz,
  updated_by_name text,
  published_at timestamptz,
  deleted_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
begin
  return query
    select d.id, d.collection, coalesce(r.path, d.path), coalesce(r.title, d.title),
      case
        when d.published_data is null or d.unpublished_at is not null then 'draft'
        when r.document_id is not null then 'changed'
        else 'published'
      end,
      d.version, r.revision,
      greatest(d.updated_at, r.updated_at),
      public.staff_display_name(case when r.updated_at > d.updated_at then r.updated_by else d.updated_by end),
      d.published_at, d.deleted_at
    from public.documents d
    left join public.document_drafts r on r.document_id = d.id
    where public.role_edits_document_kind(role, d.collection)
      and (p_collection is null or d.collection = p_collection)
      and (coalesce(btrim(p_search), '') = ''
        or coalesce(r.title, d.title) ilike '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%')
      and (d.deleted_at is not null) = coalesce(p_trash, false)
    order by greatest(d.updated_at, r.updated_at) desc, d.id;
end
$$;

-- Documents in the trash for more than 30 days go for good; the server's hourly sweep calls this.
create function public.prune_trashed_documents()
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from public.documents where deleted_at < now() - interval '30 days' returning 1)
  select count(*)::integer from gone
$$;

revoke all on function
  public.create_document(text, text, text, jsonb),
  public.save_document_draft(uuid, text, text, jsonb, integer, integer),
  public.publish_document(uuid, text, text, jsonb, integer, integer, uuid, integer),
  public.unpublish_document(uuid, boolean),
  public.trash_document(uuid, boolean),
  public.restore_document(uuid),
  public.duplicate_document(uuid),
  public.document_history(uuid),
  public.document_overview(text, text, boolean),
  public.prune_trashed_documents()
from public, anon, authenticated, service_role;
grant execute on function
  public.create_document(text, text, text, jsonb),
  public.save_document_draft(uuid, text, text, jsonb, integer, integer),
  public.unpublish_document(uuid, boolean),
  public.trash_document(uuid, boolean),
  public.restore_document(uuid),
  public.duplicate_document(uuid),
  public.document_history(uuid),
  public.document_overview(text, text, boolean)
to authenticated;
grant execute on function public.publish_document(uuid, text, text, jsonb, integer, integer, uuid, integer), public.prune_trashed_documents()
  to service_role;
