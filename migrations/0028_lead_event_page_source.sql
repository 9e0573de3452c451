-- Every waiting lead event carries `page` and `source` (issue 44 item 7; docs/decisions/0065-supabase-redirects-events-and-anon-reads.md).
-- Mirrors supabase/migrations/20261202000210_lead_event_page_source.sql: events of leads sent
-- from a page, recorded before 0021_lead_source.sql and not yet delivered, get both keys, null
-- (unknown); json_insert keeps what an event already says. Delivered events stay as they were sent.
UPDATE lead_events
   SET data = json_insert(data, '$.page', json('null'), '$.source', json('null'))
 WHERE delivered_at IS NULL
   AND type IN ('audit_request.created', 'job_application.created', 'download.created',
                'newsletter.subscribed', 'newsletter.updated', 'support_request.created')
   AND (json_type(data, '$.page') IS NULL OR json_type(data, '$.source') IS NULL);
