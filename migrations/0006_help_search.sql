-- Help center search (issue 12, docs/decisions/0208-help-search.md): an FTS5 index over
-- every help article's title, summary and body, kept in step with help_articles by
-- triggers. Published-only and the language fallback are applied when searching, by
-- joining back to help_articles, so the index holds every row.
--
-- Diacritics and case are folded by the tokenizer; markdown markers (#, **, -, "1.")
-- are punctuation to it and never become words. A hyphenated word is indexed both
-- split and joined ("e-mail" gives e, mail and email), so "email", "e-mail",
-- "checkin" and "check-in" find each other: a column that contains a hyphen is
-- followed by a copy of itself with the hyphens removed.
--
-- The article's id is stored (unindexed) rather than relying on help_articles' rowid,
-- which SQLite may renumber on VACUUM since the table's key is a TEXT id.

CREATE VIRTUAL TABLE help_search USING fts5 (
  title,
  summary,
  body,
  article_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- The index's words and how many articles hold each: where typo corrections come from.
CREATE VIRTUAL TABLE help_search_vocab USING fts5vocab (help_search, row);

-- The text each article contributes to the index (the hyphen rule above, once).
CREATE VIEW help_search_text AS
SELECT
  id,
  CASE WHEN instr(title, '-') > 0 THEN title || char(10) || replace(title, '-', '') ELSE title END AS title,
  CASE WHEN instr(summary, '-') > 0 THEN summary || char(10) || replace(summary, '-', '') ELSE summary END AS summary,
  CASE WHEN instr(content, '-') > 0 THEN content || char(10) || replace(content, '-', '') ELSE content END AS body
FROM help_articles;

CREATE TRIGGER help_search_insert AFTER INSERT ON help_articles BEGIN
  INSERT INTO help_search (title, summary, body, article_id)
  SELECT title, summary, body, id FROM help_search_text WHERE id = new.id;
END;

CREATE TRIGGER help_search_delete AFTER DELETE ON help_articles BEGIN
  DELETE FROM help_search WHERE article_id = old.id;
END;

CREATE TRIGGER help_search_update AFTER UPDATE OF id, title, summary, content ON help_articles BEGIN
  DELETE FROM help_search WHERE article_id = old.id;
  INSERT INTO help_search (title, summary, body, article_id)
  SELECT title, summary, body, id FROM help_search_text WHERE id = new.id;
END;

INSERT INTO help_search (title, summary, body, article_id)
SELECT title, summary, body, id FROM help_search_text;
