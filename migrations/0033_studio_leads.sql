-- Every lead and its delivery, and the newsletter's subscribers, in the studio (issue 43 items 4
-- and 5; docs/decisions/0505-studio-leads-and-subscribers.md). Mirrors
-- supabase/migrations/20261203000300_studio_leads.sql.
--
-- The leads list reads lead_events newest first, by kind, date and campaign: an index on
-- (created_at, id) serves its keyset pages, and one on the campaign its filter.
CREATE INDEX lead_events_created_id ON lead_events (created_at DESC, id DESC);
CREATE INDEX lead_events_campaign ON lead_events (json_extract(data, '$.source.utm_campaign'), created_at)
  WHERE json_extract(data, '$.source.utm_campaign') IS NOT NULL;

-- The proof that a forgotten person left: a keyed hash of the address (HMAC-SHA-256 under
-- HASH_SALT, made by the Worker), never the address; when they subscribed, left and were forgotten.
CREATE TABLE newsletter_forgotten (
  address_hash TEXT PRIMARY KEY CHECK (length(address_hash) = 64),
  subscribed_at TEXT,
  unsubscribed_at TEXT NOT NULL,
  forgotten_at TEXT NOT NULL
);
