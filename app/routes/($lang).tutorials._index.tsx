import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListResults } from "~/features/content/CardSkeletons";
import { CategoryFilter } from "~/features/content/CategoryFilter";
import { ContentCard } from "~/features/content/ContentCard";
import { LoadErrors } from "~/features/content/LoadErrors";
import { MessagePanel } from "~/features/content/MessagePanel";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";
import { usePendingListLocation } from "~/features/content/use-pending-list";
import { cleanSlug } from "~/features/content/format";
import { feedLink } from "~/features/content/meta";
import { withNamespaces } from "~/lib/i18n-client-loader";
import type { RouteHandle } from "~/lib/i18n-routes";
import { pageMeta } from "~/lib/meta";
import { toCard } from "~/features/content/cards.server";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// No React on a first visit (decision 0013): category links are plain links, app/features/content/lists.enhance.ts
// shows the skeletons while the next one loads, and the Get Updates form posts through data-enhance.
export const handle = { i18n: ["tutorials"], hydrate: false, enhance: ["lists"] } satisfies RouteHandle;
export const clientLoader = withNamespaces(["tutorials"]);

/** Tutorials & Guides (spec 2 §2.9): categories and the tutorials of the chosen one. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const categorySlug = cleanSlug(new URL(request.url).searchParams.get("category"));
  const t = await translator(lang, "tutorials");

  const [categories, tutorials] = await Promise.all([
    attempt("tutorial categories", () => context.backend.listTutorialCategories(lang)),
    attempt("tutorials", () => context.backend.listTutorials({ locale: lang, categorySlug })),
  ]);
  const errors: string[] = [];
  if (!categories.ok) errors.push("tutorials:errors.categories");
  if (!tutorials.ok) errors.push("tutorials:errors.tutorials");

  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    feedTitle: t("feed.title"),
    categorySlug,
    categories: (categories.value ?? []).map(({ slug, name }) => ({ slug, name })),
    tutorials: (tutorials.value ?? []).map((tutorial) => toCard(tutorial, lang)),
    tutorialsFailed: !tutorials.ok,
    errors,
  });
}

export default function TutorialsPage() {
  const { t } = useTranslation("tutorials");
  const data = useLoaderData<typeof loader>();
  const pending = usePendingListLocation("/tutorials");
  const selected = pending ? cleanSlug(new URLSearchParams(pending.search).get("category")) : data.categorySlug;

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("list.heading")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("list.intro")}</p>
      </header>

      <div data-list>
        <div className="mt-10">
          <LoadErrors messages={data.errors} />
          {data.categories.length > 0 ? (
            <CategoryFilter
              label={t("list.filterLabel")}
              allLabel={t("list.all")}
              basePath="/tutorials"
              categories={data.categories}
              selected={selected}
            />
          ) : null}
        </div>

        <div className="mt-10">
          <ListResults pending={pending !== null} loadingLabel={t("list.loading")}>
            {data.tutorials.length > 0 ? (
              <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {data.tutorials.map((card, index) => (
                  <ContentCard
                    key={card.slug}
                    card={card}
                    eager={index === 0}
                    basePath="/tutorials"
                    labels={{ readMore: t("card.readMore"), noImage: t("card.noImage"), unknownAuthor: t("card.unknownAuthor") }}
                  />
                ))}
              </div>
            ) : data.tutorialsFailed ? null : (
              <MessagePanel heading={t("empty.heading")} text={data.categorySlug ? t("empty.inCategory") : t("empty.none")} />
            )}
          </ListResults>
        </div>
      </div>

      <div className="mt-16">
        <NewsletterBlock
          source="tutorials"
          heading={t("newsletter.heading")}
          text={t("newsletter.text")}
          submitLabel={t("newsletter.submit")}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, data ? [feedLink(location.pathname, { path: "/tutorials/rss.xml", title: data.feedTitle })] : []);
