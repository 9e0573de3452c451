import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthorBadge } from "~/features/content/AuthorBadge";
import { Breadcrumb } from "~/features/content/Breadcrumb";
import { ContentBody } from "~/features/content/ContentBody";
import { ContentImage } from "~/features/content/ContentImage";
import { MessagePanel } from "~/features/content/MessagePanel";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";
import { RelatedResources } from "~/features/content/RelatedResources";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { cleanSlug, plainSummary } from "~/features/content/format";
import { documentMeta, feedLink, notFoundDocumentMeta } from "~/features/content/meta";
import { formatLongDate } from "~/lib/dates";
import { localizePath } from "~/lib/i18n";
import { withNamespaces } from "~/lib/i18n-client-loader";
import type { RouteHandle } from "~/lib/i18n-routes";
import { pageMeta } from "~/lib/meta";
import { toCard } from "~/features/content/cards.server";
import { absoluteUrl, attempt, renderArticleBody, siteOrigin } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** Nothing here needs JavaScript: the document ships none (DESIGN §9). */
export const handle = { i18n: ["tutorials"], hydrate: false } satisfies RouteHandle;
export const clientLoader = withNamespaces(["tutorials"]);

/** One tutorial (spec 2 §2.10); related tutorials are read only once it was found. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "tutorials");
  const slug = cleanSlug(params.slug);
  const feedTitle = t("feed.title");

  const found = slug ? await attempt("tutorial", () => context.backend.getTutorial(slug, lang)) : { ok: true as const, value: null };
  if (!found.ok) return json({ state: "failed" as const, title: t("errors.tutorial"), feedTitle }, { status: 503 });
  const tutorial = found.value;
  if (!tutorial) return json({ state: "notFound" as const, title: t("notFound.title"), feedTitle }, { status: 404 });

  const related =
    tutorial.category === null
      ? []
      : ((
          await attempt("related tutorials", () =>
            context.backend.listRelatedTutorials({ slug: tutorial.slug, categorySlug: tutorial.category!.slug, locale: lang }),
          )
        ).value ?? []);
  const origin = siteOrigin(request, context);
  const url = origin + localizePath(`/tutorials/${tutorial.slug}`, lang);
  const image = tutorial.headerImageUrl ?? tutorial.imageUrl;

  return json({
    state: "found" as const,
    feedTitle,
    tutorial: {
      slug: tutorial.slug,
      lang: tutorial.locale !== lang ? tutorial.locale : undefined,
      title: tutorial.title,
      excerpt: tutorial.excerpt,
      author: tutorial.author,
      aboutAuthor: tutorial.aboutAuthor,
      date: tutorial.publishedDate ? formatLongDate(tutorial.publishedDate, lang) : "",
      dateTime: tutorial.publishedDate,
      category: tutorial.category,
      headerImageUrl: tutorial.headerImageUrl,
      html: renderArticleBody(tutorial.content, lang),
    },
    related: related.map((item) => toCard(item, lang)),
    meta: {
      title: t("meta.tutorialTitle", { title: tutorial.title }),
      headline: tutorial.title,
      description: plainSummary(tutorial.excerpt || tutorial.content),
      url,
      origin,
      image: image ? absoluteUrl(origin, image) : null,
      keywords: [tutorial.category?.name, t("meta.keyword")].filter((k): k is string => Boolean(k)),
      publishedTime: tutorial.publishedDate || undefined,
      author: tutorial.author || undefined,
      section: tutorial.category?.name,
      schemaType: "TechArticle" as const,
    },
  });
}

export default function TutorialPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("tutorials");

  if (data.state !== "found") {
    const failed = data.state === "failed";
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel
          level={1}
          heading={failed ? t("errors.tutorial") : t("notFound.heading")}
          text={failed ? t("errors.tutorialText") : t("notFound.text")}
        >
          <LocalLink to="/tutorials" className={buttonClass("primary")}>
            {t("notFound.browse")}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }

  const { tutorial } = data;
  const resources = [
    { to: "/features/email-campaigns", label: t("common:features.email-campaigns.title") },
    { to: "/features/ai-content-creation", label: t("common:features.ai-content-creation.title") },
    { to: "/features/guest-loyalty-program", label: t("common:features.guest-loyalty-program.title") },
    { to: "/features/performance-analytics", label: t("common:features.performance-analytics.title") },
    { to: "/pricing", label: t("resources.pricing") },
    ...(tutorial.category
      ? [
          {
            to: `/tutorials?category=${encodeURIComponent(tutorial.category.slug)}`,
            label: t("resources.moreInCategory", { category: tutorial.category.name }),
          },
        ]
      : []),
    { to: "/blog", label: t("resources.blog") },
    { to: "/help-center", label: t("resources.helpCenter") },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={tutorial.lang}>
        <LocalLink to="/tutorials" className="inline-flex items-center gap-1 font-semibold text-teal-800 hover:underline">
          <span aria-hidden="true">←</span> {t("detail.back")}
        </LocalLink>

        <header className="mt-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{tutorial.title}</h1>
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
            <span className="font-medium text-slate-800">
              {t("detail.by", { author: tutorial.author.trim() || t("card.unknownAuthor") })}
            </span>
            {tutorial.date ? <time dateTime={tutorial.dateTime}>{tutorial.date}</time> : null}
            {tutorial.category ? (
              <LocalLink
                to={`/tutorials?category=${encodeURIComponent(tutorial.category.slug)}`}
                className="inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-100"
              >
                {tutorial.category.name}
              </LocalLink>
            ) : null}
          </div>
          {tutorial.headerImageUrl ? (
            <ContentImage src={tutorial.headerImageUrl} alt="" fallbackLabel="" eager className="mt-8 rounded-2xl" />
          ) : null}
        </header>

        <div className="mt-8">
          <Breadcrumb
            label={t("detail.breadcrumb")}
            items={[
              { label: t("detail.home"), to: "/" },
              { label: t("detail.tutorials"), to: "/tutorials" },
              ...(tutorial.category
                ? [{ label: tutorial.category.name, to: `/tutorials?category=${encodeURIComponent(tutorial.category.slug)}` }]
                : []),
              { label: tutorial.title },
            ]}
          />
        </div>

        {tutorial.excerpt ? (
          <p className="mt-8 border-l-4 border-teal-600 pl-5 text-xl italic leading-relaxed text-slate-700">{tutorial.excerpt}</p>
        ) : null}

        <ContentBody html={tutorial.html} className="mt-8" />

        {tutorial.aboutAuthor ? (
          <section aria-labelledby="about-author" className="mt-12 rounded-2xl bg-slate-50 p-6">
            <h2 id="about-author" className="text-lg font-bold text-slate-900">
              {t("detail.aboutAuthor")}
            </h2>
            <div className="mt-3">
              <AuthorBadge name={tutorial.author} unknownLabel={t("card.unknownAuthor")} />
            </div>
            <p className="mt-3 text-slate-700">{tutorial.aboutAuthor}</p>
          </section>
        ) : null}
      </article>

      <div className="mt-12">
        <RelatedResources heading={t("detail.relatedResources")} links={resources} />
      </div>

      <div className="mt-12">
        <NewsletterBlock
          source="tutorials"
          heading={t("newsletter.heading")}
          text={t("newsletter.text")}
          submitLabel={t("newsletter.submit")}
        />
      </div>

      {data.related.length > 0 ? (
        <section aria-labelledby="related-tutorials" className="mt-16">
          <h2 id="related-tutorials" className="text-2xl font-bold text-slate-900">
            {t("detail.relatedTutorials")}
          </h2>
          <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.related.map((card) => (
              <li key={card.slug} lang={card.lang} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <ContentImage src={card.imageUrl} alt="" fallbackLabel={t("card.noImage")} />
                <div className="p-5">
                  <h3 className="font-bold text-slate-900">
                    <LocalLink to={`/tutorials/${card.slug}`} className="hover:text-teal-800 hover:underline">
                      {card.title}
                    </LocalLink>
                  </h3>
                  {card.date ? (
                    <time dateTime={card.dateTime} className="mt-1 block text-sm text-slate-600">
                      {card.date}
                    </time>
                  ) : null}
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700">{card.excerpt}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return pageMeta(undefined, { location, matches });
  const feed = feedLink(location.pathname, { path: "/tutorials/rss.xml", title: data.feedTitle });
  if (data.state !== "found") return [...notFoundDocumentMeta(data.title), feed];
  return documentMeta(data.meta, location, [feed]);
};
