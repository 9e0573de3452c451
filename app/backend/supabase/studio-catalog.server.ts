import { downloadObjectPath, type StudioCatalogPort } from "../studio-catalog";
import { downloadTextWords, feeChangeWords, integrationChanges, toStudioChannelFee, toStudioDownload, toStudioIntegration } from "../studio-catalog-rows.server";
import type { Row } from "../rows.server";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";
import { resourceFileBucket } from "./downloads.server";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The studio's catalog on Supabase (supabase/migrations/20261203000400_studio_catalog.sql,
 * decision 0506): every call with the secret key; each write one function that writes the
 * change and its audit entry in one transaction. A download's file goes to the private bucket
 * first, then the function points the row at it, then the old object is removed.
 */
export function supabaseStudioCatalog({ writer }: SupabaseContext): StudioCatalogPort {
  const integrations = async (slug: string | null) =>
    ((await answerOf<Row[] | null>("studio_catalog_integrations", writer.rpc("studio_catalog_integrations", { p_slug: slug }))) ?? []).map(toStudioIntegration).filter((row) => row !== null);
  const downloads = async (id: string | null) => ((await answerOf<Row[] | null>("studio_catalog_downloads", writer.rpc("studio_catalog_downloads", { p_id: id }))) ?? []).map(toStudioDownload);
  const download = async (id: string) => (uuidPattern.test(id) ? ((await downloads(id))[0] ?? null) : null);
  const fee = async (id: number) => {
    const row = await answerOf<Row | null>("channel_fees", writer.from("channel_fees").select("*").eq("id", id).maybeSingle());
    return row ? toStudioChannelFee(row) : null;
  };

  return {
    listStudioIntegrations: () => integrations(null),

    async getStudioIntegration(slug) {
      return (await integrations(slug))[0] ?? null;
    },

    async saveStudioIntegration(slug, input, actor) {
      const [before] = await integrations(slug);
      if (!before) return false;
      const text = (t: { summary: string; syncs: string[]; connectSteps: string[] }) => ({ summary: t.summary, syncs: t.syncs, connect_steps: t.connectSteps });
      const row = { name: input.name, kind: input.kind, status: input.status, roadmap_item_id: input.roadmapItemId, display_order: input.displayOrder, is_published: input.isPublished, ...text(input.en) };
      return answerOf<boolean>(
        "studio_save_integration",
        writer.rpc("studio_save_integration", { p_slug: slug, p_row: row, p_pt: input.pt ? text(input.pt) : null, p_detail: integrationChanges(before, input), p_actor: actor.email, p_role: actor.role }),
      );
    },

    async listStudioChannelFees() {
      const rows = await answerOf<Row[] | null>("channel_fees", writer.from("channel_fees").select("*").order("channel").order("market").order("effective_from", { ascending: true, nullsFirst: true }).limit(1000));
      return (rows ?? []).map(toStudioChannelFee);
    },

    async saveStudioChannelFee(id, input, actor) {
      const before = id === null ? null : await fee(id);
      if (id !== null && !before) return "missing";
      const row = {
        channel: input.channel,
        market: input.market,
        fee_percent: input.feePercent,
        effective_from: input.effectiveFrom,
        source_url: input.sourceUrl,
        checked_on: input.checkedOn,
        note_en: input.noteEn,
        note_pt: input.notePt,
      };
      const answer = await answerOf<string>(
        "studio_save_channel_fee",
        writer.rpc("studio_save_channel_fee", { p_id: id, p_row: row, p_detail: feeChangeWords(before, input), p_actor: actor.email, p_role: actor.role }),
      );
      if (answer !== "saved" && answer !== "taken" && answer !== "missing") throw new BackendError(`Supabase studio_save_channel_fee answered ${String(answer)}`);
      return answer;
    },

    async markChannelFeesChecked(date, actor) {
      await answerOf("studio_mark_channel_fees_checked", writer.rpc("studio_mark_channel_fees_checked", { p_date: date, p_actor: actor.email, p_role: actor.role }));
    },

    listStudioDownloads: () => downloads(null),

    getStudioDownload: download,

    async saveStudioDownloadText(id, input, actor) {
      const before = await download(id);
      if (!before) return false;
      return answerOf<boolean>(
        "studio_save_download_text",
        writer.rpc("studio_save_download_text", {
          p_id: id,
          p_name: input.en.name,
          p_description: input.en.description,
          p_pt_name: input.pt?.name ?? null,
          p_pt_description: input.pt?.description ?? null,
          p_detail: downloadTextWords(before, input),
          p_actor: actor.email,
          p_role: actor.role,
        }),
      );
    },

    async replaceStudioDownloadFile(id, file, actor) {
      const before = await download(id);
      if (!before) return null;
      const path = downloadObjectPath(before.slug, file.extension, new Date());
      const bucket = writer.storage.from(resourceFileBucket);
      await answerOf("download file upload", bucket.upload(path, file.content, { contentType: file.contentType, upsert: false }));
      let answer: { replaced: boolean; removable: boolean } | null;
      try {
        answer = await answerOf<{ replaced: boolean; removable: boolean } | null>(
          "studio_replace_download_file",
          writer.rpc("studio_replace_download_file", {
            p_id: id,
            p_path: path,
            p_expected: before.fileUrl,
            p_detail: `file ${before.fileUrl} → ${path} (${file.content.byteLength} bytes)`,
            p_actor: actor.email,
            p_role: actor.role,
          }),
        );
        if (!answer?.replaced) throw new BackendError(`Supabase replace download file: ${before.slug} changed meanwhile`);
      } catch (error) {
        await bucket.remove([path]).catch(() => undefined);
        throw error;
      }
      if (answer.removable) await answerOf("old download file removal", bucket.remove([before.fileUrl]));
      return { path, removed: answer.removable ? before.fileUrl : null };
    },
  };
}
