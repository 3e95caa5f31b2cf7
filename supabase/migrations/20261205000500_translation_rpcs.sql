-- The translation workspace's RPCs (issue 40, docs/decisions/0014-translation-workspace.md): the only
-- way staff write segments. Each checks the caller's language role (can_translate / can_review,
-- 20261205000100_translator_role.sql), the segment's `revision` (PT409 when someone saved since), and
-- writes one audit row per change with the state before and after. Errors carry a SQLSTATE and a
-- sentence: 42501 not your language or not a reviewer, PT404 no such segment, PT409 changed since,
-- 22023 a value refused, TMACH an untouched machine draft approved without confirming it, TQAFL a
-- quality check failed without a reviewer's override.

-- A segment's place in its document: the order of its field among the document's fields (ordinal orders within a field).
alter table public.translation_segments add column position integer not null default 0
  constraint translation_segments_position_not_negative check (position >= 0);
-- Re-segmenting moves segments to other ordinals within one statement's work: checked at commit.
alter table public.translation_segments drop constraint translation_segments_position;
alter table public.translation_segments add constraint translation_segments_position
  unique (document_id, locale, field, ordinal) deferrable initially deferred;

-- The segment for a write, locked; PT404 when there is none, 42501 outside the caller's languages
-- (nobody learns whether a segment of another language exists), PT409 when saved since.
create function public.segment_for_write(p_id uuid, p_revision integer)
returns public.translation_segments
language plpgsql
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments;
begin
  select * into segment from public.translation_segments s where s.id = p_id for update;
  if segment.id is null or not public.can_translate(segment.locale) then
    raise exception 'There is no segment % in your languages', p_id using errcode = 'PT404';
  end if;
  if segment.revision <> coalesce(p_revision, 0) then
    raise exception 'Someone else changed this segment since you opened it'
      using errcode = 'PT409', detail = format('revision %s', segment.revision), hint = 'Reload the segment to see their change.';
  end if;
  return segment;
end
$$;

revoke all on function public.segment_for_write(uuid, integer) from public, anon, authenticated, service_role;

-- The state of a segment as its audit rows record it.
create function public.segment_audit_state(p_segment public.translation_segments)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('state', p_segment.state, 'target', p_segment.target, 'origin', p_segment.origin,
    'revision', p_segment.revision)
$$;

revoke all on function public.segment_audit_state(public.translation_segments) from public, anon, authenticated, service_role;

-- The quality-check failures a caller reports with a target: [{check, message}] of the known checks (types.ts QA_CHECKS).
create function public.refuse_bad_qa_failures(p_failures jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_failures) <> 'array' or exists (
    select from jsonb_array_elements(p_failures) f
    where jsonb_typeof(f) <> 'object'
      or (f ->> 'check') is null
      or (f ->> 'check') not in ('tags', 'placeholders', 'links', 'numbers', 'term_missing', 'term_forbidden', 'length', 'untranslated', 'identical', 'spaces')
      or coalesce(btrim(f ->> 'message'), '') = ''
  ) then
    raise exception 'Quality-check failures are a list of {check, message} with a known check' using errcode = '22023';
  end if;
end
$$;

revoke all on function public.refuse_bad_qa_failures(jsonb) from public, anon, authenticated, service_role;

-- The segments of a document in one language, in document order, for whoever may translate it.
create function public.translation_segments_for(p_document uuid, p_locale text)
returns table (
  id uuid,
  document_id uuid,
  locale text,
  field text,
  ordinal integer,
  "position" integer,
  source text,
  source_hash text,
  tags jsonb,
  separator text,
  words integer,
  target text,
  state text,
  origin text,
  match_percent integer,
  qa jsonb,
  machine_confirmed_by uuid,
  review_comment text,
  revision integer,
  updated_at timestamptz,
  updated_by_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.refuse_unknown_translation_locale(p_locale);
  if not public.can_translate(p_locale) then
    raise exception 'You do not translate into %', p_locale using errcode = '42501',
      hint = 'An admin gives translators their languages.';
  end if;
  return query
    select s.id, s.document_id, s.locale, s.field, s.ordinal, s.position, s.source, s.source_hash, s.tags, s.separator, s.words,
      s.target, s.state, s.origin, s.match_percent, s.qa, s.machine_confirmed_by, s.review_comment, s.revision, s.updated_at,
      public.staff_display_name(s.updated_by)
    from public.translation_segments s
    where s.document_id = p_document and s.locale = p_locale
    order by s.position, s.ordinal;
end
$$;

-- A translator's target: the segment becomes 'translated' by a human (an approved one goes back to
-- review: the approval was of the text before), with the quality-check failures the editor found.
-- Returns the new revision. 22023 for an empty target.
create function public.save_translation_segment(p_id uuid, p_revision integer, p_target text, p_failures jsonb default '[]')
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

-- The hash of a segment's neighbours' sources (the previous and the next in document order).
create function public.segment_context_hash(p_document uuid, p_locale text, p_position integer, p_ordinal integer)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select md5(
    coalesce((select s.source from public.translation_segments s where s.document_id = p_document and s.locale = p_locale
      and (s.position, s.ordinal) < (p_position, p_ordinal) order by s.position desc, s.ordinal desc limit 1), '')
    || chr(31) ||
    coalesce((select s.source from public.translation_segments s where s.document_id = p_document and s.locale = p_locale
      and (s.position, s.ordinal) > (p_position, p_ordinal) order by s.position, s.ordinal limit 1), '')
  )
$$;

-- The memory's entry for an approved segment: its pair, with its neighbours' hash (in-context matches).
create function public.remember_segment(p_segment public.translation_segments, p_actor uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.translation_memory as m (target_locale, source, target, source_hash, context_hash, document_id, field, approved_by)
  values (p_segment.locale, p_segment.source, p_segment.target, p_segment.source_hash,
    public.segment_context_hash(p_segment.document_id, p_segment.locale, p_segment.position, p_segment.ordinal),
    p_segment.document_id, p_segment.field, p_actor)
  on conflict (target_locale, source_hash, context_hash, target)
    do update set approved_at = now(), approved_by = excluded.approved_by, document_id = excluded.document_id, field = excluded.field
$$;

revoke all on function public.remember_segment(public.translation_segments, uuid), public.segment_context_hash(uuid, text, integer, integer)
  from public, anon, authenticated, service_role;

-- A reviewer's approval: only a reviewer of the language; a segment with a target; an untouched machine
-- draft only with p_confirm_machine (TMACH otherwise); every quality-check failure overridden with a
-- comment (TQAFL otherwise: p_overrides [{check, comment}], stamped with the reviewer and the time).
-- The pair goes into the translation memory. Returns the new revision.
create function public.approve_translation_segment(
  p_id uuid, p_revision integer, p_overrides jsonb default '[]', p_confirm_machine boolean default false
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments := public.segment_for_write(p_id, p_revision);
  overrides jsonb;
  missing text;
  approved public.translation_segments;
begin
  if not public.can_review(segment.locale) then
    raise exception 'Only a reviewer of % approves its segments', segment.locale using errcode = '42501',
      hint = 'Save your translation; a reviewer approves it.';
  end if;
  if segment.state in ('untranslated', 'approved') or segment.target = '' then
    raise exception 'This segment is %: only a translated segment is approved', segment.state using errcode = '22023';
  end if;
  if segment.state = 'machine_draft' and not coalesce(p_confirm_machine, false) then
    raise exception 'This is a machine draft nobody has edited: edit it, or confirm that you reviewed it as it is'
      using errcode = 'TMACH', hint = 'Approve again with confirm_machine.';
  end if;
  if jsonb_typeof(coalesce(p_overrides, '[]')) <> 'array' or exists (
    select from jsonb_array_elements(coalesce(p_overrides, '[]')) o
    where jsonb_typeof(o) <> 'object' or coalesce(btrim(o ->> 'comment'), '') = '' or (o ->> 'check') is null
  ) then
    raise exception 'An override names its check and gives a comment' using errcode = '22023';
  end if;
  select f ->> 'check' into missing
    from jsonb_array_elements(segment.qa -> 'failures') f
    where not exists (select from jsonb_array_elements(coalesce(p_overrides, '[]')) o where o ->> 'check' = f ->> 'check')
    limit 1;
  if missing is not null then
    raise exception 'The % check failed: correct the segment, or override the check with a comment', replace(missing, '_', ' ')
      using errcode = 'TQAFL';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('check', o ->> 'check', 'comment', btrim(o ->> 'comment'), 'by', auth.uid(), 'at', now())), '[]')
    into overrides from jsonb_array_elements(coalesce(p_overrides, '[]')) o;
  update public.translation_segments s
    set state = 'approved', qa = jsonb_build_object('failures', s.qa -> 'failures', 'overrides', overrides),
      machine_confirmed_by = case when segment.state = 'machine_draft' then auth.uid() end,
      review_comment = null, revision = s.revision + 1, updated_by = auth.uid()
    where s.id = segment.id
    returning * into approved;
  perform public.remember_segment(approved, auth.uid());
  perform public.audit_segment_action('approve_segment', approved, auth.uid(), public.segment_audit_state(segment),
    public.segment_audit_state(approved) || jsonb_build_object('overrides', overrides, 'machine_confirmed', approved.machine_confirmed_by is not null));
  return approved.revision;
end
$$;

-- A reviewer sends a segment back with a comment: an approved one goes back to 'translated'; the
-- translator sees the comment until their next save. 22023 without a comment or for an empty segment.
create function public.send_back_translation_segment(p_id uuid, p_revision integer, p_comment text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments := public.segment_for_write(p_id, p_revision);
  returned public.translation_segments;
begin
  if not public.can_review(segment.locale) then
    raise exception 'Only a reviewer of % sends its segments back', segment.locale using errcode = '42501';
  end if;
  if p_comment is null or btrim(p_comment) = '' or length(p_comment) > 2000 then
    raise exception 'Say what to change (up to 2000 characters)' using errcode = '22023';
  end if;
  if segment.state = 'untranslated' then
    raise exception 'This segment is not translated yet' using errcode = '22023';
  end if;
  update public.translation_segments s
    set state = case when s.state = 'approved' then 'translated' else s.state end, review_comment = btrim(p_comment),
      revision = s.revision + 1, updated_by = auth.uid()
    where s.id = segment.id
    returning * into returned;
  perform public.audit_segment_action('send_back_segment', returned, auth.uid(), public.segment_audit_state(segment),
    public.segment_audit_state(returned) || jsonb_build_object('comment', returned.review_comment));
  return returned.revision;
end
$$;

-- The memory's matches for a segment (types.ts MemoryMatch): 101 in context (same source, same
-- neighbours), 100 exact, below that fuzzy (pg_trgm's similarity of the sources, from 50%), best first.
create function public.translation_memory_matches(p_segment uuid)
returns table (source text, target text, percent integer, document_id uuid, approved_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  segment public.translation_segments;
  context text;
begin
  select * into segment from public.translation_segments s where s.id = p_segment;
  if segment.id is null or not public.can_translate(segment.locale) then
    raise exception 'There is no segment % in your languages', p_segment using errcode = 'PT404';
  end if;
  context := public.segment_context_hash(segment.document_id, segment.locale, segment.position, segment.ordinal);
  return query
    select m.source, m.target,
      case when m.source_hash = segment.source_hash and m.context_hash = context then 101
        when m.source_hash = segment.source_hash then 100
        else least(99, floor(extensions.similarity(m.source, segment.source) * 100)::integer) end as percent,
      m.document_id, m.approved_at
    from public.translation_memory m
    where m.target_locale = segment.locale
      and (m.source_hash = segment.source_hash or (m.source operator(extensions.%) segment.source and extensions.similarity(m.source, segment.source) >= 0.5))
    order by 3 desc, m.approved_at desc
    limit 5;
end
$$;

-- Machine drafts for a document's segments in one language ([{id, target}]): written only where nobody
-- has worked (untranslated or outdated segments), as 'machine_draft', origin machine. Returns how many.
create function public.save_machine_drafts(p_document uuid, p_locale text, p_drafts jsonb)
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
    select * into segment from public.translation_segments s
      where s.id = (draft ->> 'id')::uuid and s.document_id = p_document and s.locale = p_locale for update;
    if segment.id is null then
      raise exception 'There is no segment % in this document''s %', draft ->> 'id', p_locale using errcode = 'PT404';
    end if;
    continue when segment.state not in ('untranslated', 'outdated');
    update public.translation_segments s
      set target = draft ->> 'target', state = 'machine_draft', origin = 'machine', match_percent = null, machine_confirmed_by = null,
        qa = '{"failures": [], "overrides": []}', revision = s.revision + 1, updated_by = auth.uid()
      where s.id = segment.id
      returning * into drafted;
    perform public.audit_segment_action('machine_draft', drafted, auth.uid(), public.segment_audit_state(segment), public.segment_audit_state(drafted));
    written := written + 1;
  end loop;
  return written;
end
$$;

revoke all on function
  public.translation_segments_for(uuid, text),
  public.save_translation_segment(uuid, integer, text, jsonb),
  public.approve_translation_segment(uuid, integer, jsonb, boolean),
  public.send_back_translation_segment(uuid, integer, text),
  public.translation_memory_matches(uuid),
  public.save_machine_drafts(uuid, text, jsonb)
from public, anon, authenticated, service_role;
grant execute on function
  public.translation_segments_for(uuid, text),
  public.save_translation_segment(uuid, integer, text, jsonb),
  public.approve_translation_segment(uuid, integer, jsonb, boolean),
  public.send_back_translation_segment(uuid, integer, text),
  public.translation_memory_matches(uuid),
  public.save_machine_drafts(uuid, text, jsonb)
to authenticated;
