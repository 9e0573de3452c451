-- Marketing pages (spec 1 §2.3, §2.4, §3), mirrored in supabase/migrations.

-- Rows of the pricing page's feature comparison table. One row per feature and
-- language; rows of the same feature share feature_key, and a language without its own
-- row shows the English one. display_order orders the whole table; categories appear
-- in the order of their first row.
CREATE TABLE pricing_features (
  id TEXT PRIMARY KEY,
  feature_key TEXT NOT NULL,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  feature_name TEXT NOT NULL CHECK (length(feature_name) BETWEEN 1 AND 120),
  feature_description TEXT CHECK (feature_description IS NULL OR length(feature_description) <= 500),
  starter_included INTEGER NOT NULL DEFAULT 0 CHECK (starter_included IN (0, 1)),
  professional_included INTEGER NOT NULL DEFAULT 0 CHECK (professional_included IN (0, 1)),
  enterprise_included INTEGER NOT NULL DEFAULT 0 CHECK (enterprise_included IN (0, 1)),
  starter_value TEXT CHECK (starter_value IS NULL OR length(starter_value) <= 60),
  professional_value TEXT CHECK (professional_value IS NULL OR length(professional_value) <= 60),
  enterprise_value TEXT CHECK (enterprise_value IS NULL OR length(enterprise_value) <= 60),
  category TEXT NOT NULL CHECK (length(category) BETWEEN 1 AND 80),
  display_order INTEGER NOT NULL DEFAULT 0,
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  UNIQUE (feature_key, locale)
);
CREATE INDEX pricing_features_order ON pricing_features (is_published, locale, display_order);

-- Free-audit requests from the home page form (spec 1 §2.3, §3). The team works through
-- them by status; see docs/decisions/0101-free-audit-requests.md.
CREATE TABLE audit_requests (
  id TEXT PRIMARY KEY,
  property_url TEXT NOT NULL CHECK (length(property_url) <= 2048 AND (property_url LIKE 'http://%' OR property_url LIKE 'https://%')),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (email = lower(email) AND instr(email, '@') > 1 AND length(email) <= 254),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'sent', 'discarded')),
  created_at TEXT NOT NULL
);
CREATE INDEX audit_requests_status ON audit_requests (status, created_at);
