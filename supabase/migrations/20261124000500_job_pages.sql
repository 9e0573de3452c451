-- A page per job for Google for Jobs (issue 22 item 2; docs/decisions/0309-job-pages.md).
-- valid_through: when the posting expires; past it the job is closed (it leaves the list,
-- its page answers 404 and it leaves the sitemap). NULL: open until `active` is cleared.
-- applicant_locations: the countries (ISO 3166-1 alpha-2 codes) a remote job's applicants may live in
-- (schema.org applicantLocationRequirements). salary_*: the base salary when published.
alter table public.job_listings
  add column valid_through timestamptz,
  add column applicant_locations text[] not null default '{}',
  add column salary_currency text check (salary_currency is null or salary_currency ~ '^[A-Z]{3}$'),
  add column salary_min numeric check (salary_min is null or salary_min > 0),
  add column salary_max numeric check (salary_max is null or salary_max > 0),
  add column salary_unit text check (salary_unit is null or salary_unit in ('HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'));

-- A closed job (past valid_through) is no longer public, like an inactive one.
drop policy "Active job listings are public" on public.job_listings;
create policy "Open job listings are public" on public.job_listings
  for select to anon, authenticated
  using (active and (valid_through is null or valid_through > now()));
drop policy "Translations of active job listings are public" on public.job_listing_translations;
create policy "Translations of open job listings are public" on public.job_listing_translations
  for select to anon, authenticated
  using (exists (
    select 1 from public.job_listings j
     where j.id = job_id and j.active and (j.valid_through is null or j.valid_through > now())
  ));

-- The return type grows, so the function is replaced (same name, same argument, same grants).
drop function public.get_active_job_listings(text);
create function public.get_active_job_listings(p_locale text default 'en')
returns table (
  id text, title text, department text, location text, type text, description text,
  employment_type text, is_remote boolean, posted_at timestamptz,
  valid_through timestamptz, applicant_locations text[],
  salary_currency text, salary_min numeric, salary_max numeric, salary_unit text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select j.id,
         coalesce(t.title, j.title),
         coalesce(t.department, j.department),
         coalesce(t.location, j.location),
         coalesce(t.type, j.type),
         coalesce(t.description, j.description),
         j.employment_type, j.is_remote, j.posted_at,
         j.valid_through, j.applicant_locations,
         j.salary_currency, j.salary_min, j.salary_max, j.salary_unit
    from public.job_listings j
    left join public.job_listing_translations t on t.job_id = j.id and t.locale = p_locale
   where j.active and (j.valid_through is null or j.valid_through > now())
   order by j.display_order, j.posted_at desc;
$$;

revoke execute on function public.get_active_job_listings(text) from public;
grant execute on function public.get_active_job_listings(text) to anon, authenticated, service_role;
