import { libraryImageTypes } from "~/lib/library-images";
import type { StudioImagesPort } from "../studio-images";
import { toLibraryImage, toLibraryImageFacts, toLibraryImageUse } from "../studio-image-rows.server";
import { answerOf, type SupabaseContext } from "./context.server";

/** The public bucket of the library's images (supabase/migrations/20261203000500_studio_images.sql). */
export const libraryBucket = "library-images";

type Row = Record<string, unknown>;


/**
 * The image library on Supabase (decision 0507): the rows through service-role reads and
 * functions, the bytes in the public `library-images` bucket, whose address the site's image
 * route redirects to (a CDN serves it; the Worker carries no bytes).
 */
export function supabaseStudioImages({ reader, writer }: SupabaseContext): StudioImagesPort {
  const find = async (key: string) => {
    const rows = await answerOf<Row[]>("library image", writer.from("studio_images").select("*").eq("key", key).limit(1));
    return rows[0] ? toLibraryImage(rows[0]) : null;
  };
  const actorArgs = (actor: { email: string; role: string }) => ({ p_actor: actor.email, p_role: actor.role });

  return {
    async listLibraryImages({ before, limit }) {
      let query = writer.from("studio_images").select("*");
      // Keyset: older than the cursor, or as old with a smaller key (PostgREST's or-filter).
      if (before) query = query.or(`created_at.lt.${before.createdAt},and(created_at.eq.${before.createdAt},key.lt.${before.key})`);
      const rows = await answerOf<Row[]>("library images", query.order("created_at", { ascending: false }).order("key", { ascending: false }).limit(limit));
      return rows.map(toLibraryImage);
    },

    getLibraryImage: find,

    async libraryImageFacts(keys) {
      if (!keys.length) return [];
      const rows = await answerOf<Row[]>("library image facts", reader.rpc("get_library_images", { p_keys: [...keys] }));
      return rows.map(toLibraryImageFacts);
    },

    async addLibraryImage(image, actor) {
      if (await find(image.key)) return "exists";
      const contentType = libraryImageTypes[image.type].contentType;
      // The bytes first, so a row never names a missing file; the same bytes make the same key.
      await answerOf(
        "store library image",
        writer.storage.from(libraryBucket).upload(image.key, image.bytes, { contentType, upsert: true, cacheControl: "31536000" }),
      );
      const answer = await answerOf<string>(
        "add library image",
        writer.rpc("studio_add_image", {
          p_key: image.key,
          p_content_type: contentType,
          p_width: image.width,
          p_height: image.height,
          p_byte_size: image.bytes.byteLength,
          p_file_name: image.fileName,
          p_alt_en: image.altEn,
          p_alt_pt: image.altPt,
          ...actorArgs(actor),
        }),
      );
      return answer === "exists" ? "exists" : "added";
    },

    async updateLibraryImageAlt(key, alt, actor) {
      return Boolean(await answerOf<boolean>("update library image", writer.rpc("studio_update_image_alt", { p_key: key, p_alt_en: alt.altEn, p_alt_pt: alt.altPt, ...actorArgs(actor) })));
    },

    async libraryImageUses(key) {
      const rows = await answerOf<Row[]>("library image uses", writer.rpc("studio_image_uses", { p_key: key }));
      return rows.map(toLibraryImageUse);

    },

    async deleteLibraryImage(key, actor) {
      const answer = await answerOf<string>("delete library image", writer.rpc("studio_delete_image", { p_key: key, ...actorArgs(actor) }));
      if (answer !== "deleted") return answer === "in-use" ? "in-use" : "missing";
      await answerOf("remove library image file", writer.storage.from(libraryBucket).remove([key]));
      return "deleted";
    },

    async openLibraryImage(key) {
      return { kind: "redirect", url: writer.storage.from(libraryBucket).getPublicUrl(key).data.publicUrl };
    },
  };
}
