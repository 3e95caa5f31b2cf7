-- A fourth staff role, 'contributor', and a review step before publishing (issue 38).
--
-- A contributor writes: creates documents, edits their drafts, and asks for a review. It does not
-- publish, unpublish, restore, trash or delete, and it touches no settings, users, redirects, media
-- or leads. Editors and admins review: they see the draft against the published version, approve it
-- (which is a publish, through the publish-document function) or send it back with a comment.
--
-- is_staff() keeps its meaning, "admin or editor" (the people who run the website), so every policy
-- opened to it stays closed to contributors without being touched; has_staff_role() ("any staff
-- role") takes the new role, like the recruiter's migration did. A contributor reaches the document
-- kinds that name it in edited_by, and the review requests of the documents it edits.

comment on function public.staff_role() is 'The staff role (admin, editor, recruiter or contributor) in the caller''s app_metadata, or null.';

create or replace function public.has_staff_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() in ('admin', 'editor', 'recruiter', 'contributor'), false) and public.session_meets_mfa()
$$;

comment on function public.has_staff_role() is
  'True when the caller has any staff role (admin, editor, recruiter or contributor), at aal2 if they have a verified MFA factor.';

-- Contributors write every kind editors write (not the open positions, which are the recruiters').
alter table public.document_kinds drop constraint document_kinds_edited_by_roles;
alter table public.document_kinds add constraint document_kinds_edited_by_roles
  check (edited_by <@ array['admin', 'editor', 'recruiter', 'contributor'] and 'admin' = any (edited_by));
alter table public.document_kinds alter column edited_by set default array['admin', 'editor', 'contributor'];
update public.document_kinds set edited_by = edited_by || array['contributor']
  where 'editor' = any (edited_by) and kind <> 'open_position' and not 'contributor' = any (edited_by);

-- The roles that take a document off the site, put it back or publish it: every role that edits
-- documents but the contributor. 42501 with a message that says what to do instead.
create function public.refuse_contributor(p_role text, p_what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_role = 'contributor' then
    raise exception 'Contributors cannot %: ask an editor', p_what
      using errcode = '42501', hint = 'Request a review; an editor or admin publishes.';
  end if;
end
$$;

revoke all on function public.refuse_contributor(text, text) from public, anon, authenticated, service_role;

-- The functions below are 20261130000000_documents.sql's, with the contributor refused first.

create or replace function public.publish_document(
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
  perform public.refuse_contributor(actor_role, case when p_restored_from is null then 'publish' else 'restore a version' end);
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

create or replace function public.unpublish_document(p_id uuid, p_force boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_id, role);
  changed public.documents;
begin
  perform public.refuse_contributor(role, 'unpublish');
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

create or replace function public.trash_document(p_id uuid, p_force boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_id, role);
  changed public.documents;
begin
  perform public.refuse_contributor(role, 'move documents to the trash');
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

create or replace function public.restore_document(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_id, role);
  changed public.documents;
begin
  perform public.refuse_contributor(role, 'restore documents from the trash');
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

-- The review requests: one per "please review my draft", open until an editor or admin approves it
-- (publishes the document) or sends it back with a comment. At most one open request per document.
create table public.document_reviews (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  requested_by uuid references auth.users (id) on delete set null,
  message text
    constraint document_reviews_message_length check (message is null or length(message) <= 2000),
  -- The draft revision the requester asked about.
  draft_revision integer not null
    constraint document_reviews_draft_revision_positive check (draft_revision > 0),
  state text not null default 'open'
    constraint document_reviews_state check (state in ('open', 'approved', 'changes_requested')),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  -- The reviewer's comment: required when the draft is sent back.
  comment text
    constraint document_reviews_comment_length check (comment is null or length(comment) <= 2000),
  -- The version an approval published.
  published_version integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint document_reviews_decided_together check ((state = 'open') = (decided_at is null)),
  constraint document_reviews_sent_back_with_comment check (state <> 'changes_requested' or btrim(coalesce(comment, '')) <> '')
);

create unique index document_reviews_one_open on public.document_reviews (document_id) where state = 'open';
create index document_reviews_document_idx on public.document_reviews (document_id, created_at desc);

comment on table public.document_reviews is
  'Requests to review a document''s draft: open, then approved (published) or changes requested with a comment. Written by RPCs only.';

alter table public.document_reviews enable row level security;
revoke all on table public.document_reviews from anon, authenticated, service_role;
grant select on table public.document_reviews to authenticated;
grant all on table public.document_reviews to service_role;

create policy "Staff read the reviews of documents they edit" on public.document_reviews for select to authenticated
  using (public.can_edit_document(document_id));

-- Audit rows of a review, on its document.
create function public.audit_document_review(p_action text, p_review public.document_reviews, p_actor uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  doc public.documents := (select d from public.documents d where d.id = p_review.document_id);
begin
  perform public.audit_document_action(p_action, doc, p_actor, null, jsonb_build_object(
    'review', p_review.id, 'state', p_review.state, 'draft_revision', p_review.draft_revision,
    'message', p_review.message, 'comment', p_review.comment, 'published_version', p_review.published_version));
end
$$;

revoke all on function public.audit_document_review(text, public.document_reviews, uuid) from public, anon, authenticated, service_role;

-- Asks for a review of the document's saved draft, for the staff member the request-review function
-- verified (it mails the reviewers after). Service role only; the actor's role must edit the kind.
-- 55000 without a draft or in the trash, 23505 while a request is open.
create function public.request_document_review(p_id uuid, p_message text, p_actor uuid)
returns table (id uuid, document_title text, document_path text, requested_by_name text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_edit(p_id, actor_role);
  draft public.document_drafts;
  review public.document_reviews;
begin
  perform public.refuse_trashed_document(doc);
  select * into draft from public.document_drafts d where d.document_id = p_id;
  if not found then
    raise exception 'There is no draft to review: save your changes first' using errcode = '55000';
  end if;
  if exists (select 1 from public.document_reviews r where r.document_id = p_id and r.state = 'open') then
    raise exception 'This document is already waiting for a review' using errcode = '23505';
  end if;
  insert into public.document_reviews (document_id, requested_by, message, draft_revision)
  values (p_id, p_actor, nullif(btrim(coalesce(p_message, '')), ''), draft.revision)
  returning * into review;
  perform public.audit_document_review('request_review', review, p_actor);
  return query select review.id, draft.title, draft.path, public.staff_display_name(p_actor);
end
$$;

-- Sends an open request back with a comment (required): editors and admins who edit the kind.
create function public.send_back_document_review(p_review uuid, p_comment text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  review public.document_reviews;
begin
  select * into review from public.document_reviews r where r.id = p_review for update;
  if not found then
    raise exception 'There is no review request %', p_review using errcode = 'PT404';
  end if;
  perform public.document_for_edit(review.document_id, role);
  perform public.refuse_contributor(role, 'review documents');
  if review.state <> 'open' then
    raise exception 'This review request was already decided' using errcode = '55000';
  end if;
  if btrim(coalesce(p_comment, '')) = '' then
    raise exception 'Write what needs to change before sending the draft back' using errcode = '22023';
  end if;
  if length(p_comment) > 2000 then
    raise exception 'Keep the comment under 2001 characters' using errcode = '22023';
  end if;
  update public.document_reviews r
    set state = 'changes_requested', comment = btrim(p_comment), decided_by = auth.uid(), decided_at = now(), updated_at = now()
    where r.id = p_review
    returning * into review;
  perform public.audit_document_review('review_changes_requested', review, auth.uid());
end
$$;

-- A publish approves the open request of the document: the reviewer publishes what they reviewed.
create function public.approve_reviews_on_publish()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.document_reviews;
begin
  if new.version <> old.version then
    for review in
      update public.document_reviews r
        set state = 'approved', decided_by = new.published_by, decided_at = now(), published_version = new.version, updated_at = now()
        where r.document_id = new.id and r.state = 'open'
        returning *
    loop
      perform public.audit_document_review('review_approved', review, new.published_by);
    end loop;
  end if;
  return null;
end
$$;

revoke all on function public.approve_reviews_on_publish() from public, anon, authenticated, service_role;

create trigger approve_reviews_on_publish
  after update on public.documents
  for each row execute function public.approve_reviews_on_publish();

-- The review requests the caller may see, newest first: of one document (its conversation), or
-- with p_open_only the open ones of every document the caller edits (the reviewers' queue and badge).
create function public.document_review_overview(p_document uuid default null, p_open_only boolean default false)
returns table (
  id uuid,
  document_id uuid,
  document_title text,
  document_path text,
  collection text,
  state text,
  message text,
  comment text,
  draft_revision integer,
  published_version integer,
  requested_by uuid,
  requested_by_name text,
  decided_by_name text,
  created_at timestamptz,
  decided_at timestamptz
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
    select r.id, d.id, coalesce(dr.title, d.title), coalesce(dr.path, d.path), d.collection, r.state, r.message, r.comment,
      r.draft_revision, r.published_version, r.requested_by, public.staff_display_name(r.requested_by),
      public.staff_display_name(r.decided_by), r.created_at, r.decided_at
    from public.document_reviews r
    join public.documents d on d.id = r.document_id
    left join public.document_drafts dr on dr.document_id = d.id
    where public.role_edits_document_kind(role, d.collection)
      and d.deleted_at is null
      and (p_document is null or r.document_id = p_document)
      and (not coalesce(p_open_only, false) or r.state = 'open')
    order by r.created_at desc, r.id;
end
$$;

-- The addresses a new request is mailed to: editors and admins with a confirmed, unbanned account
-- who edit the document's kind, but the requester. Service role only (the request-review function).
create function public.document_reviewer_emails(p_document uuid, p_requester uuid)
returns table (email text, display_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text, public.staff_display_name(u.id)
  from auth.users u
  join public.documents d on d.id = p_document
  where u.raw_app_meta_data ->> 'role' in ('admin', 'editor')
    and public.role_edits_document_kind(u.raw_app_meta_data ->> 'role', d.collection)
    and u.email is not null and u.email_confirmed_at is not null
    and (u.banned_until is null or u.banned_until < now())
    and u.deleted_at is null
    and u.id is distinct from p_requester
  order by u.email
$$;

revoke all on function
  public.request_document_review(uuid, text, uuid),
  public.send_back_document_review(uuid, text),
  public.document_review_overview(uuid, boolean),
  public.document_reviewer_emails(uuid, uuid)
from public, anon, authenticated, service_role;
grant execute on function public.send_back_document_review(uuid, text), public.document_review_overview(uuid, boolean) to authenticated;
grant execute on function public.request_document_review(uuid, text, uuid), public.document_reviewer_emails(uuid, uuid) to service_role;

-- Realtime: the reviewers' badge follows new and decided requests; RLS decides who hears of which row.
alter publication supabase_realtime add table public.document_reviews;
