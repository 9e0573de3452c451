-- Publishing at a set time (issue 29 item 1, docs/decisions/0213-scheduled-publishing.md),
-- mirrored in supabase/migrations/20261127000400_scheduled_publishing.sql.
--
-- A row of blog_articles, tutorials, help_articles, case_studies or comparisons is public when
-- is_published = 1 and its published_date is empty or not after now. A published row dated in
-- the future is scheduled: it is nowhere public until that time, and from then everywhere,
-- with no job and no deploy (the content version the edge keys pages by also carries the
-- latest publication time that has come: app/backend/d1/content-version.server.ts).
--
-- Times are UTC text in one form, 'YYYY-MM-DDTHH:MM:SS.sssZ', so that comparing them as text
-- with strftime('%Y-%m-%dT%H:%M:%fZ', 'now') compares times. An operator may write any form
-- SQLite reads ('2026-12-07 09:00', '2026-12-07T09:00:00Z', '2026-12-07T06:00:00-03:00'):
-- the triggers below rewrite it in the stored form, and refuse one SQLite cannot read (an
-- unreadable date must never make a row public at once).

ALTER TABLE help_articles ADD COLUMN published_date TEXT;
ALTER TABLE comparisons ADD COLUMN published_date TEXT;
-- Case studies already have their publication time: published_at (0015_case_study_dates.sql,
-- decision 0046), shown on the page and marked up as datePublished. One column says when a row
-- becomes public, under one name on the five tables: it is renamed, keeping its values.
ALTER TABLE case_studies RENAME COLUMN published_at TO published_date;

UPDATE blog_articles SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', published_date)
  WHERE published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', published_date) IS NOT NULL;
UPDATE tutorials SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', published_date)
  WHERE published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', published_date) IS NOT NULL;
UPDATE case_studies SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', published_date)
  WHERE published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', published_date) IS NOT NULL;

-- The latest publication that has come, per table (the content version reads it), and the
-- public rows in date order.
CREATE INDEX blog_articles_due ON blog_articles (is_published, published_date);
CREATE INDEX tutorials_due ON tutorials (is_published, published_date);
CREATE INDEX help_articles_due ON help_articles (is_published, published_date);
CREATE INDEX case_studies_due ON case_studies (is_published, published_date);
CREATE INDEX comparisons_due ON comparisons (is_published, published_date);

-- blog_articles
CREATE TRIGGER blog_articles_published_date_check_insert BEFORE INSERT ON blog_articles
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER blog_articles_published_date_check_update BEFORE UPDATE OF published_date ON blog_articles
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER blog_articles_published_date_insert AFTER INSERT ON blog_articles
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE blog_articles SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
CREATE TRIGGER blog_articles_published_date_update AFTER UPDATE OF published_date ON blog_articles
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE blog_articles SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;

-- tutorials
CREATE TRIGGER tutorials_published_date_check_insert BEFORE INSERT ON tutorials
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER tutorials_published_date_check_update BEFORE UPDATE OF published_date ON tutorials
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER tutorials_published_date_insert AFTER INSERT ON tutorials
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE tutorials SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
CREATE TRIGGER tutorials_published_date_update AFTER UPDATE OF published_date ON tutorials
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE tutorials SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;

-- help_articles
CREATE TRIGGER help_articles_published_date_check_insert BEFORE INSERT ON help_articles
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER help_articles_published_date_check_update BEFORE UPDATE OF published_date ON help_articles
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER help_articles_published_date_insert AFTER INSERT ON help_articles
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE help_articles SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
CREATE TRIGGER help_articles_published_date_update AFTER UPDATE OF published_date ON help_articles
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE help_articles SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;

-- case_studies
CREATE TRIGGER case_studies_published_date_check_insert BEFORE INSERT ON case_studies
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER case_studies_published_date_check_update BEFORE UPDATE OF published_date ON case_studies
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER case_studies_published_date_insert AFTER INSERT ON case_studies
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE case_studies SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
CREATE TRIGGER case_studies_published_date_update AFTER UPDATE OF published_date ON case_studies
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE case_studies SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;

-- comparisons
CREATE TRIGGER comparisons_published_date_check_insert BEFORE INSERT ON comparisons
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER comparisons_published_date_check_update BEFORE UPDATE OF published_date ON comparisons
  WHEN new.published_date IS NOT NULL AND strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) IS NULL
  BEGIN SELECT RAISE(ABORT, 'published_date must be a time, e.g. 2026-12-07T09:00:00Z'); END;
CREATE TRIGGER comparisons_published_date_insert AFTER INSERT ON comparisons
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE comparisons SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
CREATE TRIGGER comparisons_published_date_update AFTER UPDATE OF published_date ON comparisons
  WHEN new.published_date IS NOT NULL AND new.published_date IS NOT strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date)
  BEGIN UPDATE comparisons SET published_date = strftime('%Y-%m-%dT%H:%M:%fZ', new.published_date) WHERE id = new.id; END;
