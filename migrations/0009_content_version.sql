-- The content version (issue 18 item 2, decision 0027). One row whose `version` goes up
-- whenever an editor's table changes; the edge reads it at most every few seconds per isolate
-- and makes it part of the page cache key, so an edit reaches readers at every location within
-- a minute, without a deploy or a purge. Visitors' own writes (votes, comments, likes,
-- subscribers, leads, applications, audit requests, help feedback and misses) do not bump it:
-- they would empty the cache with every vote. The roadmap's vote count (roadmap_items.upvotes)
-- is left out the same way. Mirrors supabase/migrations/20261124000200_content_version.sql.

CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  changed_at TEXT NOT NULL
);

INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));


-- pricing_features
CREATE TRIGGER pricing_features_content_version_insert AFTER INSERT ON pricing_features BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER pricing_features_content_version_update AFTER UPDATE ON pricing_features BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER pricing_features_content_version_delete AFTER DELETE ON pricing_features BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- blog_categories
CREATE TRIGGER blog_categories_content_version_insert AFTER INSERT ON blog_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER blog_categories_content_version_update AFTER UPDATE ON blog_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER blog_categories_content_version_delete AFTER DELETE ON blog_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- blog_articles
CREATE TRIGGER blog_articles_content_version_insert AFTER INSERT ON blog_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER blog_articles_content_version_update AFTER UPDATE ON blog_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER blog_articles_content_version_delete AFTER DELETE ON blog_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- tutorial_categories
CREATE TRIGGER tutorial_categories_content_version_insert AFTER INSERT ON tutorial_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER tutorial_categories_content_version_update AFTER UPDATE ON tutorial_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER tutorial_categories_content_version_delete AFTER DELETE ON tutorial_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- tutorials
CREATE TRIGGER tutorials_content_version_insert AFTER INSERT ON tutorials BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER tutorials_content_version_update AFTER UPDATE ON tutorials BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER tutorials_content_version_delete AFTER DELETE ON tutorials BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- help_categories
CREATE TRIGGER help_categories_content_version_insert AFTER INSERT ON help_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER help_categories_content_version_update AFTER UPDATE ON help_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER help_categories_content_version_delete AFTER DELETE ON help_categories BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- help_articles
CREATE TRIGGER help_articles_content_version_insert AFTER INSERT ON help_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER help_articles_content_version_update AFTER UPDATE ON help_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER help_articles_content_version_delete AFTER DELETE ON help_articles BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- case_studies
CREATE TRIGGER case_studies_content_version_insert AFTER INSERT ON case_studies BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER case_studies_content_version_update AFTER UPDATE ON case_studies BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER case_studies_content_version_delete AFTER DELETE ON case_studies BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- comparisons
CREATE TRIGGER comparisons_content_version_insert AFTER INSERT ON comparisons BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER comparisons_content_version_update AFTER UPDATE ON comparisons BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER comparisons_content_version_delete AFTER DELETE ON comparisons BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- roadmap_items
CREATE TRIGGER roadmap_items_content_version_insert AFTER INSERT ON roadmap_items BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER roadmap_items_content_version_update AFTER UPDATE OF title, description, category, status ON roadmap_items BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER roadmap_items_content_version_delete AFTER DELETE ON roadmap_items BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- roadmap_item_translations
CREATE TRIGGER roadmap_item_translations_content_version_insert AFTER INSERT ON roadmap_item_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER roadmap_item_translations_content_version_update AFTER UPDATE ON roadmap_item_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER roadmap_item_translations_content_version_delete AFTER DELETE ON roadmap_item_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- job_listings
CREATE TRIGGER job_listings_content_version_insert AFTER INSERT ON job_listings BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER job_listings_content_version_update AFTER UPDATE ON job_listings BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER job_listings_content_version_delete AFTER DELETE ON job_listings BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- job_listing_translations
CREATE TRIGGER job_listing_translations_content_version_insert AFTER INSERT ON job_listing_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER job_listing_translations_content_version_update AFTER UPDATE ON job_listing_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER job_listing_translations_content_version_delete AFTER DELETE ON job_listing_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- downloadable_resources
CREATE TRIGGER downloadable_resources_content_version_insert AFTER INSERT ON downloadable_resources BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER downloadable_resources_content_version_update AFTER UPDATE ON downloadable_resources BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER downloadable_resources_content_version_delete AFTER DELETE ON downloadable_resources BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- downloadable_resource_translations
CREATE TRIGGER downloadable_resource_translations_content_version_insert AFTER INSERT ON downloadable_resource_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER downloadable_resource_translations_content_version_update AFTER UPDATE ON downloadable_resource_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER downloadable_resource_translations_content_version_delete AFTER DELETE ON downloadable_resource_translations BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
