-- The language a lead was sent in (issue 39): the page's language, en, sv or de, as submit-lead checked
-- it. The visitor's confirmation mail and a consultation's invitation are written in it; staff read
-- it in the inbox (a column, a filter and the lead's page) and in their notification, which stays in
-- English. Leads from before it were all sent from the English site: 'en' is right for every one of them.
--
-- Staff cannot change it (their column grants on leads stay status and assignee). submit_lead() stores
-- it (a lead without one is English, as an older client sends it) and answers it with the stored lead;
-- its arguments, answer and grants are as before.

alter table public.leads
  add column locale text not null default 'en' constraint leads_locale_valid check (locale in ('en', 'sv', 'de'));

comment on column public.leads.locale is 'The language of the page the lead was sent from (en, sv, de); its mails to the visitor are in it.';

create or replace function public.submit_lead(
  lead jsonb,
  client_ip text,
  max_per_window int default 5,
  window_seconds int default 600
)
returns table (id uuid, reference text, created boolean, stored_lead jsonb, notify jsonb)
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
    return query select existing.id, existing.reference, false, null::jsonb, null::jsonb;
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
    consent_text, consent_version, consented_at, page_path, estimate, locale
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
    lead ->> 'pagePath',
    case when lead_type = 'quote' then nullif(lead -> 'estimate', 'null'::jsonb) end,
    coalesce(lead ->> 'locale', 'en')
  )
  on conflict (submission_id) do nothing;

  if not found then
    -- The same submission won a race with this one.
    return query select l.id, l.reference, false, null::jsonb, null::jsonb from public.leads l
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

  return query
    select new_id, l.reference, true,
      jsonb_build_object(
        'reference', l.reference,
        'created_at', l.created_at,
        'consent_text', l.consent_text,
        'consent_version', l.consent_version,
        'consented_at', l.consented_at,
        'page_path', l.page_path,
        'estimate', l.estimate,
        'locale', l.locale,
        'lead_files', coalesce((
          select jsonb_agg(jsonb_build_object(
            'object_name', f.object_name, 'file_name', f.file_name, 'size_bytes', f.size_bytes, 'word_count', f.word_count
          ) order by f.object_name)
          from public.lead_files f where f.lead_id = new_id
        ), '[]'::jsonb)
      ),
      coalesce((select s.value -> 'recipients' from public.private_settings s where s.key = 'lead_notifications'), '[]'::jsonb)
    from public.leads l where l.id = new_id;
end
$$;

revoke all on function public.submit_lead(jsonb, text, int, int) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, text, int, int) to service_role;
