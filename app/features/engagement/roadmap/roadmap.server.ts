import { json, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import type { RoadmapActionData } from "~/features/engagement/roadmap/types";
import {
  authorNameForCall,
  boardId,
  commentSchema,
  commentsId,
  upvoteFormId,
  type RoadmapIntent,
} from "~/features/engagement/roadmap/schema";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import type { VoteOutcome } from "~/backend/types";
import { failedReason, formAction, FormRefusal, type FormAnswer } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { translator } from "~/server/i18n.server";
import { identifyVisitor } from "~/server/visitor.server";
import { parseCommentId } from "~/backend/roadmap-comments";
import { siteOrigin } from "~/server/env.server";
import { containsLink } from "~/features/engagement/roadmap/moderation";
import { moderationLinks } from "~/features/engagement/roadmap/moderation.server";

/**
 * The roadmap item's action (spec 2 §2.8, §5, §8): upvote, like and comment, each through
 * the shared form pipeline (app/server/form-action.server.ts). Without JavaScript every
 * success is a 303 back to the item with the outcome in the flash, a vote's refusal too,
 * and a refused comment re-renders the dialog with its errors and typed text. Posts that
 * JavaScript sent in place get `{ enhanced }`: the outcome as text, and the parts of the
 * page to refresh.
 */
interface Post {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  itemId: number;
  formData: FormData;
}

type Reason = "unavailable" | "rateLimited" | "addressLimit" | "itemNotFound" | "commentNotFound" | "invalid";

/** A vote names what it counts; anything else is answered like a refused vote. */
const voteSchema = z.object({ intent: z.enum(["upvote", "like"]) });

export async function roadmapItemAction(post: Post): Promise<Response> {
  return post.formData.get("intent") === "comment" ? comment(post) : vote(post);
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

/** The pipeline's reasons in this area's words: a backend that failed is "unavailable", a refused schema "invalid". */
function reasonOf(answer: FormAnswer<unknown>): Reason {
  if (answer.ok) return "invalid";
  if (answer.reason === failedReason) return "unavailable";
  return (answer.reason as Reason | undefined) ?? "invalid";
}

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

const fieldErrorKey = (_name: string, error: string) => `errors.${error}`;

/**
 * An upvote or a like. Either way the plain answer is a 303 to the item with the toast (an
 * item that is gone sends the visitor back to the board, which no longer lists it); the
 * in-place success names what changed: the vote button and count and the board's counts
 * behind the dialog, or the comments.
 */
async function vote(post: Post): Promise<Response> {
  const { request, context, lang, formData } = post;
  const intent = formData.get("intent") === "like" ? "like" : "upvote";
  const commentId = intent === "like" ? parseCommentId(formData.get("commentId")) : null;
  let setCookie: string | null = null;
  const response = await formAction({ request, context, schema: voteSchema, formData }, () => ({
    lang,
    namespace: "roadmap",
    check: () => (intent === "like" && !commentId ? new FormRefusal(400, "invalid") : null),
    rateLimit: { action: "roadmapVote" },
    // The vote forms have no hidden field; a post that fills one is answered as if counted.
    pretend: () => "counted" as const,
    perform: async () => {
      const visitor = await identifyVisitor(request, context);
      setCookie = visitor.setCookie;
      const outcome =
        intent === "upvote"
          ? await context.backend.upvoteRoadmapItem(post.itemId, visitor.identity)
          : await context.backend.likeRoadmapComment(commentId ?? "", visitor.identity);
      if (outcome === "not-found") return new FormRefusal(404, intent === "upvote" ? "itemNotFound" : "commentNotFound");
      if (outcome === "address-limit") return new FormRefusal(429, "addressLimit");
      return outcome;
    },
    words: { field: fieldErrorKey },
    toast: (answer) => (answer.ok ? successToasts[intent][answer.done] : failureToast(lang, intent, reasonOf(answer))),
    enhance: (answer) => ({
      reset: undefined,
      refresh: answer.ok ? (intent === "upvote" ? { ids: [upvoteFormId(post.itemId), boardId] } : { ids: [commentsId] }) : undefined,
    }),
    plain: (answer, toast) => {
      const gone = !answer.ok && answer.reason === "itemNotFound";
      return redirectWithFlash(context, gone ? localizePath("/roadmap", lang) : intent === "like" ? commentsPagePath(post) : itemPath(post), {
        toast,
      });
    },
  }));
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
}

/** A comment: a new one is on the newest page, where the plain post returns too. */
async function comment(post: Post): Promise<Response> {
  const { request, context, lang, formData } = post;
  const failure = async (answer: FormAnswer<{ held: boolean }>) => (answer.ok || !answer.reason ? undefined : failureText(lang, "comment", reasonOf(answer)));
  return formAction({ request, context, schema: commentSchema, formData }, () => ({
    lang,
    namespace: "roadmap",
    rateLimit: { action: "roadmapComment" },
    pretend: () => ({ held: false }),
    perform: async (value) => {
      // A comment with a link waits for a moderator (decision 0029); the event carries the links.
      const id = crypto.randomUUID();
      const held = containsLink(value.content) || containsLink(value.authorName ?? "");
      const links = await moderationLinks(context.config.sessionSecret, siteOrigin(request, context), id, lang);
      const added = await context.backend.addRoadmapComment({
        id,
        itemId: post.itemId,
        authorName: authorNameForCall(value.authorName),
        content: value.content,
        status: held ? "held" : "published",
        ...links,
      });
      return added ? { held } : new FormRefusal(404, "itemNotFound");
    },
    words: { field: fieldErrorKey },
    toast: (answer) =>
      answer.ok
        ? answer.done.held
          ? { kind: "success", title: "roadmap:toast.heldTitle", description: "roadmap:toast.heldText" }
          : { kind: "success", title: "roadmap:toast.commentedTitle" }
        : answer.reason
          ? failureToast(lang, "comment", reasonOf(answer))
          : undefined,
    enhance: async (answer) => ({
      // Already in the page's language (it names the reason).
      formError: await failure(answer),
      refresh: answer.ok ? { ids: [commentsId, boardId], from: `${itemPath(post)}#${commentsId}` } : undefined,
    }),
    plain: async (answer, toast) =>
      answer.ok
        ? redirectWithFlash(context, `${itemPath(post)}#comments`, { toast })
        : json<RoadmapActionData>(
            { intent: "comment", toast, result: answer.reply, failure: await failure(answer) },
            { status: answer.status },
          ),
  }));
}
