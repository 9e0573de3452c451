-- Engagement (spec 2 §2.2, §2.8, §2.11, §3): roadmap, careers, downloads. Mirrors
-- supabase/migrations/20261122000400_engagement.sql. Localised text lives in English on the
-- main row; *_translations rows hold other languages (English is the fallback).

-- Roadmap ------------------------------------------------------------------------------

CREATE TABLE roadmap_items (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category TEXT,
  -- Backlog, Next Up, In Progress or Done; anything else is shown in Backlog.
  status TEXT NOT NULL DEFAULT 'Backlog',
  upvotes INTEGER NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
  created_at TEXT NOT NULL
);

CREATE TABLE roadmap_item_translations (
  item_id INTEGER NOT NULL REFERENCES roadmap_items (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  category TEXT,
  PRIMARY KEY (item_id, locale)
);

CREATE TABLE roadmap_comments (
  id TEXT PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES roadmap_items (id) ON DELETE CASCADE,
  author_name TEXT NOT NULL DEFAULT 'Anonymous' CHECK (length(author_name) BETWEEN 1 AND 60),
  content TEXT NOT NULL CHECK (length(content) BETWEEN 1 AND 1000),
  likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
  created_at TEXT NOT NULL
);
CREATE INDEX roadmap_comments_item ON roadmap_comments (item_id, created_at);

-- One vote per visitor per item: a visitor is the keyed hash of the id in their signed
-- cookie, and the keyed hash of their address; either one having voted is enough to
-- refuse another vote (docs/decisions/0302-one-vote-per-visitor.md).
CREATE TABLE roadmap_votes (
  item_id INTEGER NOT NULL REFERENCES roadmap_items (id) ON DELETE CASCADE,
  visitor_key TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (item_id, visitor_key),
  UNIQUE (item_id, address_hash)
);

CREATE TABLE roadmap_comment_likes (
  comment_id TEXT NOT NULL REFERENCES roadmap_comments (id) ON DELETE CASCADE,
  visitor_key TEXT NOT NULL,
  address_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (comment_id, visitor_key),
  UNIQUE (comment_id, address_hash)
);

-- Counts only go up, and only together with the vote that caused them.
CREATE TRIGGER roadmap_votes_count AFTER INSERT ON roadmap_votes
BEGIN
  UPDATE roadmap_items SET upvotes = upvotes + 1 WHERE id = NEW.item_id;
END;

CREATE TRIGGER roadmap_comment_likes_count AFTER INSERT ON roadmap_comment_likes
BEGIN
  UPDATE roadmap_comments SET likes = likes + 1 WHERE id = NEW.comment_id;
END;

-- Careers ------------------------------------------------------------------------------

CREATE TABLE job_listings (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 80),
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  location TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  employment_type TEXT NOT NULL DEFAULT 'FULL_TIME',
  is_remote INTEGER NOT NULL DEFAULT 1 CHECK (is_remote IN (0, 1)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  posted_at TEXT NOT NULL
);

CREATE TABLE job_listing_translations (
  job_id TEXT NOT NULL REFERENCES job_listings (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  title TEXT NOT NULL,
  department TEXT NOT NULL,
  location TEXT NOT NULL,
  type TEXT NOT NULL,
  description TEXT NOT NULL,
  PRIMARY KEY (job_id, locale)
);

-- job_id is text without a foreign key: the built-in Sales Development Representative
-- job ('sdr-latam') lives in code, not in job_listings (docs/decisions/0304-careers-and-resumes.md).
CREATE TABLE job_applications (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL CHECK (length(job_id) BETWEEN 1 AND 80),
  full_name TEXT NOT NULL CHECK (length(full_name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  phone TEXT CHECK (phone IS NULL OR length(phone) <= 40),
  cover_letter TEXT CHECK (cover_letter IS NULL OR length(cover_letter) <= 5000),
  -- Key of the resume in the private R2 bucket (FILES); never a public address.
  resume_path TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  submitted_at TEXT NOT NULL
);
CREATE INDEX job_applications_job ON job_applications (job_id, submitted_at);

-- Downloads ----------------------------------------------------------------------------

CREATE TABLE downloadable_resources (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 120),
  name TEXT NOT NULL,
  description TEXT,
  category TEXT,
  thumbnail_url TEXT,
  -- Key in the R2 bucket (FILES), or an https:// address the visitor is sent to.
  file_url TEXT NOT NULL,
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  display_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE downloadable_resource_translations (
  resource_id TEXT NOT NULL REFERENCES downloadable_resources (id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  name TEXT NOT NULL,
  description TEXT,
  category TEXT,
  PRIMARY KEY (resource_id, locale)
);

CREATE TABLE download_leads (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 2 AND 100),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  resource_slug TEXT NOT NULL,
  resource_name TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  downloaded_at TEXT NOT NULL
);
CREATE INDEX download_leads_email ON download_leads (email);
