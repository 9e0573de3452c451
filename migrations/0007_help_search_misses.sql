-- Help searches that found nothing (issue 12, docs/decisions/0210-help-search-results-and-misses.md).
-- Mirrors supabase/migrations/20261123000200_help_search_misses.sql. One row per folded
-- query and language; nothing about the visitor (no address, cookie or user agent).
-- Operators read it with the query in the README ("What people could not find").

CREATE TABLE help_search_misses (
  query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 100),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  searches INTEGER NOT NULL DEFAULT 1 CHECK (searches >= 1),
  first_seen_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  PRIMARY KEY (query, locale)
) WITHOUT ROWID;

-- The table never grows without bound: once it holds 10,000 queries, a new one is dropped
-- and only the known ones count up (the operators empty it after reading).
CREATE TRIGGER help_search_misses_capacity BEFORE INSERT ON help_search_misses
WHEN (SELECT COUNT(*) FROM help_search_misses) >= 10000
  AND NOT EXISTS (SELECT 1 FROM help_search_misses WHERE query = NEW.query AND locale = NEW.locale)
BEGIN
  SELECT RAISE(IGNORE);
END;
