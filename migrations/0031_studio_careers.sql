-- The studio's applications and jobs (issue 43 items 1 and 2; docs/decisions/0503-studio-careers.md).
-- Mirrors supabase/migrations/20261203000100_studio_careers.sql.
--
-- status: where a recruiter has moved an application; every change is an audit entry written in
-- the same batch (app/backend/d1/studio-applications.server.ts). A new application is 'new'.
ALTER TABLE job_applications ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'));

-- The studio pages a job's applications newest first by (submitted_at, id) (keyset, decision 0502).
CREATE INDEX job_applications_job_newest ON job_applications (job_id, submitted_at DESC, id DESC);

-- A recruiter's notes on an application. They go with the application when it is deleted (an
-- applicant's erasure request), so nothing of the applicant outlives it but the audit line, which
-- names no applicant.
CREATE TABLE job_application_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id TEXT NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  author_email TEXT NOT NULL,
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at TEXT NOT NULL
);
CREATE INDEX job_application_notes_application ON job_application_notes (application_id, id);
