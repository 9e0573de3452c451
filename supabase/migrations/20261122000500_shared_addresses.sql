-- People behind one address (docs/decisions/0010-shared-addresses-and-rate-limits.md), and
-- sequences closed to the API roles. Mirrored for D1 in migrations/0005_shared_addresses.sql.
--
-- 1. Rate limits slide: hit_rate_limit weighs the previous fixed bucket by how much of it is
--    still inside the window, so a burst at the end of one window and the start of the next
--    is counted as one. A refused hit is not counted. Same name, arguments and answer.
-- 2. Votes and likes: one per visitor cookie per item or comment (a unique key, as before),
--    and at most 5 per client address per item or comment (a count under the item's or
--    comment's row lock, not a unique key), so several people on one network can all vote
--    while a script that drops its cookie adds at most 5. The functions keep their names and
--    arguments; they answer 'address-limit' when the address has used its 5.
-- 3. Supabase's default privileges give anon and authenticated every right on each new
--    sequence: they could nextval/setval roadmap_items_id_seq. Only the owner (through the
--    security definer functions) and service_role need them.

-- 1. Sliding-window rate limit ----------------------------------------------------------

create or replace function public.hit_rate_limit(p_bucket text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now bigint := floor(extract(epoch from now()));
  v_elapsed bigint;
  v_start bigint;
  v_previous bigint;
  v_current bigint;
begin
  -- Buckets are deleted a day after they start (the privacy policy says so), and the
  -- previous bucket must last two windows, so a window is at most half a day.
  if p_window_seconds is null or p_window_seconds < 1 or p_window_seconds > 43200 then
    raise exception 'p_window_seconds must be between 1 and 43200';
  end if;
  if p_limit is null or p_limit < 1 then
    raise exception 'p_limit must be positive';
  end if;
  v_elapsed := v_now % p_window_seconds;
  v_start := v_now - v_elapsed;

  delete from public.rate_limit_hits where window_start < v_now - 86400;

  -- The current bucket's row, locked: concurrent hits on one bucket take turns.
  insert into public.rate_limit_hits (bucket, window_start, hits)
  values (p_bucket, v_start, 0)
  on conflict (bucket, window_start) do nothing;
  select r.hits into v_current from public.rate_limit_hits r
   where r.bucket = p_bucket and r.window_start = v_start
     for update;
  select coalesce(max(r.hits), 0) into v_previous from public.rate_limit_hits r
   where r.bucket = p_bucket and r.window_start = v_start - p_window_seconds;

  -- Integer arithmetic (all multiplied by the window) so the D1 adapter agrees exactly.
  if v_previous * (p_window_seconds - v_elapsed) + (v_current + 1) * p_window_seconds <= p_limit::bigint * p_window_seconds then
    update public.rate_limit_hits set hits = hits + 1 where bucket = p_bucket and window_start = v_start;
    return query select true, 0;
  elsif v_current + 1 > p_limit then
    -- Only once this bucket has become the previous one and slid far enough out.
    return query select false,
      (p_window_seconds - v_elapsed + p_window_seconds - ((p_limit - 1)::bigint * p_window_seconds) / v_current)::integer;
  else
    return query select false,
      greatest(1, p_window_seconds - ((p_limit - 1 - v_current) * p_window_seconds) / v_previous - v_elapsed)::integer;
  end if;
end;
$$;

revoke execute on function public.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;

-- 2. A few votes and likes per address --------------------------------------------------

alter table public.roadmap_votes drop constraint roadmap_votes_item_id_address_hash_key;
create index roadmap_votes_address on public.roadmap_votes (item_id, address_hash);
alter table public.roadmap_comment_likes drop constraint roadmap_comment_likes_comment_id_address_hash_key;
create index roadmap_comment_likes_address on public.roadmap_comment_likes (comment_id, address_hash);

-- 'counted', 'already-counted' (this cookie voted), 'address-limit' (5 votes from this
-- address already) or 'not-found'.
create or replace function public.upvote_roadmap_item(p_item_id bigint, p_visitor_key text, p_address_hash text)
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
  -- The item's row lock makes concurrent votes on it take turns, so the count below holds.
  perform 1 from public.roadmap_items where id = p_item_id for update;
  if not found then
    return 'not-found';
  end if;
  if exists (select 1 from public.roadmap_votes where item_id = p_item_id and visitor_key = p_visitor_key) then
    return 'already-counted';
  end if;
  if (select count(*) from public.roadmap_votes where item_id = p_item_id and address_hash = p_address_hash) >= 5 then
    return 'address-limit';
  end if;
  insert into public.roadmap_votes (item_id, visitor_key, address_hash)
  values (p_item_id, p_visitor_key, p_address_hash)
  on conflict do nothing;
  get diagnostics v_inserted = row_count;
  if v_inserted = 0 then
    return 'already-counted';
  end if;
  update public.roadmap_items set upvotes = upvotes + 1 where id = p_item_id;
  return 'counted';
end;
$$;

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
  perform 1 from public.roadmap_comments where id = p_comment_id for update;
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

-- What the item dialog shows comes from the cookie alone: another person on the same
-- network has not voted just because their neighbour did. Replaces the three-argument
-- version, which also matched by address.
drop function public.get_roadmap_votes_of_visitor(bigint, text, text);
create function public.get_roadmap_votes_of_visitor(p_item_id bigint, p_visitor_key text)
returns table (item_voted boolean, liked_comment_ids uuid[])
language sql
stable
security definer
set search_path = ''
as $$
  select
    exists (select 1 from public.roadmap_votes v where v.item_id = p_item_id and v.visitor_key = p_visitor_key),
    coalesce(
      (select array_agg(distinct l.comment_id)
         from public.roadmap_comment_likes l
         join public.roadmap_comments c on c.id = l.comment_id
        where c.item_id = p_item_id and l.visitor_key = p_visitor_key),
      '{}'::uuid[]
    );
$$;

revoke execute on function public.upvote_roadmap_item(bigint, text, text) from public, anon, authenticated;
revoke execute on function public.like_roadmap_comment(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.get_roadmap_votes_of_visitor(bigint, text) from public, anon, authenticated;
grant execute on function public.upvote_roadmap_item(bigint, text, text) to service_role;
grant execute on function public.like_roadmap_comment(uuid, text, text) to service_role;
grant execute on function public.get_roadmap_votes_of_visitor(bigint, text) to service_role;

-- 3. Sequences --------------------------------------------------------------------------

revoke all on all sequences in schema public from anon, authenticated;
-- Sequences that later migrations create (they run as this same role) start closed too.
alter default privileges in schema public revoke all on sequences from anon, authenticated;
