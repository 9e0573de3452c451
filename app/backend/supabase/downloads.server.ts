import type { Lang } from "~/lib/i18n";
import type { DownloadLeadInput, DownloadsPort, ResourceFile } from "../engagement";
import { BackendError } from "../types";
import { toDownloadableResource, type Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";
import { downloadPayload } from "~/leads/payloads";

/** The private storage bucket of resource files (supabase/migrations/20261122000400_engagement.sql). */
export const resourceFileBucket = "downloadable_resources";
/** How long the address of a resource file handed to a visitor stays valid. */
const resourceUrlSeconds = 120;

// The spec's table read (spec 2 §7): all fields plus a count of roadmap_comments, with the

/** Free downloads on Supabase: resources with the publishable key, leads through the service-role function, files in a private bucket. */
export function supabaseDownloads({ reader, writer }: SupabaseContext): DownloadsPort {
  return {
    async listDownloadableResources(locale: Lang) {
      const rows = await answerOf<Row[] | null>(
        "get_downloadable_resources",
        reader.rpc("get_downloadable_resources", { p_locale: locale })
      );
      return (rows ?? []).map(toDownloadableResource);
    },

    async recordDownload(input: DownloadLeadInput) {
      const id = await answerOf<string>(
        "record_download",
        writer.rpc("record_download", { p_event: downloadPayload(input) })
      );
      if (typeof id !== "string" || id === "") throw new BackendError("Supabase record_download returned no id");
      return { id };
    },

    async openResourceFile(slug: string): Promise<ResourceFile | null> {
      const fileUrl = await answerOf<string | null>(
        "get_downloadable_resource_file",
        writer.rpc("get_downloadable_resource_file", { p_slug: slug })
      );
      if (!fileUrl) return null;
      if (/^https:\/\//i.test(fileUrl)) return { kind: "redirect", url: fileUrl };
      const fileName = fileUrl.split("/").pop() ?? "download";
      const signed = await answerOf<{ signedUrl: string } | null>(
        "resource file signed URL",
        writer.storage.from(resourceFileBucket).createSignedUrl(fileUrl, resourceUrlSeconds, { download: fileName })
      );
      if (!signed?.signedUrl) throw new BackendError("Supabase resource file signed URL missing");
      return { kind: "redirect", url: signed.signedUrl };
    },
  };
}
