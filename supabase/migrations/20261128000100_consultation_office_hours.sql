-- Consultations only in office hours. The database refuses a consultation lead whose preferred slot
-- is in the past, on a weekend or a day the Stockholm office is closed, or off the meeting grid
-- (starts on the hour or half hour from 09:00 to 16:30 Stockholm time), whoever inserts it, the
-- service role too. These are the rules of supabase/functions/_shared/office-hours.ts, which the
-- booking form and submit-lead use, with the same messages; server/rest/consultation-office-hours.test.ts
-- holds the two to one answer. The notice and the horizon a visitor books within (24 hours, 8 weeks)
-- are the booking policy submit-lead applies, not facts about a lead, so they are not checked here.

-- The weekdays the office is closed: Swedish public holidays, and Midsummer Eve, Christmas Eve and
-- New Year's Eve, on which Swedish offices close. The rows come from `npm run gen:closed-days -- --sql`
-- (the date-holidays calendar, as in office-closed-days.ts); a later year is added by a new migration.
create table public.office_closed_days (
  day date primary key check (extract(isodow from day) between 1 and 5),
  name text not null check (char_length(name) between 1 and 100)
);

comment on table public.office_closed_days is 'Weekdays the Stockholm office is closed; generated from date-holidays (npm run gen:closed-days).';

alter table public.office_closed_days enable row level security;
revoke all on table public.office_closed_days from anon, authenticated, service_role;
grant select on table public.office_closed_days to service_role;

insert into public.office_closed_days (day, name) values
  ('2026-01-01', 'New Year''s Day'),
  ('2026-01-06', 'Epiphany'),
  ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'),
  ('2026-05-01', 'Labour Day'),
  ('2026-05-14', 'Ascension Day'),
  ('2026-06-19', 'Midsummer Eve'),
  ('2026-12-24', 'Christmas Eve'),
  ('2026-12-25', 'Christmas Day'),
  ('2026-12-31', 'New Year''s Eve'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-01-06', 'Epiphany'),
  ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'),
  ('2027-05-06', 'Ascension Day'),
  ('2027-06-25', 'Midsummer Eve'),
  ('2027-12-24', 'Christmas Eve'),
  ('2027-12-31', 'New Year''s Eve'),
  ('2028-01-06', 'Epiphany'),
  ('2028-04-14', 'Good Friday'),
  ('2028-04-17', 'Easter Monday'),
  ('2028-05-01', 'Labour Day'),
  ('2028-05-25', 'Ascension Day'),
  ('2028-06-06', 'National Day'),
  ('2028-06-23', 'Midsummer Eve'),
  ('2028-12-25', 'Christmas Day'),
  ('2028-12-26', 'Boxing Day'),
  ('2029-01-01', 'New Year''s Day'),
  ('2029-03-30', 'Good Friday'),
  ('2029-04-02', 'Easter Monday'),
  ('2029-05-01', 'Labour Day'),
  ('2029-05-10', 'Ascension Day'),
  ('2029-06-06', 'National Day'),
  ('2029-06-22', 'Midsummer Eve'),
  ('2029-12-24', 'Christmas Eve'),
  ('2029-12-25', 'Christmas Day'),
  ('2029-12-26', 'Boxing Day'),
  ('2029-12-31', 'New Year''s Eve'),
  ('2030-01-01', 'New Year''s Day'),
  ('2030-04-19', 'Good Friday'),
  ('2030-04-22', 'Easter Monday'),
  ('2030-05-01', 'Labour Day'),
  ('2030-05-30', 'Ascension Day'),
  ('2030-06-06', 'National Day'),
  ('2030-06-21', 'Midsummer Eve'),
  ('2030-12-24', 'Christmas Eve'),
  ('2030-12-25', 'Christmas Day'),
  ('2030-12-26', 'Boxing Day'),
  ('2030-12-31', 'New Year''s Eve'),
  ('2031-01-01', 'New Year''s Day'),
  ('2031-01-06', 'Epiphany'),
  ('2031-04-11', 'Good Friday'),
  ('2031-04-14', 'Easter Monday'),
  ('2031-05-01', 'Labour Day'),
  ('2031-05-22', 'Ascension Day'),
  ('2031-06-06', 'National Day'),
  ('2031-06-20', 'Midsummer Eve'),
  ('2031-12-24', 'Christmas Eve'),
  ('2031-12-25', 'Christmas Day'),
  ('2031-12-26', 'Boxing Day'),
  ('2031-12-31', 'New Year''s Eve'),
  ('2032-01-01', 'New Year''s Day'),
  ('2032-01-06', 'Epiphany'),
  ('2032-03-26', 'Good Friday'),
  ('2032-03-29', 'Easter Monday'),
  ('2032-05-06', 'Ascension Day'),
  ('2032-06-25', 'Midsummer Eve'),
  ('2032-12-24', 'Christmas Eve'),
  ('2032-12-31', 'New Year''s Eve'),
  ('2033-01-06', 'Epiphany'),
  ('2033-04-15', 'Good Friday'),
  ('2033-04-18', 'Easter Monday'),
  ('2033-05-26', 'Ascension Day'),
  ('2033-06-06', 'National Day'),
  ('2033-06-24', 'Midsummer Eve'),
  ('2033-12-26', 'Boxing Day'),
  ('2034-01-06', 'Epiphany'),
  ('2034-04-07', 'Good Friday'),
  ('2034-04-10', 'Easter Monday'),
  ('2034-05-01', 'Labour Day'),
  ('2034-05-18', 'Ascension Day'),
  ('2034-06-06', 'National Day'),
  ('2034-06-23', 'Midsummer Eve'),
  ('2034-12-25', 'Christmas Day'),
  ('2034-12-26', 'Boxing Day'),
  ('2035-01-01', 'New Year''s Day'),
  ('2035-03-23', 'Good Friday'),
  ('2035-03-26', 'Easter Monday'),
  ('2035-05-01', 'Labour Day'),
  ('2035-05-03', 'Ascension Day'),
  ('2035-06-06', 'National Day'),
  ('2035-06-22', 'Midsummer Eve'),
  ('2035-12-24', 'Christmas Eve'),
  ('2035-12-25', 'Christmas Day'),
  ('2035-12-26', 'Boxing Day'),
  ('2035-12-31', 'New Year''s Eve'),
  ('2036-01-01', 'New Year''s Day'),
  ('2036-04-11', 'Good Friday'),
  ('2036-04-14', 'Easter Monday'),
  ('2036-05-01', 'Labour Day'),
  ('2036-05-22', 'Ascension Day'),
  ('2036-06-06', 'National Day'),
  ('2036-06-20', 'Midsummer Eve'),
  ('2036-12-24', 'Christmas Eve'),
  ('2036-12-25', 'Christmas Day'),
  ('2036-12-26', 'Boxing Day'),
  ('2036-12-31', 'New Year''s Eve'),
  ('2037-01-01', 'New Year''s Day'),
  ('2037-01-06', 'Epiphany'),
  ('2037-04-03', 'Good Friday'),
  ('2037-04-06', 'Easter Monday'),
  ('2037-05-01', 'Labour Day'),
  ('2037-05-14', 'Ascension Day'),
  ('2037-06-19', 'Midsummer Eve'),
  ('2037-12-24', 'Christmas Eve'),
  ('2037-12-25', 'Christmas Day'),
  ('2037-12-31', 'New Year''s Eve'),
  ('2038-01-01', 'New Year''s Day'),
  ('2038-01-06', 'Epiphany'),
  ('2038-04-23', 'Good Friday'),
  ('2038-04-26', 'Easter Monday'),
  ('2038-06-03', 'Ascension Day'),
  ('2038-06-25', 'Midsummer Eve'),
  ('2038-12-24', 'Christmas Eve'),
  ('2038-12-31', 'New Year''s Eve'),
  ('2039-01-06', 'Epiphany'),
  ('2039-04-08', 'Good Friday'),
  ('2039-04-11', 'Easter Monday'),
  ('2039-05-19', 'Ascension Day'),
  ('2039-06-06', 'National Day'),
  ('2039-06-24', 'Midsummer Eve'),
  ('2039-12-26', 'Boxing Day'),
  ('2040-01-06', 'Epiphany'),
  ('2040-03-30', 'Good Friday'),
  ('2040-04-02', 'Easter Monday'),
  ('2040-05-01', 'Labour Day'),
  ('2040-05-10', 'Ascension Day'),
  ('2040-06-06', 'National Day'),
  ('2040-06-22', 'Midsummer Eve'),
  ('2040-12-24', 'Christmas Eve'),
  ('2040-12-25', 'Christmas Day'),
  ('2040-12-26', 'Boxing Day'),
  ('2040-12-31', 'New Year''s Eve');

/**
 * Why a consultation could not be held at `slot` (an ISO instant with its offset), judged at `at`:
 * the message a visitor reads, or null when the office could hold it.
 */
create or replace function public.consultation_slot_problem(slot text, at timestamptz default now())
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  instant timestamptz;
  office timestamp;
  described text;
  closed_for text;
begin
  if slot is null or slot !~ '^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$' then
    return 'Please choose a date and a time.';
  end if;
  begin
    instant := slot::timestamptz;
  exception when others then
    -- A day the month does not have (30 February).
    return 'Please choose a date and a time.';
  end;
  office := instant at time zone 'Europe/Stockholm';
  described := to_char(office, 'Dy FMDD Mon YYYY, HH24:MI') || ' Stockholm time';
  if instant <= at then
    return described || ' has already passed. Please choose a later time.';
  end if;
  if extract(isodow from office) > 5 then
    return format('%s is on a %s; our Stockholm office is open Monday to Friday. Please choose a weekday.',
      described, to_char(office, 'FMDay'));
  end if;
  select d.name into closed_for from public.office_closed_days d where d.day = office::date;
  if found then
    return format('%s is on %s, when our Stockholm office is closed. Please choose another day.', described, closed_for);
  end if;
  if date_trunc('minute', office) <> office or extract(minute from office) not in (0, 30)
    or office::time not between time '09:00' and time '16:30' then
    return described || ' is outside our office hours: consultations start on the hour or half hour from 09:00 to 16:30 Stockholm time.';
  end if;
  return null;
end
$$;

create or replace function public.check_consultation_slots()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot text;
  problem text;
begin
  for slot in
    select value #>> '{}' from jsonb_array_elements(
      case when jsonb_typeof(new.details -> 'slots') = 'array' then new.details -> 'slots' else '[]'::jsonb end
    )
  loop
    problem := public.consultation_slot_problem(slot);
    if problem is not null then
      raise exception using
        errcode = 'check_violation',
        message = problem,
        detail = format('The consultation slot %s cannot be booked.', slot),
        table = 'leads',
        column = 'details',
        constraint = 'consultation_slot_in_office_hours';
    end if;
  end loop;
  return new;
end
$$;

create trigger check_consultation_slots
  before insert on public.leads
  for each row when (new.type = 'consultation')
  execute function public.check_consultation_slots();

revoke all on function public.consultation_slot_problem(text, timestamptz), public.check_consultation_slots()
  from public, anon, authenticated;
grant execute on function public.consultation_slot_problem(text, timestamptz) to service_role;
