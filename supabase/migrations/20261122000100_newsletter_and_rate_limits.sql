-- Newsletter and waitlist subscribers (spec 1 §3, spec 2 §3).
--
-- Permissions: RLS is on and there are no policies, and table rights are revoked from
-- anon and authenticated, so neither the publishable key nor a signed-in user can read
-- or change a subscriber. The site writes through subscribe_to_newsletter(), which only
-- the server's secret-key role (service_role) may execute. This replaces the spec's
-- client-side "insert, then update on 23505" flow, which would need anon UPDATE rights
-- on every row (see docs/decisions/0002-newsletter-upsert-rpc.md).

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (email = lower(email) and position('@' in email) > 1 and char_length(email) <= 254),
  name text not null check (char_length(name) between 1 and 100),
  phone text check (phone is null or char_length(phone) <= 40),
  is_waitlist boolean not null default false,
  feature_interest text not null default 'Newsletter' check (char_length(feature_interest) <= 60),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  consent_text text not null check (char_length(consent_text) <= 1000),
  subscribed_at timestamptz not null default now(),
  preferences_updated_at timestamptz not null default now()
);

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from anon, authenticated;

create function public.subscribe_to_newsletter(
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

  return case when v_inserted then 'subscribed' else 'updated' end;
end;
$$;

revoke execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text)
  from public, anon, authenticated;
grant execute on function public.subscribe_to_newsletter(text, text, text, boolean, text, text, text)
  to service_role;

-- Fixed-window counters for the rate limit on every public POST. `bucket` is an HMAC of
-- the client address and the action, computed by the server; addresses are never stored.
create table public.rate_limit_hits (
  bucket text not null check (char_length(bucket) <= 128),
  window_start bigint not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index rate_limit_hits_window on public.rate_limit_hits (window_start);

alter table public.rate_limit_hits enable row level security;
revoke all on table public.rate_limit_hits from anon, authenticated;

create function public.hit_rate_limit(p_bucket text, p_limit integer, p_window_seconds integer)
returns table (allowed boolean, retry_after_seconds integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now bigint := floor(extract(epoch from now()));
  v_start bigint;
  v_hits integer;
begin
  -- Counters are kept for one day, so a window may not be longer than that.
  if p_window_seconds is null or p_window_seconds < 1 or p_window_seconds > 86400 then
    raise exception 'p_window_seconds must be between 1 and 86400';
  end if;
  if p_limit is null or p_limit < 1 then
    raise exception 'p_limit must be positive';
  end if;
  v_start := v_now - (v_now % p_window_seconds);

  delete from public.rate_limit_hits where window_start < v_now - 86400;

  insert into public.rate_limit_hits as r (bucket, window_start, hits)
  values (p_bucket, v_start, 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning r.hits into v_hits;

  return query select
    v_hits <= p_limit,
    case when v_hits <= p_limit then 0 else (v_start + p_window_seconds - v_now)::integer end;
end;
$$;

revoke execute on function public.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, integer, integer) to service_role;
