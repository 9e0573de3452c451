-- Every lead and its delivery, and the newsletter's subscribers, in the studio (issue 43 items 4
-- and 5; docs/decisions/0505-studio-leads-and-subscribers.md). Mirrors migrations/0033_studio_leads.sql.
--
-- Reads and writes go through the functions below: security definer, search_path '', executable
-- by service_role only (the Worker's secret key). Each write and its audit entry are one
-- transaction (public.studio_audit_entry, supabase/migrations/20261202000900_studio.sql).

create index lead_events_created_id on public.lead_events (created_at desc, id desc);
create index lead_events_campaign on public.lead_events ((data -> 'source' ->> 'utm_campaign'), created_at)
  where data -> 'source' ->> 'utm_campaign' is not null;

-- The proof that a forgotten person left: a keyed hash of the address, never the address.
create table public.newsletter_forgotten (
  address_hash text primary key check (char_length(address_hash) = 64),
  subscribed_at timestamptz,
  unsubscribed_at timestamptz not null,
  forgotten_at timestamptz not null
);
alter table public.newsletter_forgotten enable row level security;
revoke all on table public.newsletter_forgotten from public, anon, authenticated;

-- One page of leads, newest first (keyset on created_at, id). p_delivery: delivered, retrying or failed.
-- created_at is answered as ISO text with its microseconds, so the cursor of the next page is exact.
create function public.studio_leads(
  p_types text[], p_from timestamptz, p_to timestamptz, p_campaign text, p_delivery text,
  p_after_at timestamptz, p_after_id uuid, p_limit integer
) returns table (id uuid, type text, data jsonb, created_at text, attempts integer, next_attempt_at timestamptz,
                 delivered_at timestamptz, last_status integer, last_error text)
language sql stable security definer set search_path = '' as $$
  select e.id, e.type, e.data, to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), e.attempts, e.next_attempt_at, e.delivered_at, e.last_status, e.last_error
    from public.lead_events e
   where e.type = any (p_types)
     and (p_from is null or e.created_at >= p_from) and (p_to is null or e.created_at < p_to)
     and (p_campaign is null or e.data -> 'source' ->> 'utm_campaign' = p_campaign)
     and (p_delivery is null
          or (p_delivery = 'delivered' and e.delivered_at is not null)
          or (p_delivery = 'retrying' and e.delivered_at is null and e.next_attempt_at is not null)
          or (p_delivery = 'failed' and e.delivered_at is null and e.next_attempt_at is null))
     and (p_after_at is null or (e.created_at, e.id) < (p_after_at, p_after_id))
   order by e.created_at desc, e.id desc
   limit least(greatest(coalesce(p_limit, 50), 1), 1000)
$$;

-- "Retry now": the event is due at p_now; the next delivery sends it once. 'due', 'delivered' or 'unknown'.
create function public.studio_retry_lead(p_id uuid, p_now timestamptz, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_event public.lead_events;
begin
  select * into v_event from public.lead_events where id = p_id for update;
  if v_event.id is null then return 'unknown'; end if;
  if v_event.delivered_at is not null then return 'delivered'; end if;
  update public.lead_events set next_attempt_at = p_now where id = p_id;
  perform public.studio_audit_entry(p_actor, p_role, 'lead.retry', 'leads', p_id::text, null, null,
    v_event.type || ', after ' || v_event.attempts || ' attempt' || case when v_event.attempts = 1 then '' else 's' end);
  return 'due';
end $$;

create function public.studio_subscriber_counts()
returns jsonb language sql stable security definer set search_path = '' as $$
  select jsonb_build_object(
    'subscribed', (select count(*) from public.newsletter_subscribers where unsubscribed_at is null),
    'unsubscribed', (select count(*) from public.newsletter_subscribers where unsubscribed_at is not null),
    'forgotten', (select count(*) from public.newsletter_forgotten))
$$;

-- Subscribers by address (alphabetical, keyset on the address); p_search is a part of the address.
create function public.studio_subscribers(p_search text, p_after text, p_limit integer)
returns table (email text, name text, is_waitlist boolean, feature_interest text, locale text, subscribed_at timestamptz,
               unsubscribed_at timestamptz, consent_text text, consent_version text, consent_path text, source jsonb)
language sql stable security definer set search_path = '' as $$
  select s.email, s.name, s.is_waitlist, s.feature_interest, s.locale, s.subscribed_at, s.unsubscribed_at, s.consent_text,
         s.consent_version, s.consent_path, s.source
    from public.newsletter_subscribers s
   where (p_search is null or strpos(s.email, lower(p_search)) > 0) and (p_after is null or s.email collate "C" > p_after)
   order by s.email collate "C"
   limit least(greatest(coalesce(p_limit, 50), 1), 1000)
$$;

-- Forgets a subscriber (decision 0505): the proof keeps the hash; the row goes; every lead row and
-- event that holds the address loses it and the name (in the event: the name fields, then every
-- spelling of the address, its base64url in the unsubscribe link too); the audit entry names the
-- actor and the hash. False when no subscriber has the address.
create function public.studio_forget_subscriber(p_email text, p_encoded text, p_hash text, p_now timestamptz, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  v_row public.newsletter_subscribers;
  v_address constant text := 'forgotten@invalid';
  v_name constant text := 'Forgotten';
begin
  select * into v_row from public.newsletter_subscribers where email = p_email for update;
  if v_row.id is null then return false; end if;
  insert into public.newsletter_forgotten (address_hash, subscribed_at, unsubscribed_at, forgotten_at)
  values (p_hash, v_row.subscribed_at, coalesce(v_row.unsubscribed_at, p_now), p_now)
  on conflict (address_hash) do update set subscribed_at = excluded.subscribed_at, unsubscribed_at = excluded.unsubscribed_at, forgotten_at = excluded.forgotten_at;
  update public.lead_events e
     set data = replace(replace((e.data
                 || case when e.data ? 'name' then jsonb_build_object('name', v_name) else '{}'::jsonb end
                 || case when e.data ? 'full_name' then jsonb_build_object('full_name', v_name) else '{}'::jsonb end
                 || case when e.data ? 'phone' then '{"phone": null}'::jsonb else '{}'::jsonb end)::text, p_email, v_address), p_encoded, 'forgotten')::jsonb
   where e.data ->> 'email' = p_email;
  delete from public.newsletter_subscribers where email = p_email;
  update public.audit_requests set email = v_address, name = v_name where email = p_email;
  update public.download_leads set email = v_address, name = v_name where email = p_email;
  update public.support_requests set email = v_address, name = v_name, message = replace(message, p_email, v_address) where email = p_email;
  -- A recruiter's notes may name the person: they go with the address (before the rows lose it).
  delete from public.job_application_notes where application_id in (select id from public.job_applications where email = p_email);
  update public.job_applications set email = v_address, full_name = v_name, phone = null, cover_letter = replace(cover_letter, p_email, v_address) where email = p_email;
  perform public.studio_audit_entry(p_actor, p_role, 'subscriber.forget', 'subscribers', left(p_hash, 16), null, null,
    'forgot a subscriber: their address and name are gone; the proof of leaving keeps a keyed hash');
  return true;
end $$;

revoke execute on function public.studio_leads(text[], timestamptz, timestamptz, text, text, timestamptz, uuid, integer),
  public.studio_retry_lead(uuid, timestamptz, text, text), public.studio_subscriber_counts(),
  public.studio_subscribers(text, text, integer), public.studio_forget_subscriber(text, text, text, timestamptz, text, text)
  from public, anon, authenticated;
grant execute on function public.studio_leads(text[], timestamptz, timestamptz, text, text, timestamptz, uuid, integer),
  public.studio_retry_lead(uuid, timestamptz, text, text), public.studio_subscriber_counts(),
  public.studio_subscribers(text, text, integer), public.studio_forget_subscriber(text, text, text, timestamptz, text, text)
  to service_role;
