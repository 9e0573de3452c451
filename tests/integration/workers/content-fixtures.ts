/**
 * A small, exact content set for the backend contract, loaded into D1 (content-d1.test.ts)
 * and into Postgres (tests/postgres/content-rpcs.test.ts) so both adapters are held to the
 * same answers. Rows use seed/ column names; ids are fixed UUIDs.
 *
 * Blog, by date: epsilon (pt only) 10-05, gamma (draft) 10-04, alpha (en+pt) 10-03,
 * beta (en) 10-02, delta (en, "money") 10-01, zeta (en; its pt row is a draft) 09-30.
 */
export interface FixtureTable {
  table: string;
  rows: Array<Record<string, unknown>>;
}

/** Inserts the rows as they are (booleans as 0/1, objects as JSON), in one batch. */
export async function loadFixtures(db: D1Database, tables: FixtureTable[]) {
  const statements = tables.flatMap(({ table, rows }) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      const values = columns.map((column) => {
        const value = row[column];
        if (typeof value === "boolean") return value ? 1 : 0;
        if (value !== null && typeof value === "object") return JSON.stringify(value);
        return value ?? null;
      });
      return db
        .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")})`)
        .bind(...values);
    }),
  );
  await db.batch(statements);
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const fixtureIds = { staysEn: id(1), staysPt: id(2), moneyEn: id(3) };

const article = (n: number, slug: string, locale: string, category: string, day: string, published: boolean, extra: Record<string, unknown> = {}) => ({
  id: id(100 + n),
  slug,
  locale,
  category_id: category,
  title: `${slug} ${locale}`,
  excerpt: `Excerpt of ${slug} (${locale})`,
  content: `Body of ${slug} (${locale})`,
  author: "Ana Souza",
  about_author: null,
  author_bio: null,
  image_url: `/images/content/blog/${slug}.svg`,
  header_image_url: null,
  image_caption: null,
  tags: ["Guests"],
  is_published: published,
  published_date: `2026-${day}T09:00:00.000Z`,
  ...extra,
});

export const contentFixtures: FixtureTable[] = [
  {
    table: "blog_categories",
    rows: [
      { id: fixtureIds.staysEn, slug: "stays", locale: "en", name: "Stays", description: "About stays", display_order: 1 },
      { id: fixtureIds.staysPt, slug: "stays", locale: "pt", name: "Estadias", description: null, display_order: 1 },
      { id: fixtureIds.moneyEn, slug: "money", locale: "en", name: "Money", description: null, display_order: 2 },
    ],
  },
  {
    table: "blog_articles",
    rows: [
      article(1, "alpha", "en", fixtureIds.staysEn, "10-03", true, { tags: ["Direct Bookings", "guests"], author_bio: "Bio" }),
      article(2, "alpha", "pt", fixtureIds.staysPt, "10-03", true, { tags: ["reservas diretas"] }),
      article(3, "beta", "en", fixtureIds.staysEn, "10-02", true),
      article(4, "gamma", "en", fixtureIds.staysEn, "10-04", false),
      article(5, "delta", "en", fixtureIds.moneyEn, "10-01", true),
      article(6, "epsilon", "pt", fixtureIds.staysPt, "10-05", true),
      article(7, "zeta", "en", fixtureIds.staysEn, "09-30", true),
      article(8, "zeta", "pt", fixtureIds.staysPt, "09-30", false),
    ],
  },
  {
    table: "tutorial_categories",
    rows: [
      { id: id(11), slug: "setup", locale: "en", name: "Setup", description: null, display_order: 2 },
      { id: id(12), slug: "setup", locale: "pt", name: "Configuração", description: null, display_order: 2 },
      { id: id(13), slug: "growth", locale: "en", name: "Growth", description: "Grow", display_order: 1 },
    ],
  },
  {
    table: "tutorials",
    rows: [
      { id: id(201), slug: "connect", locale: "en", category_id: id(11), title: "Connect", excerpt: "e", content: "c", author: "Ana", about_author: null, image_url: null, header_image_url: null, is_published: true, published_date: "2026-10-03T09:00:00.000Z" },
      { id: id(202), slug: "connect", locale: "pt", category_id: id(12), title: "Conectar", excerpt: "e", content: "c", author: "Ana", about_author: "Sobre", image_url: null, header_image_url: "/h.svg", is_published: true, published_date: "2026-10-03T09:00:00.000Z" },
      { id: id(203), slug: "import", locale: "en", category_id: id(11), title: "Import", excerpt: "e", content: "c", author: null, about_author: null, image_url: null, header_image_url: null, is_published: true, published_date: "2026-10-02T09:00:00.000Z" },
      { id: id(204), slug: "draft", locale: "en", category_id: id(11), title: "Draft", excerpt: "e", content: "c", author: null, about_author: null, image_url: null, header_image_url: null, is_published: false, published_date: "2026-10-04T09:00:00.000Z" },
      { id: id(205), slug: "links", locale: "en", category_id: id(13), title: "Links", excerpt: "e", content: null, author: null, about_author: null, image_url: null, header_image_url: null, is_published: true, published_date: "2026-10-01T09:00:00.000Z" },
    ],
  },
  {
    table: "help_categories",
    rows: [
      { id: id(21), slug: "billing", locale: "en", name: "Billing", display_order: 2 },
      { id: id(22), slug: "billing", locale: "pt", name: "Cobrança", display_order: 2 },
      { id: id(23), slug: "setup", locale: "en", name: "Setup", display_order: 1 },
    ],
  },
  {
    table: "help_articles",
    rows: [
      { id: id(301), slug: "trial", locale: "en", category_id: id(21), title: "Free trial", summary: "7 days", content: "c", is_popular: true, is_published: true, display_order: 2 },
      { id: id(302), slug: "trial", locale: "pt", category_id: id(22), title: "Teste grátis", summary: "7 dias", content: "c", is_popular: true, is_published: true, display_order: 2 },
      { id: id(303), slug: "invoices", locale: "en", category_id: id(21), title: "Invoices", summary: "PDF", content: "c", is_popular: false, is_published: true, display_order: 1 },
      { id: id(304), slug: "beta-feature", locale: "en", category_id: id(21), title: "Beta", summary: "secret", content: "c", is_popular: true, is_published: false, display_order: 3 },
      { id: id(305), slug: "getting-started", locale: "en", category_id: id(23), title: "Getting started", summary: "s", content: "c", is_popular: false, is_published: true, display_order: 1 },
    ],
  },
  {
    table: "case_studies",
    rows: [
      { id: id(401), slug: "villa", locale: "en", title: "Villa", client_name: "Villa Co", client_industry: "Villas", excerpt: "e", featured_image_url: "/f.svg", header_image_url: "/h.svg", content: "<p>Villa</p>", results_summary: "<ul><li>2x</li></ul>", is_published: true, display_order: 2, published_date: "2026-10-06T09:00:00.000Z" },
      { id: id(402), slug: "villa", locale: "pt", title: "Vila", client_name: "Villa Co", client_industry: null, excerpt: "e", featured_image_url: null, header_image_url: null, content: "<p>Vila</p>", results_summary: null, is_published: true, display_order: 2 },
      { id: id(403), slug: "lodge", locale: "en", title: "Lodge", client_name: "Lodge Co", client_industry: null, excerpt: "e", featured_image_url: null, header_image_url: null, content: "<p>Lodge</p>", results_summary: null, is_published: true, display_order: 1 },
      { id: id(404), slug: "secret", locale: "en", title: "Secret", client_name: "S", client_industry: null, excerpt: "e", featured_image_url: null, header_image_url: null, content: "<p>S</p>", results_summary: null, is_published: false, display_order: 0 },
    ],
  },
  {
    table: "comparisons",
    rows: [
      { id: id(501), slug: "mailchimp", locale: "en", title: "vs Mailchimp", meta_title: "m", meta_description: "d", header_description: "h", content: "a\nb", competitor_name: "Mailchimp", features: { loyalty_programs: { product: "Yes", competitor: "No" } }, conclusion: "c", cta_text: null, is_published: true, created_at: "2026-06-10T09:00:00.000Z" },
      { id: id(502), slug: "mailchimp", locale: "pt", title: "vs Mailchimp (pt)", meta_title: null, meta_description: null, header_description: "h", content: null, competitor_name: "Mailchimp", features: {}, conclusion: null, cta_text: "Teste", is_published: true, created_at: "2026-06-10T09:00:00.000Z" },
      { id: id(503), slug: "activecampaign", locale: "en", title: "vs ActiveCampaign", meta_title: null, meta_description: null, header_description: "h", content: null, competitor_name: "ActiveCampaign", features: {}, conclusion: null, cta_text: null, is_published: true, created_at: "2026-07-15T09:00:00.000Z" },
      { id: id(504), slug: "hubspot", locale: "en", title: "vs HubSpot", meta_title: null, meta_description: null, header_description: "h", content: null, competitor_name: "HubSpot", features: {}, conclusion: null, cta_text: null, is_published: false, created_at: "2026-11-01T09:00:00.000Z" },
    ],
  },
];
