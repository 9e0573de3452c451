-- Consent record and one-click unsubscribe of the newsletter (issue 19 item 5;
-- docs/decisions/0030-newsletter-consent-and-unsubscribe.md). Mirrored in
-- supabase/migrations/20261124000700_newsletter_consent.sql.
-- consent_text (0001) is the sentence shown; consent_version its id; consent_path the page;
-- subscribed_at the time. unsubscribed_at is set by the unsubscribe link and cleared by a
-- later sign-up (which records its consent anew). Rows from before keep NULL version/path.
ALTER TABLE newsletter_subscribers ADD COLUMN consent_version TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN consent_path TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN unsubscribed_at TEXT;
