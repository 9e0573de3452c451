import type { Row } from "../rows.server";
import { toStudioJob } from "../studio-careers-rows.server";
import type { StudioJobsPort, StudioJobText } from "../studio-jobs";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * Jobs in the studio on Supabase (supabase/migrations/20261203000100_studio_careers.sql, decision
 * 0503): reads and writes through service-role functions; the content version's triggers on the
 * two job tables move the edge cache's key.
 */
const textOf = (words: StudioJobText) => ({
  title: words.title,
  department: words.department,
  location: words.location,
  type: words.type,
  description: words.description,
  responsibilities: words.responsibilities,
  qualifications: words.qualifications,
  work_hours: words.workHours,
});

export function supabaseStudioJobs({ writer }: SupabaseContext): StudioJobsPort {
  const jobs = async (id: string | null) => ((await answerOf<Row[] | null>("studio_job_listings", writer.rpc("studio_job_listings", { p_id: id }))) ?? []).map(toStudioJob);
  return {
    listStudioJobs: () => jobs(null),

    async getStudioJob(id) {
      return (await jobs(id))[0] ?? null;
    },

    async saveStudioJob(job, mode, actor) {
      const p_job = {
        ...textOf(job.en),
        employment_type: job.employmentType,
        is_remote: job.remote,
        display_order: job.displayOrder,
        valid_through: job.validThrough,
        applicant_locations: job.applicantLocations,
        salary_currency: job.salary?.currency ?? null,
        salary_min: job.salary?.min ?? null,
        salary_max: job.salary?.max ?? null,
        salary_unit: job.salary?.unit ?? null,
      };
      const answer = await answerOf<string>(
        "studio_save_job",
        writer.rpc("studio_save_job", { p_id: job.id, p_create: mode === "create", p_job, p_pt: job.pt ? textOf(job.pt) : null, p_actor: actor.email, p_role: actor.role })
      );
      if (answer !== "saved" && answer !== "taken" && answer !== "not-found") throw new BackendError(`studio_save_job answered ${String(answer)}`);
      return answer;
    },

    async setStudioJobOpen(id, open, actor) {
      const answer = await answerOf<string>("studio_set_job_open", writer.rpc("studio_set_job_open", { p_id: id, p_open: open, p_actor: actor.email, p_role: actor.role }));
      if (answer !== "done" && answer !== "unchanged" && answer !== "not-found") throw new BackendError(`studio_set_job_open answered ${String(answer)}`);
      return answer;
    },
  };
}
