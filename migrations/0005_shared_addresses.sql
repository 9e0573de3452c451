-- People behind one address (docs/decisions/0010-shared-addresses-and-rate-limits.md).
-- Mirrors supabase/migrations/20261122000500_shared_addresses.sql. The rate-limit table is
-- unchanged: the sliding window reads its two latest fixed buckets (app/backend/d1/newsletter.server.ts).
--
-- Votes and likes: one per visitor cookie per item or comment stays a unique key; the
-- address, which many people may share, is no longer one. Instead a trigger ignores a vote
-- or like once its address has 5 on that item or comment, so a script that drops its cookie
-- adds at most 5. SQLite cannot drop a constraint, so both tables are rebuilt; their rows
-- are kept, and the count triggers are created again with them.

CREATE TABLE roadmap_votes_next (
  item_id INTEGER NOT NULL REFERENCES roadmap_items (id) ON DELETE CASCADE,
  visitor_key TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (item_id, visitor_key)
);
INSERT INTO roadmap_votes_next (item_id, visitor_key, address_hash, created_at)
  SELECT item_id, visitor_key, address_hash, created_at FROM roadmap_votes;
DROP TABLE roadmap_votes;
ALTER TABLE roadmap_votes_next RENAME TO roadmap_votes;
CREATE INDEX roadmap_votes_address ON roadmap_votes (item_id, address_hash);

CREATE TABLE roadmap_comment_likes_next (
  comment_id TEXT NOT NULL REFERENCES roadmap_comments (id) ON DELETE CASCADE,
  visitor_key TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (comment_id, visitor_key)
);
INSERT INTO roadmap_comment_likes_next (comment_id, visitor_key, address_hash, created_at)
  SELECT comment_id, visitor_key, address_hash, created_at FROM roadmap_comment_likes;
DROP TABLE roadmap_comment_likes;
ALTER TABLE roadmap_comment_likes_next RENAME TO roadmap_comment_likes;
CREATE INDEX roadmap_comment_likes_address ON roadmap_comment_likes (comment_id, address_hash);

CREATE TRIGGER roadmap_votes_per_address BEFORE INSERT ON roadmap_votes
WHEN (SELECT COUNT(*) FROM roadmap_votes WHERE item_id = NEW.item_id AND address_hash = NEW.address_hash) >= 5
BEGIN
  SELECT RAISE(IGNORE);
END;

CREATE TRIGGER roadmap_comment_likes_per_address BEFORE INSERT ON roadmap_comment_likes
WHEN (SELECT COUNT(*) FROM roadmap_comment_likes WHERE comment_id = NEW.comment_id AND address_hash = NEW.address_hash) >= 5
BEGIN
  SELECT RAISE(IGNORE);
END;

-- Counts only go up, and only together with the vote that caused them.
CREATE TRIGGER roadmap_votes_count AFTER INSERT ON roadmap_votes
BEGIN
  UPDATE roadmap_items SET upvotes = upvotes + 1 WHERE id = NEW.item_id;
END;

CREATE TRIGGER roadmap_comment_likes_count AFTER INSERT ON roadmap_comment_likes
BEGIN
  UPDATE roadmap_comments SET likes = likes + 1 WHERE id = NEW.comment_id;
END;
