-- Moderation without SQL (issue 19 item 4; docs/decisions/0029-comment-moderation.md).
-- Mirrors migrations/0012_comment_moderation.sql. A comment is published, held (it
-- contains a link) or hidden (a moderator removed it); the signed links carried by
-- roadmap_comment.created publish or hide it through moderate_roadmap_comment.
-- The publishable key sees published comments only (the policy below), so every read
-- through it (the comment pages, security invoker; the items' embedded counts) leaves
-- held and hidden comments out.

alter table public.roadmap_comments add column status text not null default 'published'
  check (status in ('published', 'held', 'hidden'));
create index roadmap_comments_item_status on public.roadmap_comments (item_id, status, created_at, id);

alter policy "Roadmap comments are public" on public.roadmap_comments using (status = 'published');

-- The comment pages also say so themselves, so a service-role caller (no RLS) pages exactly too.
create or replace function public.get_roadmap_comments_page(p_item_id bigint, p_before uuid default null, p_limit integer default 21)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with cursor_row as (
    select c.created_at, c.id
      from public.roadmap_comments c
     where c.id = p_before and c.item_id = p_item_id and c.status = 'published'
  ),
  page as (
    select c.id, c.item_id, c.author_name, c.content, c.likes, c.created_at
      from public.roadmap_comments c
     where c.item_id = p_item_id and c.status = 'published'
       and (p_before is null or (c.created_at, c.id) < (select k.created_at, k.id from cursor_row k))
     order by c.created_at desc, c.id desc
     limit least(greatest(coalesce(p_limit, 21), 1), 101)
  )
  select case
    when p_before is not null and not exists (select 1 from cursor_row) then null
    else jsonb_build_object(
      'comments', coalesce((select jsonb_agg(to_jsonb(p) order by p.created_at desc, p.id desc) from page p), '[]'::jsonb),
      'newer', (select count(*) from public.roadmap_comments c, cursor_row k
                 where c.item_id = p_item_id and c.status = 'published' and (c.created_at, c.id) >= (k.created_at, k.id))
    )
  end;
$$;

-- Only a published comment can be liked.
create or replace function public.like_roadmap_comment(p_comment_id uuid, p_visitor_key text, p_address_hash text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted integer;
begin
  if p_visitor_key is null or p_address_hash is null then
    raise exception 'a visitor key and an address hash are required';
  end if;
  perform 1 from public.roadmap_comments where id = p_comment_id and status = 'published' for update;
  if not found then
    return 'not-found';
  end if;
  if exists (select 1 from public.roadmap_comment_likes where comment_id = p_comment_id and visitor_key = p_visitor_key) then
    return 'already-counted';
  end if;
  if (select count(*) from public.roadmap_comment_likes
       where comment_id = p_comment_id and address_hash = p_address_hash) >= 5 then
    return 'address-limit';
  end if;
  insert into public.roadmap_comment_likes (comment_id, visitor_key, address_hash)
  values (p_comment_id, p_visitor_key, p_address_hash)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return 'already-counted';
  end if;
  update public.roadmap_comments set likes = likes + 1 where id = p_comment_id;
  return 'counted';
end;
$$;

-- The comment with its id and status chosen by the site (the signed links name the id),
-- and its event in the same write, now with status, approve_url and hide_url.
drop function public.add_roadmap_comment(bigint, text, text);
create function public.add_roadmap_comment(
  p_item_id bigint,
  p_author_name text,
  p_content text,
  p_id uuid default null,
  p_status text default 'published',
  p_approve_url text default null,
  p_hide_url text default null
) returns setof public.roadmap_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.roadmap_comments;
begin
  if not exists (select 1 from public.roadmap_items where id = p_item_id) then
    return;
  end if;
  if coalesce(p_status, 'published') not in ('published', 'held') then
    raise exception 'a new comment is published or held';
  end if;
  insert into public.roadmap_comments (id, item_id, author_name, content, status)
  values (
    coalesce(p_id, gen_random_uuid()),
    p_item_id,
    coalesce(nullif(trim(coalesce(p_author_name, '')), ''), 'Anonymous'),
    trim(p_content),
    coalesce(p_status, 'published')
  )
  returning * into v_row;
  perform public.record_lead_event('roadmap_comment.created', jsonb_build_object(
    'id', v_row.id, 'item_id', v_row.item_id, 'author_name', v_row.author_name,
    'content', v_row.content, 'created_at', v_row.created_at,
    'status', v_row.status, 'approve_url', p_approve_url, 'hide_url', p_hide_url));
  return next v_row;
end;
$$;

-- 'done', 'unchanged' (already in a status the action cannot move it from: a replayed
-- link) or 'not-found'. Publish moves held to published; hide moves held or published to hidden.
create function public.moderate_roadmap_comment(p_comment_id uuid, p_action text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed integer;
begin
  if p_action = 'publish' then
    update public.roadmap_comments set status = 'published' where id = p_comment_id and status = 'held';
  elsif p_action = 'hide' then
    update public.roadmap_comments set status = 'hidden' where id = p_comment_id and status in ('held', 'published');
  else
    raise exception 'unknown moderation action';
  end if;
  get diagnostics v_changed = row_count;
  if v_changed > 0 then
    return 'done';
  end if;
  return case when exists (select 1 from public.roadmap_comments where id = p_comment_id) then 'unchanged' else 'not-found' end;
end;
$$;

revoke execute on function public.add_roadmap_comment(bigint, text, text, uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.moderate_roadmap_comment(uuid, text) from public, anon, authenticated;
grant execute on function public.add_roadmap_comment(bigint, text, text, uuid, text, text, text) to service_role;
grant execute on function public.moderate_roadmap_comment(uuid, text) to service_role;
