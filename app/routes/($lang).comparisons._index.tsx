import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { MessagePanel } from "~/features/content/MessagePanel";
import { TrialCta } from "~/features/content/TrialCta";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { siteName, trial } from "~/lib/site";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { ListPage } from "~/features/content/PageTop";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = {
  page: {
    cache: "content",
    sitemap: "listed",
    // Each comparison lives at /comparisons/{slug}, this page's path and its slug (decision 0057).
    items: { kind: "comparisons", read: (backend, lang) => backend.listComparisons(lang) },
  },
} satisfies RouteHandle;

/** StayLoop vs Competitors (spec 2 §2.14): every published comparison, newest first. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "comparisons");
  const comparisons = await attempt("comparisons", () => context.backend.listComparisons(lang));
  return json(
    {
      meta: { title: t("meta.title", { product: siteName }), description: t("meta.description", { product: siteName }) },
      failed: !comparisons.ok,
      comparisons: (comparisons.value ?? []).map((comparison) => ({
        slug: comparison.slug,
        lang: comparison.locale !== lang ? comparison.locale : undefined,
        title: comparison.title,
        headerDescription: comparison.headerDescription,
      })),
    },
    { status: comparisons.ok ? 200 : 503 },
  );
}

export default function ComparisonsPage() {
  const { t } = useTranslation("comparisons");
  const data = useLoaderData<typeof loader>();

  if (data.failed) {
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel level={1} heading={t("errors.heading")} text={t("errors.text")}>
          <LocalLink to="/" className={buttonClass("primary")}>
            {t("errors.home")}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }

  return (
    <ListPage heading={t("list.heading", { product: siteName })} intro={t("list.intro", { product: siteName })}>
      <div className="mt-12">
        {data.comparisons.length === 0 ? (
          <MessagePanel heading={t("list.emptyHeading")} text={t("list.emptyText")} />
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.comparisons.map((comparison) => (
              <li
                key={comparison.slug}
                lang={comparison.lang}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h2 className="text-xl font-bold text-slate-900">{comparison.title}</h2>
                <p className="mt-3 line-clamp-3 flex-1 text-slate-700">{comparison.headerDescription}</p>
                <LocalLink
                  to={`/comparisons/${comparison.slug}`}
                  aria-label={`${t("list.view")}: ${comparison.title}`}
                  className={`${buttonClass("secondary", "sm")} mt-6 self-start`}
                >
                  {t("list.view")}
                </LocalLink>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-16">
        <TrialCta
          id="comparisons-cta"
          heading={t("list.ctaHeading")}
          text={t("list.ctaText", { days: trial.days })}
          button={t("list.ctaButton")}
        />
      </div>
    </ListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
