-- Contributors (20261202000200_contributor_review.sql) request a review; they do not decide when a
-- document goes on or off the site. The scheduling functions (20261202000100_document_schedules.sql)
-- came in beside that role and refuse it here as publish_document() and unpublish_document() do:
-- 42501 with a message that says what to do instead.

create or replace function public.schedule_document_publish(
  p_id uuid, p_title text, p_path text, p_data jsonb, p_run_at timestamptz, p_expected_version integer, p_expected_revision integer,
  p_actor uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_role text := (select u.raw_app_meta_data ->> 'role' from auth.users u where u.id = p_actor);
  doc public.documents := public.document_for_edit(p_id, actor_role);
  previous public.document_schedules;
  off_at timestamptz;
  scheduled uuid;
begin
  perform public.refuse_contributor(actor_role, 'schedule a publish');
  perform public.refuse_trashed_document(doc);
  perform public.check_document_unchanged(doc, p_expected_version, p_expected_revision);
  perform public.refuse_schedule_time(p_run_at);
  perform public.refuse_taken_path(p_path, p_id);
  select s.run_at into off_at from public.document_schedules s
    where s.document_id = p_id and s.action = 'unpublish' and s.status = 'pending';
  if off_at is not null and off_at <= p_run_at then
    raise exception 'This document is set to come off the site before that time' using errcode = '22023',
      hint = 'Choose an earlier time, or change the unpublish time first.';
  end if;
  update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = p_actor
    where s.document_id = p_id and s.action = 'publish' and s.status = 'pending'
    returning * into previous;
  insert into public.document_schedules (document_id, action, run_at, title, path, data, draft_revision, created_by)
  values (p_id, 'publish', p_run_at, p_title, p_path, p_data, p_expected_revision, p_actor)
  returning id into scheduled;
  perform public.audit_document_action('schedule_publish', doc, p_actor,
    case when previous.id is null then null else jsonb_build_object('run_at', previous.run_at, 'title', previous.title, 'path', previous.path) end,
    jsonb_build_object('run_at', p_run_at, 'title', p_title, 'path', p_path));
  return scheduled;
end
$$;

create or replace function public.schedule_document_unpublish(p_id uuid, p_run_at timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_id, role);
  previous public.document_schedules;
  on_at timestamptz;
  scheduled uuid;
begin
  perform public.refuse_contributor(role, 'schedule an unpublish');
  perform public.refuse_trashed_document(doc);
  perform public.refuse_schedule_time(p_run_at);
  select s.run_at into on_at from public.document_schedules s
    where s.document_id = p_id and s.action = 'publish' and s.status = 'pending';
  if on_at is not null and on_at >= p_run_at then
    raise exception 'Choose a time after the scheduled publish' using errcode = '22023';
  end if;
  if on_at is null and (doc.published_data is null or doc.unpublished_at is not null) then
    raise exception 'This document is not on the site: publish it or schedule its publish first' using errcode = '55000';
  end if;
  update public.document_schedules s set status = 'replaced', finished_at = now(), finished_by = auth.uid()
    where s.document_id = p_id and s.action = 'unpublish' and s.status = 'pending'
    returning * into previous;
  insert into public.document_schedules (document_id, action, run_at, created_by)
  values (p_id, 'unpublish', p_run_at, auth.uid())
  returning id into scheduled;
  perform public.audit_document_action('schedule_unpublish', doc, auth.uid(),
    case when previous.id is null then null else jsonb_build_object('run_at', previous.run_at) end,
    jsonb_build_object('run_at', p_run_at));
  return scheduled;
end
$$;

create or replace function public.cancel_document_schedule(p_id uuid, p_action text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  role text := public.document_editor_role();
  doc public.documents := public.document_for_edit(p_id, role);
  cancelled public.document_schedules;
begin
  perform public.refuse_contributor(role, 'cancel a schedule');
  update public.document_schedules s set status = 'cancelled', finished_at = now(), finished_by = auth.uid()
    where s.document_id = p_id and s.action = p_action and s.status = 'pending'
    returning * into cancelled;
  if cancelled.id is null then
    raise exception 'Nothing is scheduled to % this document', coalesce(p_action, '(no action)') using errcode = '55000';
  end if;
  perform public.audit_document_action('cancel_schedule', doc, auth.uid(),
    jsonb_build_object('action', cancelled.action, 'run_at', cancelled.run_at), null);
end
$$;
