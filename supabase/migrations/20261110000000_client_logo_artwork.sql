-- The seeded clients' logos: drawn as SVG and bundled with the site under /client-logos/ (app/public), so
-- the home page's logo wall shows logos rather than names set in type. seed.sql sets them on new
-- databases; this sets them on databases seeded before, only where logo_url is still empty, so a logo
-- staff uploaded or linked is never overwritten. Rows staff added themselves have other ids and are untouched.
update public.client_logos as logo
set logo_url = bundled.url
from (values
  (md5('nordika-client-logo:norrvik-industrial')::uuid, '/client-logos/norrvik-industrial.svg'),
  (md5('nordika-client-logo:medvik-pharma')::uuid, '/client-logos/medvik-pharma.svg'),
  (md5('nordika-client-logo:polarsoft')::uuid, '/client-logos/polarsoft.svg'),
  (md5('nordika-client-logo:vindhem')::uuid, '/client-logos/vindhem.svg'),
  (md5('nordika-client-logo:alund-bank')::uuid, '/client-logos/alund-bank.svg'),
  (md5('nordika-client-logo:kvarn-media')::uuid, '/client-logos/kvarn-media.svg'),
  (md5('nordika-client-logo:stigen-games')::uuid, '/client-logos/stigen-games.svg'),
  (md5('nordika-client-logo:tessel-audio')::uuid, '/client-logos/tessel-audio.svg'),
  (md5('nordika-client-logo:kallberg-energy')::uuid, '/client-logos/kallberg-energy.svg'),
  (md5('nordika-client-logo:havbris-hotels')::uuid, '/client-logos/havbris-hotels.svg'),
  (md5('nordika-client-logo:veltra-automotive')::uuid, '/client-logos/veltra-automotive.svg'),
  (md5('nordika-client-logo:lindstrom-berg')::uuid, '/client-logos/lindstrom-berg.svg')
) as bundled (id, url)
where logo.id = bundled.id
  and logo.logo_url is null;
