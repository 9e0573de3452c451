-- Newsletter and waitlist subscribers (spec 1 §3, spec 2 §3), mirrored in
-- supabase/migrations. Emails are stored lower-cased; one row per email.
CREATE TABLE newsletter_subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  phone TEXT,
  is_waitlist INTEGER NOT NULL DEFAULT 0 CHECK (is_waitlist IN (0, 1)),
  feature_interest TEXT NOT NULL DEFAULT 'Newsletter',
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  consent_text TEXT NOT NULL,
  subscribed_at TEXT NOT NULL,
  preferences_updated_at TEXT NOT NULL,
  update_count INTEGER NOT NULL DEFAULT 0
);

-- Fixed-window counters for the rate limit on every public POST. `bucket` is an
-- HMAC of the client address and the action, never the address itself.
CREATE TABLE rate_limit_hits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start);
