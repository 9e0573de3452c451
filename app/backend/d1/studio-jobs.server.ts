import type { Row } from "../rows.server";
import { toStudioJob } from "../studio-careers-rows.server";
import type { StudioJobInput, StudioJobsPort, StudioJobText } from "../studio-jobs";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

/**
 * Jobs in the studio on D1 (decision 0503). A save is one batch: the job, its Portuguese text and
 * the audit entry. The content version's triggers on job_listings and job_listing_translations
 * (migrations/0009_content_version.sql) move the edge cache's key, as a publish does.
 */
const jobsQuery = `SELECT j.*, (SELECT json_object('title', t.title, 'department', t.department, 'location', t.location, 'type', t.type,
    'description', t.description, 'responsibilities', t.responsibilities, 'qualifications', t.qualifications, 'work_hours', t.work_hours)
    FROM job_listing_translations t WHERE t.job_id = j.id AND t.locale = 'pt') AS pt
  FROM job_listings j`;

const json = (items: string[]) => JSON.stringify(items);
/** An empty Portuguese list is NULL, so the page shows the English one (COALESCE in listActiveJobListings). */
const orNone = (items: string[]) => (items.length ? json(items) : null);

function ptStatements(db: D1Database, id: string, pt: StudioJobText | null): D1PreparedStatement {
  if (!pt) return db.prepare("DELETE FROM job_listing_translations WHERE job_id = ?1 AND locale = 'pt'").bind(id);
  return db
    .prepare(
      `INSERT INTO job_listing_translations (job_id, locale, title, department, location, type, description, responsibilities, qualifications, work_hours)
       VALUES (?1, 'pt', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (job_id, locale) DO UPDATE SET title = excluded.title, department = excluded.department, location = excluded.location, type = excluded.type,
         description = excluded.description, responsibilities = excluded.responsibilities, qualifications = excluded.qualifications, work_hours = excluded.work_hours`
    )
    .bind(id, pt.title, pt.department, pt.location, pt.type, pt.description, orNone(pt.responsibilities), orNone(pt.qualifications), pt.workHours);
}

/** The job's own columns, in the order both statements below bind them (?2 to ?18). */
function jobValues(job: StudioJobInput) {
  const { en, salary } = job;
  return [
    en.title, en.department, en.location, en.type, en.description, json(en.responsibilities), json(en.qualifications), en.workHours,
    job.employmentType, job.remote ? 1 : 0, job.displayOrder, job.validThrough, json(job.applicantLocations),
    salary?.currency ?? null, salary?.min ?? null, salary?.max ?? null, salary?.unit ?? null,
  ];
}

export function d1StudioJobs({ db, now }: D1Context): StudioJobsPort {
  return {
    async listStudioJobs() {
      const { results } = await runD1("list studio jobs", () => db.prepare(`${jobsQuery} ORDER BY j.active DESC, j.display_order, j.posted_at DESC`).all<Row>());
      return results.map(toStudioJob);
    },

    async getStudioJob(id) {
      const row = await runD1("read studio job", () => db.prepare(`${jobsQuery} WHERE j.id = ?1`).bind(id).first<Row>());
      return row ? toStudioJob(row) : null;
    },

    async saveStudioJob(job, mode, actor) {
      const existing = await runD1("find job", () => db.prepare("SELECT 1 AS found FROM job_listings WHERE id = ?1").bind(job.id).first());
      if (mode === "create" && existing) return "taken";
      if (mode === "update" && !existing) return "not-found";
      const write =
        mode === "create"
          ? db.prepare(
              `INSERT INTO job_listings (id, title, department, location, type, description, responsibilities, qualifications, work_hours,
                 employment_type, is_remote, display_order, valid_through, applicant_locations, salary_currency, salary_min, salary_max, salary_unit, active, posted_at)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, 1, ?19)`
            ).bind(job.id, ...jobValues(job), now().toISOString())
          : db.prepare(
              `UPDATE job_listings SET title = ?2, department = ?3, location = ?4, type = ?5, description = ?6, responsibilities = ?7, qualifications = ?8,
                 work_hours = ?9, employment_type = ?10, is_remote = ?11, display_order = ?12, valid_through = ?13, applicant_locations = ?14,
                 salary_currency = ?15, salary_min = ?16, salary_max = ?17, salary_unit = ?18 WHERE id = ?1`
            ).bind(job.id, ...jobValues(job));
      const detail = `${job.en.title} (${job.pt ? "English and Portuguese" : "English only"})`;
      await runD1("save job", () =>
        db.batch([
          write,
          ptStatements(db, job.id, job.pt),
          studioAuditStatement(db, actor, mode === "create" ? "job.create" : "job.update", "jobs", job.id, detail),
        ])
      );
      return "saved";
    },

    async setStudioJobOpen(id, open, actor) {
      const at = now().toISOString();
      const row = await runD1("read job", () => db.prepare("SELECT active, valid_through FROM job_listings WHERE id = ?1").bind(id).first<{ active: number; valid_through: string | null }>());
      if (!row) return "not-found";
      const expired = row.valid_through !== null && row.valid_through <= at;
      if (open === (row.active === 1 && !expired)) return "unchanged";
      await runD1("open or close job", () =>
        db.batch([
          // Reopening clears a closing date that has passed, or the job would stay closed (decision 0309).
          db.prepare("UPDATE job_listings SET active = ?2, valid_through = CASE WHEN ?2 = 1 AND valid_through <= ?3 THEN NULL ELSE valid_through END WHERE id = ?1").bind(id, open ? 1 : 0, at),
          studioAuditStatement(db, actor, open ? "job.reopen" : "job.close", "jobs", id, open && expired ? "reopened; its past closing date cleared" : null),
        ])
      );
      return "done";
    },
  };
}
