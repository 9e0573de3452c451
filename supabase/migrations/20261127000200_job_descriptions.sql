-- A job's full description (issue 30 item 2; docs/decisions/0047-job-postings-in-full.md):
-- besides `description` (what the role is), what the person will do, what we look for and the
-- hours, shown on the job's page and in its JobPosting. NULL in a translation falls back to the
-- job's own (English) value, as the other columns do.
alter table public.job_listings
  add column responsibilities text[] not null default '{}',
  add column qualifications text[] not null default '{}',
  add column work_hours text check (work_hours is null or char_length(work_hours) between 1 and 500);
alter table public.job_listing_translations
  add column responsibilities text[],
  add column qualifications text[],
  add column work_hours text check (work_hours is null or char_length(work_hours) between 1 and 500);

-- The return type grows, so the function is replaced (same name, same argument, same grants).
drop function public.get_active_job_listings(text);
create function public.get_active_job_listings(p_locale text default 'en')
returns table (
  id text, title text, department text, location text, type text, description text,
  responsibilities text[], qualifications text[], work_hours text,
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
         coalesce(t.responsibilities, j.responsibilities),
         coalesce(t.qualifications, j.qualifications),
         coalesce(t.work_hours, j.work_hours),
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
