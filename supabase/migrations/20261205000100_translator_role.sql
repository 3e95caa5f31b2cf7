-- A fifth staff role, 'translator', and the languages each linguist works in (issue 40,
-- docs/decisions/0014-translation-workspace.md).
--
-- A translator's account carries app_metadata.role 'translator'; what it may do is decided per
-- language by public.staff_language_roles: 'translator' (edits the targets of that language's
-- segments) or 'reviewer' (also approves them and sends them back). Admins and editors translate and
-- review in every language without a row. A translator sees only its languages and nothing else of the
-- admin: is_staff() and has_staff_role() keep their meaning, so no policy opened to them opens to it.

comment on function public.staff_role() is
  'The staff role (admin, editor, recruiter, contributor or translator) in the caller''s app_metadata, or null.';

create table public.staff_language_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  locale text not null
    constraint staff_language_roles_locale_known check (locale in ('sv', 'de')),
  role text not null
    constraint staff_language_roles_role_known check (role in ('translator', 'reviewer')),
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, locale)
);

comment on table public.staff_language_roles is
  'The languages a translator-role account works in: translator (edits targets) or reviewer (also approves). Admins and editors need no row.';

-- Row level security: admins read every row, a linguist its own; nobody writes through the API
-- (set_staff_language_role() does, for admins).
alter table public.staff_language_roles enable row level security;
revoke all on table public.staff_language_roles from anon, authenticated, service_role;
grant select on table public.staff_language_roles to authenticated;
grant all on table public.staff_language_roles to service_role;

create policy "Admins read every language role; a linguist its own" on public.staff_language_roles for select to authenticated
  using ((public.is_admin() and public.session_meets_mfa()) or user_id = auth.uid());

-- What `p_user` may do in `p_locale`: 'reviewer', 'translator' or null. Admins and editors review
-- everywhere; an account with the translator role what its row grants; anyone else nothing.
create function public.translation_role_of(p_user uuid, p_locale text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_locale not in ('sv', 'de') then null
    when u.raw_app_meta_data ->> 'role' in ('admin', 'editor') then 'reviewer'
    when u.raw_app_meta_data ->> 'role' = 'translator' then
      (select r.role from public.staff_language_roles r where r.user_id = p_user and r.locale = p_locale)
  end
  from auth.users u
  where u.id = p_user and (u.banned_until is null or u.banned_until < now())
$$;

revoke all on function public.translation_role_of(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.translation_role_of(uuid, text) to service_role;

-- The caller's: the JWT's role and the session's MFA level count, as in is_staff().
create function public.can_translate(p_locale text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    public.session_meets_mfa() and (
      public.staff_role() in ('admin', 'editor')
      or public.staff_role() = 'translator' and public.translation_role_of(auth.uid(), p_locale) is not null
    ),
    false
  )
$$;

create function public.can_review(p_locale text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    public.session_meets_mfa() and (
      public.staff_role() in ('admin', 'editor') and p_locale in ('sv', 'de')
      or public.staff_role() = 'translator' and public.translation_role_of(auth.uid(), p_locale) = 'reviewer'
    ),
    false
  )
$$;

comment on function public.can_translate(text) is 'True when the caller may edit the targets of that language''s segments.';
comment on function public.can_review(text) is 'True when the caller may approve that language''s segments and send them back.';

revoke all on function public.can_translate(text), public.can_review(text) from public;
grant execute on function public.can_translate(text), public.can_review(text) to authenticated, service_role;

-- Grants, changes or removes (p_role null) a linguist's language role. Admins only; the account must
-- have the translator role (admins and editors need no row). Audited.
create function public.set_staff_language_role(p_user uuid, p_locale text, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  before public.staff_language_roles;
  after public.staff_language_roles;
begin
  if not (public.is_admin() and public.session_meets_mfa()) then
    raise exception 'Only admins give translators their languages' using errcode = '42501';
  end if;
  perform public.refuse_unknown_translation_locale(p_locale);
  if p_role is not null and p_role not in ('translator', 'reviewer') then
    raise exception 'A language role is translator or reviewer, not %', p_role using errcode = '22023';
  end if;
  if p_role is not null and not exists (
    select 1 from auth.users u where u.id = p_user and u.raw_app_meta_data ->> 'role' = 'translator'
  ) then
    raise exception 'Only an account with the translator role takes a language role' using errcode = '22023',
      hint = 'Admins and editors translate and review every language already.';
  end if;
  select * into before from public.staff_language_roles r where r.user_id = p_user and r.locale = p_locale for update;
  if p_role is null then
    delete from public.staff_language_roles r where r.user_id = p_user and r.locale = p_locale;
  else
    insert into public.staff_language_roles as r (user_id, locale, role, granted_by)
    values (p_user, p_locale, p_role, auth.uid())
    on conflict (user_id, locale) do update set role = excluded.role, granted_by = excluded.granted_by, granted_at = now()
    returning * into after;
  end if;
  insert into public.audit_log (actor_id, actor_email, actor_role, action, target_type, target_id, target_label, old_data, new_data, ip_address, user_agent)
  values (
    auth.uid(), nullif(auth.jwt() ->> 'email', ''), public.staff_role(), 'set_language_role', 'staff_language_roles',
    p_user::text, (select u.email::text from auth.users u where u.id = p_user),
    case when before.user_id is not null then jsonb_build_object('locale', p_locale, 'role', before.role) end,
    case when after.user_id is not null then jsonb_build_object('locale', p_locale, 'role', after.role) end,
    public.request_ip(), left(public.request_header('user-agent'), 512)
  );
end
$$;

revoke all on function public.set_staff_language_role(uuid, text, text) from public, anon, authenticated, service_role;
grant execute on function public.set_staff_language_role(uuid, text, text) to authenticated;
