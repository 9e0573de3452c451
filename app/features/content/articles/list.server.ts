import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cleanSlug, cleanTag } from "~/features/content/format";
import { attempt } from "~/features/content/load.server";
import { contentBase } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { toCard } from "./cards.server";
import { articleKinds, type ArticleKindName } from "./kinds";

/** A blog or tutorials list (spec 2 §2.5, §2.9): categories and the items of the chosen category (or tag), newest first. */
export async function loadArticleList(name: ArticleKindName, { params, request, context }: LoaderFunctionArgs) {
  const kind = articleKinds[name];
  const lang = requireLang(params);
  const url = new URL(request.url);
  const categorySlug = cleanSlug(url.searchParams.get("category"));
  const tag = kind.tags ? cleanTag(url.searchParams.get("tag")) : null;
  const t = await translator(lang, name);

  const [categories, articles] = await Promise.all([
    attempt(`${name} categories`, () => kind.read.categories(context.backend, lang)),
    attempt(`${name} list`, () => kind.read.list(context.backend, { locale: lang, categorySlug, tag })),
  ]);
  const errors: string[] = [];
  if (!categories.ok) errors.push(`${name}:errors.categories`);
  if (!articles.ok) errors.push(`${name}:${kind.keys.listFailed}`);

  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    feedTitle: t("feed.title"),
    // Where the kind's pages live: this route's own path, from the route table (decision 0057).
    basePath: contentBase(context.routes, name),
    categorySlug,
    tag,
    categories: (categories.value ?? []).map(({ slug, name }) => ({ slug, name })),
    articles: (articles.value ?? []).map((article) => toCard(article, lang)),
    articlesFailed: !articles.ok,
    errors,
  });
}

/** The loader a list route exports, for the view's and meta's types. */
export type ArticleListLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadArticleList>;
