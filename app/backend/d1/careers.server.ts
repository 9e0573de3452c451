import type { Lang } from "~/lib/i18n";
import type { CareersPort, JobApplicationInput, ResumeMeta } from "../engagement";
import { BackendError } from "../types";
import { toJobListing, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { leadEventStatement } from "./lead-events.server";
import { jsonOrNull as json } from "./lead-events.server";

/** Careers on D1: job listings and applications, with resumes in R2. */
export function d1Careers({ db, files, now }: D1Context): CareersPort {
  return {
    async listActiveJobListings(locale: Lang) {
      const { results } = await runD1("list job listings", () =>
        db
          .prepare(
            `SELECT j.id,
                    COALESCE(t.title, j.title) AS title,
                    COALESCE(t.department, j.department) AS department,
                    COALESCE(t.location, j.location) AS location,
                    COALESCE(t.type, j.type) AS type,
                    COALESCE(t.description, j.description) AS description,
                    COALESCE(t.responsibilities, j.responsibilities) AS responsibilities,
                    COALESCE(t.qualifications, j.qualifications) AS qualifications,
                    COALESCE(t.work_hours, j.work_hours) AS work_hours,
                    j.employment_type, j.is_remote, j.posted_at,
                    j.valid_through, j.applicant_locations,
                    j.salary_currency, j.salary_min, j.salary_max, j.salary_unit
               FROM job_listings j
               LEFT JOIN job_listing_translations t ON t.job_id = j.id AND t.locale = ?1
              WHERE j.active = 1 AND (j.valid_through IS NULL OR j.valid_through > ?2)
              ORDER BY j.display_order ASC, j.posted_at DESC`
          )
          .bind(locale, now().toISOString())
          .all<Row>()
      );
      return results.map(toJobListing);
    },

    async storeResume(content: Uint8Array, meta: ResumeMeta) {
      // resumes/{timestamp}-{random}.{ext}: the spec's path shape, unguessable.
      const path = `resumes/${now().getTime()}-${crypto.randomUUID()}.${meta.extension}`;
      await runD1("store resume", () =>
        files.put(path, content, {
          httpMetadata: { contentType: meta.contentType },
        })
      );
      return { path };
    },

    async deleteResume(path: string) {
      if (!path.startsWith("resumes/")) throw new BackendError(`refusing to delete ${path}: not a resume`);
      await runD1("delete resume", () => files.delete(path));
    },

    async submitJobApplication(input: JobApplicationInput) {
      const id = crypto.randomUUID();
      const at = now().toISOString();
      // The application and its event (the fields and the resume's path, never its bytes) in one batch.
      await runD1("submit job application", () =>
        db.batch([
        db
          .prepare(
            `INSERT INTO job_applications
               (id, job_id, full_name, email, phone, cover_letter, resume_path, locale, submitted_at, page, source)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`
          )
          .bind(
            id,
            input.jobId,
            input.fullName,
            input.email,
            input.phone,
            input.coverLetter,
            input.resumePath,
            input.locale,
            at,
            json(input.from?.page), json(input.from?.source)
          ),
        leadEventStatement(db, {
          type: "job_application.created",
          at,
          data: {
            id,
            job_id: input.jobId,
            full_name: input.fullName,
            email: input.email,
            phone: input.phone,
            cover_letter: input.coverLetter,
            resume_path: input.resumePath,
            locale: input.locale,
            submitted_at: at,
            page: input.from?.page ?? null, source: input.from?.source ?? null,
          },
        }),
        ])
      );
      return { id };
    },
  };
}
