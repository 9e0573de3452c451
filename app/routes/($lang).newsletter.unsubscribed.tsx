import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/translation";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: false } } satisfies RouteHandle;

/** Where a person lands after unsubscribing (decision 0030): the same page for everyone. */
export async function loader({ params }: LoaderFunctionArgs) {
  const t = await translator(requireLang(params));
  return json({ meta: { title: t("newsletter.unsubscribe.doneTitle") } }, { headers: { "X-Robots-Tag": "noindex" } });
}

export default function UnsubscribedPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t("newsletter.unsubscribe.doneTitle")}</h1>
      <p className="mt-4 text-slate-700">{t("newsletter.unsubscribe.doneText")}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "StayLoop" },
  { name: "robots", content: "noindex" },
];
