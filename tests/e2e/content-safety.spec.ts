import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";

// A stored article and case study full of XSS payloads, opened in Chromium with and
// without JavaScript: nothing runs, the text is there.

const marker = "__stayloopXss";
const articleBody = [
  "A story about guest loyalty.",
  `<script>window.${marker} = "script"</script>`,
  `<img src="/no.png" onerror="window.${marker} = 'img'">`,
  `<svg onload="window.${marker} = 'svg'"></svg>`,
  `[open](javascript:window.${marker}='link')`,
  `<a href="&#106;avascript:window.${marker}=1">encoded</a>`,
  `<iframe srcdoc="<script>parent.${marker}=1</script>"></iframe>`,
  `<details open ontoggle="window.${marker}='details'">x</details>`,
].join("\n\n");
const caseStudyHtml = `<p>Safe case text.</p><img src="x" onerror="window.${marker}='case'"><script>window.${marker}='case-script'</script><a href="javascript:window.${marker}=2">link</a><div onmouseover="window.${marker}=3">hover</div>`;

test.describe.configure({ mode: "serial" });

/**
 * A `wrangler d1 execute` on the test server's state makes the running server drop its
 * connections for a moment; wait until it serves pages again, so no test that follows
 * meets a dropped connection.
 */
async function untilServing(baseURL: string | undefined) {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      const response = await fetch(`${baseURL}/blog`, { headers: { Cookie: "lang=en" } });
      if (response.ok && (await response.text()).includes("</html>")) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.beforeAll(async ({ baseURL }) => {
  await queryD1(
    `delete from blog_articles where id = 'e2e-xss'; delete from case_studies where id = 'e2e-xss';
     insert into blog_articles (id, slug, locale, category_id, title, excerpt, content, author, tags, is_published, published_date)
       select 'e2e-xss', 'e2e-xss-article', 'en', id, ${sqlText(`Safety <img src=x onerror="window.${marker}='title'">`)}, 'Excerpt',
              ${sqlText(articleBody)}, 'Mallory', '[]', 1, '2025-01-01T09:00:00Z'
       from blog_categories where slug = 'guest-loyalty' and locale = 'en';
     insert into case_studies (id, slug, locale, title, client_name, excerpt, content, results_summary, is_published)
       values ('e2e-xss', 'e2e-xss-case', 'en', 'Safety case', 'Client', 'Excerpt', ${sqlText(caseStudyHtml)}, ${sqlText(caseStudyHtml)}, 1);`,
  );
  await untilServing(baseURL);
});

test.afterAll(async ({ baseURL }) => {
  await queryD1("delete from blog_articles where id = 'e2e-xss'; delete from case_studies where id = 'e2e-xss';");
  await untilServing(baseURL);
});

for (const [path, text] of [
  ["/blog/e2e-xss-article", "A story about guest loyalty."],
  ["/case-studies/e2e-xss-case", "Safe case text."],
] as const) {
  test(`${path} shows the stored text and runs none of its payloads`, async ({ page, visit }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await visit(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(text).first()).toBeVisible();
    const article = page.locator("main article").first();
    await article.hover();
    await expect(article.locator("script, svg, iframe, [onerror], [onload], [onmouseover], [ontoggle]")).toHaveCount(0);
    for (const href of await article.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^(https?:|mailto:|\/|#)/);
    }
    await page.waitForTimeout(300);
    const ran = await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], marker).catch(() => undefined);
    expect(ran).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
