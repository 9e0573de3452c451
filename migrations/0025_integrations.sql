-- The integrations directory (issue 33 item 2, docs/decisions/0451-integrations-directory.md):
-- one row per system StayLoop connects to (or is building a connector for), the English text
-- on the row and a Portuguese translation beside it, as roadmap items have. The slug is the
-- system's name in the address (/integrations/hostaway), the same in both languages, and the
-- key: a translation follows a renamed slug (ON UPDATE CASCADE). `kind` and `status` are the
-- directory's filters; the site knows exactly these values (app/backend/integrations.ts). A
-- planned or in-progress system names the roadmap item hosts vote on. Lists (what syncs, how
-- to connect) are JSON arrays of strings. Mirrors
-- supabase/migrations/20261128000300_integrations.sql.

CREATE TABLE integrations (
  slug TEXT PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 80 AND slug NOT GLOB '*[^a-z0-9-]*' AND slug NOT GLOB '-*' AND slug NOT GLOB '*-'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  kind TEXT NOT NULL CHECK (kind IN ('channel-manager', 'pms')),
  status TEXT NOT NULL CHECK (status IN ('live', 'in-progress', 'planned')),
  summary TEXT NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
  syncs TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(syncs) AND json_type(syncs) = 'array'),
  connect_steps TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(connect_steps) AND json_type(connect_steps) = 'array'),
  roadmap_item_id INTEGER REFERENCES roadmap_items (id) ON DELETE SET NULL,
  display_order INTEGER NOT NULL DEFAULT 0,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX integrations_roadmap_item ON integrations (roadmap_item_id) WHERE roadmap_item_id IS NOT NULL;

CREATE TABLE integration_translations (
  integration_slug TEXT NOT NULL REFERENCES integrations (slug) ON DELETE CASCADE ON UPDATE CASCADE,
  locale TEXT NOT NULL CHECK (locale = 'pt'),
  summary TEXT NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
  syncs TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(syncs) AND json_type(syncs) = 'array'),
  connect_steps TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(connect_steps) AND json_type(connect_steps) = 'array'),
  PRIMARY KEY (integration_slug, locale)
);

-- An edit reaches cached pages within a minute (decision 0027), as for every editor's table.
CREATE TRIGGER integrations_content_version_insert AFTER INSERT ON integrations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER integrations_content_version_update AFTER UPDATE ON integrations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER integrations_content_version_delete AFTER DELETE ON integrations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER integration_translations_content_version_insert AFTER INSERT ON integration_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER integration_translations_content_version_update AFTER UPDATE ON integration_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER integration_translations_content_version_delete AFTER DELETE ON integration_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
