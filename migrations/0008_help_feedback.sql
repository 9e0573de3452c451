-- "Was this article helpful?" (issue 12, docs/decisions/0211-helpful-feedback.md). Mirrors
-- supabase/migrations/20261123000300_help_feedback.sql.
--
-- One answer per visitor per article: the visitor is a keyed hash of their cookie id
-- (app/server/visitor.server.ts), never an address or the id itself. A second answer replaces
-- the first. The slug is the article's across languages (twins share it); `locale` is the
-- language of the page answered on. No foreign key: help_articles' key is (slug, locale),
-- and the adapter only writes for a published slug.

CREATE TABLE help_feedback (
  article_slug TEXT NOT NULL CHECK (length(article_slug) BETWEEN 1 AND 200),
  visitor_key TEXT NOT NULL CHECK (length(visitor_key) BETWEEN 1 AND 128),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  comment TEXT CHECK (comment IS NULL OR (helpful = 0 AND length(comment) BETWEEN 1 AND 500)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (article_slug, visitor_key)
);
CREATE INDEX help_feedback_updated ON help_feedback (updated_at);
