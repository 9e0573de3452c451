import type { Lang } from "~/lib/i18n";
import type { CareersPort, JobApplicationInput, ResumeMeta } from "../engagement";
import { BackendError } from "../types";
import { toJobListing, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { jobApplicationPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

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
      const lead = jobApplicationPayload(input);
      // The application and its event (the fields and the resume's path, never its bytes) in one batch.
      await runD1("submit job application", () =>
        db.batch([
          insertLeadRow(db, "job_applications", leadRow("job_application.created", lead, { id, submitted_at: at })),
          leadEventStatement(db, { type: "job_application.created", payload: lead, id, at }),
        ])
      );
      return { id };
    },
  };
}
