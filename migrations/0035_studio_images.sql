-- The studio's image library (issue 43 item 7, decision 0507). One row per image, keyed by
-- `<sha-256 of its bytes>.<extension>`, which is also its R2 key under `library/` and the last
-- part of its public address (/images/<key>). Width and height come from the file's own header
-- (app/features/studio/images/image-check.ts); both alt texts are required. Public pages read
-- the size and alt texts, so an edit moves the content version (decision 0027) and the edge
-- follows. Mirrors supabase/migrations/20261203000500_studio_images.sql.

CREATE TABLE studio_images (
  key TEXT PRIMARY KEY CHECK (length(key) BETWEEN 68 AND 69),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif')),
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  byte_size INTEGER NOT NULL CHECK (byte_size > 0 AND byte_size <= 5242880),
  file_name TEXT NOT NULL CHECK (length(file_name) <= 255),
  alt_en TEXT NOT NULL CHECK (length(trim(alt_en)) BETWEEN 1 AND 300),
  alt_pt TEXT NOT NULL CHECK (length(trim(alt_pt)) BETWEEN 1 AND 300),
  uploaded_by TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The library's pages list newest first and page by (created_at, key).
CREATE INDEX studio_images_newest ON studio_images (created_at DESC, key DESC);

CREATE TRIGGER studio_images_content_version_update AFTER UPDATE ON studio_images BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER studio_images_content_version_delete AFTER DELETE ON studio_images BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
