-- A site-wide default social image (issue 38): the picture social cards and search results show for a
-- page that has neither its own SEO image nor a cover. It is a library image, named by id in the site
-- setting 'social'. The setting is checked like the others; the image it names must exist, visitors
-- may read it (it is on every such page), and it cannot be deleted while the setting names it.

create or replace function public.site_setting_problem(setting_key text, setting_value jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
  social jsonb;
begin
  if setting_key = 'logos' then
    if jsonb_typeof(setting_value) <> 'object' then
      return 'logos must be an object with headerLogoUrl and footerLogoUrl';
    end if;
    for entry in select * from jsonb_each(setting_value) loop
      if entry.key not in ('headerLogoUrl', 'footerLogoUrl') then
        return format('logos.%s is not a setting', entry.key);
      end if;
      if jsonb_typeof(entry.value) <> 'null'
        and (jsonb_typeof(entry.value) <> 'string'
          or (entry.value #>> '{}') !~ '^(https?://|/)'
          or char_length(entry.value #>> '{}') > 2048) then
        return format('logos.%s must be null or an http(s) or site-relative URL', entry.key);
      end if;
    end loop;

  elsif setting_key = 'theme' then
    if jsonb_typeof(setting_value) <> 'object' then
      return 'theme must be an object';
    end if;
    for entry in select * from jsonb_each(setting_value) loop
      if entry.key not in ('colors', 'typography', 'sizing') then
        return format('theme.%s is not a setting', entry.key);
      end if;
      if jsonb_typeof(entry.value) <> 'object' then
        return format('theme.%s must be an object', entry.key);
      end if;
    end loop;
    for entry in select * from jsonb_each(coalesce(setting_value -> 'colors', '{}'::jsonb)) loop
      if entry.key !~ '^[a-z][a-z0-9-]*$' then
        return format('theme.colors.%s is not a colour token name', entry.key);
      end if;
      if jsonb_typeof(entry.value) <> 'string' or (entry.value #>> '{}') !~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' then
        return format('theme.colors.%s must be a hex colour such as #1554c0', entry.key);
      end if;
    end loop;
    for entry in select * from jsonb_each(coalesce(setting_value -> 'typography', '{}'::jsonb)) loop
      if entry.key not in ('headingFont', 'bodyFont') then
        return format('theme.typography.%s is not a setting', entry.key);
      end if;
      if (entry.value #>> '{}') is null
        or (entry.value #>> '{}') not in ('Inter', 'Roboto Slab', 'Source Sans Pro', 'Montserrat', 'Poppins', 'Open Sans') then
        return format('theme.typography.%s must be one of Inter, Roboto Slab, Source Sans Pro, Montserrat, Poppins, Open Sans', entry.key);
      end if;
    end loop;
    for entry in select * from jsonb_each(coalesce(setting_value -> 'sizing', '{}'::jsonb)) loop
      if entry.key <> 'radius' then
        return format('theme.sizing.%s is not a setting', entry.key);
      end if;
      if jsonb_typeof(entry.value) <> 'number' or (entry.value #>> '{}')::numeric not between 0 and 2 then
        return 'theme.sizing.radius must be a number of rem between 0 and 2';
      end if;
    end loop;

  elsif setting_key = 'general' then
    if jsonb_typeof(setting_value) <> 'object' then
      return 'general must be an object';
    end if;
    for entry in select * from jsonb_each(setting_value) loop
      if entry.key not in ('companyName', 'contactPhone', 'address', 'socialLinks') then
        return format('general.%s is not a setting', entry.key);
      end if;
    end loop;
    if jsonb_typeof(setting_value -> 'companyName') is distinct from 'string'
      or char_length(btrim(setting_value ->> 'companyName')) not between 1 and 120 then
      return 'general.companyName must be 1 to 120 characters';
    end if;
    if jsonb_typeof(setting_value -> 'contactPhone') is distinct from 'string'
      or (setting_value ->> 'contactPhone') !~ '^\+?[0-9][0-9 ()-]{4,30}$' then
      return 'general.contactPhone must be a phone number of digits, spaces, brackets and dashes';
    end if;
    if jsonb_typeof(setting_value -> 'address') is distinct from 'object' then
      return 'general.address must be an object';
    end if;
    for entry in select * from unnest(array['name', 'street', 'postalCode', 'city', 'country']) as field(key) loop
      if jsonb_typeof(setting_value -> 'address' -> entry.key) is distinct from 'string'
        or char_length(btrim(setting_value -> 'address' ->> entry.key)) not between 1 and 120 then
        return format('general.address.%s must be 1 to 120 characters', entry.key);
      end if;
    end loop;
    if jsonb_typeof(setting_value -> 'socialLinks') is distinct from 'array' then
      return 'general.socialLinks must be a list';
    end if;
    for social in select value from jsonb_array_elements(setting_value -> 'socialLinks') loop
      if (social ->> 'platform') is null or (social ->> 'platform') not in ('linkedin', 'x', 'youtube', 'instagram') then
        return 'general.socialLinks: platform must be linkedin, x, youtube or instagram';
      end if;
      if (social ->> 'href') is null or (social ->> 'href') !~ '^https://' then
        return format('general.socialLinks: the %s link must start with https://', social ->> 'platform');
      end if;
    end loop;

  elsif setting_key = 'contact' then
    if jsonb_typeof(setting_value) <> 'object' then
      return 'contact must be an object of email addresses by purpose';
    end if;
    for entry in select * from jsonb_each(setting_value) loop
      if entry.key not in ('general', 'quotes', 'careers', 'freelancers', 'privacy', 'press', 'security', 'legal') then
        return format('contact.%s is not a purpose', entry.key);
      end if;
    end loop;
    for entry in select * from unnest(array['general', 'quotes', 'careers', 'freelancers', 'privacy', 'press', 'security', 'legal']) as purpose(key) loop
      if jsonb_typeof(setting_value -> entry.key) is distinct from 'string'
        or (setting_value ->> entry.key) !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'
        or char_length(setting_value ->> entry.key) > 254 then
        return format('contact.%s must be an email address', entry.key);
      end if;
    end loop;
  elsif setting_key = 'social' then
    if jsonb_typeof(setting_value) <> 'object' then
      return 'social must be an object';
    end if;
    for entry in select * from jsonb_each(setting_value) loop
      if entry.key <> 'defaultImage' then
        return format('social.%s is not a setting', entry.key);
      end if;
    end loop;
    if jsonb_typeof(setting_value -> 'defaultImage') is distinct from 'null'
      and (jsonb_typeof(setting_value -> 'defaultImage') is distinct from 'string'
        or (setting_value ->> 'defaultImage') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      return 'social.defaultImage must be null or the id of a media library image';
    end if;
  end if;
  return null;
end
$$;

-- The named image exists in the library (a constraint cannot look at another table).
create function public.refuse_missing_social_image()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A value that is no id at all is left to the setting's check, which names the field.
  if new.key = 'social'
    and (new.value ->> 'defaultImage') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and not exists (select 1 from public.media m where m.id = (new.value ->> 'defaultImage')::uuid) then
    raise exception 'social.defaultImage is not an image of the media library'
      using errcode = '23503', detail = 'The site setting ''social'' was not saved.';
  end if;
  return new;
end
$$;

revoke all on function public.refuse_missing_social_image() from public, anon, authenticated;

create trigger refuse_missing_social_image
  before insert or update on public.site_settings
  for each row execute function public.refuse_missing_social_image();

-- Whether the site settings name the image as the default social image.
create function public.media_is_default_social_image(p_media uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.site_settings s
    where s.key = 'social' and (s.value ->> 'defaultImage') = p_media::text
  )
$$;

revoke all on function public.media_is_default_social_image(uuid) from public;
grant execute on function public.media_is_default_social_image(uuid) to anon, authenticated, service_role;

-- Visitors read the default social image: every page without its own image names it.
create policy "Anyone reads the default social image" on public.media for select to anon, authenticated
  using (public.media_is_default_social_image(id));

-- "Where used" and the delete refusal count the setting as a use, listed as the settings screen.
create or replace function public.media_documents(p_media uuid)
returns table (id uuid, title text, path text, live boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.title, d.path, (d.published_data is not null and d.unpublished_at is null) as live
  from public.documents d
  left join public.document_drafts dr on dr.document_id = d.id
  where d.deleted_at is null
    and (
      jsonb_path_exists(coalesce(d.published_data, '{}'::jsonb), 'lax $.** ? (@ == $id)', jsonb_build_object('id', p_media::text))
      or jsonb_path_exists(coalesce(dr.data, '{}'::jsonb), 'lax $.** ? (@ == $id)', jsonb_build_object('id', p_media::text))
    )
  union all
  select p_media, 'Site settings: default social image', '/admin/settings', true
  where public.media_is_default_social_image(p_media)
  order by 2
$$;
