-- A lead type of its own for the accessibility problems visitors report from /accessibility: its
-- reference prefix (NA), its fields (the same rules as accessibilityReportSchema in
-- supabase/functions/_shared/lead-schemas.ts), the leads table's list of types, and the roles that
-- work it: the admins and editors who run the website answer its visitors.

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
    when 'accessibility_report' then 'NA'
  end
$$;

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
      when 'accessibility_report' then
        public.lead_text(details -> 'problem', 5000)
        and public.lead_optional_text(details -> 'pageAddress', 300)
        and public.lead_optional_text(details -> 'assistiveTechnology', 200)
      else false
    end, false)
$$;

alter table public.leads drop constraint leads_type_check;
alter table public.leads add constraint leads_type_check check (type in (
  'quote', 'consultation', 'contact', 'job_application', 'freelancer_application', 'event_registration', 'brochure_request',
  'accessibility_report'
));

create or replace function public.staff_role_lead_types(staff_role text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case staff_role
    when 'admin' then array['quote', 'consultation', 'contact', 'job_application', 'freelancer_application',
      'event_registration', 'brochure_request', 'accessibility_report']
    when 'editor' then array['quote', 'consultation', 'contact', 'event_registration', 'brochure_request', 'accessibility_report']
    when 'recruiter' then array['job_application', 'freelancer_application']
    else array[]::text[]
  end
$$;

comment on function public.staff_role_lead_types(text) is
  'The lead types staff of a role work: admins all, editors all but applications, recruiters job and freelancer applications.';
