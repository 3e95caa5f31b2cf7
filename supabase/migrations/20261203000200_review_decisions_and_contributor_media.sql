-- The review step's missing parts (issue 38), after 20261202000200_contributor_review.sql:
--
-- 1. Sending a draft back mails the requester: the send-back-review function does it, so the
--    decision goes through the service role with the reviewer as p_actor (as publish_document()
--    does) and answers what the mail needs. The API roles no longer send back directly.
-- 2. A scheduled publish approves the open request when it is created: the review is approved
--    "to be published at" its time (scheduled_for), and the audit row says so.
-- 3. A contributor hears (Realtime, which applies the select policy) and reads only its own
--    requests; reviewers every request of the kinds they edit.
-- 4. Contributors use the media library: they read it, upload, and describe the images they added;
--    they neither remove images nor replace another's file (table and bucket).

-- 1. Send back, for the reviewer the send-back-review function verified.
alter table public.document_reviews add column scheduled_for timestamptz;
comment on column public.document_reviews.scheduled_for is 'For an approval by a scheduled publish: when the draft goes on the site.';

drop function public.send_back_document_review(uuid, text);

create function public.send_back_document_review(p_review uuid, p_comment text, p_actor uuid)
returns table (
  document_id uuid,
  document_title text,
  document_path text,
  requester_email text,
  requester_name text,
  reviewer_name text
)
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  review public.document_reviews;
begin
  select * into review from public.document_reviews r where r.id = p_review for update;
  if not found then
    raise exception 'There is no review request %', p_review using errcode = 'PT404';
  end if;
  perform public.document_for_edit(review.document_id, actor_role);
  perform public.refuse_contributor(actor_role, 'review documents');
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
    set state = 'changes_requested', comment = btrim(p_comment), decided_by = p_actor, decided_at = now(), updated_at = now()
    where r.id = p_review
    returning * into review;
  perform public.audit_document_review('review_changes_requested', review, p_actor);
  return query
    select d.id, coalesce(dr.title, d.title), coalesce(dr.path, d.path),
      case when u.email_confirmed_at is not null and u.deleted_at is null then u.email::text end,
      public.staff_display_name(review.requested_by), public.staff_display_name(p_actor)
    from public.documents d
    left join public.document_drafts dr on dr.document_id = d.id
    left join auth.users u on u.id = review.requested_by
    where d.id = review.document_id;
end
$$;

revoke all on function public.send_back_document_review(uuid, text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.send_back_document_review(uuid, text, uuid) to service_role;

-- The audit rows of a review carry the time a scheduled approval publishes.
create or replace function public.audit_document_review(p_action text, p_review public.document_reviews, p_actor uuid)
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
    'message', p_review.message, 'comment', p_review.comment, 'published_version', p_review.published_version,
    'scheduled_for', p_review.scheduled_for));
end
$$;

-- 2. A scheduled publish approves the open request, as a publish does (approve_reviews_on_publish).
create function public.approve_reviews_on_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.document_reviews;
begin
  if new.action = 'publish' and new.status = 'pending' then
    for review in
      update public.document_reviews r
        set state = 'approved', decided_by = new.created_by, decided_at = now(), scheduled_for = new.run_at, updated_at = now()
        where r.document_id = new.document_id and r.state = 'open'
        returning *
    loop
      perform public.audit_document_review('review_approved', review, new.created_by);
    end loop;
  end if;
  return null;
end
$$;

revoke all on function public.approve_reviews_on_schedule() from public, anon, authenticated, service_role;

create trigger approve_reviews_on_schedule
  after insert on public.document_schedules
  for each row execute function public.approve_reviews_on_schedule();

-- The overview answers when an approved draft is to be published.
drop function public.document_review_overview(uuid, boolean);

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
  scheduled_for timestamptz,
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
      r.draft_revision, r.published_version, r.scheduled_for, r.requested_by, public.staff_display_name(r.requested_by),
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

revoke all on function public.document_review_overview(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.document_review_overview(uuid, boolean) to authenticated;

-- 3. Contributors read (and hear of) their own requests only.
drop policy "Staff read the reviews of documents they edit" on public.document_reviews;
create policy "Reviewers read the reviews of documents they edit, contributors their own requests" on public.document_reviews
  for select to authenticated
  using (public.can_edit_document(document_id) and (public.staff_role() is distinct from 'contributor' or requested_by = auth.uid()));

-- 4. The media library for contributors.
create function public.is_contributor()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.staff_role() = 'contributor', false) and public.session_meets_mfa()
$$;

comment on function public.is_contributor() is 'True when the caller is a contributor, at aal2 if they have a verified MFA factor.';
revoke all on function public.is_contributor() from public;
grant execute on function public.is_contributor() to anon, authenticated, service_role;

create policy "Contributors read the library" on public.media for select to authenticated
  using (public.is_contributor());

create policy "Contributors add images" on public.media for insert to authenticated
  with check (public.is_contributor());

-- stamp_media() sets created_by from the session, so "their own" cannot be claimed in a request.
create policy "Contributors describe the images they added" on public.media for update to authenticated
  using (public.is_contributor() and created_by = auth.uid())
  with check (public.is_contributor() and created_by = auth.uid());

-- The bucket: contributors list and upload; they replace only a file they uploaded (storage stamps the owner).
create policy "Contributors list media" on storage.objects for select to authenticated
  using (bucket_id = 'media' and public.is_contributor());

create policy "Contributors upload media" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and public.is_contributor());

create policy "Contributors replace their own media files" on storage.objects for update to authenticated
  using (bucket_id = 'media' and public.is_contributor() and owner = auth.uid())
  with check (bucket_id = 'media' and public.is_contributor() and owner = auth.uid());

-- "Where used" for a contributor's own images too: the documents it may edit or visitors see.
create or replace function public.media_usage(p_media uuid)
returns table (id uuid, title text, path text, live boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if public.is_contributor() then
    return query select u.* from public.media_documents(p_media) u where u.live or public.can_edit_document(u.id);
    return;
  end if;
  if not public.is_staff() then
    raise exception 'Only staff who run the website see where an image is used' using errcode = '42501';
  end if;
  return query select * from public.media_documents(p_media);
end
$$;

comment on function public.media_usage(uuid) is
  'The documents (not in the trash) whose published data or draft uses the image: for editors and admins all, for contributors those they edit or visitors see.';
