-- The studio's held comments and roadmap items (issue 43 item 3, decision 0504), mirroring
-- migrations/0032_studio_roadmap.sql. Functions executable by service_role only (the Worker's
-- secret key); each write records its audit entries in the same transaction
-- (public.studio_audit_entry, 20261202000900_studio.sql).

-- When an item shipped (status Done); not on the public pages yet.
alter table public.roadmap_items add column shipped_on date;

-- The held queue, oldest first across every item.
create index roadmap_comments_held on public.roadmap_comments (created_at, id) where status = 'held';

-- Held comments after p_after (a comment id; decided since or not, it keeps the place), oldest first.
create function public.studio_held_comments(p_after uuid, p_limit integer)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', c.id, 'item_id', c.item_id, 'item_title', i.title, 'author_name', c.author_name,
           'content', c.content, 'created_at', c.created_at)
    from public.roadmap_comments c
    join public.roadmap_items i on i.id = c.item_id
   where c.status = 'held'
     and (p_after is null or (c.created_at, c.id) > (select k.created_at, k.id from public.roadmap_comments k where k.id = p_after))
   order by c.created_at, c.id
   limit least(greatest(coalesce(p_limit, 51), 1), 201)
$$;

-- Approves (held → published) or rejects (held → hidden) each comment of p_ids still held,
-- with one audit entry each; answers the ids it changed. A comment decided already (by
-- another moderator or its signed link) is left as it is.
create function public.studio_decide_comments(p_ids uuid[], p_decision text, p_actor text, p_role text)
returns uuid[] language plpgsql security definer set search_path = '' as $$
declare
  v_row record;
  v_done uuid[] := '{}';
begin
  if p_decision is null or p_decision not in ('approve', 'reject') then raise exception 'unknown decision %', p_decision; end if;
  if coalesce(cardinality(p_ids), 0) > 100 then raise exception 'at most 100 comments at once'; end if;
  for v_row in
    update public.roadmap_comments c
       set status = case p_decision when 'approve' then 'published' else 'hidden' end
     where c.id = any (p_ids) and c.status = 'held'
     returning c.id, c.item_id, c.author_name, c.content, c.created_at
  loop
    perform public.studio_audit_entry(p_actor, p_role, 'comment.' || p_decision, 'comments', v_row.id::text, null, null,
      'item ' || v_row.item_id || ' · ' || v_row.author_name || ': ' || left(v_row.content, 80));
    v_done := v_done || v_row.id;
  end loop;
  return v_done;
end $$;

-- Items as the studio lists them: both languages, status, votes, published and held comments.
create function public.studio_roadmap_items(p_before bigint, p_id bigint, p_limit integer)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', i.id, 'title', i.title, 'description', i.description, 'category', i.category,
           'status', i.status, 'shipped_on', i.shipped_on, 'upvotes', i.upvotes, 'created_at', i.created_at,
           'has_pt', t.item_id is not null, 'pt_title', t.title, 'pt_description', t.description, 'pt_category', t.category,
           'comment_count', (select count(*) from public.roadmap_comments c where c.item_id = i.id and c.status = 'published'),
           'held_count', (select count(*) from public.roadmap_comments c where c.item_id = i.id and c.status = 'held'))
    from public.roadmap_items i
    left join public.roadmap_item_translations t on t.item_id = i.id and t.locale = 'pt'
   where (p_id is null or i.id = p_id) and (p_before is null or i.id < p_before)
   order by i.id desc
   limit least(greatest(coalesce(p_limit, 51), 1), 201)
$$;

-- Adds (p_id null) or changes an item and its Portuguese words, with its audit entry (p_detail,
-- worded by the site from the item it read). Answers the item's id, or null when p_id names none.
create function public.studio_save_roadmap_item(p_id bigint, p_item jsonb, p_detail text, p_actor text, p_role text)
returns bigint language plpgsql security definer set search_path = '' as $$
declare
  v_id bigint;
begin
  if p_id is null then
    insert into public.roadmap_items (title, description, category, status, shipped_on)
    values (p_item ->> 'title', coalesce(p_item ->> 'description', ''), p_item ->> 'category', p_item ->> 'status', (p_item ->> 'shipped_on')::date)
    returning id into v_id;
  else
    update public.roadmap_items
       set title = p_item ->> 'title', description = coalesce(p_item ->> 'description', ''), category = p_item ->> 'category',
           status = p_item ->> 'status', shipped_on = (p_item ->> 'shipped_on')::date
     where id = p_id
    returning id into v_id;
    if v_id is null then return null; end if;
  end if;
  insert into public.roadmap_item_translations (item_id, locale, title, description, category)
  values (v_id, 'pt', p_item ->> 'pt_title', coalesce(p_item ->> 'pt_description', ''), p_item ->> 'pt_category')
  on conflict (item_id, locale) do update set title = excluded.title, description = excluded.description, category = excluded.category;
  perform public.studio_audit_entry(p_actor, p_role, case when p_id is null then 'roadmap.add' else 'roadmap.update' end, 'roadmap', v_id::text, null, null, p_detail);
  return v_id;
end $$;

revoke execute on function public.studio_held_comments(uuid, integer), public.studio_decide_comments(uuid[], text, text, text),
  public.studio_roadmap_items(bigint, bigint, integer), public.studio_save_roadmap_item(bigint, jsonb, text, text, text)
  from public, anon, authenticated;
grant execute on function public.studio_held_comments(uuid, integer), public.studio_decide_comments(uuid[], text, text, text),
  public.studio_roadmap_items(bigint, bigint, integer), public.studio_save_roadmap_item(bigint, jsonb, text, text, text)
  to service_role;

-- A signed moderation link's decision (decision 0029) is in the audit log too, beside the
-- studio's, named 'moderation link' (no person the site knows); what the link does and
-- answers is unchanged. Mirrors app/backend/d1/roadmap.server.ts moderateRoadmapComment.
create or replace function public.moderate_roadmap_comment(p_comment_id uuid, p_action text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_row record;
begin
  if p_action = 'publish' then
    update public.roadmap_comments c set status = 'published' where c.id = p_comment_id and c.status = 'held'
    returning c.item_id, c.author_name, c.content, 'comment.approve' as action into v_row;
  elsif p_action = 'hide' then
    update public.roadmap_comments c set status = 'hidden'
      from (select k.id, k.status from public.roadmap_comments k where k.id = p_comment_id for update) was
     where c.id = was.id and was.status in ('held', 'published')
    returning c.item_id, c.author_name, c.content, case was.status when 'held' then 'comment.reject' else 'comment.hide' end as action into v_row;
  else
    raise exception 'unknown moderation action';
  end if;
  if found then
    perform public.studio_audit_entry('moderation link', 'link', v_row.action, 'comments', p_comment_id::text, null, null,
      'item ' || v_row.item_id || ' · ' || v_row.author_name || ': ' || left(v_row.content, 80));
    return 'done';
  end if;
  return case when exists (select 1 from public.roadmap_comments where id = p_comment_id) then 'unchanged' else 'not-found' end;
end $$;
revoke execute on function public.moderate_roadmap_comment(uuid, text) from public, anon, authenticated;
grant execute on function public.moderate_roadmap_comment(uuid, text) to service_role;
