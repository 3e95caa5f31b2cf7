-- The settings the admin edits are checked in the database too, so a bad write through the REST API
-- is refused with a message that names the field instead of breaking the public site. Other keys
-- stay free-form. The check runs as a constraint (after row-level security), so a caller who may
-- not write is refused for that first.

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
      if entry.key not in ('companyName', 'contactEmail', 'contactPhone', 'address', 'socialLinks') then
        return format('general.%s is not a setting', entry.key);
      end if;
    end loop;
    if jsonb_typeof(setting_value -> 'companyName') is distinct from 'string'
      or char_length(btrim(setting_value ->> 'companyName')) not between 1 and 120 then
      return 'general.companyName must be 1 to 120 characters';
    end if;
    if jsonb_typeof(setting_value -> 'contactEmail') is distinct from 'string'
      or (setting_value ->> 'contactEmail') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
      return 'general.contactEmail must be an email address';
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
  end if;
  return null;
end
$$;

-- Raises the problem as a check violation (PostgREST answers 400 with the message).
create or replace function public.check_site_setting(setting_key text, setting_value jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  problem text := public.site_setting_problem(setting_key, setting_value);
begin
  if problem is not null then
    raise exception using errcode = '23514', message = problem, detail = format('The site setting ''%s'' was not saved.', setting_key);
  end if;
  return true;
end
$$;

alter table public.site_settings
  add constraint site_settings_value_valid check (public.check_site_setting(key, value));
