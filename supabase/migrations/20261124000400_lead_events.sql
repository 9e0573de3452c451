-- One outbound event per lead (issue 19 items 1, 2; docs/decisions/0028-lead-events.md).
-- Mirrors migrations/0010_lead_events.sql (D1).
--
-- Each lead function below is a new version of the one its area's migration created (same
-- signature, same answers): it now also writes the lead's event, in the same transaction, so
-- a lead is never stored without its event. The edge sends due events as Standard Webhooks
-- after later responses and records each attempt through claim_due_lead_events and
-- record_lead_delivery.
--
-- Permissions: lead_events has RLS on, no policies, every right revoked from anon and
-- authenticated (the publishable key reads and writes nothing of it); its functions are
-- security definer and only service_role (the secret key) may execute them.

create table public.lead_events (
  id uuid primary key default gen_random_uuid(),           -- the webhook-id of every attempt
  type text not null check (type ~ '^[a-z_]+\.[a-z_]+$'),
  data jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz default now(),                -- null once delivered or given up
  delivered_at timestamptz,
  last_status integer,
  last_error text check (last_error is null or char_length(last_error) <= 500)
);
create index lead_events_due on public.lead_events (next_attempt_at) where next_attempt_at is not null;
create index lead_events_created on public.lead_events (created_at);

alter table public.lead_events enable row level security;
revoke all on table public.lead_events from public, anon, authenticated;

-- Records one event; called only by the definer functions below (nobody may execute it directly).
create function public.record_lead_event(p_type text, p_data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.lead_events (type, data) values (p_type, p_data);
$$;
revoke execute on function public.record_lead_event(text, jsonb) from public, anon, authenticated, service_role;

create or replace function public.submit_audit_request(
  p_property_url text,
  p_name text,
  p_email text,
  p_locale text
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.audit_requests;
begin
  insert into public.audit_requests (property_url, name, email, locale)
  values (trim(p_property_url), trim(p_name), lower(trim(p_email)), coalesce(p_locale, 'en'))
  returning * into v_row;
  perform public.record_lead_event('audit_request.created', jsonb_build_object(
    'id', v_row.id, 'property_url', v_row.property_url, 'name', v_row.name, 'email', v_row.email,
    'locale', v_row.locale, 'created_at', v_row.created_at));
  return v_row.id;
end;
$$;

create or replace function public.subscribe_to_newsletter(
  p_email text,
  p_name text,
  p_phone text,
  p_is_waitlist boolean,
  p_feature_interest text,
  p_locale text,
  p_consent_text text
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted boolean;
  v_row public.newsletter_subscribers;
begin
  insert into public.newsletter_subscribers as s
    (email, name, phone, is_waitlist, feature_interest, locale, consent_text,
     subscribed_at, preferences_updated_at)
  values (
    lower(trim(p_email)),
    trim(p_name),
    nullif(trim(coalesce(p_phone, '')), ''),
    coalesce(p_is_waitlist, false),
    coalesce(nullif(trim(coalesce(p_feature_interest, '')), ''), 'Newsletter'),
    coalesce(p_locale, 'en'),
    p_consent_text,
    now(),
    now()
  )
  on conflict (email) do update set
    name = excluded.name,
    phone = excluded.phone,
    is_waitlist = excluded.is_waitlist,
    feature_interest = excluded.feature_interest,
    locale = excluded.locale,
    consent_text = excluded.consent_text,
    subscribed_at = excluded.subscribed_at,
    preferences_updated_at = excluded.preferences_updated_at
  returning (xmax = 0) into v_inserted;
  select * into v_row from public.newsletter_subscribers where email = lower(trim(p_email));

  perform public.record_lead_event(
    case when v_inserted then 'newsletter.subscribed' else 'newsletter.updated' end,
    jsonb_build_object(
      'email', v_row.email, 'name', v_row.name, 'phone', v_row.phone, 'is_waitlist', v_row.is_waitlist,
      'feature_interest', v_row.feature_interest, 'locale', v_row.locale,
      'consent_text', v_row.consent_text, 'subscribed_at', v_row.subscribed_at));
  return case when v_inserted then 'subscribed' else 'updated' end;
end;
$$;

create or replace function public.add_roadmap_comment(p_item_id bigint, p_author_name text, p_content text)
returns setof public.roadmap_comments
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
  insert into public.roadmap_comments (item_id, author_name, content)
  values (
    p_item_id,
    coalesce(nullif(trim(coalesce(p_author_name, '')), ''), 'Anonymous'),
    trim(p_content)
  )
  returning * into v_row;
  perform public.record_lead_event('roadmap_comment.created', jsonb_build_object(
    'id', v_row.id, 'item_id', v_row.item_id, 'author_name', v_row.author_name,
    'content', v_row.content, 'created_at', v_row.created_at));
  return next v_row;
end;
$$;

create or replace function public.submit_job_application(
  p_job_id text,
  p_full_name text,
  p_email text,
  p_phone text,
  p_cover_letter text,
  p_resume_path text,
  p_locale text default 'en'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.job_applications;
begin
  if p_resume_path is null then
    raise exception 'a resume is required';
  end if;
  insert into public.job_applications (job_id, full_name, email, phone, cover_letter, resume_path, locale)
  values (
    p_job_id,
    trim(p_full_name),
    lower(trim(p_email)),
    nullif(trim(coalesce(p_phone, '')), ''),
    nullif(trim(coalesce(p_cover_letter, '')), ''),
    p_resume_path,
    coalesce(p_locale, 'en')
  )
  returning * into v_row;
  -- The applicant's fields and the resume's storage path, never its bytes.
  perform public.record_lead_event('job_application.created', jsonb_build_object(
    'id', v_row.id, 'job_id', v_row.job_id, 'full_name', v_row.full_name, 'email', v_row.email,
    'phone', v_row.phone, 'cover_letter', v_row.cover_letter, 'resume_path', v_row.resume_path,
    'locale', v_row.locale, 'submitted_at', v_row.submitted_at));
  return v_row.id;
end;
$$;

create or replace function public.record_download(
  p_name text,
  p_email text,
  p_resource_slug text,
  p_resource_name text,
  p_locale text default 'en'
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.download_leads;
begin
  if not exists (
    select 1 from public.downloadable_resources where slug = p_resource_slug and is_published
  ) then
    raise exception 'no published resource %', p_resource_slug using errcode = 'P0002';
  end if;
  insert into public.download_leads (name, email, resource_slug, resource_name, locale)
  values (trim(p_name), lower(trim(p_email)), p_resource_slug, p_resource_name, coalesce(p_locale, 'en'))
  returning * into v_row;
  perform public.record_lead_event('download.created', jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'email', v_row.email, 'resource_slug', v_row.resource_slug,
    'resource_name', v_row.resource_name, 'locale', v_row.locale, 'downloaded_at', v_row.downloaded_at));
  return v_row.id;
end;
$$;

create or replace function public.record_help_feedback(
  p_article_slug text,
  p_locale text,
  p_helpful boolean,
  p_comment text,
  p_visitor_key text
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.help_feedback;
begin
  if p_visitor_key is null or p_helpful is null then
    raise exception 'a visitor key and an answer are required';
  end if;
  if not exists (select 1 from public.help_articles where slug = p_article_slug and is_published) then
    return 'not-found';
  end if;
  insert into public.help_feedback (article_slug, visitor_key, locale, helpful, comment)
  values (p_article_slug, p_visitor_key, p_locale, p_helpful, nullif(trim(coalesce(p_comment, '')), ''))
  on conflict (article_slug, visitor_key) do update
    set locale = excluded.locale,
        helpful = excluded.helpful,
        comment = excluded.comment,
        updated_at = now()
  returning * into v_row;
  -- The visitor's key stays out of the event: it identifies a browser, not a lead.
  perform public.record_lead_event('help_feedback.created', jsonb_build_object(
    'article_slug', v_row.article_slug, 'locale', v_row.locale, 'helpful', v_row.helpful,
    'comment', v_row.comment, 'created_at', v_row.updated_at));
  return 'recorded';
end;
$$;

-- Claims at most p_limit (10 at most) events due at p_now: each claim counts an attempt and
-- moves the event to its next retry time (p_delays[attempts], the last delay repeating), so
-- the claim is also the lease. `for update skip locked`: two isolates never claim one event.
create function public.claim_due_lead_events(p_now timestamptz, p_limit integer, p_delays integer[])
returns table (id uuid, type text, data jsonb, created_at timestamptz, attempts integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_now is null or p_delays is null or coalesce(array_length(p_delays, 1), 0) = 0 then
    raise exception 'a time and a retry schedule are required';
  end if;
  return query
    update public.lead_events e
       set attempts = e.attempts + 1,
           next_attempt_at = p_now + make_interval(secs => p_delays[least(e.attempts + 1, array_length(p_delays, 1))])
     where e.id in (
       select d.id from public.lead_events d
        where d.next_attempt_at is not null and d.next_attempt_at <= p_now
        order by d.next_attempt_at
        limit greatest(1, least(coalesce(p_limit, 3), 10))
        for update skip locked)
    returning e.id, e.type, e.data, e.created_at, e.attempts;
end;
$$;

-- An attempt's outcome: delivered, or failed (given up, next_attempt_at null, after p_max_attempts).
create function public.record_lead_delivery(
  p_id uuid,
  p_delivered boolean,
  p_status integer,
  p_error text,
  p_now timestamptz,
  p_max_attempts integer
)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.lead_events e
     set delivered_at = case when p_delivered then p_now else e.delivered_at end,
         next_attempt_at = case
           when p_delivered or e.attempts >= p_max_attempts then null
           else e.next_attempt_at end,
         last_status = p_status,
         last_error = case when p_delivered then null else left(p_error, 500) end
   where e.id = p_id and e.delivered_at is null;
$$;

revoke execute on function public.claim_due_lead_events(timestamptz, integer, integer[]) from public, anon, authenticated;
grant execute on function public.claim_due_lead_events(timestamptz, integer, integer[]) to service_role;
revoke execute on function public.record_lead_delivery(uuid, boolean, integer, text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.record_lead_delivery(uuid, boolean, integer, text, timestamptz, integer) to service_role;
