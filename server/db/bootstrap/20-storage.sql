-- The storage schema a Supabase database provides (as supabase/storage's migrations create it):
-- buckets, objects, the helpers policies use, and storage.search() behind POST /object/list.
-- RLS is on and the API roles hold every privilege, so policies written in migrations are the gate.
-- Runs on every start after 00-roles.sql, so every statement is guarded.

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create unique index if not exists bname on storage.buckets (name);

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'buckets_type_check' and conrelid = 'storage.buckets'::regclass) then
    alter table storage.buckets add constraint buckets_type_check check (type in ('STANDARD', 'ANALYTICS'));
  end if;
end
$$;

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);

create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Helpers policies use, e.g. (storage.foldername(name))[1] = auth.uid()::text.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- One folder level of a bucket, as storage's list endpoint returns it: folders first (id null),
-- then files, with limit/offset over the combined list. Runs as the caller (security invoker), so
-- only objects the SELECT policies let the caller see are listed, and folders derive from them.
-- Unlike the original it treats the prefix literally (no LIKE wildcards) and matches it case-sensitively.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb)
language plpgsql stable security invoker
as $$
declare
  -- Names sort bytewise (collate "C"), as S3 lists keys, whatever the database's collation.
  v_column text := case when sortcolumn in ('updated_at', 'created_at', 'last_accessed_at') then 'v.' || sortcolumn else 'v.name collate "C"' end;
  v_order text := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $sql$
    with visible as (
      select o.name, o.path_tokens, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
      from storage.objects o
      where o.bucket_id = $4
        and left(o.name, length($2)) = $2
        and substr(o.name, length($2) + 1) ilike replace(replace(replace($3, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'
    ),
    entries as (
      select f.folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata,
             0 as kind, row_number() over (order by f.folder collate "C" %2$s) as position
      from (select distinct v.path_tokens[$1] as folder from visible v where array_length(v.path_tokens, 1) > $1) f
      union all
      select v.path_tokens[$1], v.id, v.updated_at, v.created_at, v.last_accessed_at, v.metadata,
             1, row_number() over (order by %1$s %2$s, v.name collate "C" %2$s)
      from visible v where array_length(v.path_tokens, 1) = $1
    )
    select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
    from entries e
    order by e.kind, e.position
    limit $5 offset $6
    $sql$,
    v_column, v_order
  ) using levels, prefix, coalesce(search, ''), bucketname, limits, offsets;
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text),
  storage.search(text, text, int, int, int, text, text, text) to anon, authenticated, service_role;
