-- No broken links after a rename (issue 29 item 3, docs/decisions/0215-slug-redirects.md),
-- mirrored in supabase/migrations/20261127000600_slug_redirects.sql.
--
-- When a row's slug changes, a trigger keeps the old one here, pointing at the row (not at the
-- new slug): the old address answers 301 to wherever the row lives now, so a chain of renames
-- A -> B -> C sends A straight to C. The row's current slug is found when the redirect is
-- followed; a redirect to a row that is not public leads nowhere (404). A slug a row has now
-- is never redirected: pages look a slug up among the rows first, so a piece that takes an old
-- slug wins over the redirect (and renaming a row back to an old slug removes that redirect).
-- Deleting a row deletes its redirects.

CREATE TABLE content_slug_redirects (
  kind TEXT NOT NULL CHECK (kind IN ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  old_slug TEXT NOT NULL,
  target_id TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (kind, old_slug, locale)
);
CREATE INDEX content_slug_redirects_target ON content_slug_redirects (kind, target_id);

CREATE TRIGGER blog_articles_slug_renamed AFTER UPDATE OF slug ON blog_articles WHEN old.slug IS NOT new.slug BEGIN
  INSERT INTO content_slug_redirects (kind, locale, old_slug, target_id) VALUES ('blog', old.locale, old.slug, old.id)
    ON CONFLICT (kind, old_slug, locale) DO UPDATE SET target_id = excluded.target_id, created_at = excluded.created_at;
  DELETE FROM content_slug_redirects WHERE kind = 'blog' AND locale = new.locale AND old_slug = new.slug;
END;
CREATE TRIGGER blog_articles_slug_redirects_delete AFTER DELETE ON blog_articles BEGIN
  DELETE FROM content_slug_redirects WHERE kind = 'blog' AND target_id = old.id;
END;

CREATE TRIGGER tutorials_slug_renamed AFTER UPDATE OF slug ON tutorials WHEN old.slug IS NOT new.slug BEGIN
  INSERT INTO content_slug_redirects (kind, locale, old_slug, target_id) VALUES ('tutorials', old.locale, old.slug, old.id)
    ON CONFLICT (kind, old_slug, locale) DO UPDATE SET target_id = excluded.target_id, created_at = excluded.created_at;
  DELETE FROM content_slug_redirects WHERE kind = 'tutorials' AND locale = new.locale AND old_slug = new.slug;
END;
CREATE TRIGGER tutorials_slug_redirects_delete AFTER DELETE ON tutorials BEGIN
  DELETE FROM content_slug_redirects WHERE kind = 'tutorials' AND target_id = old.id;
END;

CREATE TRIGGER help_articles_slug_renamed AFTER UPDATE OF slug ON help_articles WHEN old.slug IS NOT new.slug BEGIN
  INSERT INTO content_slug_redirects (kind, locale, old_slug, target_id) VALUES ('help', old.locale, old.slug, old.id)
    ON CONFLICT (kind, old_slug, locale) DO UPDATE SET target_id = excluded.target_id, created_at = excluded.created_at;
  DELETE FROM content_slug_redirects WHERE kind = 'help' AND locale = new.locale AND old_slug = new.slug;
END;
CREATE TRIGGER help_articles_slug_redirects_delete AFTER DELETE ON help_articles BEGIN
  DELETE FROM content_slug_redirects WHERE kind = 'help' AND target_id = old.id;
END;

CREATE TRIGGER case_studies_slug_renamed AFTER UPDATE OF slug ON case_studies WHEN old.slug IS NOT new.slug BEGIN
  INSERT INTO content_slug_redirects (kind, locale, old_slug, target_id) VALUES ('case-studies', old.locale, old.slug, old.id)
    ON CONFLICT (kind, old_slug, locale) DO UPDATE SET target_id = excluded.target_id, created_at = excluded.created_at;
  DELETE FROM content_slug_redirects WHERE kind = 'case-studies' AND locale = new.locale AND old_slug = new.slug;
END;
CREATE TRIGGER case_studies_slug_redirects_delete AFTER DELETE ON case_studies BEGIN
  DELETE FROM content_slug_redirects WHERE kind = 'case-studies' AND target_id = old.id;
END;

CREATE TRIGGER comparisons_slug_renamed AFTER UPDATE OF slug ON comparisons WHEN old.slug IS NOT new.slug BEGIN
  INSERT INTO content_slug_redirects (kind, locale, old_slug, target_id) VALUES ('comparisons', old.locale, old.slug, old.id)
    ON CONFLICT (kind, old_slug, locale) DO UPDATE SET target_id = excluded.target_id, created_at = excluded.created_at;
  DELETE FROM content_slug_redirects WHERE kind = 'comparisons' AND locale = new.locale AND old_slug = new.slug;
END;
CREATE TRIGGER comparisons_slug_redirects_delete AFTER DELETE ON comparisons BEGIN
  DELETE FROM content_slug_redirects WHERE kind = 'comparisons' AND target_id = old.id;
END;
