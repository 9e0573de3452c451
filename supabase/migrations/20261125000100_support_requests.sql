-- Support requests from the help center's "Contact Support" form (issue 22 item 3;
-- docs/decisions/0212-help-related-and-contact.md). Mirrors migrations/0014_support_requests.sql (D1).
--
-- A lead like audit_requests: RLS on, no policies, every table right revoked from anon and
-- authenticated (the publishable key reads and writes nothing of it). The server writes through
-- submit_support_request(), security definer with an empty search_path, executable by
-- service_role (the secret key) only; it records the support_request.created event in the same
-- transaction (record_lead_event, 20261124000400_lead_events.sql), so a request is never stored
-- without its event.

create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null
    check (email = lower(email) and position('@' in email) > 1 and char_length(email) <= 254),
  subject text check (subject is null or char_length(subject) between 1 and 150),
  message text not null check (char_length(message) between 1 and 4000),
  article_slug text check (article_slug is null or char_length(article_slug) between 1 and 120),
  locale text not null default 'en' check (locale in ('en', 'pt')),
  status text not null default 'new' check (status in ('new', 'answered', 'closed', 'spam')),
  created_at timestamptz not null default now()
);
create index support_requests_status on public.support_requests (status, created_at);

alter table public.support_requests enable row level security;
revoke all on table public.support_requests from public, anon, authenticated;

create function public.submit_support_request(
  p_name text,
  p_email text,
  p_subject text,
  p_message text,
  p_article_slug text,
  p_locale text
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.support_requests;
begin
  insert into public.support_requests (name, email, subject, message, article_slug, locale)
  values (
    trim(p_name),
    lower(trim(p_email)),
    nullif(trim(p_subject), ''),
    trim(p_message),
    nullif(trim(p_article_slug), ''),
    coalesce(p_locale, 'en')
  )
  returning * into v_row;
  perform public.record_lead_event('support_request.created', jsonb_build_object(
    'id', v_row.id, 'name', v_row.name, 'email', v_row.email, 'subject', v_row.subject,
    'message', v_row.message, 'article_slug', v_row.article_slug, 'locale', v_row.locale,
    'created_at', v_row.created_at));
  return v_row.id;
end;
$$;

revoke execute on function public.submit_support_request(text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.submit_support_request(text, text, text, text, text, text) to service_role;
