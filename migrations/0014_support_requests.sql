-- Support requests from the help center's "Contact Support" form (issue 22 item 3;
-- docs/decisions/0212-help-related-and-contact.md). A lead like audit_requests: written with its
-- support_request.created event in one batch (lead_events, 0010), read by operators only.
-- Lengths are the form's caps (app/backend/support.ts), counted here in characters.
CREATE TABLE support_requests (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email TEXT NOT NULL CHECK (email = lower(email) AND instr(email, '@') > 1 AND length(email) <= 254),
  subject TEXT CHECK (subject IS NULL OR length(subject) BETWEEN 1 AND 150),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
  article_slug TEXT CHECK (article_slug IS NULL OR length(article_slug) BETWEEN 1 AND 120),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed', 'spam')),
  created_at TEXT NOT NULL
);
CREATE INDEX support_requests_status ON support_requests (status, created_at);
