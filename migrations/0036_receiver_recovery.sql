-- A receiver that answers again brings its backlog forward (issue 44 item 1;
-- docs/decisions/0066-a-receiver-that-is-back-brings-its-backlog-forward.md).
-- last_attempt_at: when the last attempt was claimed. forwarded_from: the time an event was due
-- before it was brought forward (null when it was not, in this step of the schedule): at most one
-- early attempt per step. forwards: the early attempts made, which the schedule does not count
-- (its step and the give-up are attempts - forwards).
ALTER TABLE lead_events ADD COLUMN last_attempt_at TEXT;
ALTER TABLE lead_events ADD COLUMN forwarded_from TEXT;
ALTER TABLE lead_events ADD COLUMN forwards INTEGER NOT NULL DEFAULT 0;
-- Waiting events tried before this column: their last claim was at or after their creation, so
-- they may be brought forward once the lease since then has passed. (Only a claim under way in
-- the seconds the migration runs could be sent twice; a delivery gives up after 5 s.)
UPDATE lead_events SET last_attempt_at = created_at WHERE attempts > 0 AND delivered_at IS NULL AND next_attempt_at IS NOT NULL;
-- "Was anything delivered since this event failed?" reads a range of delivery times.
CREATE INDEX lead_events_delivered ON lead_events (delivered_at) WHERE delivered_at IS NOT NULL;
