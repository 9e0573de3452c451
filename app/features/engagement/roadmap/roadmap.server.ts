import { json } from "@remix-run/cloudflare";
import * as z from "zod/mini";
import type { RoadmapActionData } from "~/features/engagement/roadmap/types";
import { authorNameForCall, commentSchema, type RoadmapIntent } from "~/features/engagement/roadmap/schema";
import { localizePath, type Lang } from "~/lib/i18n";
import type { Message } from "~/lib/messages";
import type { ToastMessage } from "~/lib/toast";
import type { VoteOutcome } from "~/backend/types";
import {
  defineForm,
  failedReason,
  FormRefusal,
  withHeaders,
  type FormAnswer,
  type FormIntents,
  type FormPost,
} from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { identifyVisitor } from "~/server/visitor.server";
import { parseCommentId } from "~/backend/roadmap-comments";
import { containsLink } from "~/features/engagement/roadmap/moderation";
import { moderationLinks } from "~/features/engagement/roadmap/moderation.server";

/**
 * The roadmap item's forms (spec 2 §2.8, §5, §8): upvote, like and comment, by the post's
 * `intent`, through the shared form pipeline (app/server/form-action.server.ts). Without
 * JavaScript every success is a 303 to the form's `redirectTo` with the outcome in the
 * flash, a vote's refusal too, and a refused comment re-renders the dialog with its errors
 * and typed text. Posts that JavaScript sent in place get `{ enhanced }`: the outcome as
 * text, and `refresh` (the form names the parts of the page it changes).
 */
type Reason = "unavailable" | "rateLimited" | "addressLimit" | "itemNotFound" | "commentNotFound" | "invalid";

/** A vote names what it counts; anything else is answered like a refused vote. */
const voteSchema = z.object({ intent: z.enum(["upvote", "like"]) });

/** The item's forms, by the intent they post; a post with none of them is answered as a vote. */
export function roadmapItemForms(lang: Lang, itemId: number): FormIntents {
  const itemPath = localizePath(`/roadmap/${itemId}`, lang);
  const vote = voteForm(lang, itemId, itemPath);
  return { intents: { upvote: vote, like: vote, comment: commentForm(lang, itemId, itemPath) }, otherwise: vote };
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

/** 'Failed to upvote: {message}' and its siblings, with the reason's own sentence. */
const failure = (intent: RoadmapIntent, reason: string): Message => ({
  key: failureKeys[intent],
  values: { message: { key: `reasons.${reason === failedReason ? "unavailable" : reason}` } },
});

const failureToast = (intent: RoadmapIntent, reason: Reason): ToastMessage => ({
  kind: "error",
  title: "roadmap:toast.errorTitle",
  description: "roadmap:toast.failedWithMessage",
  values: { message: { key: `roadmap:${failureKeys[intent]}`, values: { message: { key: `roadmap:reasons.${reason}` } } } },
});

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

const fieldErrorKey = (_name: string, code: string) => `errors.${code}`;

/**
 * An upvote or a like. Either way the plain answer is a 303 to the form's page with the
 * toast (an item that is gone sends the visitor back to the board, which no longer lists
 * it); in place, a success refreshes the parts the form names. A new visitor's cookie goes
 * out with the answer.
 */
function voteForm(lang: Lang, itemId: number, itemPath: string) {
  return defineForm(voteSchema, ({ request, context, formData, intent: posted, redirectTo }: FormPost) => {
    const intent = posted === "like" ? "like" : "upvote";
    const commentId = intent === "like" ? parseCommentId(formData.get("commentId")) : null;
    return {
      lang,
      namespace: "roadmap",
      check: () => (intent === "like" && !commentId ? new FormRefusal(400, "invalid") : null),
      rateLimit: { action: "roadmapVote" },
      // The vote forms have no hidden field; a post that fills one is answered as if counted.
      pretend: () => "counted" as const,
      perform: async () => {
        const visitor = await identifyVisitor(request, context);
        const outcome =
          intent === "upvote"
            ? await context.backend.upvoteRoadmapItem(itemId, visitor.identity)
            : await context.backend.likeRoadmapComment(commentId ?? "", visitor.identity);
        if (outcome === "not-found") return new FormRefusal(404, intent === "upvote" ? "itemNotFound" : "commentNotFound");
        if (outcome === "address-limit") return new FormRefusal(429, "addressLimit");
        return visitor.setCookie ? withHeaders(outcome, { "Set-Cookie": visitor.setCookie }) : outcome;
      },
      words: { field: fieldErrorKey },
      toast: (answer) => (answer.ok ? successToasts[intent][answer.done] : failureToast(intent, reasonOf(answer))),
      enhance: (answer) => ({ reset: undefined, refresh: answer.ok ? {} : undefined }),
      plain: (answer, toast) => {
        const gone = !answer.ok && answer.reason === "itemNotFound";
        return redirectWithFlash(context, gone ? localizePath("/roadmap", lang) : (redirectTo ?? itemPath), { toast });
      },
    };
  });
}

/** A comment: a new one is on the newest page, where the form's `redirectTo` leads. */
function commentForm(lang: Lang, itemId: number, itemPath: string) {
  return defineForm(commentSchema, ({ context, redirectTo }: FormPost) => ({
    lang,
    namespace: "roadmap",
    rateLimit: { action: "roadmapComment" },
    pretend: () => ({ held: false }),
    perform: async (value) => {
      // A comment with a link waits for a moderator (decision 0029); the event carries the links.
      const id = crypto.randomUUID();
      const held = containsLink(value.content) || containsLink(value.authorName ?? "");
      const links = await moderationLinks(context.config.sessionSecret, context.origin, id, lang);
      const added = await context.backend.addRoadmapComment({
        id,
        itemId,
        authorName: authorNameForCall(value.authorName),
        content: value.content,
        status: held ? "held" : "published",
        ...links,
      });
      return added ? { held } : new FormRefusal(404, "itemNotFound");
    },
    words: { field: fieldErrorKey, form: (reason) => failure("comment", reason) },
    toast: (answer) =>
      answer.ok
        ? answer.done.held
          ? { kind: "success", title: "roadmap:toast.heldTitle", description: "roadmap:toast.heldText" }
          : { kind: "success", title: "roadmap:toast.commentedTitle" }
        : answer.reason
          ? failureToast("comment", reasonOf(answer))
          : undefined,
    enhance: (answer) => ({ refresh: answer.ok ? { from: redirectTo ?? itemPath } : undefined }),
    plain: (answer, toast) =>
      answer.ok
        ? redirectWithFlash(context, redirectTo ?? itemPath, { toast })
        : json<RoadmapActionData>({ intent: "comment", toast, result: answer.reply, failure: answer.message }, { status: answer.status }),
  }));
}
