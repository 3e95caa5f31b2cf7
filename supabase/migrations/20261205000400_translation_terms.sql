-- The termbase (issue 40, docs/decisions/0014-translation-workspace.md): the site's glossary terms
-- (supabase/translations/glossary.json, which scripts/translation-check.ts holds the seed translations
-- to) with their approved renderings per language and the forbidden ones a reviewer rejects. The
-- workspace highlights them in a segment's source and flags a target that misses the approved term or
-- uses a forbidden one (supabase/functions/_shared/translation/terms.ts, qa.ts).
--
-- Linguists read it; admins and editors (is_staff()) change it in the admin. The rows below are the
-- glossary's terms on 2026-12-05 (server/rest/translation-terms.test.ts holds the two equal until
-- staff edit the table).

-- {"sv": ["…"], "de": ["…"]}: an object of the translation languages, each a list of non-empty strings.
create function public.is_forms_by_locale(p_forms jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_forms) = 'object' and not exists (
    select from jsonb_each(p_forms) e
    where e.key not in ('sv', 'de') or jsonb_typeof(e.value) <> 'array'
      or exists (select from jsonb_array_elements(e.value) f where jsonb_typeof(f) <> 'string' or btrim(f #>> '{}') = '')
  )
$$;

create table public.translation_terms (
  id uuid primary key default gen_random_uuid(),
  -- The English forms ("translation memory", "translation memories"), matched at a word start, case-insensitively.
  en text[] not null
    constraint translation_terms_en_present check (cardinality(en) > 0 and array_position(en, '') is null),
  -- {"sv": [...], "de": [...]}: a target uses one of its language's forms (inflected forms count: a substring).
  approved jsonb not null default '{}'
    constraint translation_terms_approved_shape check (public.is_forms_by_locale(approved)),
  -- {"sv": [...], "de": [...]}: renderings a reviewer rejects.
  forbidden jsonb not null default '{}'
    constraint translation_terms_forbidden_shape check (public.is_forms_by_locale(forbidden)),
  note text
    constraint translation_terms_note_length check (length(note) <= 1000),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.translation_terms is 'The termbase: English terms, their approved and forbidden Swedish and German renderings.';

alter table public.translation_terms enable row level security;
revoke all on table public.translation_terms from anon, authenticated, service_role;
grant select, insert, update, delete on table public.translation_terms to authenticated;
grant all on table public.translation_terms to service_role;

create policy "Linguists read the termbase" on public.translation_terms for select to authenticated
  using (public.is_staff() or public.can_translate('sv') or public.can_translate('de'));
create policy "Editors and admins add terms" on public.translation_terms for insert to authenticated
  with check (public.is_staff());
create policy "Editors and admins change terms" on public.translation_terms for update to authenticated
  using (public.is_staff()) with check (public.is_staff());
create policy "Editors and admins remove terms" on public.translation_terms for delete to authenticated
  using (public.is_staff());

create trigger touch_updated_at
  before update on public.translation_terms
  for each row execute function public.touch_updated_at();

insert into public.translation_terms (en, approved, forbidden) values
  (array['translation memory', 'translation memories']::text[], '{"sv": ["översättningsminne"], "de": ["Translation Memory", "Translation-Memory", "Translation Memories"]}'::jsonb, '{"de": ["Übersetzungsspeicher"]}'::jsonb),
  (array['termbase', 'terminology database']::text[], '{"sv": ["termbas"], "de": ["Terminologiedatenbank", "Termdatenbank"]}'::jsonb, '{}'::jsonb),
  (array['terminology']::text[], '{"sv": ["terminologi"], "de": ["Terminologie"]}'::jsonb, '{}'::jsonb),
  (array['machine translation']::text[], '{"sv": ["maskinöversättning", "maskinöversatt"], "de": ["maschinell", "MT"]}'::jsonb, '{"sv": ["maskinell översättning"]}'::jsonb),
  (array['post-editing', 'post-edited', 'post-editor']::text[], '{"sv": ["efterredigering", "efterredigera", "efterredigerad"], "de": ["Post-Editing", "Post-Editor", "posteditiert"]}'::jsonb, '{}'::jsonb),
  (array['localization', 'localisation', 'localize', 'localise', 'localized', 'localised']::text[], '{"sv": ["lokaliser"], "de": ["lokalisier"]}'::jsonb, '{}'::jsonb),
  (array['transcreation']::text[], '{"sv": ["transkreering"], "de": ["Transkreation"]}'::jsonb, '{"sv": ["transkreation"]}'::jsonb),
  (array['subtitling', 'subtitles', 'subtitle']::text[], '{"sv": ["undertext"], "de": ["Untertitel"]}'::jsonb, '{}'::jsonb),
  (array['voice-over', 'voice over']::text[], '{"sv": ["voice-over", "speakerröst"], "de": ["Voice-over"]}'::jsonb, '{}'::jsonb),
  (array['interpreting', 'interpreter']::text[], '{"sv": ["tolk"], "de": ["dolmetsch"]}'::jsonb, '{}'::jsonb),
  (array['simultaneous interpreting', 'simultaneous interpretation']::text[], '{"sv": ["simultantolk"], "de": ["Simultandolmetsch"]}'::jsonb, '{}'::jsonb),
  (array['consecutive interpreting', 'consecutive interpretation']::text[], '{"sv": ["konsekutiv"], "de": ["Konsekutivdolmetsch"]}'::jsonb, '{}'::jsonb),
  (array['transcription']::text[], '{"sv": ["transkri"], "de": ["Transkri"]}'::jsonb, '{}'::jsonb),
  (array['quality assurance']::text[], '{"sv": ["kvalitetssäkring"], "de": ["Qualitätssicherung"]}'::jsonb, '{}'::jsonb),
  (array['project manager']::text[], '{"sv": ["projektledar"], "de": ["Projektmanager"]}'::jsonb, '{"de": ["Projektleiter", "Projektleitung"]}'::jsonb),
  (array['linguist']::text[], '{"sv": ["lingvist"], "de": ["Linguist"]}'::jsonb, '{}'::jsonb),
  (array['source text']::text[], '{"sv": ["källtext"], "de": ["Ausgangstext"]}'::jsonb, '{}'::jsonb),
  (array['source language']::text[], '{"sv": ["källspråk"], "de": ["Ausgangssprache"]}'::jsonb, '{}'::jsonb),
  (array['target language']::text[], '{"sv": ["målspråk"], "de": ["Zielsprache"]}'::jsonb, '{}'::jsonb),
  (array['native language', 'mother tongue']::text[], '{"sv": ["modersmål"], "de": ["Muttersprach"]}'::jsonb, '{}'::jsonb),
  (array['free quote', 'request a quote', 'get a quote', 'quote request']::text[], '{"sv": ["offert"], "de": ["Angebot"]}'::jsonb, '{}'::jsonb),
  (array['GDPR']::text[], '{"sv": ["GDPR", "dataskyddsförordning"], "de": ["DSGVO"]}'::jsonb, '{}'::jsonb),
  (array['data processing agreement']::text[], '{"sv": ["personuppgiftsbiträdesavtal"], "de": ["Auftragsverarbeitungsvertr"]}'::jsonb, '{}'::jsonb),
  (array['style guide']::text[], '{"sv": ["stilguide"], "de": ["Styleguide"]}'::jsonb, '{}'::jsonb),
  (array['glossary', 'glossaries']::text[], '{"sv": ["ordlist"], "de": ["Glossar"]}'::jsonb, '{}'::jsonb),
  (array['CAT tool']::text[], '{"sv": ["CAT-verktyg"], "de": ["CAT-Tool"]}'::jsonb, '{}'::jsonb),
  (array['translation management system']::text[], '{"sv": ["översättningshanteringssystem", "TMS"], "de": ["Translation-Management-System", "TMS"]}'::jsonb, '{}'::jsonb),
  (array['sworn translation', 'sworn translator']::text[], '{"sv": ["auktoriserad"], "de": ["beeidigt", "beglaubigt"]}'::jsonb, '{}'::jsonb),
  (array['language service provider']::text[], '{"sv": ["språktjänstleverantör"], "de": ["Sprachdienstleister"]}'::jsonb, '{}'::jsonb),
  (array['case study', 'case studies']::text[], '{"sv": ["kundcase"], "de": ["Fallstudie"]}'::jsonb, '{}'::jsonb),
  (array['life sciences']::text[], '{"sv": ["life science"], "de": ["Life Sciences"]}'::jsonb, '{}'::jsonb),
  (array['desktop publishing']::text[], '{"sv": ["DTP", "desktop publishing"], "de": ["DTP", "Desktop-Publishing"]}'::jsonb, '{}'::jsonb),
  (array['quality estimation']::text[], '{"sv": ["kvalitetsestimering"], "de": ["Quality Estimation", "Qualitätsschätzung"]}'::jsonb, '{}'::jsonb),
  (array['language data']::text[], '{"sv": ["språkdata"], "de": ["Sprachdaten"]}'::jsonb, '{}'::jsonb),
  (array['continuous localization', 'continuous localisation']::text[], '{"sv": ["kontinuerlig lokalisering"], "de": ["kontinuierliche Lokalisierung", "Continuous Localization"]}'::jsonb, '{}'::jsonb),
  (array['Gothenburg']::text[], '{"sv": ["Göteborg"], "de": ["Göteborg"]}'::jsonb, '{}'::jsonb),
  (array['Helsinki']::text[], '{"sv": ["Helsingfors"], "de": ["Helsinki"]}'::jsonb, '{}'::jsonb),
  (array['Sweden']::text[], '{"sv": ["Sverige"], "de": ["Schweden"]}'::jsonb, '{}'::jsonb),
  (array['Germany']::text[], '{"sv": ["Tyskland"], "de": ["Deutschland"]}'::jsonb, '{}'::jsonb),
  (array['Finland']::text[], '{"sv": ["Finland"], "de": ["Finnland"]}'::jsonb, '{}'::jsonb),
  (array['Singapore']::text[], '{"sv": ["Singapore"], "de": ["Singapur"]}'::jsonb, '{}'::jsonb);

-- Audited from here on (the glossary's rows above are the migration's, not a staff change).
select public.enable_audit('public.translation_terms');
