-- The translation workspace's segments (issue 40, docs/decisions/0014-translation-workspace.md): each
-- translatable field of a document's English published data cut into sentences
-- (supabase/functions/_shared/translation/segmentation.ts), one row per segment and language, with its
-- target and its state. Only approved segments reach visitors, assembled into the document's
-- translation (public.document_translations) and published through publish-document's gate.
--
-- Staff who may translate the language read its rows (can_translate(): admins and editors every
-- language, a translator its own); nobody writes the table through the API: the RPCs
-- (20261205000500_translation_rpcs.sql) do, each audited, with the optimistic `revision` check.

create table public.translation_segments (
  id uuid primary key default gen_random_uuid(),
  document_id uuid not null references public.documents (id) on delete cascade,
  locale text not null
    constraint translation_segments_locale_known check (locale in ('sv', 'de')),
  -- Where the segment lives in the data: a text leaf's dotted path ("hero.heading") or a rich-text block's ("body.3").
  field text not null
    constraint translation_segments_field_format check (field ~ '^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$' and length(field) <= 300),
  ordinal integer not null
    constraint translation_segments_ordinal_not_negative check (ordinal >= 0),
  -- The English text with its inline tags (<pc id="1">…</pc>, <ph id="2"/>), and what the tags stand for.
  source text not null
    constraint translation_segments_source_present check (source <> '' and length(source) <= 20000),
  source_hash text not null,
  tags jsonb not null default '{}'
    constraint translation_segments_tags_object check (jsonb_typeof(tags) = 'object'),
  -- The text between this segment and the next in the same field (usually a space), kept when assembling.
  separator text not null default '',
  words integer not null default 0
    constraint translation_segments_words_not_negative check (words >= 0),
  target text not null default ''
    constraint translation_segments_target_length check (length(target) <= 40000),
  state text not null default 'untranslated'
    constraint translation_segments_state_known check (state in ('untranslated', 'machine_draft', 'translated', 'approved', 'outdated')),
  origin text
    constraint translation_segments_origin_known check (origin in ('human', 'tm_exact', 'tm_context', 'tm_fuzzy', 'machine')),
  match_percent integer
    constraint translation_segments_match_percent_range check (match_percent between 0 and 101),
  -- {"failures": QaFailure[], "overrides": QaOverride[]} (supabase/functions/_shared/translation/types.ts).
  qa jsonb not null default '{"failures": [], "overrides": []}'
    constraint translation_segments_qa_shape check (jsonb_typeof(qa -> 'failures') = 'array' and jsonb_typeof(qa -> 'overrides') = 'array'),
  -- The reviewer who confirmed an untouched machine draft explicitly (search engines treat unreviewed machine output as auto-generated).
  machine_confirmed_by uuid references auth.users (id) on delete set null,
  -- The reviewer's comment when sending the segment back.
  review_comment text
    constraint translation_segments_review_comment_length check (length(review_comment) <= 2000),
  revision integer not null default 1
    constraint translation_segments_revision_positive check (revision > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint translation_segments_position unique (document_id, locale, field, ordinal),
  -- Nothing is approved, translated or drafted without a target; nothing untranslated has one.
  constraint translation_segments_target_by_state check (
    (state = 'untranslated') = (target = '') or state = 'outdated'
  ),
  constraint translation_segments_origin_by_state check (state = 'untranslated' or origin is not null or state = 'outdated')
);

comment on table public.translation_segments is
  'A sentence (or short field) of a document''s English published data and its target in one language, with its state.';

create index translation_segments_locale_state_idx on public.translation_segments (locale, state);

alter table public.translation_segments enable row level security;
revoke all on table public.translation_segments from anon, authenticated, service_role;
grant select on table public.translation_segments to authenticated;
grant all on table public.translation_segments to service_role;

create policy "Linguists read the segments of their languages" on public.translation_segments for select to authenticated
  using (public.can_translate(locale));

create trigger touch_updated_at
  before update on public.translation_segments
  for each row execute function public.touch_updated_at();

-- Realtime: two linguists on one document see each other's saves (RLS decides who hears what).
alter publication supabase_realtime add table public.translation_segments;

-- Audit: one row per state change or edit, with the actor the RPC verified, before and after.
create function public.audit_segment_action(
  p_action text, p_segment public.translation_segments, p_actor uuid, p_old jsonb, p_new jsonb
)
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
    'translation_segments',
    p_segment.id::text,
    left(p_segment.locale || ': ' || p_segment.field || '#' || p_segment.ordinal, 200),
    p_old,
    jsonb_build_object('document_id', p_segment.document_id, 'locale', p_segment.locale) || coalesce(p_new, '{}'::jsonb),
    public.request_ip(),
    left(public.request_header('user-agent'), 512)
$$;

revoke all on function public.audit_segment_action(text, public.translation_segments, uuid, jsonb, jsonb)
  from public, anon, authenticated, service_role;
