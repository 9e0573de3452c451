import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { useLang } from "~/components/ui/links";
import { formatLongDate, formatRelative } from "~/lib/dates";
import { anonymousAuthor, commentsId } from "~/features/engagement/roadmap/schema";
import { useOwnRouteId } from "~/components/ui/own-route";
import { redirectFieldName } from "~/lib/forms";
import type { RoadmapComment, RoadmapCommentPage } from "~/backend/types";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { RoadmapHooks } from "./roadmap.hooks";

interface CommentListProps {
  itemTitle: string;
  page: RoadmapCommentPage;
  /** Every comment of the item, not only this page's. */
  total: number;
  likedCommentIds: string[];
  /** The server's clock when the page was made, so "3 minutes ago" is the same in both renders. */
  now: string;
  action: string;
}

/**
 * A page of comments, oldest first, in a list that scrolls past 200 px (spec 2 §2.8, §9),
 * with plain links to the older page and back to the newest
 * (docs/decisions/0307-roadmap-comment-pages.md). Text only, never markup.
 */
export function CommentList({ itemTitle, page, total, likedCommentIds, now, action }: CommentListProps) {
  const { t } = useTranslation("roadmap");
  const ownRoute = useOwnRouteId();
  const { comments, olderBefore, newerCount } = page;
  // Likes post to the page they were given on, so a visitor without JavaScript comes back to it.
  const shownBefore = new URLSearchParams(useLocation().search).get("before");
  const likeAction = shownBefore ? `${action}?before=${encodeURIComponent(shownBefore)}` : action;
  if (comments.length === 0) return <p className="text-sm text-slate-600">{t("comments.empty")}</p>;
  const paged = olderBefore !== null || newerCount > 0;
  return (
    <>
      {paged ? (
        <nav aria-label={t("comments.pages.label")} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <p className="text-slate-700">
            {newerCount === 0
              ? t("comments.pages.newestShown", { shown: comments.length, total })
              : t("comments.pages.olderShown", { from: newerCount + 1, to: newerCount + comments.length, total })}
          </p>
          {newerCount > 0 ? (
            <Link to={`${action}#comments`} className={pageLinkClass}>
              {t("comments.pages.newest")}
            </Link>
          ) : null}
          {olderBefore !== null ? (
            <Link
              to={`${action}?before=${encodeURIComponent(olderBefore)}#comments`}
              className={pageLinkClass}
            >
              {t("comments.pages.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div
        role="region"
        aria-label={t("comments.listLabel", { title: itemTitle })}
        // Focusable so the list can be scrolled from the keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[200px] overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-teal-700"
        {...hook(RoadmapHooks.commentList)}
      >
        <ol className="divide-y divide-slate-200">
          {comments.map((comment) => (
            <CommentEntry
              key={comment.id}
              comment={comment}
              liked={likedCommentIds.includes(comment.id)}
              now={now}
              action={likeAction}
              route={ownRoute}
            />
          ))}
        </ol>
      </div>
    </>
  );
}

const pageLinkClass = "font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-700";

function CommentEntry({
  comment,
  liked,
  now,
  action,
  route,
}: {
  comment: RoadmapComment;
  liked: boolean;
  now: string;
  action: string;
  /** The page's route, which the like posts to in place. */
  route: string;
}) {
  const { t } = useTranslation("roadmap");
  const lang = useLang();
  const named = comment.authorName.trim();
  const author = named === "" || named === anonymousAuthor ? t("comments.anonymous") : named;

  return (
    <li className="px-4 py-3" data-testid="roadmap-comment">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-slate-900" data-testid="comment-author">
          {author}
        </span>
        <time dateTime={comment.createdAt} title={formatLongDate(comment.createdAt, lang)} className="text-slate-600">
          {formatRelative(comment.createdAt, lang, new Date(Math.max(Date.parse(now), Date.parse(comment.createdAt))))}
        </time>
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-testid="comment-content">
        {comment.content}
      </p>
      {/* Back to this page's comments without JavaScript; in place, the comments are refreshed. */}
      <form
        method="post"
        action={action}
        data-module={FormHooks.module}
        {...hook(FormHooks.route, route)}
        {...hook(FormHooks.refresh, commentsId)}
        className="mt-2 flex items-center gap-2"
      >
        <input type="hidden" name="intent" value="like" />
        <input type="hidden" name={redirectFieldName} value={`${action}#${commentsId}`} />
        <input type="hidden" name="commentId" value={comment.id} />
        <button
          type="submit"
          disabled={liked}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed ${
            liked ? "bg-rose-50 text-rose-800" : "text-slate-800 hover:bg-slate-100"
          }`}
        >
          <span aria-hidden="true">{liked ? "♥" : "♡"}</span>
          {liked ? t("comments.liked") : t("comments.like")}
          <span className="sr-only"> {t("comments.byAuthor", { author })}</span>
        </button>
        <span className="text-sm text-slate-700" data-testid="comment-likes">
          {t("comments.likes", { count: comment.likes })}
        </span>
      </form>
    </li>
  );
}
