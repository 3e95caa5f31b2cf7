-- Site-wide settings edited by staff in the admin (logos, theme, ...). Anyone may read them.

create table public.site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.site_settings is 'Site-wide settings such as logos and theme, keyed by name.';

-- Stamps who changed a setting and when. security definer so it may look the caller up in auth.users.
create or replace function public.stamp_site_setting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  new.updated_at := now();
  if caller is not null then
    new.updated_by := (select u.id from auth.users u where u.id = caller);
  end if;
  return new;
end
$$;

revoke all on function public.stamp_site_setting() from public, anon, authenticated;

create trigger stamp_site_setting
  before insert or update on public.site_settings
  for each row execute function public.stamp_site_setting();

alter table public.site_settings enable row level security;

revoke all on table public.site_settings from anon, authenticated, service_role;
grant select on table public.site_settings to anon;
grant select, insert, update, delete on table public.site_settings to authenticated;
grant all on table public.site_settings to service_role;

create policy "Anyone can read site settings"
  on public.site_settings for select
  to anon, authenticated
  using (true);

create policy "Staff can add site settings"
  on public.site_settings for insert
  to authenticated
  with check (public.is_staff());

create policy "Staff can change site settings"
  on public.site_settings for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Staff can remove site settings"
  on public.site_settings for delete
  to authenticated
  using (public.is_staff());
