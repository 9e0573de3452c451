import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, queryD1 } from "./support";

// BreadcrumbList JSON-LD wherever a breadcrumb shows (issue 22 item 4; decision 0108): the
// blog's, the tutorials' and the case studies' detail pages (decision 0046), in both languages. What the JSON-LD says is
// compared with the trail the visitor sees: the same names in the same order, each link's
// address made absolute on the site's origin, the current page last and without `item`.

// A cookie the edge does not ignore keeps each answer out of the page cache, so the row
// inserted below is what the page shows; no connection is reused (wrangler runs between requests).
const headers = { Cookie: "lang=en; crumbs_test=1", Connection: "close" };
async function page(path: string): Promise<string> {
  const response = await fetch(baseUrl() + path, { redirect: "manual", headers });
  expect(response.status, path).toBe(200);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

interface Step {
  name: string;
  href?: string;
}

/** The breadcrumb as a visitor sees it: each step's text, and its link when it has one. */
function visibleTrail(html: string, label: string): Step[] {
  const nav = new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html);
  expect(nav, `a <nav aria-label="${label}">`).not.toBeNull();
  return [...nav![1]!.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => {
    const link = /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/.exec(item!);
    if (link) return { name: decode(link[2]!), href: decode(link[1]!) };
    const current = /<span aria-current="page"[^>]*>([\s\S]*?)<\/span>/.exec(item!);
    expect(current, item).not.toBeNull();
    return { name: decode(current![1]!) };
  });
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

interface ListItem {
  "@type": string;
  position: number;
  name: string;
  item?: string;
}

function breadcrumbList(html: string): ListItem[] {
  const lists = jsonLd(html).filter((data) => data["@type"] === "BreadcrumbList");
  expect(lists).toHaveLength(1);
  expect(lists[0]!["@context"]).toBe("https://schema.org");
  return lists[0]!.itemListElement as ListItem[];
}

/** The JSON-LD says what the visible trail says: same names, same order, absolute links, the page last. */
function expectSameTrail(html: string, label: string): Step[] {
  const shown = visibleTrail(html, label);
  const items = breadcrumbList(html);
  expect(items.map((item) => item["@type"])).toEqual(shown.map(() => "ListItem"));
  expect(items.map((item) => item.position)).toEqual(shown.map((_, index) => index + 1));
  expect(items.map((item) => item.name)).toEqual(shown.map((step) => step.name));
  expect(items.map((item) => item.item)).toEqual(shown.map((step) => (step.href ? baseUrl() + step.href : undefined)));
  expect(shown.at(-1)!.href).toBeUndefined();
  return shown;
}

const cases: Array<{ path: string; label: string; trail: Step[] }> = [
  {
    path: "/blog/post-stay-email-that-brings-guests-back",
    label: "Breadcrumb",
    trail: [
      { name: "Home", href: "/" },
      { name: "Blog", href: "/blog" },
      { name: "Email Marketing", href: "/blog?category=email-marketing" },
      { name: "The Post-Stay Email That Brings Guests Back" },
    ],
  },
  {
    path: "/pt/blog/post-stay-email-that-brings-guests-back",
    label: "Trilha de navegação",
    trail: [
      { name: "Início", href: "/pt" },
      { name: "Blog", href: "/pt/blog" },
      { name: "E-mail marketing", href: "/pt/blog?category=email-marketing" },
      { name: "O e-mail pós-estadia que traz os hóspedes de volta" },
    ],
  },
  {
    // A category name with an ampersand: the same text in the nav and in the JSON.
    path: "/blog/seasonal-pricing-strategy",
    label: "Breadcrumb",
    trail: [
      { name: "Home", href: "/" },
      { name: "Blog", href: "/blog" },
      { name: "Pricing & Revenue", href: "/blog?category=pricing-revenue" },
      { name: "A Seasonal Pricing Strategy That Does Not Start a Price War" },
    ],
  },
  {
    // An English article on a Portuguese page: Portuguese trail and /pt links, the article's own title.
    path: "/pt/blog/guest-data-you-already-have",
    label: "Trilha de navegação",
    trail: [
      { name: "Início", href: "/pt" },
      { name: "Blog", href: "/pt/blog" },
      { name: "E-mail marketing", href: "/pt/blog?category=email-marketing" },
      { name: "The Guest Data You Already Have — and How to Use It Properly" },
    ],
  },
  {
    path: "/tutorials/connect-your-channel-manager",
    label: "Breadcrumb",
    trail: [
      { name: "Home", href: "/" },
      { name: "Tutorials", href: "/tutorials" },
      { name: "Getting Started", href: "/tutorials?category=getting-started" },
      { name: "Connect Your Channel Manager in 10 Minutes" },
    ],
  },
  {
    path: "/pt/tutorials/connect-your-channel-manager",
    label: "Trilha de navegação",
    trail: [
      { name: "Início", href: "/pt" },
      { name: "Tutoriais", href: "/pt/tutorials" },
      { name: "Primeiros passos", href: "/pt/tutorials?category=getting-started" },
      { name: "Conecte seu channel manager em 10 minutos" },
    ],
  },
  // Case studies have the same trail and JSON-LD (issue 30 item 2; decision 0046).
  {
    path: "/case-studies/casa-mar-azul-repeat-guests",
    label: "Breadcrumb",
    trail: [
      { name: "Home", href: "/" },
      { name: "Case Studies", href: "/case-studies" },
      { name: "How Casa Mar Azul Doubled Repeat Stays in One Season" },
    ],
  },
  {
    path: "/pt/case-studies/casa-mar-azul-repeat-guests",
    label: "Trilha de navegação",
    trail: [
      { name: "Início", href: "/pt" },
      { name: "Casos de sucesso", href: "/pt/case-studies" },
      { name: "Como a Casa Mar Azul dobrou as estadias recorrentes em uma temporada" },
    ],
  },
];

describe("BreadcrumbList JSON-LD", () => {
  for (const { path, label, trail } of cases) {
    it(`${path}: the JSON-LD is the visible breadcrumb`, async () => {
      const html = await page(path);
      expect(expectSameTrail(html, label)).toEqual(trail);
    });
  }

  // An article without a category, whose title would end the <script> if written raw.
  const slug = `crumbs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = "Tips & </script><script>alert(1)</script> \u2028 'quoted'";
  beforeAll(() => {
    queryD1(
      `INSERT INTO blog_articles (id, slug, locale, category_id, title, excerpt, content, author, is_published, published_date)
       VALUES ('${slug}', '${slug}', 'pt', NULL, '${title.replace(/'/g, "''")}', 'Resumo.', 'Texto.', 'Equipe', 1, '2026-11-20')`,
    );
  });
  afterAll(() => {
    queryD1(`DELETE FROM blog_articles WHERE id = '${slug}'`);
  });

  it("has no category step when the article has no category, and a hostile title stays data", async () => {
    const html = await page(`/pt/blog/${slug}`);
    expect(expectSameTrail(html, "Trilha de navegação")).toEqual([
      { name: "Início", href: "/pt" },
      { name: "Blog", href: "/pt/blog" },
      { name: title },
    ]);
    // Nothing the title says ends a script early: the only <script> tags are the page's own.
    expect(html).not.toContain("<script>alert(1)");
  });
});
