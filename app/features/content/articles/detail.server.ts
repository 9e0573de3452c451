import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cleanSlug, plainSummary } from "~/features/content/format";
import { absoluteUrl, attempt, renamedSlugRedirect, renderArticleBody } from "~/features/content/load.server";
import type { Crumbs } from "~/lib/breadcrumbs";
import { formatLongDate } from "~/lib/dates";
import { contentAlternates } from "~/lib/alternates";
import { htmlLang, type Lang } from "~/lib/i18n";
import { contentBase } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { coverAddress, libraryCover } from "~/features/content/library-cover.server";
import type { PlacedLibraryImage } from "~/lib/library-images";
import { toCard } from "./cards.server";
import { readingMinutes, wordCount } from "./reading";
import { articleKinds, type ArticleKindName, type ArticleRow, type ArticleSummary } from "./kinds";

/**
 * One article or tutorial (spec 2 §2.6, §2.10), its body rendered and sanitised here;
 * related ones of its category are read beside it, in parallel (issue 18 item 4).
 */
export async function loadArticle(name: ArticleKindName, { params, context }: LoaderFunctionArgs) {
  const kind = articleKinds[name];
  const lang = requireLang(params);
  const t = await translator(lang, name);
  const slug = cleanSlug(params.slug);
  const feedTitle = t("feed.title");
  // Where the kind's pages live: its list route's path (decision 0057).
  const basePath = contentBase(context.routes, name);

  // The article and its related ones in parallel: one round trip (the backend finds the category).
  const [found, relatedRead] = slug
    ? await Promise.all([
        attempt(`${name} ${slug}`, () => kind.read.get(context.backend, slug, lang)),
        attempt(`related ${name}`, () => kind.read.related(context.backend, { slug, locale: lang })),
      ])
    : [{ ok: true as const, value: null }, { ok: true as const, value: [] }];
  if (!found.ok) return json({ state: "failed" as const, title: t(kind.keys.detailFailed), feedTitle, basePath }, { status: 503 });
  const row = found.value;
  if (!row) {
    const moved = slug ? await renamedSlugRedirect(context, { kind: name, slug, lang }) : null;
    if (moved) throw moved;
    return json({ state: "notFound" as const, title: t("notFound.title"), feedTitle, basePath }, { status: 404 });
  }

  const related = row.category ? (relatedRead.value ?? []) : [];
  const cover = await libraryCover(context.backend, coverAddress(row), lang);
  return json(await articlePage(name, row, related, { lang, origin: context.origin, t, feedTitle, basePath, cover }));
}

type Translate = Awaited<ReturnType<typeof translator>>;

/** An article's or tutorial's page data from its row (its own URL, and its preview: decision 0214). */
export async function articlePage(
  name: ArticleKindName,
  row: ArticleRow,
  relatedRows: ArticleSummary[],
  { lang, origin, t, feedTitle, basePath, cover = null }: { lang: Lang; origin: string; t: Translate; feedTitle: string; basePath: string; cover?: PlacedLibraryImage | null },
) {
  const kind = articleKinds[name];
  const category = row.category;
  const related = category ? relatedRows : [];
  // An untranslated article on a Portuguese page points to its English page (decision 0216).
  const alternates = contentAlternates(basePath, lang, row);
  const url = origin + alternates.canonical;
  const image = cover?.src ?? row.headerImageUrl ?? row.imageUrl;
  // Reading time and the last edit after publication (decision 0218).
  const words = wordCount(`${row.excerpt}\n${row.content}`);
  const minutes = readingMinutes(words, row.locale);
  const modified = row.updatedAt && row.updatedAt > row.publishedDate ? row.updatedAt : "";
  // Shown when it is another day than the publication's; structured data says it whenever it is later.
  const updated =
    modified && modified.slice(0, 10) !== row.publishedDate.slice(0, 10)
      ? { label: t(`${kind.keys.detail}.updated`, { date: formatLongDate(modified, lang) }), dateTime: modified }
      : null;
  // The visible trail and the page's BreadcrumbList (meta.ts) are both this list.
  const crumbs: Crumbs = [
    { label: t(`${kind.keys.detail}.home`), to: "/" },
    { label: t(kind.keys.crumb), to: basePath },
    ...(category ? [{ label: category.name, to: `${basePath}?category=${encodeURIComponent(category.slug)}` }] : []),
    { label: row.title },
  ];

  return {
    state: "found" as const,
    feedTitle,
    basePath,
    url,
    alternates,
    crumbs,
    article: {
      slug: row.slug,
      lang: row.locale !== lang ? row.locale : undefined,
      title: row.title,
      excerpt: row.excerpt,
      author: row.author,
      authorBio: row.authorBio,
      date: row.publishedDate ? formatLongDate(row.publishedDate, lang) : "",
      dateTime: row.publishedDate,
      readingTime: t(`${kind.keys.detail}.readingTime`, { count: minutes }),
      updated,
      category,
      headerImageUrl: cover?.src ?? row.headerImageUrl,
      cover,
      imageCaption: row.imageCaption,
      tags: row.tags,
      html: await renderArticleBody(row.content, lang),
    },
    related: related.map((item) => toCard(item, lang)),
    meta: {
      title: t(kind.keys.detailTitle, { title: row.title }),
      headline: row.title,
      description: plainSummary(row.excerpt || row.content),
      url,
      origin,
      image: image ? absoluteUrl(origin, image) : null,
      keywords: kind.keywords(row, t),
      publishedTime: row.publishedDate || undefined,
      modifiedTime: modified || undefined,
      wordCount: words,
      timeRequired: `PT${minutes}M`,
      author: row.author || undefined,
      section: category?.name,
      schemaType: kind.schemaType,
      inLanguage: htmlLang[row.locale],
      contentLang: row.locale,
      translated: Boolean(row.translations.en && row.translations.pt),
    },
  };
}

/** The loader a detail route exports, for the view's and meta's types. */
export type ArticleLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadArticle>;
