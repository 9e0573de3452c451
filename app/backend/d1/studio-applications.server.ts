import type { Row } from "../rows.server";
import { toApplication, toApplicationSummary } from "../studio-careers-rows.server";
import type { StudioApplicationsPort } from "../studio-applications";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

/**
 * Applications in the studio on D1 + R2 (decision 0503). Each write and its audit entry are one
 * batch; a resume is read from the private bucket by the Worker itself, never by address.
 */
export function d1StudioApplications({ db, files, now }: D1Context): StudioApplicationsPort {
  return {
    async countApplicationsByJob() {
      const { results } = await runD1("count applications", () =>
        db.prepare("SELECT job_id, count(*) AS applications, max(submitted_at) AS newest FROM job_applications GROUP BY job_id ORDER BY newest DESC").all<Row>()
      );
      return results.map((row) => ({ jobId: String(row.job_id), applications: Number(row.applications), newest: row.newest ? String(row.newest) : null }));
    },

    async listJobApplications(jobId, before, limit) {
      // Keyset: a row-value range on job_applications_job_newest (EXPLAIN QUERY PLAN: "job_id=? AND
      // (submitted_at,id)<(?,?)"), so page 500 reads what page 1 does; an OR of the two columns
      // read only job_id from the index and skipped the newer rows one by one.
      const columns = "id, job_id, full_name, email, phone, locale, status, submitted_at, page, source";
      const { results } = await runD1("list applications", () =>
        (before
          ? db
              .prepare(`SELECT ${columns} FROM job_applications WHERE job_id = ?1 AND (submitted_at, id) < (?2, ?3) ORDER BY submitted_at DESC, id DESC LIMIT ?4`)
              .bind(jobId, before.at, before.id, limit)
          : db.prepare(`SELECT ${columns} FROM job_applications WHERE job_id = ?1 ORDER BY submitted_at DESC, id DESC LIMIT ?2`).bind(jobId, limit)
        ).all<Row>()
      );
      return results.map(toApplicationSummary);
    },

    async getJobApplication(id) {
      const [application, notes] = await runD1("read application", () =>
        db.batch<Row>([
          db.prepare("SELECT * FROM job_applications WHERE id = ?1").bind(id),
          db.prepare("SELECT id, author_email, body, created_at FROM job_application_notes WHERE application_id = ?1 ORDER BY id").bind(id),
        ])
      );
      const row = application?.results[0];
      return row ? toApplication({ ...row, notes: notes?.results ?? [] }) : null;
    },

    async setApplicationStatus(id, status, actor) {
      const row = await runD1("read application status", () => db.prepare("SELECT status FROM job_applications WHERE id = ?1").bind(id).first<{ status: string }>());
      if (!row) return "not-found";
      if (row.status === status) return "unchanged";
      await runD1("set application status", () =>
        db.batch([
          db.prepare("UPDATE job_applications SET status = ?1 WHERE id = ?2").bind(status, id),
          studioAuditStatement(db, actor, "application.status", "applications", id, `${row.status} → ${status}`),
        ])
      );
      return "done";
    },

    async addApplicationNote(id, body, actor) {
      const exists = await runD1("find application", () => db.prepare("SELECT 1 AS found FROM job_applications WHERE id = ?1").bind(id).first());
      if (!exists) return false;
      await runD1("add application note", () =>
        db.batch([
          db.prepare("INSERT INTO job_application_notes (application_id, author_email, body, created_at) VALUES (?1, ?2, ?3, ?4)").bind(id, actor.email, body, now().toISOString()),
          // The length, not the words: the log outlives an erasure and must not keep the applicant's data.
          studioAuditStatement(db, actor, "application.note", "applications", id, `note added (${[...body].length} characters)`),
        ])
      );
      return true;
    },

    async deleteJobApplication(id, actor) {
      const row = await runD1("find application", () => db.prepare("SELECT job_id, resume_path FROM job_applications WHERE id = ?1").bind(id).first<{ job_id: string; resume_path: string }>());
      if (!row) return null;
      await runD1("delete application", () =>
        db.batch([
          db.prepare("DELETE FROM job_application_notes WHERE application_id = ?1").bind(id),
          db.prepare("DELETE FROM job_applications WHERE id = ?1").bind(id),
          studioAuditStatement(db, actor, "application.delete", "applications", id, `application to ${row.job_id} and its resume deleted`),
        ])
      );
      await removeResume(files, row.resume_path);
      return { resumePath: row.resume_path };
    },

    async openResume(path) {
      const object = await runD1("read resume", () => files.get(path));
      if (!object) return null;
      const extension = path.split(".").pop()?.toLowerCase() ?? "pdf";
      return { kind: "stream", body: object.body, contentType: object.httpMetadata?.contentType ?? "application/octet-stream", size: object.size, fileName: `resume.${extension}` };
    },
  };
}

async function removeResume(files: R2Bucket, path: string) {
  if (!path.startsWith("resumes/")) throw new BackendError(`refusing to delete ${path}: not a resume`);
  await runD1("delete resume", () => files.delete(path));
}
