import type { ComponentType, ReactNode } from "react";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { CardSkeletons } from "~/features/content/CardSkeletons";
import { LoadErrors } from "~/features/content/LoadErrors";
import { MessagePanel } from "~/features/content/MessagePanel";
import { CategoryFilter } from "./CategoryFilter";
import { ContentCard, type ContentCardData } from "./ContentCard";
import { Frozen } from "~/components/ui/frozen";
import { articleKinds, type ArticleKindName } from "./kinds";
import type { ArticleListLoader } from "./list.server";
import { ListPage } from "~/features/content/PageTop";
import { hook } from "~/components/ui/hook";
import { ListsHooks } from "./lists.hooks";

/** The 'Get Updates' block; the route passes it in, since one feature never imports another. */
export type NewsletterSlot = ComponentType<{ source: ArticleKindName; heading: string; text: string; submitLabel: string }>;

/** The blog or tutorials list (spec 2 §2.5, §2.9). */
export function ArticleListPage({ name, Newsletter }: { name: ArticleKindName; Newsletter: NewsletterSlot }) {
  const kind = articleKinds[name];
  const { t } = useTranslation(name);
  const data = useLoaderData<ArticleListLoader>();
  const emptyText = data.categorySlug ? t("empty.inCategory") : data.tag ? t("empty.withTag") : t("empty.none");

  return (
    <ListPage heading={t("list.heading")} intro={t("list.intro")}>
      <div data-module={ListsHooks.module}>
        <div className="mt-10">
          <LoadErrors messages={data.errors} />
          {data.categories.length > 0 ? (
            <CategoryFilter
              label={t("list.filterLabel")}
              allLabel={t(kind.keys.allCategories)}
              basePath={data.basePath}
              categories={data.categories}
              selected={data.categorySlug}
            />
          ) : null}
          {data.tag ? (
            <p className="mt-6 flex flex-wrap items-center gap-3 text-slate-800">
              <span className="font-semibold">{t("list.taggedWith", { tag: data.tag })}</span>
              <LocalLink to={data.basePath} className="font-medium text-teal-800 underline">
                {t("list.clearTag")}
              </LocalLink>
            </p>
          ) : null}
        </div>

        <div className="mt-10">
          <ListResults loadingLabel={t("list.loading")}>
            {data.articles.length > 0 ? (
              // Kept per list of cards (decision 0053): its variants are the lists the content
              // has, never what a visitor types (an unknown tag finds no card, and no grid).
              <Frozen id="articles.cards" component={ArticleCards} props={{ name, basePath: data.basePath, cards: data.articles }} />
            ) : data.articlesFailed ? null : (
              <MessagePanel heading={t("empty.heading")} text={emptyText} />
            )}
          </ListResults>
        </div>
      </div>

      <div className="mt-16">
        <Newsletter source={name} heading={t("newsletter.heading")} text={t("newsletter.text")} submitLabel={t("newsletter.submit")} />
      </div>
    </ListPage>
  );
}

/** The grid of cards: its language's labels and the cards it is given, nothing else of the page. */
function ArticleCards({ name, basePath, cards }: { name: ArticleKindName; basePath: string; cards: ContentCardData[] }) {
  const { t } = useTranslation(name);
  const labels = { readMore: t("card.readMore"), noImage: t("card.noImage"), unknownAuthor: t("card.unknownAuthor") };
  return (
    <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <ContentCard key={card.slug} card={card} eager={index === 0} basePath={basePath} labels={labels} />
      ))}
    </div>
  );
}

/**
 * The results, and the spec's six loading skeletons (§9) waiting in a `<template>` for
 * lists.enhance.ts to show them when the visitor follows a category link (it starts on the
 * list's wrapper); without JavaScript every change is a full page load.
 */
function ListResults({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <>
      <div {...hook(ListsHooks.results)}>{children}</div>
      <template {...hook(ListsHooks.skeletons)}>
        <CardSkeletons count={6} label={loadingLabel} />
      </template>
    </>
  );
}
