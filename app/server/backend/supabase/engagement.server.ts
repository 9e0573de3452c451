import { commentPageOf, parseCommentId } from "~/lib/engagement-roadmap";
import type { Lang } from "~/lib/i18n";
import type {
  DownloadLeadInput,
  EngagementPort,
  JobApplicationInput,
  JobListing,
  NewRoadmapComment,
  ResourceFile,
  ResumeMeta,
  RoadmapComment,
  RoadmapCommentPageRequest,
  RoadmapItem,
  VisitorIdentity,
  VisitorLookup,
  VoteOutcome,
} from "../engagement";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/** The private storage buckets of supabase/migrations/20261122000400_engagement.sql. */
export const resumeBucket = "job_applications";
export const resourceFileBucket = "downloadable_resources";
/** How long the address of a resource file handed to a visitor stays valid. */
const resourceUrlSeconds = 120;

interface RoadmapItemRow {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  status: string | null;
  upvotes: number | null;
  created_at: string;
  roadmap_comments?: Array<{ count: number }>;
  translations?: Array<{ title: string; description: string | null; category: string | null }>;
}

interface RoadmapCommentRow {
  id: string;
  item_id: number;
  author_name: string | null;
  content: string;
  likes: number | null;
  created_at: string;
}

interface JobListingRow {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  employment_type: string;
  is_remote: boolean;
  posted_at: string;
}

interface ResourceRow {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  category: string | null;
  thumbnail_url: string | null;
}

// The spec's table read (spec 2 §7): all fields plus a count of roadmap_comments, with the
// page language's translation embedded (filtered to that locale below).
const roadmapItemColumns =
  "id, title, description, category, status, upvotes, created_at, roadmap_comments(count), translations:roadmap_item_translations(locale, title, description, category)";

function toRoadmapItem(row: RoadmapItemRow): RoadmapItem {
  const translation = row.translations?.[0];
  return {
    id: Number(row.id),
    title: translation?.title ?? row.title,
    description: translation?.description ?? row.description ?? "",
    category: translation?.category ?? row.category,
    status: row.status ?? "Backlog",
    upvotes: row.upvotes ?? 0,
    commentCount: row.roadmap_comments?.[0]?.count ?? 0,
    createdAt: row.created_at,
  };
}

const toRoadmapComment = (row: RoadmapCommentRow): RoadmapComment => ({
  id: row.id,
  itemId: Number(row.item_id),
  authorName: row.author_name ?? "Anonymous",
  content: row.content,
  likes: row.likes ?? 0,
  createdAt: row.created_at,
});

function voteOutcome(what: string, value: unknown): VoteOutcome {
  if (value === "counted" || value === "already-counted" || value === "address-limit" || value === "not-found") return value;
  throw new BackendError(`Supabase ${what} answered ${JSON.stringify(value)}`);
}

/**
 * The engagement port on Supabase: public reads with the publishable key (RLS), writes and
 * visitor lookups through the service-role functions, files in private storage buckets.
 */
export function supabaseEngagement({ reader, writer }: SupabaseContext): EngagementPort {
  return {
    async listRoadmapItems(locale: Lang) {
      const rows = await answerOf<RoadmapItemRow[]>(
        "roadmap_items",
        reader
          .from("roadmap_items")
          .select(roadmapItemColumns)
          .eq("translations.locale", locale)
          .order("created_at", { ascending: false })
          .order("id", { ascending: false }),
      );
      return (rows ?? []).map(toRoadmapItem);
    },

    async getRoadmapItem(id: number, locale: Lang) {
      const row = await answerOf<RoadmapItemRow | null>(
        "roadmap_items",
        reader.from("roadmap_items").select(roadmapItemColumns).eq("translations.locale", locale).eq("id", id).maybeSingle(),
      );
      return row ? toRoadmapItem(row) : null;
    },

    async listRoadmapComments(itemId: number, { before, limit }: RoadmapCommentPageRequest) {
      // Comment ids are UUIDs here; anything else cannot name a comment of this item.
      if (before !== null && parseCommentId(before) === null) return null;
      const page = await answerOf<{ comments: RoadmapCommentRow[]; newer: number } | null>(
        "get_roadmap_comments_page",
        reader.rpc("get_roadmap_comments_page", { p_item_id: itemId, p_before: before, p_limit: limit + 1 }),
      );
      if (!page) return null;
      return commentPageOf((page.comments ?? []).map(toRoadmapComment), limit, Number(page.newer ?? 0));
    },

    async roadmapVotesOf(itemId: number, visitor: VisitorLookup) {
      if (visitor.visitorKey === null) return { itemVoted: false, likedCommentIds: [] };
      const rows = await answerOf<Array<{ item_voted: boolean; liked_comment_ids: string[] | null }>>(
        "get_roadmap_votes_of_visitor",
        writer.rpc("get_roadmap_votes_of_visitor", {
          p_item_id: itemId,
          p_visitor_key: visitor.visitorKey,
        }),
      );
      const row = Array.isArray(rows) ? rows[0] : rows;
      return { itemVoted: row?.item_voted === true, likedCommentIds: row?.liked_comment_ids ?? [] };
    },

    async upvoteRoadmapItem(itemId: number, visitor: VisitorIdentity) {
      const outcome = await answerOf<unknown>(
        "upvote_roadmap_item",
        writer.rpc("upvote_roadmap_item", {
          p_item_id: itemId,
          p_visitor_key: visitor.visitorKey,
          p_address_hash: visitor.addressHash,
        }),
      );
      return voteOutcome("upvote_roadmap_item", outcome);
    },

    async likeRoadmapComment(commentId: string, visitor: VisitorIdentity) {
      const outcome = await answerOf<unknown>(
        "like_roadmap_comment",
        writer.rpc("like_roadmap_comment", {
          p_comment_id: commentId,
          p_visitor_key: visitor.visitorKey,
          p_address_hash: visitor.addressHash,
        }),
      );
      return voteOutcome("like_roadmap_comment", outcome);
    },

    async addRoadmapComment(input: NewRoadmapComment) {
      const rows = await answerOf<RoadmapCommentRow[] | RoadmapCommentRow | null>(
        "add_roadmap_comment",
        writer.rpc("add_roadmap_comment", {
          p_item_id: input.itemId,
          p_author_name: input.authorName,
          p_content: input.content,
        }),
      );
      const row = Array.isArray(rows) ? rows[0] : rows;
      return row ? toRoadmapComment(row) : null;
    },

    async listActiveJobListings(locale: Lang) {
      const rows = await answerOf<JobListingRow[] | null>(
        "get_active_job_listings",
        reader.rpc("get_active_job_listings", { p_locale: locale }),
      );
      // Spec 2 §7: "List of jobs, empty if null".
      return (rows ?? []).map(
        (row): JobListing => ({
          id: row.id,
          title: row.title,
          department: row.department,
          location: row.location,
          type: row.type,
          description: row.description,
          employmentType: row.employment_type,
          remote: row.is_remote,
          postedAt: row.posted_at,
        }),
      );
    },

    async storeResume(content: Uint8Array, meta: ResumeMeta) {
      const path = `resumes/${Date.now()}-${crypto.randomUUID()}.${meta.extension}`;
      await answerOf(
        "resume upload",
        writer.storage.from(resumeBucket).upload(path, content, { contentType: meta.contentType, upsert: false }),
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
        writer.rpc("submit_job_application", {
          p_job_id: input.jobId,
          p_full_name: input.fullName,
          p_email: input.email,
          p_phone: input.phone,
          p_cover_letter: input.coverLetter,
          p_resume_path: input.resumePath,
          p_locale: input.locale,
        }),
      );
      if (typeof id !== "string" || id === "") throw new BackendError("Supabase submit_job_application returned no id");
      return { id };
    },

    async listDownloadableResources(locale: Lang) {
      const rows = await answerOf<ResourceRow[] | null>(
        "get_downloadable_resources",
        reader.rpc("get_downloadable_resources", { p_locale: locale }),
      );
      return (rows ?? []).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        description: row.description,
        category: row.category,
        thumbnailUrl: row.thumbnail_url,
      }));
    },

    async recordDownload(input: DownloadLeadInput) {
      const id = await answerOf<string>(
        "record_download",
        writer.rpc("record_download", {
          p_name: input.name,
          p_email: input.email,
          p_resource_slug: input.resourceSlug,
          p_resource_name: input.resourceName,
          p_locale: input.locale,
        }),
      );
      if (typeof id !== "string" || id === "") throw new BackendError("Supabase record_download returned no id");
      return { id };
    },

    async openResourceFile(slug: string): Promise<ResourceFile | null> {
      const fileUrl = await answerOf<string | null>(
        "get_downloadable_resource_file",
        writer.rpc("get_downloadable_resource_file", { p_slug: slug }),
      );
      if (!fileUrl) return null;
      if (/^https:\/\//i.test(fileUrl)) return { kind: "redirect", url: fileUrl };
      const fileName = fileUrl.split("/").pop() ?? "download";
      const signed = await answerOf<{ signedUrl: string } | null>(
        "resource file signed URL",
        writer.storage.from(resourceFileBucket).createSignedUrl(fileUrl, resourceUrlSeconds, { download: fileName }),
      );
      if (!signed?.signedUrl) throw new BackendError("Supabase resource file signed URL missing");
      return { kind: "redirect", url: signed.signedUrl };
    },
  };
}
