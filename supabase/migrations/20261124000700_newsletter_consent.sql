-- Consent record and one-click unsubscribe of the newsletter (issue 19 item 5;
-- docs/decisions/0030-newsletter-consent-and-unsubscribe.md). Mirrors
-- migrations/0013_newsletter_consent.sql (D1).
--
-- Permissions: no new table (newsletter_subscribers keeps RLS on, no policy, nothing for anon
-- or authenticated); both functions are security definer with an empty search_path and only
-- service_role may execute them.

alter table public.newsletter_subscribers
  add column consent_version text check (consent_version is null or char_length(consent_version) <= 40),
  add column consent_path text check (consent_path is null or char_length(consent_path) <= 2000),
  add column unsubscribed_at timestamptz;

-- The old signature goes (its grants with it); the new one takes the consent's version, the
-- page and the unsubscribe URL, null when an older caller does not send them.
drop function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text);

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
  p_unsubscribe_url text default null
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
     consent_path, subscribed_at, preferences_updated_at, unsubscribed_at)
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
    null
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
    unsubscribed_at = null
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
      'unsubscribe_url', p_unsubscribe_url));
  return case when v_inserted then 'subscribed' else 'updated' end;
end;
$$;

revoke execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text, text, text, text)
  to service_role;

-- Withdraws the consent of one address: records the time and newsletter.unsubscribed in the
-- same transaction. Idempotent: 'already' (nothing written) for an unsubscribed address,
-- 'unknown' for one never subscribed.
create function public.unsubscribe_from_newsletter(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_subscribers;
begin
  update public.newsletter_subscribers set unsubscribed_at = now()
   where email = lower(trim(p_email)) and unsubscribed_at is null
  returning * into v_row;
  if v_row.id is null then
    if exists (select 1 from public.newsletter_subscribers where email = lower(trim(p_email))) then
      return 'already';
    end if;
    return 'unknown';
  end if;
  perform public.record_lead_event('newsletter.unsubscribed', jsonb_build_object(
    'email', v_row.email, 'locale', v_row.locale, 'unsubscribed_at', v_row.unsubscribed_at));
  return 'unsubscribed';
end;
$$;

revoke execute on function public.unsubscribe_from_newsletter(text) from public, anon, authenticated;
grant execute on function public.unsubscribe_from_newsletter(text) to service_role;
