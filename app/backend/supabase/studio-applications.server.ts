import type { Row } from "../rows.server";
import { toApplication, toApplicationSummary } from "../studio-careers-rows.server";
import { resumeLinkSeconds, type StudioApplicationsPort } from "../studio-applications";
import { BackendError } from "../types";
import { resumeBucket } from "./careers.server";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * Applications in the studio on Supabase (supabase/migrations/20261203000100_studio_careers.sql,
 * decision 0503): every call with the secret key, each write one function that writes its audit
 * entry too. A resume is handed over as a signed address valid for 60 seconds, never a public one.
 */
export function supabaseStudioApplications({ writer }: SupabaseContext): StudioApplicationsPort {
  return {
    async countApplicationsByJob() {
      const rows = await answerOf<Row[] | null>("studio_application_counts", writer.rpc("studio_application_counts"));
      return (rows ?? []).map((row) => ({ jobId: String(row.job_id), applications: Number(row.applications), newest: row.newest ? String(row.newest) : null }));
    },

    async listJobApplications(jobId, before, limit) {
      const rows = await answerOf<Row[] | null>(
        "studio_job_applications",
        writer.rpc("studio_job_applications", { p_job: jobId, p_before_at: before?.at ?? null, p_before_id: before?.id ?? null, p_limit: limit })
      );
      return (rows ?? []).map(toApplicationSummary);
    },

    async getJobApplication(id) {
      const row = await answerOf<Row | null>("studio_job_application", writer.rpc("studio_job_application", { p_id: id }));
      return row ? toApplication(row) : null;
    },

    async setApplicationStatus(id, status, actor) {
      const answer = await answerOf<string>("studio_set_application_status", writer.rpc("studio_set_application_status", { p_id: id, p_status: status, p_actor: actor.email, p_role: actor.role }));
      if (answer !== "done" && answer !== "unchanged" && answer !== "not-found") throw new BackendError(`studio_set_application_status answered ${String(answer)}`);
      return answer;
    },

    async addApplicationNote(id, body, actor) {
      return (await answerOf<boolean>("studio_add_application_note", writer.rpc("studio_add_application_note", { p_id: id, p_body: body, p_actor: actor.email, p_role: actor.role }))) === true;
    },

    async deleteJobApplication(id, actor) {
      const path = await answerOf<string | null>("studio_delete_application", writer.rpc("studio_delete_application", { p_id: id, p_actor: actor.email, p_role: actor.role }));
      if (!path) return null;
      if (!path.startsWith("resumes/")) throw new BackendError(`refusing to delete ${path}: not a resume`);
      await answerOf("resume removal", writer.storage.from(resumeBucket).remove([path]));
      return { resumePath: path };
    },

    async openResume(path) {
      const signed = await answerOf<{ signedUrl: string } | null>("resume link", writer.storage.from(resumeBucket).createSignedUrl(path, resumeLinkSeconds, { download: true }));
      return signed?.signedUrl ? { kind: "redirect", url: signed.signedUrl } : null;
    },
  };
}
