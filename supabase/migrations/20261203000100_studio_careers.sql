-- The studio's applications and jobs (issue 43 items 1 and 2; docs/decisions/0503-studio-careers.md),
-- mirroring migrations/0031_studio_careers.sql. Every function runs as its owner (security
-- definer, search_path ''), is executable by service_role (the Worker's secret key) only, and
-- writes its change and its audit entry (public.studio_audit_entry) in one transaction.

alter table public.job_applications add column status text not null default 'new'
  check (status in ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected'));
create index job_applications_job_newest on public.job_applications (job_id, submitted_at desc, id desc);

-- A recruiter's notes; they go with their application (an applicant's erasure request).
create table public.job_application_notes (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.job_applications (id) on delete cascade,
  author_email text not null,
  body text not null check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index job_application_notes_application on public.job_application_notes (application_id, id);
alter table public.job_application_notes enable row level security;
revoke all on table public.job_application_notes from anon, authenticated;

-- Applications ------------------------------------------------------------------------------

-- How many applications each job has, and the newest one's time (the studio's job picker).
create function public.studio_application_counts()
returns table (job_id text, applications bigint, newest timestamptz) language sql stable security definer set search_path = '' as $$
  select a.job_id, count(*), max(a.submitted_at) from public.job_applications a group by a.job_id order by max(a.submitted_at) desc
$$;

-- One page of a job's applications, newest first, after the cursor (p_before_at, p_before_id):
-- keyset paging on job_applications_job_newest, never an offset. The cover letter stays out.
create function public.studio_job_applications(p_job text, p_before_at timestamptz, p_before_id uuid, p_limit integer)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select to_jsonb(a) - 'cover_letter'
    from public.job_applications a
   where a.job_id = p_job
     and (p_before_at is null or (a.submitted_at, a.id) < (p_before_at, p_before_id))
   order by a.submitted_at desc, a.id desc
   limit least(greatest(p_limit, 1), 201)
$$;

-- One application with its notes (oldest first), or null.
create function public.studio_job_application(p_id uuid)
returns jsonb language sql stable security definer set search_path = '' as $$
  select to_jsonb(a) || jsonb_build_object('notes', coalesce((
           select jsonb_agg(jsonb_build_object('id', n.id::text, 'author_email', n.author_email, 'body', n.body, 'created_at', n.created_at) order by n.id)
             from public.job_application_notes n where n.application_id = a.id), '[]'::jsonb))
    from public.job_applications a where a.id = p_id
$$;

-- 'done', 'unchanged' (already in that status: nothing written) or 'not-found'.
create function public.studio_set_application_status(p_id uuid, p_status text, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_before text;
begin
  select status into v_before from public.job_applications where id = p_id for update;
  if not found then return 'not-found'; end if;
  if v_before = p_status then return 'unchanged'; end if;
  update public.job_applications set status = p_status where id = p_id;
  perform public.studio_audit_entry(p_actor, p_role, 'application.status', 'applications', p_id::text, null, null, v_before || ' → ' || p_status);
  return 'done';
end $$;

-- A note; false when the application is gone. The audit line says a note was added and its
-- length, not its words: the log is append-only and must not keep an applicant's data after erasure.
create function public.studio_add_application_note(p_id uuid, p_body text, p_actor text, p_role text)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.job_applications where id = p_id for update;
  if not found then return false; end if;
  insert into public.job_application_notes (application_id, author_email, body) values (p_id, p_actor, p_body);
  perform public.studio_audit_entry(p_actor, p_role, 'application.note', 'applications', p_id::text, null, null, 'note added (' || char_length(p_body) || ' characters)');
  return true;
end $$;

-- Deletes an application and its notes (an erasure request) and answers its resume's path, which
-- the Worker then removes from the bucket; null when there was no such application.
create function public.studio_delete_application(p_id uuid, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_row public.job_applications;
begin
  delete from public.job_applications where id = p_id returning * into v_row;
  if v_row.id is null then return null; end if;
  perform public.studio_audit_entry(p_actor, p_role, 'application.delete', 'applications', p_id::text, null, null,
    'application to ' || v_row.job_id || ' and its resume deleted');
  return v_row.resume_path;
end $$;

-- Jobs ----------------------------------------------------------------------------------------

-- Every job, open or closed, with its Portuguese text (null when it has none).
create function public.studio_job_listings(p_id text default null)
returns setof jsonb language sql stable security definer set search_path = '' as $$
  select to_jsonb(j) || jsonb_build_object('pt', (select to_jsonb(t) from public.job_listing_translations t where t.job_id = j.id and t.locale = 'pt'))
    from public.job_listings j
   where p_id is null or j.id = p_id
   order by j.active desc, j.display_order, j.posted_at desc
$$;

-- Creates (p_create) or updates a job and its Portuguese text (p_pt null removes it, so the page
-- falls back to English). 'saved', 'taken' (create: the id exists) or 'not-found' (update).
-- The content version's triggers on both tables move the edge cache's key (decision 0027).
create function public.studio_save_job(p_id text, p_create boolean, p_job jsonb, p_pt jsonb, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
begin
  if p_create then
    insert into public.job_listings (id, title, department, location, type, description, responsibilities, qualifications, work_hours,
        employment_type, is_remote, active, display_order, posted_at, valid_through, applicant_locations, salary_currency, salary_min, salary_max, salary_unit)
    values (p_id, p_job->>'title', p_job->>'department', p_job->>'location', p_job->>'type', p_job->>'description',
        array(select jsonb_array_elements_text(p_job->'responsibilities')), array(select jsonb_array_elements_text(p_job->'qualifications')), p_job->>'work_hours', p_job->>'employment_type', (p_job->>'is_remote')::boolean, true,
        (p_job->>'display_order')::integer, now(), (p_job->>'valid_through')::timestamptz,
        array(select jsonb_array_elements_text(p_job->'applicant_locations')), p_job->>'salary_currency',
        (p_job->>'salary_min')::numeric, (p_job->>'salary_max')::numeric, p_job->>'salary_unit')
    on conflict (id) do nothing;
    if not found then return 'taken'; end if;
  else
    update public.job_listings set title = p_job->>'title', department = p_job->>'department', location = p_job->>'location', type = p_job->>'type',
        description = p_job->>'description', responsibilities = array(select jsonb_array_elements_text(p_job->'responsibilities')), qualifications = array(select jsonb_array_elements_text(p_job->'qualifications')),
        work_hours = p_job->>'work_hours', employment_type = p_job->>'employment_type', is_remote = (p_job->>'is_remote')::boolean,
        display_order = (p_job->>'display_order')::integer, valid_through = (p_job->>'valid_through')::timestamptz,
        applicant_locations = array(select jsonb_array_elements_text(p_job->'applicant_locations')), salary_currency = p_job->>'salary_currency',
        salary_min = (p_job->>'salary_min')::numeric, salary_max = (p_job->>'salary_max')::numeric, salary_unit = p_job->>'salary_unit'
     where id = p_id;
    if not found then return 'not-found'; end if;
  end if;
  if p_pt is null then
    delete from public.job_listing_translations where job_id = p_id and locale = 'pt';
  else
    insert into public.job_listing_translations (job_id, locale, title, department, location, type, description, responsibilities, qualifications, work_hours)
    values (p_id, 'pt', p_pt->>'title', p_pt->>'department', p_pt->>'location', p_pt->>'type', p_pt->>'description', nullif(array(select jsonb_array_elements_text(p_pt->'responsibilities')), '{}'), nullif(array(select jsonb_array_elements_text(p_pt->'qualifications')), '{}'), p_pt->>'work_hours')
    on conflict (job_id, locale) do update set title = excluded.title, department = excluded.department, location = excluded.location, type = excluded.type,
      description = excluded.description, responsibilities = excluded.responsibilities, qualifications = excluded.qualifications, work_hours = excluded.work_hours;
  end if;
  perform public.studio_audit_entry(p_actor, p_role, case when p_create then 'job.create' else 'job.update' end, 'jobs', p_id, null, null,
    p_job->>'title' || case when p_pt is null then ' (English only)' else ' (English and Portuguese)' end);
  return 'saved';
end $$;

-- Closes or reopens a job. Reopening clears a closing date that has passed, or the job would stay
-- closed (decision 0309: a job is closed when inactive or past its valid_through).
create function public.studio_set_job_open(p_id text, p_open boolean, p_actor text, p_role text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  v_job public.job_listings;
begin
  select * into v_job from public.job_listings where id = p_id for update;
  if not found then return 'not-found'; end if;
  if p_open = (v_job.active and (v_job.valid_through is null or v_job.valid_through > now())) then return 'unchanged'; end if;
  update public.job_listings
     set active = p_open,
         valid_through = case when p_open and valid_through <= now() then null else valid_through end
   where id = p_id;
  perform public.studio_audit_entry(p_actor, p_role, case when p_open then 'job.reopen' else 'job.close' end, 'jobs', p_id, null, null,
    case when p_open and v_job.valid_through <= now() then 'reopened; its past closing date cleared' else null end);
  return 'done';
end $$;

revoke execute on function public.studio_application_counts(), public.studio_job_applications(text, timestamptz, uuid, integer),
  public.studio_job_application(uuid), public.studio_set_application_status(uuid, text, text, text),
  public.studio_add_application_note(uuid, text, text, text), public.studio_delete_application(uuid, text, text),
  public.studio_job_listings(text), public.studio_save_job(text, boolean, jsonb, jsonb, text, text),
  public.studio_set_job_open(text, boolean, text, text)
  from public, anon, authenticated;
grant execute on function public.studio_application_counts(), public.studio_job_applications(text, timestamptz, uuid, integer),
  public.studio_job_application(uuid), public.studio_set_application_status(uuid, text, text, text),
  public.studio_add_application_note(uuid, text, text, text), public.studio_delete_application(uuid, text, text),
  public.studio_job_listings(text), public.studio_save_job(text, boolean, jsonb, jsonb, text, text),
  public.studio_set_job_open(text, boolean, text, text)
  to service_role;
