-- A page per job for Google for Jobs (issue 22 item 2; docs/decisions/0309-job-pages.md).
-- valid_through: when the posting expires (ISO-8601 UTC text, compared as text); past it the
-- job is closed: it leaves the list, its page answers 404 and it leaves the sitemap. NULL
-- means open until `active` is cleared (its JSON-LD then has no validThrough; the rows the
-- site ships all carry one).
-- applicant_locations: JSON array of ISO 3166-1 alpha-2 country codes ("PT", "BR") a remote job's applicants may live in
-- (schema.org applicantLocationRequirements); NULL or [] for an on-site job.
-- salary_*: the base salary when it is published (schema.org baseSalary, MonetaryAmount);
-- all NULL when it is not. salary_unit is the QuantitativeValue unitText.
ALTER TABLE job_listings ADD COLUMN valid_through TEXT;
ALTER TABLE job_listings ADD COLUMN applicant_locations TEXT CHECK (applicant_locations IS NULL OR json_valid(applicant_locations));
ALTER TABLE job_listings ADD COLUMN salary_currency TEXT CHECK (salary_currency IS NULL OR length(salary_currency) = 3);
ALTER TABLE job_listings ADD COLUMN salary_min REAL CHECK (salary_min IS NULL OR salary_min > 0);
ALTER TABLE job_listings ADD COLUMN salary_max REAL CHECK (salary_max IS NULL OR salary_max > 0);
ALTER TABLE job_listings ADD COLUMN salary_unit TEXT CHECK (salary_unit IS NULL OR salary_unit IN ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'));
