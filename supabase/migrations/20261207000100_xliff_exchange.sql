-- The XLIFF exchange (issue 40, supabase/functions/translation-exchange): an external linguist's file
-- taken back in one transaction, and one audit row per export and per import with its counts.
--
-- import_translation_units saves each unit the function accepted ([{id, revision, target, failures}])
-- exactly as the editor saves a translator's target (save_translation_segment: state 'translated',
-- origin human, the quality-check failures stored, one audit row per segment), in one transaction:
-- either the whole batch is written or, on an unexpected error, nothing. A unit the database will not
-- take is reported, never forced: an approved segment is skipped (an import never replaces an approved
-- translation, even one approved after the function read it), a segment saved since the function read
-- it (PT409) or an untouched machine draft (TMACH) is refused with the database's sentence.
-- Answers [{id, outcome: taken | skipped | refused, reason?}] in the units' order. 42501 outside the
-- caller's languages (as translation_segments_for), PT404 for a segment not of that language.

create function public.import_translation_units(
  p_locale text, p_file_name text, p_units jsonb, p_refused integer default 0, p_skipped integer default 0
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  unit jsonb;
  segment public.translation_segments;
  outcomes jsonb := '[]';
  taken integer := 0;
  skipped integer := 0;
  refused integer := 0;
  qa_failures integer := 0;
  problem text;
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501',
      hint = 'An admin gives translators their languages.';
  end if;
  if jsonb_typeof(p_units) <> 'array' or coalesce(p_refused, -1) < 0 or coalesce(p_skipped, -1) < 0 then
    raise exception 'Units are a list of {id, revision, target, failures}' using errcode = '22023';
  end if;
  for unit in select u.value from jsonb_array_elements(p_units) u loop
    if jsonb_typeof(unit) <> 'object' or (unit ->> 'id') !~ '^[0-9a-f-]{36}$' or jsonb_typeof(unit -> 'revision') <> 'number' then
      raise exception 'Each unit has a segment id, its revision and a target' using errcode = '22023';
    end if;
    select * into segment from public.translation_segments s where s.id = (unit ->> 'id')::uuid and s.locale = p_locale for update;
    if segment.id is null then
      raise exception 'There is no segment % in %', unit ->> 'id', p_locale using errcode = 'PT404';
    end if;
    if segment.state = 'approved' then
      skipped := skipped + 1;
      outcomes := outcomes || jsonb_build_object('id', segment.id, 'outcome', 'skipped', 'reason',
        'The segment is approved in the workspace: an import does not replace an approved translation.');
      continue;
    end if;
    begin
      perform public.save_translation_segment(segment.id, (unit ->> 'revision')::integer, unit ->> 'target', coalesce(unit -> 'failures', '[]'));
      taken := taken + 1;
      if jsonb_array_length(coalesce(unit -> 'failures', '[]')) > 0 then
        qa_failures := qa_failures + 1;
      end if;
      outcomes := outcomes || jsonb_build_object('id', segment.id, 'outcome', 'taken');
    exception when sqlstate 'PT409' or sqlstate 'TMACH' then
      get stacked diagnostics problem = message_text;
      refused := refused + 1;
      outcomes := outcomes || jsonb_build_object('id', segment.id, 'outcome', 'refused', 'reason', problem || '.');
    end;
  end loop;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_type, target_id, target_label, new_data, ip_address, user_agent)
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    coalesce(public.staff_role(), public.request_role()),
    'xliff_import',
    'translation_segments',
    p_locale,
    left(p_locale || ': ' || coalesce(nullif(btrim(p_file_name), ''), 'XLIFF file'), 200),
    jsonb_build_object('locale', p_locale, 'file', left(coalesce(p_file_name, ''), 200), 'taken', taken,
      'skipped', skipped + p_skipped, 'refused', refused + p_refused, 'qa_failures', qa_failures),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
  return outcomes;
end
$$;

-- An export's audit row: the language, the documents and how many units the file holds.
create function public.log_translation_export(p_locale text, p_file_name text, p_documents uuid[], p_units integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501';
  end if;
  if p_units is null or p_units < 0 or p_documents is null then
    raise exception 'An export names its documents and its units' using errcode = '22023';
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_type, target_id, target_label, new_data, ip_address, user_agent)
  values (
    auth.uid(),
    nullif(auth.jwt() ->> 'email', ''),
    coalesce(public.staff_role(), public.request_role()),
    'xliff_export',
    'translation_segments',
    p_locale,
    left(p_locale || ': ' || coalesce(nullif(btrim(p_file_name), ''), 'XLIFF file'), 200),
    jsonb_build_object('locale', p_locale, 'file', left(coalesce(p_file_name, ''), 200), 'documents', cardinality(p_documents),
      'document_ids', to_jsonb(p_documents), 'units', p_units),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
  );
end
$$;

revoke all on function
  public.import_translation_units(text, text, jsonb, integer, integer),
  public.log_translation_export(text, text, uuid[], integer)
from public, anon, authenticated, service_role;
grant execute on function
  public.import_translation_units(text, text, jsonb, integer, integer),
  public.log_translation_export(text, text, uuid[], integer)
to authenticated;
