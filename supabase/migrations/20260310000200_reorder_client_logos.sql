-- Saves the order of the client logo wall in one call: sort_order follows the position in `ids`
-- (0, 1, 2, …). security invoker, so row-level security decides, as for a direct update.

create or replace function public.reorder_client_logos(ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'Only staff may reorder the client logos';
  end if;
  if (select count(distinct id) from unnest(ids) as id) <> coalesce(cardinality(ids), 0) then
    raise exception using errcode = '22023', message = 'Each client logo may appear only once in the new order';
  end if;
  update public.client_logos as logo
     set sort_order = position.ordinality - 1
    from unnest(ids) with ordinality as position(id, ordinality)
   where logo.id = position.id;
end
$$;

revoke all on function public.reorder_client_logos(uuid[]) from public, anon;
grant execute on function public.reorder_client_logos(uuid[]) to authenticated, service_role;
