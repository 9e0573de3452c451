-- Content library (spec 2 §2.5–§2.7, §2.9–§2.15, §3), mirrored in
-- supabase/migrations/20261122000300_content.sql.
--
-- Every content row carries a locale ('en' or 'pt'). Languages share slugs: the
-- Portuguese row of an article has the English row's slug, so /blog/x and /pt/blog/x are
-- twins. A Portuguese read takes the 'pt' row of a slug and falls back to the 'en' row.
-- Categories are referenced by id; pages show the category row of the same slug in the
-- page's language. Lists (JSON) are stored as text; booleans as 0/1; times as ISO text.

CREATE TABLE blog_categories (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  name TEXT NOT NULL,
  description TEXT,
  display_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (slug, locale)
);

CREATE TABLE blog_articles (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  category_id TEXT REFERENCES blog_categories (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  author TEXT,
  about_author TEXT,
  author_bio TEXT,
  image_url TEXT,
  header_image_url TEXT,
  image_caption TEXT,
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  published_date TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (slug, locale)
);
CREATE INDEX blog_articles_listing ON blog_articles (is_published, locale, published_date DESC);
CREATE INDEX blog_articles_category ON blog_articles (category_id);

CREATE TABLE tutorial_categories (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  name TEXT NOT NULL,
  description TEXT,
  display_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (slug, locale)
);

CREATE TABLE tutorials (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  category_id TEXT REFERENCES tutorial_categories (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  content TEXT,
  author TEXT,
  about_author TEXT,
  image_url TEXT,
  header_image_url TEXT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  published_date TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (slug, locale)
);
CREATE INDEX tutorials_listing ON tutorials (is_published, locale, published_date DESC);
CREATE INDEX tutorials_category ON tutorials (category_id);

CREATE TABLE help_categories (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  name TEXT NOT NULL,
  display_order INTEGER NOT NULL DEFAULT 0,
  UNIQUE (slug, locale)
);

CREATE TABLE help_articles (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  category_id TEXT REFERENCES help_categories (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  is_popular INTEGER NOT NULL DEFAULT 0 CHECK (is_popular IN (0, 1)),
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (slug, locale)
);
CREATE INDEX help_articles_category ON help_articles (category_id);

CREATE TABLE case_studies (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  title TEXT NOT NULL,
  client_name TEXT NOT NULL DEFAULT '',
  client_industry TEXT,
  excerpt TEXT NOT NULL DEFAULT '',
  featured_image_url TEXT,
  header_image_url TEXT,
  content TEXT NOT NULL DEFAULT '',
  results_summary TEXT,
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (slug, locale)
);

CREATE TABLE comparisons (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  title TEXT NOT NULL,
  meta_title TEXT,
  meta_description TEXT,
  header_description TEXT NOT NULL DEFAULT '',
  content TEXT,
  competitor_name TEXT NOT NULL,
  -- The seven rows of the table (spec 2 §3): { "loyalty_programs": { "product": "…", "competitor": "…" }, … }
  features TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(features) AND json_type(features) = 'object'),
  conclusion TEXT,
  cta_text TEXT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (slug, locale)
);
CREATE INDEX comparisons_listing ON comparisons (is_published, locale, created_at DESC);
