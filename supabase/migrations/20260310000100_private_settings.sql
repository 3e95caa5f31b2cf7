-- Settings that only staff may read: unlike site_settings, nothing here reaches a visitor. The first
-- one is 'lead_notifications', the addresses that receive a mail for each new lead.

create table public.private_settings (
  key text primary key
    constraint private_settings_key_format check (key ~ '^[a-z][a-z0-9_]*$'),
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint private_settings_lead_notifications_valid check (
    key <> 'lead_notifications'
    or (
      jsonb_typeof(value) = 'object'
      and jsonb_typeof(value -> 'recipients') = 'array'
      and jsonb_array_length(value -> 'recipients') <= 20
      and not jsonb_path_exists(value -> 'recipients', '$[*] ? (@.type() != "string" || !(@ like_regex "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"))')
    )
  )
);

comment on table public.private_settings is 'Staff-only settings (lead notification recipients), keyed by name.';

create trigger stamp_private_setting
  before insert or update on public.private_settings
  for each row execute function public.stamp_updated_by();

alter table public.private_settings enable row level security;

revoke all on table public.private_settings from anon, authenticated, service_role;
grant select, insert, update, delete on table public.private_settings to authenticated;
grant all on table public.private_settings to service_role;

create policy "Staff can read private settings"
  on public.private_settings for select
  to authenticated
  using (public.is_staff());

create policy "Staff can add private settings"
  on public.private_settings for insert
  to authenticated
  with check (public.is_staff());

create policy "Staff can change private settings"
  on public.private_settings for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

create policy "Staff can remove private settings"
  on public.private_settings for delete
  to authenticated
  using (public.is_staff());

insert into public.private_settings (key, value)
values ('lead_notifications', '{"recipients": []}'::jsonb)
on conflict (key) do nothing;
