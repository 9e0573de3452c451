import type { FixtureTable } from "./content-fixtures";

/**
 * One scheduled row of each kind (issue 29 item 1), beside content-fixtures.ts: published, in
 * the categories of those fixtures, dated `at` (an ISO time; the tests give one in the future,
 * then move it to the past as the clock would). Loaded into D1 (content-scheduling-d1.test.ts)
 * and Postgres (tests/postgres/content-scheduling.test.ts) alike.
 */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const scheduledIds = { blogEn: id(901), blogPt: id(902), tutorial: id(903), help: id(904), caseStudy: id(905), comparison: id(906) };

export function scheduledFixtures(at: string): FixtureTable[] {
  const blog = (n: string, locale: string, category: string) => ({
    id: n,
    slug: "soon",
    locale,
    category_id: category,
    title: `Soon ${locale}`,
    excerpt: "Scheduled",
    content: "Scheduled body",
    author: "Ana Souza",
    about_author: null,
    author_bio: null,
    image_url: null,
    header_image_url: null,
    image_caption: null,
    tags: ["Guests"],
    is_published: true,
    published_date: at,
  });
  return [
    { table: "blog_articles", rows: [blog(scheduledIds.blogEn, "en", id(1)), blog(scheduledIds.blogPt, "pt", id(2))] },
    {
      table: "tutorials",
      rows: [
        { id: scheduledIds.tutorial, slug: "soon-tutorial", locale: "en", category_id: id(11), title: "Soon tutorial", excerpt: "e", content: "c", author: null, about_author: null, image_url: null, header_image_url: null, is_published: true, published_date: at },
      ],
    },
    {
      table: "help_articles",
      rows: [
        { id: scheduledIds.help, slug: "soon-help", locale: "en", category_id: id(21), title: "Scheduled refunds", summary: "Refunds explained", content: "How refunds work", is_popular: true, is_published: true, display_order: 0, published_date: at },
      ],
    },
    {
      table: "case_studies",
      rows: [
        { id: scheduledIds.caseStudy, slug: "soon-case", locale: "en", title: "Soon case", client_name: "Soon Co", client_industry: null, excerpt: "e", featured_image_url: null, header_image_url: null, content: "<p>Soon</p>", results_summary: null, is_published: true, display_order: 0, published_date: at },
      ],
    },
    {
      table: "comparisons",
      rows: [
        { id: scheduledIds.comparison, slug: "soon-vs", locale: "en", title: "vs Soon", meta_title: null, meta_description: null, header_description: "h", content: null, competitor_name: "Soon", features: {}, conclusion: null, cta_text: null, is_published: true, created_at: "2026-11-20T09:00:00.000Z", published_date: at },
      ],
    },
  ];
}

/** The tables of scheduledFixtures, for moving their time. */
export const scheduledTables = ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"];

/**
 * A piece translated under a slug of its own (issue 29 item 4): "omega" in English, its
 * Portuguese row "omega-pt" linked by translation_of; loaded after content-fixtures.ts.
 */
export const translationIds = { omegaEn: id(911), omegaPt: id(912) };
export const translationFixtures: FixtureTable[] = [
  {
    table: "blog_articles",
    rows: [
      { id: translationIds.omegaEn, slug: "omega", locale: "en", category_id: id(1), title: "Omega", excerpt: "e", content: "Omega body", author: "Ana", tags: [], is_published: true, published_date: "2026-09-01T09:00:00.000Z" },
      { id: translationIds.omegaPt, slug: "omega-pt", locale: "pt", translation_of: translationIds.omegaEn, category_id: id(2), title: "Ômega", excerpt: "e", content: "Texto", author: "Ana", tags: [], is_published: true, published_date: "2026-09-01T09:00:00.000Z" },
    ],
  },
];
