import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { cacheControl } from "~/lib/cache-control";
import { localizePath } from "~/lib/i18n";
import { unsubscribeEmail } from "~/features/newsletter/unsubscribe.server";
import { readFormBody } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: false } } satisfies RouteHandle;

/**
 * The newsletter's unsubscribe link (issue 19 item 5; decision 0030), carried by every
 * newsletter.subscribed/updated event as `data.unsubscribe_url`.
 * GET shows a confirm page and changes nothing (mail scanners open links). POST unsubscribes:
 * the person's button (a 303 to /newsletter/unsubscribed), or a mail client's RFC 8058
 * one-click POST (`List-Unsubscribe=One-Click`, no Origin, no cookies: functions/fetch.ts
 * lets a cross-site POST reach exactly this address), answered 200 with the page saying so.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang);
  const email = await unsubscribeEmail(context.config.sessionSecret, params.token);
  const meta = { title: t("newsletter.unsubscribe.metaTitle") };
  const headers = { "Cache-Control": cacheControl.personal, "X-Robots-Tag": "noindex" };
  if (!email) return json({ email: null, meta }, { status: 404, headers });
  return json({ email, meta }, { headers });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const lang = requireLang(params);
  const email = await unsubscribeEmail(context.config.sessionSecret, params.token);
  const headers = { "Cache-Control": cacheControl.never, "X-Robots-Tag": "noindex" };
  if (!email) {
    // The page then says the link is not valid (the loader's 404).
    await request.body?.cancel().catch(() => undefined);
    return json({ done: false }, { status: 404, headers });
  }
  let formData: FormData;
  try {
    formData = await readFormBody(request);
  } catch (refused) {
    if (refused instanceof Response) return refused;
    throw refused;
  }
  try {
    await context.backend.unsubscribe({ email });
  } catch (error) {
    console.error("unsubscribe failed", error);
    throw new Response("Service Unavailable", { status: 503, headers: { ...headers, "Retry-After": "60" } });
  }
  if (formData.get("List-Unsubscribe") === "One-Click") return json({ done: true }, { headers });
  return redirect(localizePath("/newsletter/unsubscribed", lang), { status: 303, headers: { "Cache-Control": cacheControl.never } });
}

export default function UnsubscribePage() {
  const { email } = useLoaderData<typeof loader>();
  const done = useActionData<{ done: boolean }>()?.done === true;
  const { t } = useTranslation();
  if (done) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{t("newsletter.unsubscribe.doneTitle")}</h1>
        <p className="mt-4 text-slate-700">{t("newsletter.unsubscribe.doneText")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      {email ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t("newsletter.unsubscribe.heading")}</h1>
          <p className="mt-4 text-slate-700">{t("newsletter.unsubscribe.confirmText", { email })}</p>
          <Form method="post" reloadDocument className="mt-6">
            <button type="submit" className="rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800">
              {t("newsletter.unsubscribe.button")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{t("newsletter.unsubscribe.invalidHeading")}</h1>
          <p className="mt-4 text-slate-700">{t("newsletter.unsubscribe.invalidText")}</p>
        </>
      )}
    </div>
  );
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "StayLoop" },
  { name: "robots", content: "noindex" },
];
