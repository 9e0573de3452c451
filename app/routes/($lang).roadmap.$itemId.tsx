import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { CommentForm } from "~/features/engagement/roadmap/CommentForm";
import { CommentList } from "~/features/engagement/roadmap/CommentList";
import type { RoadmapActionData } from "~/features/engagement/roadmap/types";
import { UpvoteForm } from "~/features/engagement/roadmap/UpvoteForm";
import { RoadmapIntegrationLinks } from "~/features/content/integrations/RoadmapIntegrationLinks";
import { roadmapIntegrationLinks } from "~/features/content/integrations/pages.server";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { useLang } from "~/components/ui/links";
import { boardStatusOf, commentPageSize, commentsId, parseItemId, statusKeys } from "~/features/engagement/roadmap/schema";
import { localizePath } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { viewAlternates } from "~/lib/alternates";
import type { VisitorVotes } from "~/backend/types";
import { roadmapItemForms } from "~/features/engagement/roadmap/roadmap.server";
import { formAction } from "~/server/form-action.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { lookUpVisitor } from "~/server/visitor.server";
import { parseCommentId } from "~/backend/roadmap-comments";
import { cacheControl } from "~/lib/cache-control";
import { notFound } from "~/server/not-found.server";

// No React on the document (decision 0017): the dialog, the in-place posts and the comment
// form's button come from app/enhance/ (dialog.ts, forms.ts through the layout's module, roadmap.ts).
export const handle = {
  // `before`: the comment page's cursor.
  page: { cache: "roadmap", query: { before: true }, sitemap: false, bench: { name: "Roadmap item", budget: "any", from: "/roadmap" } },
  enhance: ["dialog", "roadmap"],
} satisfies RouteHandle;

function requireItemId(value: string | undefined): number {
  const id = parseItemId(value);
  if (id === null) throw notFound();
  return id;
}

/**
 * One item as a dialog over the board (`/roadmap/{id}`, DESIGN §5.3): its counts, the
 * visitor's own votes, and its comments. Per visitor, so never cached.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const id = requireItemId(params.itemId);
  const t = await translator(lang, "roadmap");
  const headers = { "Cache-Control": cacheControl.personal };
  const now = new Date().toISOString();

  // The item, its comments and the visitor's votes in parallel: one round trip (issue 18 item 4).
  const [read, comments, votes, integrations] = await Promise.all([
    context.backend.getRoadmapItem(id, lang).then(
      (found) => ({ ok: true as const, item: found }),
      (error: unknown) => {
        console.error("roadmap item load failed", error);
        return { ok: false as const, item: null };
      },
    ),
    commentPage(context, id, parseCommentId(new URL(request.url).searchParams.get("before"))).catch((error: unknown) => {
      console.error("roadmap comments load failed", error);
      return null;
    }),
    lookUpVisitor(request, context)
      .then((visitor) => context.backend.roadmapVotesOf(id, visitor))
      .catch((error: unknown): VisitorVotes => {
        console.error("roadmap votes lookup failed", error);
        return { itemVoted: false, likedCommentIds: [] };
      }),
    // The directory's pages of the systems this item builds (issue 33 item 2); none when unread.
    context.backend.listIntegrationsOfRoadmapItem(id).catch((error: unknown) => {
      console.error("roadmap item integrations load failed", error);
      return [];
    }),
  ]);
  if (!read.ok) {
    return json(
      { state: "error" as const, itemId: id, error: t("loadError", { message: t("reasons.unavailable") }), meta: { title: t("meta.title"), description: t("meta.description") } },
      { status: 503, headers },
    );
  }
  const item = read.item;
  if (!item) throw notFound();

  return json(
    {
      state: "ok" as const,
      item,
      comments,
      commentsError: comments ? null : t("comments.loadError", { message: t("reasons.unavailable") }),
      votes,
      integrations: roadmapIntegrationLinks(integrations),
      now,
      meta: { title: t("meta.itemTitle", { title: item.title }), description: item.description.slice(0, 160) },
      // A dialog over the board, which is the page indexed and in the sitemap (decision 0062).
      alternates: viewAlternates(`/roadmap/${item.id}`, "/roadmap", lang),
    },
    { headers },
  );
}

/** The page of comments `?before=` names; a cursor that names no comment of this item shows the newest. */
async function commentPage(context: LoaderFunctionArgs["context"], itemId: number, before: string | null) {
  const page = await context.backend.listRoadmapComments(itemId, { before, limit: commentPageSize });
  return page ?? context.backend.listRoadmapComments(itemId, { before: null, limit: commentPageSize });
}

/** Upvote, like and comment, by the post's `intent` (app/features/engagement/roadmap/roadmap.server.ts). */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const itemId = requireItemId(params.itemId);
  return formAction({ request, context }, roadmapItemForms(lang, itemId));
}

export default function RoadmapItemDialog() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<RoadmapActionData>();
  const { t } = useTranslation("roadmap");
  const lang = useLang();

  if (data.state === "error") {
    // A comment posted without JavaScript while the backend fails comes back here: the form
    // stays, with what was typed and 'Failed to add comment: …' beneath it.
    const commented = actionData?.intent === "comment";
    return (
      <RouteDialog title={t("heading")} closeTo="/roadmap">
        <div className="space-y-6">
          <p role={commented ? undefined : "alert"} className="font-medium text-red-800">
            {data.error}
          </p>
          {commented ? (
            <CommentForm itemId={data.itemId} action={localizePath(`/roadmap/${data.itemId}`, lang)} actionData={actionData} />
          ) : null}
        </div>
      </RouteDialog>
    );
  }

  const { item, comments, commentsError, votes, integrations, now } = data;
  const action = localizePath(`/roadmap/${item.id}`, lang);
  return (
    <RouteDialog
      title={item.title}
      subtitle={
        <span className="flex flex-wrap gap-2">
          <span>{t("item.stage", { stage: t(statusKeys[boardStatusOf(item.status)]) })}</span>
          {item.category ? (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{item.category}</span>
          ) : null}
        </span>
      }
      closeTo="/roadmap"
      size="lg"
    >
      <div className="space-y-6">
        {item.description ? <p className="whitespace-pre-line text-slate-800">{item.description}</p> : null}
        <RoadmapIntegrationLinks links={integrations} />
        <UpvoteForm itemId={item.id} title={item.title} upvotes={item.upvotes} voted={votes.itemVoted} action={action} />
        <section id={commentsId} aria-labelledby="roadmap-comments-heading" className="space-y-3">
          <h3 id="roadmap-comments-heading" className="text-lg font-bold text-slate-900">
            {t("comments.heading")}{" "}
            <span className="text-base font-medium text-slate-700">({t("comments", { count: item.commentCount })})</span>
          </h3>
          {commentsError ? (
            <p role="alert" className="font-medium text-red-800">
              {commentsError}
            </p>
          ) : (
            <CommentList
              itemTitle={item.title}
              page={comments ?? { comments: [], olderBefore: null, newerCount: 0 }}
              total={item.commentCount}
              likedCommentIds={votes.likedCommentIds}
              now={now}
              action={action}
            />
          )}
        </section>
        <CommentForm itemId={item.id} action={action} actionData={actionData} />
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, [{ name: "robots", content: "noindex" }]);

/** Per visitor (their votes, their form's answer): never stored by a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": cacheControl.personal });
