-- The translation memory (issue 40, docs/decisions/0014-translation-workspace.md): every approved
-- segment pair, English to Swedish or German, with the document and field it came from, who approved
-- it and when. An exact match (same source_hash) or an in-context one (same source and the same
-- neighbours: context_hash) pre-fills a new segment; a fuzzy one (pg_trgm's similarity) is offered with
-- its percentage. pg_trgm ships with PostgreSQL's contrib (Debian's postgresql-15, Supabase) and with
-- PGlite (@electric-sql/pglite/contrib/pg_trgm, loaded by server/db/pglite.ts).
--
-- Linguists read the memory of their languages (can_translate()); nobody writes it through the API:
-- approving a segment (approve_translation_segment) and the translation seed add to it.

create extension if not exists pg_trgm with schema extensions;

create table public.translation_memory (
  id uuid primary key default gen_random_uuid(),
  source_locale text not null default 'en'
    constraint translation_memory_source_locale_english check (source_locale = 'en'),
  target_locale text not null
    constraint translation_memory_target_locale_known check (target_locale in ('sv', 'de')),
  source text not null
    constraint translation_memory_source_present check (source <> '' and length(source) <= 20000),
  target text not null
    constraint translation_memory_target_present check (target <> '' and length(target) <= 40000),
  source_hash text not null,
  -- The hash of the previous and next source segments: an in-context match has the same neighbours.
  context_hash text,
  document_id uuid references public.documents (id) on delete set null,
  field text,
  approved_by uuid references auth.users (id) on delete set null,
  approved_at timestamptz not null default now(),
  -- One entry per pair and context: approving the same translation again refreshes it.
  constraint translation_memory_pair unique nulls not distinct (target_locale, source_hash, context_hash, target)
);

comment on table public.translation_memory is
  'Approved English-to-Swedish/German segment pairs: exact and in-context matches pre-fill, fuzzy ones are offered.';

create index translation_memory_lookup_idx on public.translation_memory (target_locale, source_hash);
create index translation_memory_source_trgm_idx on public.translation_memory using gin (source extensions.gin_trgm_ops);

alter table public.translation_memory enable row level security;
revoke all on table public.translation_memory from anon, authenticated, service_role;
grant select on table public.translation_memory to authenticated;
grant all on table public.translation_memory to service_role;

create policy "Linguists read the memory of their languages" on public.translation_memory for select to authenticated
  using (public.can_translate(target_locale));
