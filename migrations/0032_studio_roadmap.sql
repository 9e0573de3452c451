-- The studio's held comments and roadmap items (issue 43 item 3, decision 0504). Mirrors
-- supabase/migrations/20261203000200_studio_roadmap.sql.
--
-- When an item shipped: a date the studio sets with status Done (empty otherwise). The public
-- pages do not show it yet, so the content version's triggers (0009) need not follow it.
ALTER TABLE roadmap_items ADD COLUMN shipped_on TEXT
  CHECK (shipped_on IS NULL OR shipped_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');

-- The held comments oldest first across every item, paged by (created_at, id): the studio's
-- queue. Partial, so the published comments (nearly all of them) cost it nothing.
CREATE INDEX roadmap_comments_held ON roadmap_comments (created_at, id) WHERE status = 'held';
