import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import type { EnhancedRefresh, EnhancedReply } from "~/lib/enhanced-reply";
import type { RoadmapActionData } from "~/features/engagement/roadmap/types";
import {
  authorNameForCall,
  boardId,
  commentSchema,
  commentsId,
  upvoteFormId,
  type RoadmapIntent,
} from "~/features/engagement/roadmap/schema";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit } from "~/server/abuse.server";
import type { VoteOutcome } from "~/backend/types";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { redirectWithFlash } from "~/server/flash.server";
import { translator } from "~/server/i18n.server";
import { identifyVisitor } from "./visitor.server";
import { parseCommentId } from "~/backend/roadmap-comments";

/**
 * The roadmap item's action (spec 2 §2.8, §5, §8): upvote, like and comment. Without
 * JavaScript every success is a 303 back to the item with the outcome in the flash, and a
 * refused comment re-renders the dialog with its errors and typed text (400). Posts that
 * JavaScript sent in place get the same outcome as JSON: `intent`/`toast`/`result`/`failure`
 * for the hydrated forms, `enhanced` (the same outcome as text, and the parts of the page
 * to refresh) for app/enhance/forms.ts.
 */
interface Post {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  itemId: number;
  formData: FormData;
}

type Reason = "unavailable" | "rateLimited" | "addressLimit" | "itemNotFound" | "commentNotFound" | "invalid";

export async function roadmapItemAction(post: Post): Promise<Response> {
  const intent = post.formData.get("intent");
  if (intent === "upvote") return vote(post, "upvote");
  if (intent === "like") return vote(post, "like");
  if (intent === "comment") return comment(post);
  return respond(post, 400, { intent: null, toast: await failureToast(post.lang, "upvote", "invalid") });
}

function itemPath({ lang, itemId }: Post) {
  return localizePath(`/roadmap/${itemId}`, lang);
}

/** The item, on the page of comments the post came from (a like on an older page returns there). */
function commentsPagePath(post: Post) {
  const before = parseCommentId(new URL(post.request.url).searchParams.get("before"));
  return `${itemPath(post)}${before ? `?before=${before}` : ""}#comments`;
}

const failureKeys: Record<RoadmapIntent, string> = {
  upvote: "toast.upvoteFailed",
  like: "toast.likeFailed",
  comment: "toast.commentFailed",
};

/** 'Failed to upvote: {message}' and its siblings, with the reason in the page's language. */
async function failureText(lang: Lang, intent: RoadmapIntent, reason: Reason): Promise<string> {
  const t = await translator(lang, "roadmap");
  return t(failureKeys[intent], { message: t(`reasons.${reason}`) });
}

async function failureToast(lang: Lang, intent: RoadmapIntent, reason: Reason): Promise<ToastMessage> {
  return {
    kind: "error",
    title: "roadmap:toast.errorTitle",
    description: "roadmap:toast.failedWithMessage",
    values: { message: await failureText(lang, intent, reason) },
  };
}

/** JSON for in-place posts and refused comments; otherwise 303 to the item with a flash. */
async function respond(
  post: Post,
  status: number,
  data: RoadmapActionData,
  {
    setCookie = null,
    redirect = status < 300,
    to = data.intent === "comment" ? `${itemPath(post)}#comments` : data.intent === "like" ? commentsPagePath(post) : itemPath(post),
  }: { setCookie?: string | null; redirect?: boolean; to?: string } = {},
): Promise<Response> {
  const enhanced = post.formData.get(enhancedFieldName) === "1";
  const response = enhanced
    ? json({ ...data, enhanced: await enhancedReply(post, status, data) }, { status })
    : redirect
      ? await redirectWithFlash(post.context, to, { toast: data.toast })
      : json(data, { status });
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
}

/**
 * The outcome as text for app/enhance/forms.ts. A success names what changed: the vote
 * button and count, the comments, the board's counts behind the dialog. A new comment is
 * on the newest page, where the plain post returns too.
 */
async function enhancedReply(post: Post, status: number, data: RoadmapActionData): Promise<EnhancedReply> {
  const t = await translator(post.lang, "roadmap");
  const fieldErrors = Object.entries(data.result?.error ?? {}).flatMap(([name, errors]) =>
    name && errors?.[0] ? [[name, `errors.${errors[0]}`] as const] : [],
  );
  const succeeded = status === 200;
  const refreshes: Record<RoadmapIntent, EnhancedRefresh> = {
    upvote: { ids: [upvoteFormId(post.itemId), boardId] },
    like: { ids: [commentsId] },
    comment: { ids: [commentsId, boardId], from: `${itemPath(post)}#${commentsId}` },
  };
  return {
    ...renderEnhancedReply(t, {
      toast: data.toast,
      fieldErrors: fieldErrors.length > 0 ? Object.fromEntries(fieldErrors) : undefined,
      reset: succeeded && data.intent === "comment" ? true : undefined,
    }),
    // Already in the page's language (it names the reason).
    formError: data.failure,
    refresh: succeeded && data.intent ? refreshes[data.intent] : undefined,
  };
}

const successToasts: Record<"upvote" | "like", Record<Extract<VoteOutcome, "counted" | "already-counted">, ToastMessage>> = {
  upvote: {
    counted: { kind: "success", title: "roadmap:toast.votedTitle", description: "roadmap:toast.votedText" },
    "already-counted": {
      kind: "success",
      title: "roadmap:toast.alreadyVotedTitle",
      description: "roadmap:toast.alreadyVotedText",
    },
  },
  like: {
    counted: { kind: "success", title: "roadmap:toast.likedTitle" },
    "already-counted": {
      kind: "success",
      title: "roadmap:toast.alreadyLikedTitle",
      description: "roadmap:toast.alreadyLikedText",
    },
  },
};

async function vote(post: Post, intent: "upvote" | "like"): Promise<Response> {
  const { request, context, lang } = post;
  const commentId = intent === "like" ? parseCommentId(post.formData.get("commentId")) : null;
  if (intent === "like" && !commentId) {
    return respond(post, 400, { intent, toast: await failureToast(lang, intent, "invalid") }, { redirect: true });
  }
  try {
    if (!(await withinRateLimit(request, context, "roadmapVote"))) {
      return respond(post, 429, { intent, toast: await failureToast(lang, intent, "rateLimited") }, { redirect: true });
    }
    const { identity, setCookie } = await identifyVisitor(request, context);
    const outcome =
      intent === "upvote"
        ? await context.backend.upvoteRoadmapItem(post.itemId, identity)
        : await context.backend.likeRoadmapComment(commentId ?? "", identity);
    if (outcome === "not-found") {
      const reason = intent === "upvote" ? "itemNotFound" : "commentNotFound";
      // An item that is gone sends the visitor back to the board, which no longer lists it.
      const to = intent === "upvote" ? localizePath("/roadmap", lang) : undefined;
      return respond(post, 404, { intent, toast: await failureToast(lang, intent, reason) }, { setCookie, redirect: true, to });
    }
    if (outcome === "address-limit") {
      return respond(post, 429, { intent, toast: await failureToast(lang, intent, "addressLimit") }, { setCookie, redirect: true });
    }
    return respond(post, 200, { intent, toast: successToasts[intent][outcome] }, { setCookie });
  } catch (error) {
    console.error(`roadmap ${intent} failed`, error);
    return respond(post, 503, { intent, toast: await failureToast(lang, intent, "unavailable") }, { redirect: true });
  }
}

async function comment(post: Post): Promise<Response> {
  const { request, context, lang, formData } = post;
  const submission = parseWithZod(formData, { schema: commentSchema });
  if (submission.status !== "success") {
    return respond(post, 400, { intent: "comment", result: submission.reply() });
  }
  const success: RoadmapActionData = {
    intent: "comment",
    toast: { kind: "success", title: "roadmap:toast.commentedTitle" },
    result: submission.reply({ resetForm: true }),
  };
  // Bots that fill the hidden field are told it worked; nothing is stored.
  if (isHoneypotFilled(formData)) return respond(post, 200, success);

  const refuse = async (status: number, reason: Reason) =>
    respond(post, status, {
      intent: "comment",
      toast: await failureToast(lang, "comment", reason),
      result: submission.reply({ formErrors: [reason] }),
      failure: await failureText(lang, "comment", reason),
    });
  try {
    if (!(await withinRateLimit(request, context, "roadmapComment"))) return refuse(429, "rateLimited");
    const added = await context.backend.addRoadmapComment({
      itemId: post.itemId,
      authorName: authorNameForCall(submission.value.authorName),
      content: submission.value.content,
    });
    if (!added) return refuse(404, "itemNotFound");
    return respond(post, 200, success);
  } catch (error) {
    console.error("roadmap comment failed", error);
    return refuse(503, "unavailable");
  }
}
