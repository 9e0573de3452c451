import {
  json,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { DownloadForm, DownloadReady } from "~/features/engagement/downloads/DownloadForm";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { useLang } from "~/components/ui/links";
import { localizePath, type Lang } from "~/lib/i18n";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { verifyDownloadToken } from "~/features/engagement/downloads/token.server";
import { requestDownload, resourceFileUrl, type DownloadActionData } from "~/features/engagement/downloads/downloads.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { cacheControl } from "~/lib/cache-control";
import { notFound } from "~/server/not-found.server";

// The list beneath keeps its filters' module; the dialog and its form need no React (decision 0015).
export const handle = {
  // The list's search and category under the dialog; the download link's token, and its expiry.
  page: { cache: "marketing", query: anyValueOf(["q", "category", "download", "expired"]), sitemap: false },
  enhance: ["dialog", "downloads"],
} satisfies RouteHandle;

async function requireResource(context: AppLoadContext, lang: Lang, slug: string | undefined) {
  const resource = (await context.backend.listDownloadableResources(lang)).find((candidate) => candidate.slug === slug);
  if (!resource) throw notFound();
  return resource;
}

/** The list's filters, which the dialog's addresses keep so the list behind stays as it was. */
function listSearch(url: URL): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ["q", "category"]) {
    const value = url.searchParams.get(name);
    if (value) search.set(name, value);
  }
  return search;
}

/**
 * The download dialog (`/downloads/{slug}`, DESIGN §5.3): the form, or, after a post
 * without JavaScript (`?download={token}`), the ready state that starts the download.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "downloads");
  let resource;
  try {
    resource = await requireResource(context, lang, params.slug);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("downloadable resource load failed", error);
    // The dialog says the spec's 'Failed to load resources. Please try again.', and a form
    // posted without JavaScript stays with what was typed (decision 0025).
    return json(
      {
        state: "failed" as const,
        slug: params.slug ?? "",
        meta: { title: t("meta.title"), description: t("meta.description") },
      },
      { status: 503, headers: { "Cache-Control": cacheControl.personal } },
    );
  }
  const url = new URL(request.url);
  const token = url.searchParams.get("download");
  const ready = token ? await verifyDownloadToken(context.config.sessionSecret, resource.slug, token) : false;
  return json(
    {
      state: "found" as const,
      resource: { slug: resource.slug, name: resource.name },
      fileUrl: ready && token ? resourceFileUrl(resource.slug, token) : null,
      expired: (token !== null && !ready) || url.searchParams.has("expired"),
      meta: { title: t("meta.resourceTitle", { name: resource.name }), description: resource.description ?? t("meta.description") },
    },
    { headers: { "Cache-Control": cacheControl.personal } },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const resource = await requireResource(context, lang, params.slug).catch((error: unknown) => {
    if (error instanceof Response) throw error;
    console.error("download resource lookup failed", error);
    return null;
  });
  return requestDownload({ request, context, lang, resource, returnSearch: listSearch(new URL(request.url)) });
}

export default function DownloadDialog() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<DownloadActionData>();
  const { t } = useTranslation("downloads");
  const lang = useLang();
  const location = useLocation();
  const search = listSearch(new URL(location.pathname + location.search, "http://x"));
  const query = search.size > 0 ? `?${search}` : "";
  const closeTo = `/downloads${query}`;

  if (data.state === "failed") {
    return (
      <RouteDialog title={t("heading")} closeTo={closeTo}>
        <div className="space-y-4">
          <p role={actionData ? undefined : "alert"} className="font-medium text-red-800">
            {t("loadError")}
          </p>
          {actionData ? (
            <DownloadForm
              slug={data.slug}
              action={`${localizePath(`/downloads/${data.slug}`, lang)}${query}`}
              actionData={actionData}
            />
          ) : null}
        </div>
      </RouteDialog>
    );
  }

  const { resource, fileUrl, expired } = data;
  const action = `${localizePath(`/downloads/${resource.slug}`, lang)}${query}`;

  return (
    <RouteDialog title={t("dialog.title", { name: resource.name })} closeTo={closeTo}>
      {fileUrl ? (
        <DownloadReady name={resource.name} fileUrl={fileUrl} />
      ) : (
        <div className="space-y-4">
          <p className="text-slate-700">{t("dialog.text")}</p>
          {expired ? (
            <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t("dialog.expired")}
            </p>
          ) : null}
          <DownloadForm
            slug={resource.slug}
            action={action}
            actionData={actionData}
          />
        </div>
      )}
    </RouteDialog>
  );
}

/** The ready state starts the download by itself (a same-page refresh to the file, which is an attachment). */
export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, [
    { name: "robots", content: "noindex" },
    ...(data?.state === "found" && data.fileUrl ? [{ httpEquiv: "refresh", content: `0;url=${data.fileUrl}` }] : []),
  ]);

/** Per visitor (their votes, their form's answer): never stored by a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": cacheControl.personal });
