-- Every waiting lead event carries `page` and `source` (issue 44 item 7; docs/decisions/0065-supabase-redirects-events-and-anon-reads.md).
--
-- The lead contract (app/leads/contract.ts, decisions 0050 and 0058) gives the events of
-- leads sent from a page `page` and `source`, each null when unknown. Events recorded before
-- 20261128000100_lead_source.sql and not yet delivered had neither key: a receiver checking the
-- contract would refuse them when they finally go. They get both, null (where a lead was sent
-- from is not known for them); what an event already says is kept. Delivered events are history
-- and stay as they were sent. Mirrors migrations/0028_lead_event_page_source.sql (D1).

update public.lead_events
   set data = jsonb_build_object('page', null, 'source', null) || data
 where delivered_at is null
   and type in ('audit_request.created', 'job_application.created', 'download.created',
                'newsletter.subscribed', 'newsletter.updated', 'support_request.created')
   and not (data ? 'page' and data ? 'source');
