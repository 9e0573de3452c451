-- Moderation without SQL (issue 19 item 4; docs/decisions/0029-comment-moderation.md).
-- A comment is published, held (it contains a link: only its author is told, nobody sees
-- it, counts leave it out) or hidden (a moderator removed it). The signed links of
-- roadmap_comment.created publish or hide it. Reads, counts and comment pages use only
-- published comments; the index keeps their paging on (item_id, status, created_at, id).
ALTER TABLE roadmap_comments ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CHECK (status IN ('published', 'held', 'hidden'));
CREATE INDEX roadmap_comments_item_status ON roadmap_comments (item_id, status, created_at, id);
