-- One outbound event per lead (issue 19 items 1, 2; docs/decisions/0028-lead-events.md).
-- Written in the same batch as the lead it describes; sent as a Standard Webhook after the
-- response of a later request, retried with backoff until the receiver answers 2xx.
-- id is the webhook-id (the same on every attempt). next_attempt_at is when the event is due
-- (NULL once delivered or given up); claiming an event moves it to the next retry time, so
-- the claim is also the lease. Times are ISO-8601 UTC text (toISOString), compared as text.
CREATE TABLE lead_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type LIKE '%._%'),
  data TEXT NOT NULL CHECK (json_valid(data)),
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  delivered_at TEXT,
  last_status INTEGER,
  last_error TEXT
);
CREATE INDEX lead_events_due ON lead_events (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX lead_events_created ON lead_events (created_at);
