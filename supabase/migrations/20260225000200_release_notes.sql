-- System updates: release notes admins publish for staff (Markdown), newest first, and each staff
-- member's read marker, from which the sidebar counts the unread notes.

create table public.release_notes (
  id uuid primary key default gen_random_uuid(),
  version text not null
    constraint release_notes_version_unique unique
    constraint release_notes_version_format check (version ~ '^[0-9A-Za-z][0-9A-Za-z.+-]{0,31}$'),
  title text not null
    constraint release_notes_title_length check (char_length(btrim(title)) between 1 and 120),
  body text not null
    constraint release_notes_body_length check (char_length(btrim(body)) between 1 and 20000),
  -- The day the release went out, as staff read it.
  released_on date not null default current_date,
  -- When the note was published: what "unread" is measured against.
  published_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.release_notes is 'Release notes for staff (Markdown body), published by admins.';

create index release_notes_newest_idx on public.release_notes (released_on desc, published_at desc);

create trigger stamp_release_note
  before insert or update on public.release_notes
  for each row execute function public.stamp_updated_by();

select public.enable_audit('public.release_notes', 'id', 'version');

-- One row per staff member: the notes published before last_read_at are read.
create table public.release_note_reads (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  last_read_at timestamptz not null default now()
);

comment on table public.release_note_reads is 'When each staff member last read the release notes.';

-- The server's clock caps the marker, so a browser cannot mark notes read ahead of time.
create or replace function public.cap_read_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.last_read_at := least(coalesce(new.last_read_at, now()), now());
  return new;
end
$$;

revoke all on function public.cap_read_at() from public, anon, authenticated, service_role;

create trigger cap_read_at
  before insert or update on public.release_note_reads
  for each row execute function public.cap_read_at();

alter table public.release_notes enable row level security;
alter table public.release_note_reads enable row level security;

revoke all on table public.release_notes, public.release_note_reads from anon, authenticated, service_role;
grant select, insert, update, delete on table public.release_notes to authenticated;
grant select, insert, update on table public.release_note_reads to authenticated;
grant all on table public.release_notes, public.release_note_reads to service_role;

create policy "Staff read release notes"
  on public.release_notes for select
  to authenticated
  using (public.is_staff());

create policy "Admins publish release notes"
  on public.release_notes for insert
  to authenticated
  with check (public.is_admin());

create policy "Admins change release notes"
  on public.release_notes for update
  to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "Admins remove release notes"
  on public.release_notes for delete
  to authenticated
  using (public.is_admin());

create policy "Staff read their own read marker"
  on public.release_note_reads for select
  to authenticated
  using (user_id = auth.uid() and public.is_staff());

create policy "Staff set their own read marker"
  on public.release_note_reads for insert
  to authenticated
  with check (user_id = auth.uid() and public.is_staff());

create policy "Staff move their own read marker"
  on public.release_note_reads for update
  to authenticated
  using (user_id = auth.uid() and public.is_staff())
  with check (user_id = auth.uid() and public.is_staff());

-- The caller's unread notes (0 for anyone who is not staff: RLS hides the notes).
create or replace function public.unread_release_notes()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
  from public.release_notes n
  where n.published_at > coalesce(
    (select r.last_read_at from public.release_note_reads r where r.user_id = auth.uid()),
    '-infinity'::timestamptz
  )
$$;

comment on function public.unread_release_notes() is 'How many release notes the caller has not read yet.';

revoke all on function public.unread_release_notes() from public, anon, authenticated, service_role;
grant execute on function public.unread_release_notes() to authenticated;

-- Marks every note published so far as read by the caller (staff only, through the policies).
create or replace function public.mark_release_notes_read()
returns void
language sql
set search_path = ''
as $$
  insert into public.release_note_reads (user_id, last_read_at)
  values (auth.uid(), now())
  on conflict (user_id) do update set last_read_at = excluded.last_read_at
$$;

comment on function public.mark_release_notes_read() is 'Moves the caller''s read marker to now.';

revoke all on function public.mark_release_notes_read() from public, anon, authenticated, service_role;
grant execute on function public.mark_release_notes_read() to authenticated;

-- This release's notes, so every database has them, not only new ones.
insert into public.release_notes (version, title, released_on, body)
values
  ('2026.02.10', 'The staff admin', '2026-02-10', $md$
Nordika's website now has its own admin at **/admin**, for everyone on staff.

- **Sign in** with your work address and password at `/login`. You can add two-step verification with an authenticator app under *Credentials*.
- **Roles**: *admins* manage staff accounts and see the audit log; *editors* edit the website's content.
- **One sidebar** for every screen: content, client logos, settings, users and the system screens.
- If nobody can sign in, an operator can restore access from the server with `npm run admin`.
$md$),
  ('2026.02.25', 'Dashboard, diagnostics, system updates and the audit log', '2026-02-25', $md$
The *Overview* and *System* screens are ready.

### Dashboard
Key figures (staff, content sections and when each last changed, browser errors this week), a chart of the last 30 days' activity, the latest changes and the health of the backend at a glance.

### Diagnostics
Live checks of sign-in, the database, file storage, functions and realtime with their response times, the database migrations applied, this browser's details, and the **errors visitors' browsers have reported**, with their stack traces.

### System updates
These notes. Admins publish them; a badge in the sidebar shows how many you have not read yet.

### Audit log
Every change to settings, content, client logos and release notes is recorded with **who, what, when and from where**, and with the data before and after. Sign-ins and account changes are there too. Admins only.
$md$)
on conflict (version) do nothing;
