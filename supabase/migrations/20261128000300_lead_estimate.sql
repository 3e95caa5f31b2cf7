-- The indicative price and turnaround a visitor was shown on the quote form, stored with the lead,
-- so staff quote knowing what the visitor expects. submit-lead computes it again when the form is
-- sent (the same function over the rates in translation_rates and the files' word counts the form
-- used; a number from the browser is never taken) and hands it to submit_lead(). Either
--   { "shown": true, "min", "max", "currency", "days", "words", "ratesUpdatedAt"? }
-- or, when the form could not price the request, { "shown": false, "reason": "no_words" | "no_rate" }.
-- Null for leads from before this column (the lead page says it was not recorded) and for every
-- other type. Staff cannot change it: their column grants on leads stay status and assignee.

-- True when a jsonb value is a stored estimate of one of the two shapes above, with no other keys.
create or replace function public.lead_estimate_valid(estimate jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_typeof(estimate) = 'object' and jsonb_typeof(estimate -> 'shown') = 'boolean'
    and case (estimate ->> 'shown')::boolean
      when true then
        jsonb_typeof(estimate -> 'min') = 'number' and (estimate ->> 'min')::numeric >= 0
        and jsonb_typeof(estimate -> 'max') = 'number' and (estimate ->> 'max')::numeric >= (estimate ->> 'min')::numeric
        and jsonb_typeof(estimate -> 'currency') = 'string' and estimate ->> 'currency' ~ '^[A-Z]{3}$'
        and jsonb_typeof(estimate -> 'days') = 'number' and (estimate ->> 'days')::numeric >= 1
        and (estimate ->> 'days')::numeric = trunc((estimate ->> 'days')::numeric)
        and jsonb_typeof(estimate -> 'words') = 'number' and (estimate ->> 'words')::numeric >= 1
        and (estimate ->> 'words')::numeric = trunc((estimate ->> 'words')::numeric)
        and (not estimate ? 'ratesUpdatedAt' or (jsonb_typeof(estimate -> 'ratesUpdatedAt') = 'string'
          and estimate ->> 'ratesUpdatedAt' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}'))
        and not exists (
          select 1 from jsonb_object_keys(estimate) k
          where k not in ('shown', 'min', 'max', 'currency', 'days', 'words', 'ratesUpdatedAt')
        )
      else
        estimate ->> 'reason' in ('no_words', 'no_rate')
        and not exists (select 1 from jsonb_object_keys(estimate) k where k not in ('shown', 'reason'))
    end, false)
$$;

revoke all on function public.lead_estimate_valid(jsonb) from public, anon;
grant execute on function public.lead_estimate_valid(jsonb) to authenticated, service_role;

alter table public.leads add column estimate jsonb
  constraint leads_estimate_valid check (estimate is null or (type = 'quote' and public.lead_estimate_valid(estimate)));

comment on column public.leads.estimate is
  'The indicative price and turnaround the quote form showed the visitor (or why it showed none), computed by submit-lead; null before it was recorded.';

-- submit_lead() as before, storing a quote's estimate from lead.estimate.
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
    consent_text, consent_version, consented_at, page_path, estimate
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
    case when lead_type = 'quote' then nullif(lead -> 'estimate', 'null'::jsonb) end
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
