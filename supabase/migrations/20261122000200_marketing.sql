-- Marketing pages (spec 1 §2.3, §2.4, §3): the pricing comparison table and free-audit
-- requests. Mirrors migrations/0002_marketing.sql (D1).
--
-- Permissions:
-- - pricing_features: RLS on; anon and authenticated may SELECT published rows only
--   (policy below) and nothing else. get_pricing_features() runs as its caller
--   (security invoker), so the same policy applies to it.
-- - audit_requests: RLS on, no policies, every table right revoked from anon and
--   authenticated. The server writes through submit_audit_request(), a security
--   definer function only service_role (the secret key) may execute.

create table public.pricing_features (
  id uuid primary key default gen_random_uuid(),
  feature_key text not null check (char_length(feature_key) between 1 and 80),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  feature_name text not null check (char_length(feature_name) between 1 and 120),
  feature_description text check (feature_description is null or char_length(feature_description) <= 500),
  starter_included boolean not null default false,
  professional_included boolean not null default false,
  enterprise_included boolean not null default false,
  starter_value text check (starter_value is null or char_length(starter_value) <= 60),
  professional_value text check (professional_value is null or char_length(professional_value) <= 60),
  enterprise_value text check (enterprise_value is null or char_length(enterprise_value) <= 60),
  category text not null check (char_length(category) between 1 and 80),
  display_order integer not null default 0,
  is_published boolean not null default true,
  unique (feature_key, locale)
);
create index pricing_features_order on public.pricing_features (is_published, locale, display_order);

alter table public.pricing_features enable row level security;
revoke all on table public.pricing_features from anon, authenticated;
grant select on table public.pricing_features to anon, authenticated;

create policy "Published pricing features are public"
  on public.pricing_features
  for select
  to anon, authenticated
  using (is_published);

-- The rows of one language, with the English row for any feature that language lacks,
-- in display order.
create function public.get_pricing_features(p_locale text)
returns setof public.pricing_features
language sql
stable
security invoker
set search_path = ''
as $$
  select p.*
    from public.pricing_features as p
   where p.is_published
     and (p.locale = coalesce(p_locale, 'en')
          or (p.locale = 'en' and not exists (
                select 1 from public.pricing_features as t
                 where t.feature_key = p.feature_key
                   and t.locale = coalesce(p_locale, 'en')
                   and t.is_published)))
   order by p.display_order, p.feature_key;
$$;

revoke execute on function public.get_pricing_features(text) from public;
grant execute on function public.get_pricing_features(text) to anon, authenticated, service_role;

create table public.audit_requests (
  id uuid primary key default gen_random_uuid(),
  property_url text not null
    check (char_length(property_url) <= 2048 and property_url ~ '^https?://[^[:space:]]+$'),
  name text not null check (char_length(name) between 1 and 100),
  email text not null
    check (email = lower(email) and position('@' in email) > 1 and char_length(email) <= 254),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  status text not null default 'new' check (status in ('new', 'in_progress', 'sent', 'discarded')),
  created_at timestamptz not null default now()
);
create index audit_requests_status on public.audit_requests (status, created_at);

alter table public.audit_requests enable row level security;
revoke all on table public.audit_requests from anon, authenticated;

create function public.submit_audit_request(
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
  v_id uuid;
begin
  insert into public.audit_requests (property_url, name, email, locale)
  values (
    trim(p_property_url),
    trim(p_name),
    lower(trim(p_email)),
    coalesce(p_locale, 'en')
  )
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.submit_audit_request(text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_audit_request(text, text, text, text) to service_role;
