-- Roadmap comment pages (docs/decisions/0307-roadmap-comment-pages.md): an item's dialog
-- shows its comments a page at a time, newest page first, so a busy item stays a small
-- page. Keyset paging on (created_at, id): the cursor is the id of the oldest comment of
-- the newer page, so a page does not shift while new comments arrive.
--
-- A read like the spec's table read of roadmap_comments: security invoker, so the
-- caller's row-level security applies, and executable by the API roles. The index
-- roadmap_comments_item (item_id, created_at) serves it.

-- Up to p_limit comments of the item older than p_before (the newest when null), newest
-- first, and how many comments are newer than them. Null when p_before is not a comment
-- of this item.
create function public.get_roadmap_comments_page(p_item_id bigint, p_before uuid default null, p_limit integer default 21)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with cursor_row as (
    select c.created_at, c.id
      from public.roadmap_comments c
     where c.id = p_before and c.item_id = p_item_id
  ),
  page as (
    select c.id, c.item_id, c.author_name, c.content, c.likes, c.created_at
      from public.roadmap_comments c
     where c.item_id = p_item_id
       and (p_before is null or (c.created_at, c.id) < (select k.created_at, k.id from cursor_row k))
     order by c.created_at desc, c.id desc
     limit least(greatest(coalesce(p_limit, 21), 1), 101)
  )
  select case
    when p_before is not null and not exists (select 1 from cursor_row) then null
    else jsonb_build_object(
      'comments', coalesce((select jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id desc) from page p), '[]'::jsonb),
      'newer', (select count(*) from public.roadmap_comments c, cursor_row k
                 where c.item_id = p_item_id and (c.created_at, c.id) >= (k.created_at, k.id))
    )
  end;
$$;

revoke execute on function public.get_roadmap_comments_page(bigint, uuid, integer) from public;
grant execute on function public.get_roadmap_comments_page(bigint, uuid, integer) to anon, authenticated, service_role;
