-- Where each lead was sent from (issue 32 item 1; docs/decisions/0050-lead-source.md), built
-- and cleaned by app/server/leads/source.server.ts, as two JSON objects: `page`, the page the
-- form was sent from ({"path","lang"}; NULL when the browser sent no Referer), and `source`, the
-- campaign parameters that page was opened with, which ad click id was present (never its
-- value) and the other site the visitor arrived from (NULL when there was none). The lead's
-- event carries the same two objects. Mirrors supabase/migrations/20261128000100_lead_source.sql.
ALTER TABLE audit_requests ADD COLUMN page TEXT CHECK (page IS NULL OR (json_valid(page) AND length(page) <= 400));
ALTER TABLE audit_requests ADD COLUMN source TEXT CHECK (source IS NULL OR (json_valid(source) AND length(source) <= 1500));
ALTER TABLE job_applications ADD COLUMN page TEXT CHECK (page IS NULL OR (json_valid(page) AND length(page) <= 400));
ALTER TABLE job_applications ADD COLUMN source TEXT CHECK (source IS NULL OR (json_valid(source) AND length(source) <= 1500));
ALTER TABLE download_leads ADD COLUMN page TEXT CHECK (page IS NULL OR (json_valid(page) AND length(page) <= 400));
ALTER TABLE download_leads ADD COLUMN source TEXT CHECK (source IS NULL OR (json_valid(source) AND length(source) <= 1500));
ALTER TABLE newsletter_subscribers ADD COLUMN page TEXT CHECK (page IS NULL OR (json_valid(page) AND length(page) <= 400));
ALTER TABLE newsletter_subscribers ADD COLUMN source TEXT CHECK (source IS NULL OR (json_valid(source) AND length(source) <= 1500));
ALTER TABLE support_requests ADD COLUMN page TEXT CHECK (page IS NULL OR (json_valid(page) AND length(page) <= 400));
ALTER TABLE support_requests ADD COLUMN source TEXT CHECK (source IS NULL OR (json_valid(source) AND length(source) <= 1500));
