-- Rates behind the quote form's indicative price and turnaround. Staff edit them (in the admin
-- settings); anyone reads them, since the estimate is computed in the visitor's browser. A row
-- applies to one service and a language pair, '*' standing for any language; the most specific
-- row wins. The estimate is indicative: the project manager's quote is what counts.

create table public.translation_rates (
  id uuid primary key default gen_random_uuid(),
  service text not null check (char_length(service) between 1 and 100),
  source_language text not null default '*' check (source_language = '*' or source_language ~ '^[a-z]{2,3}$'),
  target_language text not null default '*' check (target_language = '*' or target_language ~ '^[a-z]{2,3}$'),
  price_per_word_min numeric(8, 4) not null check (price_per_word_min >= 0),
  price_per_word_max numeric(8, 4) not null,
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3}$'),
  words_per_day integer not null check (words_per_day > 0),
  minimum_fee numeric(10, 2) not null default 0 check (minimum_fee >= 0),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  unique (service, source_language, target_language),
  check (price_per_word_max >= price_per_word_min)
);

comment on table public.translation_rates is 'Per-word rates and daily throughput for the quote form''s indicative estimate.';

create trigger stamp_translation_rate
  before insert or update on public.translation_rates
  for each row execute function public.stamp_updated_by();

alter table public.translation_rates enable row level security;

revoke all on table public.translation_rates from anon, authenticated, service_role;
grant select on table public.translation_rates to anon;
grant select, insert, update, delete on table public.translation_rates to authenticated;
grant all on table public.translation_rates to service_role;

create policy "Anyone can read translation rates" on public.translation_rates for select to anon, authenticated using (true);
create policy "Staff can add translation rates" on public.translation_rates for insert to authenticated with check (public.is_staff());
create policy "Staff can change translation rates" on public.translation_rates for update to authenticated
  using (public.is_staff()) with check (public.is_staff());
create policy "Staff can remove translation rates" on public.translation_rates for delete to authenticated using (public.is_staff());

insert into public.translation_rates (service, source_language, target_language, price_per_word_min, price_per_word_max, currency, words_per_day, minimum_fee)
values
  ('Translation', '*', '*', 0.10, 0.16, 'EUR', 2500, 60),
  ('Translation', '*', 'ja', 0.14, 0.20, 'EUR', 2000, 80),
  ('Translation', '*', 'zh', 0.13, 0.19, 'EUR', 2000, 80),
  ('Translation', '*', 'ko', 0.14, 0.20, 'EUR', 2000, 80),
  ('Website localization', '*', '*', 0.11, 0.17, 'EUR', 2000, 120),
  ('Software and app localization', '*', '*', 0.12, 0.18, 'EUR', 2000, 120),
  ('Transcreation and copywriting', '*', '*', 0.20, 0.35, 'EUR', 1000, 150),
  ('Machine translation and post-editing', '*', '*', 0.05, 0.09, 'EUR', 5000, 60),
  ('Desktop publishing', '*', '*', 0.02, 0.04, 'EUR', 8000, 90),
  ('Legal and eDiscovery services', '*', '*', 0.14, 0.22, 'EUR', 2000, 100)
on conflict (service, source_language, target_language) do nothing;
