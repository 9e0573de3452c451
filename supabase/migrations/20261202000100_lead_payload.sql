-- A lead payload built once (issue 42 item 3; docs/decisions/0058-lead-payload-built-once.md).
--
-- Each lead function took the lead's fields one parameter at a time and wrote them three times
-- (the insert, the event's jsonb_build_object, the TypeScript contract), so a new field recreated
-- the function. Now each takes the payload the site built (app/leads/payloads.ts) as
-- `p_event jsonb`, the lead contract's `data` without what the database writes: the function adds
-- the lead's id and the time (and nothing else), writes the row from the payload's keys that are
-- columns of its table (`insert_lead_row`; the site's links and the nested consent are the event's
-- alone), and records the same object as the event (`write_new_lead` does the three for a lead
-- with a new id). A new field is its line in the contract and
-- its column (`alter table … add column`): no function here changes.
--
-- Checks the old functions made stay (the resume, the published resource, the item, the comment's
-- status, the article); the cleaning they did (trim, lower-cased address, empty text as null,
-- 'Anonymous', 'Newsletter') is the builders' now, for both databases. Signatures change, so the old
-- ones are dropped (their grants with them) and PostgREST sees one function per name; the new ones
-- are executable by service_role only, as before. `lead_object_or_null` served only the old ones.

-- Writes one lead's row from a payload: the columns of p_table that p_row names (the others take
-- their defaults). With p_conflict, a row that conflicts on those columns gets p_row's columns
-- instead, but those in p_keep. True when a row was inserted, false when one was updated.
-- Caller's rights, and nobody may execute it: only the lead functions below (definer) call it.
create function public.insert_lead_row(p_table regclass, p_row jsonb, p_conflict text[] default null, p_keep text[] default '{}')
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_columns text;
  v_updates text;
  v_sql text;
  v_inserted boolean;
begin
  if jsonb_typeof(p_row) is distinct from 'object' then
    raise exception 'a lead is a JSON object' using errcode = '22023';
  end if;
  -- Column names come from the catalogue, never from the payload's text.
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum),
         string_agg(format('%1$I = excluded.%1$I', a.attname), ', ' order by a.attnum)
           filter (where not (a.attname::text = any (coalesce(p_conflict, '{}') || p_keep)))
    into v_columns, v_updates
    from pg_catalog.pg_attribute a
   where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and p_row ? a.attname::text;
  v_sql := format('insert into %1$s as t (%2$s) select %2$s from pg_catalog.jsonb_populate_record(null::%1$s, $1)', p_table, v_columns);
  if p_conflict is not null then
    v_sql := v_sql || format(' on conflict (%s) do update set %s',
      (select string_agg(quote_ident(c), ', ') from unnest(p_conflict) as c), v_updates);
  end if;
  execute v_sql || ' returning (t.xmax = 0)' into v_inserted using p_row;
  return v_inserted;
end;
$$;
revoke execute on function public.insert_lead_row(regclass, jsonb, text[], text[]) from public, anon, authenticated, service_role;

-- A lead with a new id: the payload with the database's id and time (in its p_at field), written as
-- its row and as its event, in the caller's transaction; answers the event's data. Caller's rights,
-- nobody may execute it: the lead functions below call it.
create function public.write_new_lead(p_type text, p_table regclass, p_at text, p_event jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_lead jsonb := p_event || jsonb_build_object('id', gen_random_uuid(), p_at, now());
begin
  perform public.insert_lead_row(p_table, v_lead);
  perform public.record_lead_event(p_type, v_lead);
  return v_lead;
end;
$$;
revoke execute on function public.write_new_lead(text, regclass, text, jsonb) from public, anon, authenticated, service_role;

drop function public.submit_audit_request(text, text, text, text, jsonb, jsonb);
create function public.submit_audit_request(p_event jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return (public.write_new_lead('audit_request.created', 'public.audit_requests', 'created_at', p_event) ->> 'id')::uuid;
end;
$$;
revoke execute on function public.submit_audit_request(jsonb) from public, anon, authenticated;
grant execute on function public.submit_audit_request(jsonb) to service_role;

drop function public.submit_job_application(text, text, text, text, text, text, text, jsonb, jsonb);
create function public.submit_job_application(p_event jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event ->> 'resume_path' is null then
    raise exception 'a resume is required';
  end if;
  -- The applicant's fields and the resume's storage path, never its bytes.
  return (public.write_new_lead('job_application.created', 'public.job_applications', 'submitted_at', p_event) ->> 'id')::uuid;
end;
$$;
revoke execute on function public.submit_job_application(jsonb) from public, anon, authenticated;
grant execute on function public.submit_job_application(jsonb) to service_role;

drop function public.record_download(text, text, text, text, text, jsonb, jsonb);
create function public.record_download(p_event jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.downloadable_resources where slug = p_event ->> 'resource_slug' and is_published
  ) then
    raise exception 'no published resource %', p_event ->> 'resource_slug' using errcode = 'P0002';
  end if;
  return (public.write_new_lead('download.created', 'public.download_leads', 'downloaded_at', p_event) ->> 'id')::uuid;
end;
$$;
revoke execute on function public.record_download(jsonb) from public, anon, authenticated;
grant execute on function public.record_download(jsonb) to service_role;

drop function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text, jsonb, jsonb);
create function public.subscribe_to_newsletter(p_event jsonb) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_was_unsubscribed boolean;
  v_inserted boolean;
  -- The event: the payload with the time of this sign-up, in the consent too.
  v_lead jsonb := p_event || jsonb_build_object(
    'subscribed_at', v_now,
    'consent', coalesce(p_event -> 'consent', '{}'::jsonb) || jsonb_build_object('at', v_now));
begin
  select unsubscribed_at is not null into v_was_unsubscribed
    from public.newsletter_subscribers where email = p_event ->> 'email' for update;
  -- The row: the payload's columns, the consent's version and path in theirs, no unsubscription;
  -- a known address gets them all (its id kept).
  v_inserted := public.insert_lead_row(
    'public.newsletter_subscribers',
    v_lead || jsonb_build_object(
      'consent_version', p_event -> 'consent' ->> 'version',
      'consent_path', p_event -> 'consent' ->> 'path',
      'preferences_updated_at', v_now,
      'unsubscribed_at', null),
    array['email']);
  -- Signing up again after unsubscribing is a new subscription, not an update.
  v_inserted := v_inserted or coalesce(v_was_unsubscribed, false);
  perform public.record_lead_event(case when v_inserted then 'newsletter.subscribed' else 'newsletter.updated' end, v_lead);
  return case when v_inserted then 'subscribed' else 'updated' end;
end;
$$;
revoke execute on function public.subscribe_to_newsletter(jsonb) from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter(jsonb) to service_role;

drop function public.unsubscribe_from_newsletter(text);
create function public.unsubscribe_from_newsletter(p_event jsonb) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead jsonb := p_event || jsonb_build_object('unsubscribed_at', now());
  v_id uuid;
begin
  update public.newsletter_subscribers set unsubscribed_at = now()
   where email = p_event ->> 'email' and unsubscribed_at is null
  returning id into v_id;
  if v_id is null then
    if exists (select 1 from public.newsletter_subscribers where email = p_event ->> 'email') then
      return 'already';
    end if;
    return 'unknown';
  end if;
  perform public.record_lead_event('newsletter.unsubscribed', v_lead);
  return 'unsubscribed';
end;
$$;
revoke execute on function public.unsubscribe_from_newsletter(jsonb) from public, anon, authenticated;
grant execute on function public.unsubscribe_from_newsletter(jsonb) to service_role;

-- The comment's id is the site's (the signed links name it); a payload without one gets the database's.
drop function public.add_roadmap_comment(bigint, text, text, uuid, text, text, text);
create function public.add_roadmap_comment(p_event jsonb) returns setof public.roadmap_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead jsonb := jsonb_build_object('id', gen_random_uuid()) || p_event || jsonb_build_object('created_at', now());
begin
  if not exists (select 1 from public.roadmap_items where id = (p_event ->> 'item_id')::bigint) then
    return;
  end if;
  if coalesce(p_event ->> 'status', 'published') not in ('published', 'held') then
    raise exception 'a new comment is published or held';
  end if;
  perform public.insert_lead_row('public.roadmap_comments', v_lead);
  perform public.record_lead_event('roadmap_comment.created', v_lead);
  return query select * from public.roadmap_comments where id = (v_lead ->> 'id')::uuid;
end;
$$;
revoke execute on function public.add_roadmap_comment(jsonb) from public, anon, authenticated;
grant execute on function public.add_roadmap_comment(jsonb) to service_role;

-- The visitor's key comes beside the payload: the row keeps it (one answer per visitor and
-- article), the event does not (it identifies a browser, not a lead). An answer counts only on an
-- article readers can see.
drop function public.record_help_feedback(text, text, boolean, text, text);
create function public.record_help_feedback(p_event jsonb, p_visitor_key text) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead jsonb := p_event || jsonb_build_object('created_at', now());
begin
  if p_visitor_key is null or jsonb_typeof(p_event -> 'helpful') is distinct from 'boolean' then
    raise exception 'a visitor key and an answer are required';
  end if;
  if not exists (select 1 from public.help_articles where slug = p_event ->> 'article_slug'
                   and is_published and (published_date is null or published_date <= now())) then
    return 'not-found';
  end if;
  -- A second answer replaces the first; when the visitor first answered stays.
  perform public.insert_lead_row(
    'public.help_feedback',
    v_lead || jsonb_build_object('visitor_key', p_visitor_key, 'updated_at', v_lead -> 'created_at'),
    array['article_slug', 'visitor_key'],
    array['created_at']);
  perform public.record_lead_event('help_feedback.created', v_lead);
  return 'recorded';
end;
$$;
revoke execute on function public.record_help_feedback(jsonb, text) from public, anon, authenticated;
grant execute on function public.record_help_feedback(jsonb, text) to service_role;

drop function public.submit_support_request(text, text, text, text, text, text, jsonb, jsonb);
create function public.submit_support_request(p_event jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return (public.write_new_lead('support_request.created', 'public.support_requests', 'created_at', p_event) ->> 'id')::uuid;
end;
$$;
revoke execute on function public.submit_support_request(jsonb) from public, anon, authenticated;
grant execute on function public.submit_support_request(jsonb) to service_role;

drop function public.lead_object_or_null(jsonb);
