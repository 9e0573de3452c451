-- The date an article was last edited (issue 29 item 6, docs/decisions/0218-reading-time-and-updates.md),
-- mirrored in supabase/migrations/20261127000900_article_updates.sql. updated_at moves when an
-- article's or tutorial's title, excerpt or body changes (not its flags or dates); pages show
-- it, and structured data says dateModified, when it is after the publication.

ALTER TABLE blog_articles ADD COLUMN updated_at TEXT;
CREATE TRIGGER blog_articles_edited AFTER UPDATE OF title, excerpt, content ON blog_articles
  WHEN old.title IS NOT new.title OR old.excerpt IS NOT new.excerpt OR old.content IS NOT new.content
  BEGIN UPDATE blog_articles SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = new.id; END;

ALTER TABLE tutorials ADD COLUMN updated_at TEXT;
CREATE TRIGGER tutorials_edited AFTER UPDATE OF title, excerpt, content ON tutorials
  WHEN old.title IS NOT new.title OR old.excerpt IS NOT new.excerpt OR old.content IS NOT new.content
  BEGIN UPDATE tutorials SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = new.id; END;
