-- One trigger function per behaviour instead of a copy per table: stamp_updated_by() sets
-- updated_at and updated_by (site_settings, content_sections), touch_updated_at() sets updated_at
-- (profiles, client_logos). Neither is callable by the API roles.

-- The content sections' copy becomes the one stamp; its trigger follows the rename.
alter function public.stamp_content_section() rename to stamp_updated_by;

drop trigger stamp_site_setting on public.site_settings;
create trigger stamp_site_setting
  before insert or update on public.site_settings
  for each row execute function public.stamp_updated_by();
drop function public.stamp_site_setting();

revoke all on function public.touch_updated_at() from public, anon, authenticated;

drop trigger touch_client_logo on public.client_logos;
create trigger touch_client_logo
  before update on public.client_logos
  for each row execute function public.touch_updated_at();
drop function public.touch_client_logo();
