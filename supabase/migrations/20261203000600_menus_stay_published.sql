-- The header menu and the footer are on every page: taking either off the site (unpublish, the
-- trash, a scheduled unpublish) would leave every page without its navigation. The site's menus are
-- changed by publishing a new version, never removed; every way of writing the row is held to it.
create function public.refuse_menu_removal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.collection in ('menu_header', 'menu_footer')
    and ((new.unpublished_at is not null and old.unpublished_at is null) or (new.deleted_at is not null and old.deleted_at is null)) then
    raise exception 'The site''s menus stay on the site: publish a change to this menu instead of taking it off'
      using errcode = '55000', hint = 'Every page shows the header menu and the footer.';
  end if;
  return new;
end
$$;

revoke all on function public.refuse_menu_removal() from public, anon, authenticated;

create trigger refuse_menu_removal
  before update of unpublished_at, deleted_at on public.documents
  for each row execute function public.refuse_menu_removal();
