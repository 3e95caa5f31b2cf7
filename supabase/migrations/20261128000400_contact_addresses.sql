-- One contact address per purpose, in the site settings (key 'contact'), where staff change it and
-- every page and form reads it: general enquiries, quotes, careers, freelancers, privacy (data
-- protection), press, security (vulnerability reports) and legal notices. The general address was
-- general.contactEmail; it moves here, so no address is kept twice. Anyone may read the row, as every
-- site setting; staff write it (the policies of site_settings), and the audit log records each change.

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
  end if;
  return null;
end
$$;

insert into public.site_settings (key, value)
select 'contact', jsonb_build_object(
  'general', coalesce((select value ->> 'contactEmail' from public.site_settings where key = 'general'), 'hello@nordika.com'),
  'quotes', 'quotes@nordika.com',
  'careers', 'careers@nordika.com',
  'freelancers', 'freelancers@nordika.com',
  'privacy', 'privacy@nordika.com',
  'press', 'press@nordika.com',
  'security', 'security@nordika.com',
  'legal', 'legal@nordika.com'
)
on conflict (key) do nothing;

update public.site_settings set value = value - 'contactEmail' where key = 'general' and value -> 'contactEmail' is not null;
