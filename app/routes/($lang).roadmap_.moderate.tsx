import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { PageIntro } from "~/components/layout/PageIntro";
import { readModerationToken } from "~/features/engagement/roadmap/moderation.server";
import { localizePath, type Lang } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { cacheControl } from "~/lib/cache-control";
import { redirectWithFlash } from "~/server/flash.server";
import { readFormBody } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/**
 * The confirm page of a moderation link (issue 19 item 4; decision 0029): the token in
 * `?token=` names a comment and what to do with it (publish or hide). The page shows the
 * comment and one button; its POST does it and answers 303 + flash to the item. A forged,
 * expired or tampered token is a 400, a comment that is gone a 404, a link already used
 * (the comment is no longer in a status the action moves from) a 409. Never cached, noindex.
 */
// A moderation link (decision 0029): its answer says no-store, so the edge never keeps it.
export const handle = { page: { cache: "roadmap", query: { token: true }, sitemap: false } } satisfies RouteHandle;

const noStore = { "Cache-Control": cacheControl.personal };

async function refusedPage(lang: Lang, status: 400 | 404 | 409, key: "invalid" | "notFound" | "alreadyPublished" | "alreadyHidden") {
  const t = await translator(lang, "roadmap");
  return json(
    { state: "refused" as const, message: t(`moderation.${key}`), meta: { title: t("moderation.title"), description: t("moderation.intro") } },
    { status, headers: noStore },
  );
}

async function orderOf(context: LoaderFunctionArgs["context"], token: FormDataEntryValue | null) {
  return readModerationToken(context.config.sessionSecret, typeof token === "string" ? token : null);
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const token = new URL(request.url).searchParams.get("token");
  const order = await orderOf(context, token);
  if (!order || !token) return refusedPage(lang, 400, "invalid");
  const comment = await context.backend.getRoadmapCommentForModeration(order.commentId);
  if (!comment) return refusedPage(lang, 404, "notFound");
  const t = await translator(lang, "roadmap");
  return json(
    {
      state: "ready" as const,
      token,
      action: order.action,
      comment: { authorName: comment.authorName, content: comment.content, status: comment.status, itemId: comment.itemId },
      meta: { title: t("moderation.title"), description: t("moderation.intro") },
    },
    { headers: noStore },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const formData = await readFormBody(request);
  const order = await orderOf(context, formData.get("token"));
  if (!order) return refusedPage(lang, 400, "invalid");
  const comment = await context.backend.getRoadmapCommentForModeration(order.commentId);
  if (!comment) return refusedPage(lang, 404, "notFound");
  const outcome = await context.backend.moderateRoadmapComment(order.commentId, order.action);
  if (outcome === "not-found") return refusedPage(lang, 404, "notFound");
  if (outcome === "unchanged") return refusedPage(lang, 409, comment.status === "hidden" ? "alreadyHidden" : "alreadyPublished");
  return redirectWithFlash(context, localizePath(`/roadmap/${comment.itemId}#comments`, lang), {
    toast: {
      kind: "success",
      title: order.action === "publish" ? "roadmap:moderation.publishedTitle" : "roadmap:moderation.hiddenTitle",
    },
  });
}

export default function ModerateComment() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("roadmap");
  const message = refused && "message" in refused ? refused.message : data.state === "refused" ? data.message : null;
  return (
    <>
      <PageIntro heading={t("moderation.title")} intro={t("moderation.intro")} />
      <section className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {message ? (
          <p role="alert" className="font-medium text-red-800">
            {message}
          </p>
        ) : data.state === "ready" ? (
          <div className="space-y-6">
            <p className="text-slate-700">{t(`moderation.status.${data.comment.status}`)}</p>
            <figure className="rounded-md border border-slate-200 bg-white p-4">
              <blockquote className="whitespace-pre-line break-words text-slate-900">{data.comment.content}</blockquote>
              <figcaption className="mt-2 text-sm text-slate-600">{data.comment.authorName}</figcaption>
            </figure>
            <Form method="post" reloadDocument>
              <input type="hidden" name="token" value={data.token} />
              <button type="submit" className={buttonClass(data.action === "publish" ? "primary" : "dark")}>
                {t(data.action === "publish" ? "moderation.publish" : "moderation.hide")}
              </button>
            </Form>
          </div>
        ) : null}
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, [{ name: "robots", content: "noindex" }]);

/** Per link and per comment: never stored by a cache. */
export const headers: HeadersFunction = () => noStore;
