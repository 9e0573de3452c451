-- A case study's publication date (issue 30 item 2; docs/decisions/0046-structured-data-that-is-true.md):
-- shown on its page and given to search engines as the Article's datePublished. ISO-8601 UTC
-- text; NULL: no date is shown or marked up. Rows already published take the date they were
-- written (created_at), the closest fact there is; the demo seed sets its own.
ALTER TABLE case_studies ADD COLUMN published_at TEXT;
UPDATE case_studies SET published_at = created_at WHERE published_at IS NULL AND is_published = 1;
