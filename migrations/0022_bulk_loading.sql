-- Bulk loads stay linear and quick (issue 29 item 5, docs/decisions/0217-bulk-loading.md),
-- beside supabase/migrations/20261127000800_bulk_loading.sql.
--
-- SQLite's triggers run per row, so a load was never quadratic here; but giving every new row
-- its preview token (0016) was one more UPDATE of each row inserted, which fired the row's
-- other update triggers too: a third of a 10,000-article load. A row that is public has no use
-- for a preview link (its link would only redirect), so a token is now made when a row is
-- inserted, or becomes, not public (a draft or a scheduled row), and whenever one is revoked.
-- The rows that already have one keep it. (Postgres gives every row a token by a column
-- default, which costs nothing more.)
--
-- The indexes 0015, 0016 and 0018 added held a key for every row, most of them NULL (no
-- translation, no token, no time): together they cost more than the rest of a load. Each now
-- holds only the rows it is asked about (the reads' `= ?` and `<= ?` imply IS NOT NULL).

DROP TRIGGER blog_articles_preview_token_insert;
CREATE TRIGGER blog_articles_preview_token_insert AFTER INSERT ON blog_articles
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE blog_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER blog_articles_preview_token_unpublished AFTER UPDATE OF is_published, published_date ON blog_articles
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE blog_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

DROP TRIGGER tutorials_preview_token_insert;
CREATE TRIGGER tutorials_preview_token_insert AFTER INSERT ON tutorials
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE tutorials SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER tutorials_preview_token_unpublished AFTER UPDATE OF is_published, published_date ON tutorials
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE tutorials SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

DROP TRIGGER help_articles_preview_token_insert;
CREATE TRIGGER help_articles_preview_token_insert AFTER INSERT ON help_articles
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE help_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER help_articles_preview_token_unpublished AFTER UPDATE OF is_published, published_date ON help_articles
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE help_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

DROP TRIGGER case_studies_preview_token_insert;
CREATE TRIGGER case_studies_preview_token_insert AFTER INSERT ON case_studies
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE case_studies SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER case_studies_preview_token_unpublished AFTER UPDATE OF is_published, published_date ON case_studies
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE case_studies SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

DROP TRIGGER comparisons_preview_token_insert;
CREATE TRIGGER comparisons_preview_token_insert AFTER INSERT ON comparisons
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE comparisons SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER comparisons_preview_token_unpublished AFTER UPDATE OF is_published, published_date ON comparisons
  WHEN new.preview_token IS NULL AND NOT (new.is_published = 1 AND (new.published_date IS NULL OR new.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  BEGIN UPDATE comparisons SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

DROP INDEX blog_articles_preview_token;
CREATE UNIQUE INDEX blog_articles_preview_token ON blog_articles (preview_token) WHERE preview_token IS NOT NULL;
DROP INDEX blog_articles_translation_of;
CREATE UNIQUE INDEX blog_articles_translation_of ON blog_articles (translation_of) WHERE translation_of IS NOT NULL;
DROP INDEX blog_articles_due;
CREATE INDEX blog_articles_due ON blog_articles (published_date) WHERE is_published = 1 AND published_date IS NOT NULL;

DROP INDEX tutorials_preview_token;
CREATE UNIQUE INDEX tutorials_preview_token ON tutorials (preview_token) WHERE preview_token IS NOT NULL;
DROP INDEX tutorials_translation_of;
CREATE UNIQUE INDEX tutorials_translation_of ON tutorials (translation_of) WHERE translation_of IS NOT NULL;
DROP INDEX tutorials_due;
CREATE INDEX tutorials_due ON tutorials (published_date) WHERE is_published = 1 AND published_date IS NOT NULL;

DROP INDEX help_articles_preview_token;
CREATE UNIQUE INDEX help_articles_preview_token ON help_articles (preview_token) WHERE preview_token IS NOT NULL;
DROP INDEX help_articles_translation_of;
CREATE UNIQUE INDEX help_articles_translation_of ON help_articles (translation_of) WHERE translation_of IS NOT NULL;
DROP INDEX help_articles_due;
CREATE INDEX help_articles_due ON help_articles (published_date) WHERE is_published = 1 AND published_date IS NOT NULL;

DROP INDEX case_studies_preview_token;
CREATE UNIQUE INDEX case_studies_preview_token ON case_studies (preview_token) WHERE preview_token IS NOT NULL;
DROP INDEX case_studies_translation_of;
CREATE UNIQUE INDEX case_studies_translation_of ON case_studies (translation_of) WHERE translation_of IS NOT NULL;
DROP INDEX case_studies_due;
CREATE INDEX case_studies_due ON case_studies (published_date) WHERE is_published = 1 AND published_date IS NOT NULL;

DROP INDEX comparisons_preview_token;
CREATE UNIQUE INDEX comparisons_preview_token ON comparisons (preview_token) WHERE preview_token IS NOT NULL;
DROP INDEX comparisons_translation_of;
CREATE UNIQUE INDEX comparisons_translation_of ON comparisons (translation_of) WHERE translation_of IS NOT NULL;
DROP INDEX comparisons_due;
CREATE INDEX comparisons_due ON comparisons (published_date) WHERE is_published = 1 AND published_date IS NOT NULL;
