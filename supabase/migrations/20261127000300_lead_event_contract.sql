-- The lead contract (issue 31 item 2; docs/decisions/0041-lead-contract.md): every event's data
-- has the fields of app/leads/contract.ts on both backends. newsletter.unsubscribed
-- carried a `locale` here that D1's and decision 0030's did not; the event says who withdrew
-- consent and when, nothing more: `{ email, unsubscribed_at }`.
-- Same signature as 20261124000700_newsletter_consent.sql, so its grants stay (service_role only).

create or replace function public.unsubscribe_from_newsletter(p_email text)
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
    'email', v_row.email, 'unsubscribed_at', v_row.unsubscribed_at));
  return 'unsubscribed';
end;
$$;
