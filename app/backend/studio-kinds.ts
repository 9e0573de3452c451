import type { StudioKind } from "./studio";

/**
 * What the studio edits of each content kind (decision 0501): the table and the columns a
 * save writes, each with how the form shows it. Both adapters and the studio's form and
 * schema read this one table; `published_date` and `is_published` are never fields: only
 * publishing, scheduling and unpublishing change them.
 */
export type StudioFieldType = "line" | "text" | "markdown" | "slug" | "tags" | "category" | "path";

export interface StudioField {
  column: string;
  label: string;
  type: StudioFieldType;
  required?: boolean;
  /** Longest value accepted, in characters. */
  max: number;
  hint?: string;
}

export interface StudioKindTable {
  kind: StudioKind;
  /** What the studio calls one piece, and the list. */
  label: string;
  plural: string;
  table: string;
  /** The categories' table, for kinds that have one. */
  categories: string | null;
  /**
   * How the public page renders the body: Markdown (articles), the help center's paragraph
   * format, HTML through the sanitiser (case studies), or plain text (comparisons).
   */
  bodyFormat: "markdown" | "help" | "html" | "plain";
  fields: readonly StudioField[];
}

const title: StudioField = { column: "title", label: "Title", type: "line", required: true, max: 300 };
const slug: StudioField = {
  column: "slug",
  label: "Slug",
  type: "slug",
  required: true,
  max: 120,
  hint: "The last part of the page's address: lowercase letters, digits and single hyphens. Left empty, it is made from the title. Renaming it keeps the old address working.",
};
const body: StudioField = { column: "content", label: "Body (Markdown)", type: "markdown", required: true, max: 100_000 };
const excerpt: StudioField = { column: "excerpt", label: "Excerpt", type: "text", required: true, max: 500, hint: "Shown on cards and as the page's description." };
const cover: StudioField = { column: "image_url", label: "Cover image path", type: "path", max: 500, hint: "A path on this site, e.g. /images/blog/cover.jpg" };
const category: StudioField = { column: "category_id", label: "Category", type: "category", max: 64 };
const author: StudioField = { column: "author", label: "Author shown on the page", type: "line", max: 120 };

export const studioKindTables: Record<StudioKind, StudioKindTable> = {
  blog: {
    kind: "blog",
    label: "Blog article",
    plural: "Blog articles",
    table: "blog_articles",
    categories: "blog_categories",
    bodyFormat: "markdown",
    fields: [
      title,
      slug,
      excerpt,
      body,
      category,
      { column: "tags", label: "Tags", type: "tags", max: 400, hint: "Separated by commas." },
      author,
      cover,
      { column: "image_caption", label: "Cover image description (alt text)", type: "line", max: 300 },
    ],
  },
  tutorials: {
    kind: "tutorials",
    label: "Tutorial",
    plural: "Tutorials",
    table: "tutorials",
    categories: "tutorial_categories",
    bodyFormat: "markdown",
    fields: [title, slug, excerpt, body, category, author, cover],
  },
  help: {
    kind: "help",
    label: "Help article",
    plural: "Help articles",
    table: "help_articles",
    categories: "help_categories",
    bodyFormat: "help",
    fields: [
      title,
      slug,
      { column: "summary", label: "Summary", type: "text", required: true, max: 500, hint: "Shown in lists and search results." },
      { ...body, label: "Body", hint: "Lines starting with # are headings, 1. numbered steps, - bullets, **text** bold." },
      { ...category, required: true },
    ],
  },
  "case-studies": {
    kind: "case-studies",
    label: "Case study",
    plural: "Case studies",
    table: "case_studies",
    categories: null,
    bodyFormat: "html",
    fields: [
      title,
      slug,
      { column: "client_name", label: "Client", type: "line", required: true, max: 200 },
      { column: "client_industry", label: "Client's industry", type: "line", max: 200 },
      excerpt,
      { ...body, label: "Body (HTML)", hint: "Paragraphs, headings, lists and links; the site keeps only safe tags." },
      { column: "results_summary", label: "Results summary", type: "text", max: 1000 },
      { column: "featured_image_url", label: "Cover image path", type: "path", max: 500 },
    ],
  },
  comparisons: {
    kind: "comparisons",
    label: "Comparison",
    plural: "Comparisons",
    table: "comparisons",
    categories: null,
    bodyFormat: "plain",
    fields: [
      title,
      slug,
      { column: "competitor_name", label: "Competitor", type: "line", required: true, max: 200 },
      { column: "meta_title", label: "Search title", type: "line", max: 70 },
      { column: "meta_description", label: "Search description (SEO)", type: "text", max: 170 },
      { column: "header_description", label: "Introduction", type: "text", required: true, max: 1000 },
      { ...body, label: "Body", type: "text", required: false, hint: "Plain text; blank lines separate paragraphs." },
      { column: "conclusion", label: "Conclusion", type: "text", max: 4000 },
      { column: "cta_text", label: "Call to action", type: "line", max: 200 },
    ],
  },
};
