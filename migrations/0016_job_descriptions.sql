-- A job's full description (issue 30 item 2; docs/decisions/0047-job-postings-in-full.md):
-- besides `description` (what the role is), what the person will do, what we look for and the
-- hours, shown on the job's page and in its JobPosting. responsibilities and qualifications are
-- JSON arrays of sentences, one list item each; work_hours is a sentence. NULL in a translation
-- falls back to the job's own (English) value, as the other columns do.
ALTER TABLE job_listings ADD COLUMN responsibilities TEXT CHECK (responsibilities IS NULL OR json_valid(responsibilities));
ALTER TABLE job_listings ADD COLUMN qualifications TEXT CHECK (qualifications IS NULL OR json_valid(qualifications));
ALTER TABLE job_listings ADD COLUMN work_hours TEXT;
ALTER TABLE job_listing_translations ADD COLUMN responsibilities TEXT CHECK (responsibilities IS NULL OR json_valid(responsibilities));
ALTER TABLE job_listing_translations ADD COLUMN qualifications TEXT CHECK (qualifications IS NULL OR json_valid(qualifications));
ALTER TABLE job_listing_translations ADD COLUMN work_hours TEXT;
