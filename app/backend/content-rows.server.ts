import {
  comparisonFeatureKeys,
  type BlogArticle,
  type BlogArticleSummary,
  type CaseStudy,
  type CaseStudySummary,
  type CategoryRef,
  type Comparison,
  type ComparisonFeature,
  type ContentPreview,
  type ComparisonSummary,
  type ContentCategory,
  type HelpArticle,
  type HelpCategory,
  type Tutorial,
  type TutorialSummary,
} from "~/backend/content";
import { bool, isoDate, lang, optionalText, parsed, text, type Row } from "./rows.server";

export type { Row };

function categoryRef(value: unknown): CategoryRef | null {
  const object = parsed(value);
  if (!object || typeof object !== "object") return null;
  const c = object as Row;
  if (!c.slug) return null;
  return { id: text(c.id), name: text(c.name), slug: text(c.slug) };
}

export function stringList(value: unknown): string[] {
  const list = parsed(value);
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

export function toCategory(row: Row): ContentCategory {
  return {
    id: text(row.id),
    name: text(row.name),
    slug: text(row.slug),
    description: optionalText(row.description),
  };
}

export function toHelpCategory(row: Row): HelpCategory {
  return {
    id: text(row.id),
    name: text(row.name),
    slug: text(row.slug),
    displayOrder: Number(row.display_order) || 0,
  };
}

/** What every content row carries: its id, slug, language, its piece's slugs in each language, its title. */
function contentRow(row: Row) {
  return {
    id: text(row.id),
    slug: text(row.slug),
    locale: lang(row.locale),
    translations: { en: optionalText(row.en_slug), pt: optionalText(row.pt_slug) },
    title: text(row.title),
  };
}

export function toTutorialSummary(row: Row): TutorialSummary {
  return {
    ...contentRow(row),
    excerpt: text(row.excerpt),
    publishedDate: isoDate(row.published_date),
    imageUrl: optionalText(row.image_url),
    author: text(row.author),
    category: categoryRef(row.category),
  };
}

export function toBlogSummary(row: Row): BlogArticleSummary {
  return {
    ...toTutorialSummary(row),
    aboutAuthor: optionalText(row.about_author),
  };
}

export function toBlogArticle(row: Row): BlogArticle {
  return {
    ...toBlogSummary(row),
    content: text(row.content),
    updatedAt: isoDate(row.updated_at),
    headerImageUrl: optionalText(row.header_image_url),
    imageCaption: optionalText(row.image_caption),
    authorBio: optionalText(row.author_bio),
    tags: stringList(row.tags),
  };
}

export function toTutorial(row: Row): Tutorial {
  return {
    ...toTutorialSummary(row),
    content: text(row.content),
    updatedAt: isoDate(row.updated_at),
    headerImageUrl: optionalText(row.header_image_url),
    aboutAuthor: optionalText(row.about_author),
  };
}

export function toHelpArticle(row: Row): HelpArticle {
  return {
    ...contentRow(row),
    summary: text(row.summary),
    content: text(row.content),
    isPopular: bool(row.is_popular),
    createdAt: isoDate(row.created_at),
    category: categoryRef(row.category),
  };
}

export function toCaseStudySummary(row: Row): CaseStudySummary {
  return {
    ...contentRow(row),
    clientName: text(row.client_name),
    clientIndustry: optionalText(row.client_industry),
    excerpt: text(row.excerpt),
    featuredImageUrl: optionalText(row.featured_image_url),
  };
}

export function toCaseStudy(row: Row): CaseStudy {
  return {
    ...toCaseStudySummary(row),
    headerImageUrl: optionalText(row.header_image_url),
    content: text(row.content),
    resultsSummary: optionalText(row.results_summary),
    publishedAt: isoDate(row.published_date) || null,
  };
}

export function toComparisonSummary(row: Row): ComparisonSummary {
  return {
    ...contentRow(row),
    headerDescription: text(row.header_description),
    competitorName: text(row.competitor_name),
    createdAt: isoDate(row.created_at),
  };
}

export function toComparison(row: Row): Comparison {
  const raw = parsed(row.features);
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const features = Object.fromEntries(
    comparisonFeatureKeys.map((key) => {
      const cell = source[key] && typeof source[key] === "object" ? (source[key] as Row) : {};
      const feature: ComparisonFeature = {
        product: text(cell.product),
        competitor: text(cell.competitor),
      };
      return [key, feature];
    })
  ) as Comparison["features"];
  return {
    ...toComparisonSummary(row),
    metaTitle: optionalText(row.meta_title),
    metaDescription: optionalText(row.meta_description),
    content: optionalText(row.content),
    conclusion: optionalText(row.conclusion),
    ctaText: optionalText(row.cta_text),
    features,
  };
}

/** A preview row of either backend (D1's columns, Postgres' jsonb `row`) as the page of its kind reads it. */
export function toContentPreview(kind: unknown, isPublic: unknown, row: Row): ContentPreview | null {
  const state = {
    isPublic: bool(isPublic),
    scheduledFor: bool(row.is_published) && !bool(isPublic) ? isoDate(row.published_date) || null : null,
  };
  switch (kind) {
    case "blog":
      return { kind, ...state, row: toBlogArticle(row) };
    case "tutorials":
      return { kind, ...state, row: toTutorial(row) };
    case "help":
      return { kind, ...state, row: toHelpArticle(row) };
    case "case-studies":
      return { kind, ...state, row: toCaseStudy(row) };
    case "comparisons":
      return { kind, ...state, row: toComparison(row) };
    default:
      return null;
  }
}
