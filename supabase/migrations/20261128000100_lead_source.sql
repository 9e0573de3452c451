-- Where each lead was sent from (issue 32 item 1; docs/decisions/0050-lead-source.md). Mirrors
-- migrations/0021_lead_source.sql (D1): on every lead table, `page` (the page the form was sent
-- from, {"path","lang"}; null when the browser sent no Referer) and `source` (the campaign
-- parameters that page was opened with, which ad click id was present, the other site the
-- visitor arrived from; null when there was none), built and cleaned by
-- app/server/leads/source.server.ts, and carried as `page` and `source` by the lead's event.
--
-- Each writing function takes them as two last parameters `p_page jsonb default null, p_source
-- jsonb default null`: the old signatures go (their grants with them) so PostgREST sees one
-- function per name, and the new ones are executable by service_role only, as before. Bodies are
-- the previous ones (20261124000400_lead_events.sql, 20261124000700_newsletter_consent.sql,
-- 20261125000100_support_requests.sql) with the columns and the event's fields added.

alter table public.audit_requests
  add column page jsonb check (page is null or (jsonb_typeof(page) = 'object' and octet_length(page::text) <= 400)),
  add column source jsonb check (source is null or (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 1500));
alter table public.job_applications
  add column page jsonb check (page is null or (jsonb_typeof(page) = 'object' and octet_length(page::text) <= 400)),
  add column source jsonb check (source is null or (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 1500));
alter table public.download_leads
  add column page jsonb check (page is null or (jsonb_typeof(page) = 'object' and octet_length(page::text) <= 400)),
  add column source jsonb check (source is null or (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 1500));
alter table public.newsletter_subscribers
  add column page jsonb check (page is null or (jsonb_typeof(page) = 'object' and octet_length(page::text) <= 400)),
  add column source jsonb check (source is null or (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 1500));
alter table public.support_requests
  add column page jsonb check (page is null or (jsonb_typeof(page) = 'object' and octet_length(page::text) <= 400)),
  add column source jsonb check (source is null or (jsonb_typeof(source) = 'object' and octet_length(source::text) <= 1500));

-- A JSON null (or anything but an object) from a caller is unknown.
create function public.lead_object_or_null(p_value jsonb) returns jsonb
language sql immutable set search_path = ''
as $$ select case when p_value is null or jsonb_typeof(p_value) <> 'object' then null else p_value end $$;
revoke execute on function public.lead_object_or_null(jsonb) from public, anon, authenticated;

drop function public.submit_audit_request(text, text, text, text);
create function public.submit_audit_request(
  p_property_url text,
  p_name text,
  p_email text,
  p_locale text,
  p_page jsonb default null,
  p_source jsonb default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.audit_requests;
begin
  insert into public.audit_requests (property_url, name, email, locale, page, source)
  values (trim(p_property_url), trim(p_name), lower(trim(p_email)), coalesce(p_locale, 'en'),
          public.lead_object_or_null(p_page), public.lead_object_or_null(p_source))
  returning * into v_row;
  perform public.record_lead_event('audit_request.created', jsonb_build_object(
    'id', v_row.id, 'property_url', v_row.property_url, 'name', v_row.name, 'email', v_row.email,
    'locale', v_row.locale, 'created_at', v_row.created_at, 'page', v_row.page, 'source', v_row.source));
  return v_row.id;
end;
$$;
revoke execute on function public.submit_audit_request(text, text, text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_audit_request(text, text, text, text, jsonb, jsonb) to service_role;

drop function public.submit_job_application(text, text, text, text, text, text, text);
create function public.submit_job_application(
  p_job_id text,
  p_full_name text,
  p_email text,
  p_phone text,
  p_cover_letter text,
  p_resume_path text,
  p_locale text default 'en',
  p_page jsonb default null,
  p_source jsonb default null
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
  insert into public.job_applications (job_id, full_name, email, phone, cover_letter, resume_path, locale, page, source)
  values (
    p_job_id,
    trim(p_full_name),
    lower(trim(p_email)),
    nullif(trim(coalesce(p_phone, '')), ''),
    nullif(trim(coalesce(p_cover_letter, '')), ''),
    p_resume_path,
    coalesce(p_locale, 'en'),
    public.lead_object_or_null(p_page), public.lead_object_or_null(p_source)
  )
  returning * into v_row;
  -- The applicant's fields and the resume's storage path, never its bytes.
  perform public.record_lead_event('job_application.created', jsonb_build_object(
    'id', v_row.id, 'job_id', v_row.job_id, 'full_name', v_row.full_name, 'email', v_row.email,
    'phone', v_row.phone, 'cover_letter', v_row.cover_letter, 'resume_path', v_row.resume_path,
    'locale', v_row.locale, 'submitted_at', v_row.submitted_at, 'page', v_row.page, 'source', v_row.source));
  return v_row.id;
end;
$$;
revoke execute on function public.submit_job_application(text, text, text, text, text, text, text, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.submit_job_application(text, text, text, text, text, text, text, jsonb, jsonb)
  to service_role;

drop function public.record_download(text, text, text, text, text);
create function public.record_download(
  p_name text,
  p_email text,
  p_resource_slug text,
  p_resource_name text,
  p_locale text default 'en',
  p_page jsonb default null,
  p_source jsonb default null
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
  insert into public.download_leads (name, email, resource_slug, resource_name, locale, page, source)
  values (trim(p_name), lower(trim(p_email)), p_resource_slug, p_resource_name, coalesce(p_locale, 'en'),
          public.lead_object_or_null(p_page), public.lead_object_or_null(p_source))
  returning * into v_row;
  perform public.record_lead_event('download.created', jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'email', v_row.email, 'resource_slug', v_row.resource_slug,
    'resource_name', v_row.resource_name, 'locale', v_row.locale, 'downloaded_at', v_row.downloaded_at,
    'page', v_row.page, 'source', v_row.source));
  return v_row.id;
end;
$$;
revoke execute on function public.record_download(text, text, text, text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.record_download(text, text, text, text, text, jsonb, jsonb) to service_role;

drop function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text);
create function public.subscribe_to_newsletter(
  p_email text,
  p_name text,
  p_phone text,
  p_is_waitlist boolean,
  p_feature_interest text,
  p_locale text,
  p_consent_text text,
  p_consent_version text default null,
  p_consent_path text default null,
  p_unsubscribe_url text default null,
  p_page jsonb default null,
  p_source jsonb default null
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inserted boolean;
  v_was_unsubscribed boolean;
  v_row public.newsletter_subscribers;
begin
  select unsubscribed_at is not null into v_was_unsubscribed
    from public.newsletter_subscribers where email = lower(trim(p_email)) for update;
  insert into public.newsletter_subscribers as s
    (email, name, phone, is_waitlist, feature_interest, locale, consent_text, consent_version,
     consent_path, subscribed_at, preferences_updated_at, unsubscribed_at, page, source)
  values (
    lower(trim(p_email)),
    trim(p_name),
    nullif(trim(coalesce(p_phone, '')), ''),
    coalesce(p_is_waitlist, false),
    coalesce(nullif(trim(coalesce(p_feature_interest, '')), ''), 'Newsletter'),
    coalesce(p_locale, 'en'),
    p_consent_text,
    p_consent_version,
    p_consent_path,
    now(),
    now(),
    null,
    public.lead_object_or_null(p_page), public.lead_object_or_null(p_source)
  )
  on conflict (email) do update set
    name = excluded.name,
    phone = excluded.phone,
    is_waitlist = excluded.is_waitlist,
    feature_interest = excluded.feature_interest,
    locale = excluded.locale,
    consent_text = excluded.consent_text,
    consent_version = excluded.consent_version,
    consent_path = excluded.consent_path,
    subscribed_at = excluded.subscribed_at,
    preferences_updated_at = excluded.preferences_updated_at,
    unsubscribed_at = null,
    page = excluded.page,
    source = excluded.source
  returning (xmax = 0) into v_inserted;
  select * into v_row from public.newsletter_subscribers where email = lower(trim(p_email));

  -- Signing up again after unsubscribing is a new subscription, not an update.
  v_inserted := v_inserted or coalesce(v_was_unsubscribed, false);
  perform public.record_lead_event(
    case when v_inserted then 'newsletter.subscribed' else 'newsletter.updated' end,
    jsonb_build_object(
      'email', v_row.email, 'name', v_row.name, 'phone', v_row.phone, 'is_waitlist', v_row.is_waitlist,
      'feature_interest', v_row.feature_interest, 'locale', v_row.locale,
      'consent_text', v_row.consent_text, 'subscribed_at', v_row.subscribed_at,
      'consent', jsonb_build_object(
        'version', v_row.consent_version, 'text', v_row.consent_text, 'locale', v_row.locale,
        'path', v_row.consent_path, 'at', v_row.subscribed_at),
      'page', v_row.page, 'source', v_row.source,
      'unsubscribe_url', p_unsubscribe_url));
  return case when v_inserted then 'subscribed' else 'updated' end;
end;
$$;
revoke execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text, jsonb, jsonb)
  to service_role;

drop function public.submit_support_request(text, text, text, text, text, text);
create function public.submit_support_request(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_article_slug text,
  p_locale text,
  p_page jsonb default null,
  p_source jsonb default null
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.support_requests;
begin
  insert into public.support_requests (name, email, subject, message, article_slug, locale, page, source)
  values (
    trim(p_name),
    lower(trim(p_email)),
    nullif(trim(p_subject), ''),
    trim(p_message),
    nullif(trim(p_article_slug), ''),
    coalesce(p_locale, 'en'),
    public.lead_object_or_null(p_page), public.lead_object_or_null(p_source)
  )
  returning * into v_row;
  perform public.record_lead_event('support_request.created', jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'email', v_row.email, 'subject', v_row.subject,
    'message', v_row.message, 'article_slug', v_row.article_slug, 'locale', v_row.locale,
    'created_at', v_row.created_at, 'page', v_row.page, 'source', v_row.source));
  return v_row.id;
end;
$$;
revoke execute on function public.submit_support_request(text, text, text, text, text, text, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.submit_support_request(text, text, text, text, text, text, jsonb, jsonb) to service_role;
