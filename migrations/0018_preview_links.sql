-- Private preview links (issue 29 item 2, docs/decisions/0214-preview-links.md), mirrored in
-- supabase/migrations/20261127000500_preview_links.sql.
--
-- Every row of the five content tables has an unguessable preview_token (128 random bits, 32
-- hex digits): /preview/{token} (/pt/preview/{token} for a Portuguese row) shows the row as it
-- will look, published or not; once it is public the link answers 301 to its address. A new
-- row gets a token from the trigger below; to revoke a link, set the row's preview_token to
-- NULL and a new one is made (the old link then answers the site's 404).
--
-- `npm run preview-links` prints the links of every row that is not public yet.

-- blog_articles
ALTER TABLE blog_articles ADD COLUMN preview_token TEXT;
UPDATE blog_articles SET preview_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX blog_articles_preview_token ON blog_articles (preview_token);
CREATE TRIGGER blog_articles_preview_token_insert AFTER INSERT ON blog_articles WHEN new.preview_token IS NULL
  BEGIN UPDATE blog_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER blog_articles_preview_token_revoke AFTER UPDATE OF preview_token ON blog_articles WHEN new.preview_token IS NULL
  BEGIN UPDATE blog_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

-- tutorials
ALTER TABLE tutorials ADD COLUMN preview_token TEXT;
UPDATE tutorials SET preview_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX tutorials_preview_token ON tutorials (preview_token);
CREATE TRIGGER tutorials_preview_token_insert AFTER INSERT ON tutorials WHEN new.preview_token IS NULL
  BEGIN UPDATE tutorials SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER tutorials_preview_token_revoke AFTER UPDATE OF preview_token ON tutorials WHEN new.preview_token IS NULL
  BEGIN UPDATE tutorials SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

-- help_articles
ALTER TABLE help_articles ADD COLUMN preview_token TEXT;
UPDATE help_articles SET preview_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX help_articles_preview_token ON help_articles (preview_token);
CREATE TRIGGER help_articles_preview_token_insert AFTER INSERT ON help_articles WHEN new.preview_token IS NULL
  BEGIN UPDATE help_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER help_articles_preview_token_revoke AFTER UPDATE OF preview_token ON help_articles WHEN new.preview_token IS NULL
  BEGIN UPDATE help_articles SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

-- case_studies
ALTER TABLE case_studies ADD COLUMN preview_token TEXT;
UPDATE case_studies SET preview_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX case_studies_preview_token ON case_studies (preview_token);
CREATE TRIGGER case_studies_preview_token_insert AFTER INSERT ON case_studies WHEN new.preview_token IS NULL
  BEGIN UPDATE case_studies SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER case_studies_preview_token_revoke AFTER UPDATE OF preview_token ON case_studies WHEN new.preview_token IS NULL
  BEGIN UPDATE case_studies SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;

-- comparisons
ALTER TABLE comparisons ADD COLUMN preview_token TEXT;
UPDATE comparisons SET preview_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX comparisons_preview_token ON comparisons (preview_token);
CREATE TRIGGER comparisons_preview_token_insert AFTER INSERT ON comparisons WHEN new.preview_token IS NULL
  BEGIN UPDATE comparisons SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
CREATE TRIGGER comparisons_preview_token_revoke AFTER UPDATE OF preview_token ON comparisons WHEN new.preview_token IS NULL
  BEGIN UPDATE comparisons SET preview_token = lower(hex(randomblob(16))) WHERE id = new.id; END;
