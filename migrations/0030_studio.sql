-- The studio (issue 41, decision 0501; DESIGN §11), mirrored in
-- supabase/migrations/20261202000900_studio.sql.
--
-- studio_staff: who may sign in (Cloudflare Access says who they are; this table says
-- whether they are staff and what they may do). studio_revisions: every save of a content
-- piece, all its fields, immutable. studio_items: where a piece stands in the workflow (the
-- revision sent for review, the one published, when). studio_audit: every studio write,
-- append-only: no statement can change or delete a row (the triggers below).

CREATE TABLE studio_staff (
  email TEXT PRIMARY KEY CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'writer', 'recruiter', 'support')),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE studio_revisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  item_id TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'pt')),
  fields TEXT NOT NULL CHECK (json_valid(fields) AND json_type(fields) = 'object'),
  author_email TEXT NOT NULL,
  based_on INTEGER REFERENCES studio_revisions (id),
  note TEXT,
  -- A random id per save: the statements of one save's batch find their revision by it, and
  -- write nothing when the revision was not written (someone saved first).
  save_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX studio_revisions_item ON studio_revisions (kind, item_id, id DESC);
CREATE TRIGGER studio_revisions_no_update BEFORE UPDATE ON studio_revisions
  BEGIN SELECT RAISE(ABORT, 'revisions are immutable: save a new one'); END;

CREATE TABLE studio_items (
  kind TEXT NOT NULL CHECK (kind IN ('blog', 'tutorials', 'help', 'case-studies', 'comparisons')),
  item_id TEXT NOT NULL,
  review_revision INTEGER REFERENCES studio_revisions (id),
  published_revision INTEGER REFERENCES studio_revisions (id),
  last_published_at TEXT,
  PRIMARY KEY (kind, item_id)
);

CREATE TABLE studio_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_email TEXT NOT NULL,
  actor_role TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT NOT NULL,
  item_id TEXT,
  before_revision INTEGER,
  after_revision INTEGER,
  detail TEXT
);
CREATE INDEX studio_audit_actor ON studio_audit (actor_email, id DESC);
CREATE INDEX studio_audit_kind ON studio_audit (kind, id DESC);
CREATE TRIGGER studio_audit_no_update BEFORE UPDATE ON studio_audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER studio_audit_no_delete BEFORE DELETE ON studio_audit
  BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
