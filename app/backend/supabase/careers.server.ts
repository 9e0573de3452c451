import type { Lang } from "~/lib/i18n";
import type { CareersPort, JobApplicationInput, ResumeMeta } from "../engagement";
import { BackendError } from "../types";
import { toJobListing, type Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";
import { jobApplicationPayload } from "~/leads/payloads";

/** The private storage bucket of resumes (supabase/migrations/20261122000400_engagement.sql). */
export const resumeBucket = "job_applications";

/** Careers on Supabase: listings with the publishable key, applications through the service-role function, resumes in a private bucket. */
export function supabaseCareers({ reader, writer }: SupabaseContext): CareersPort {
  return {
    async listActiveJobListings(locale: Lang) {
      const rows = await answerOf<Row[] | null>(
        "get_active_job_listings",
        reader.rpc("get_active_job_listings", { p_locale: locale })
      );
      // Spec 2 §7: "List of jobs, empty if null".
      return (rows ?? []).map(toJobListing);
    },

    async storeResume(content: Uint8Array, meta: ResumeMeta) {
      const path = `resumes/${Date.now()}-${crypto.randomUUID()}.${meta.extension}`;
      await answerOf(
        "resume upload",
        writer.storage.from(resumeBucket).upload(path, content, {
          contentType: meta.contentType,
          upsert: false,
        })
      );
      return { path };
    },

    async deleteResume(path: string) {
      if (!path.startsWith("resumes/")) throw new BackendError(`refusing to delete ${path}: not a resume`);
      await answerOf("resume removal", writer.storage.from(resumeBucket).remove([path]));
    },

    async submitJobApplication(input: JobApplicationInput) {
      const id = await answerOf<string>(
        "submit_job_application",
        writer.rpc("submit_job_application", { p_event: jobApplicationPayload(input) })
      );
      if (typeof id !== "string" || id === "") throw new BackendError("Supabase submit_job_application returned no id");
      return { id };
    },
  };
}
