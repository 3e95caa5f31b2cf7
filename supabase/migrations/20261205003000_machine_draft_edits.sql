-- Machine drafts reach visitors only through a person (issue 40): a translator's save of a machine
-- draft nobody has edited (the same text but for spaces at its ends and runs of spaces) is refused
-- with TMACH, as the reviewer's approval of one is without p_confirm_machine
-- (20261205000500_translation_rpcs.sql). Before, a translator's save turned the untouched draft into a
-- human 'translated' segment, which a reviewer then approved with no confirmation asked.
-- And a machine draft keeps the quality-check failures the machine-draft function found in it
-- ([{id, target, failures?}]): a reviewer who confirms one as it is must override each of them, as
-- for any other segment; before, a draft was saved with no failures at all.

create or replace function public.save_translation_segment(p_id uuid, p_revision integer, p_target text, p_failures jsonb default '[]')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments := public.segment_for_write(p_id, p_revision);
  saved public.translation_segments;
begin
  if p_target is null or btrim(p_target) = '' then
    raise exception 'Write the translation before saving it' using errcode = '22023';
  end if;
  if segment.state = 'machine_draft'
    and regexp_replace(btrim(p_target), '\s+', ' ', 'g') = regexp_replace(btrim(segment.target), '\s+', ' ', 'g') then
    raise exception 'This is the machine draft as it came: edit it before confirming it. Only a reviewer may confirm it as it is'
      using errcode = 'TMACH';
  end if;
  perform public.refuse_bad_qa_failures(coalesce(p_failures, '[]'));
  update public.translation_segments s
    set target = p_target, state = 'translated', origin = 'human', match_percent = null, machine_confirmed_by = null,
      review_comment = null, qa = jsonb_build_object('failures', coalesce(p_failures, '[]'), 'overrides', '[]'::jsonb),
      revision = s.revision + 1, updated_by = auth.uid()
    where s.id = segment.id
    returning * into saved;
  perform public.audit_segment_action('save_segment', saved, auth.uid(), public.segment_audit_state(segment), public.segment_audit_state(saved));
  return saved.revision;
end
$$;

create or replace function public.save_machine_drafts(p_document uuid, p_locale text, p_drafts jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  draft jsonb;
  segment public.translation_segments;
  drafted public.translation_segments;
  written integer := 0;
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501';
  end if;
  if jsonb_typeof(p_drafts) <> 'array' then
    raise exception 'Drafts are a list of {id, target}' using errcode = '22023';
  end if;
  for draft in select d.value from jsonb_array_elements(p_drafts) d loop
    if jsonb_typeof(draft) <> 'object' or coalesce(btrim(draft ->> 'target'), '') = '' or (draft ->> 'id') !~ '^[0-9a-f-]{36}$' then
      raise exception 'Each draft has a segment id and a non-empty target' using errcode = '22023';
    end if;
    perform public.refuse_bad_qa_failures(coalesce(draft -> 'failures', '[]'));
    select * into segment from public.translation_segments s
      where s.id = (draft ->> 'id')::uuid and s.document_id = p_document and s.locale = p_locale for update;
    if segment.id is null then
      raise exception 'There is no segment % in this document''s %', draft ->> 'id', p_locale using errcode = 'PT404';
    end if;
    continue when segment.state not in ('untranslated', 'outdated');
    update public.translation_segments s
      set target = draft ->> 'target', state = 'machine_draft', origin = 'machine', match_percent = null, machine_confirmed_by = null,
        qa = jsonb_build_object('failures', coalesce(draft -> 'failures', '[]'), 'overrides', '[]'::jsonb),
        revision = s.revision + 1, updated_by = auth.uid()
      where s.id = segment.id
      returning * into drafted;
    perform public.audit_segment_action('machine_draft', drafted, auth.uid(), public.segment_audit_state(segment), public.segment_audit_state(drafted));
    written := written + 1;
  end loop;
  return written;
end
$$;
