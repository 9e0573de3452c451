import { expectNoAxeViolations } from "./support/axe";
import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";

/**
 * An editor's journey with a preview link (issue 29 item 2, decision 0214), with and without
 * JavaScript: the draft shows as it will look, under a notice, and is not indexable; once it is
 * published the same link lands on the public article.
 */
test("a draft's preview link shows it under a notice, then leads to the article once published", async ({ page, visit, browser, javaScriptEnabled }, testInfo) => {
  const id = `e2e-preview-${testInfo.project.name}-${Date.now().toString(36)}`;
  const slug = id.replace(/[^a-z0-9-]/g, "-");
  await queryD1(
    `insert into blog_articles (id, slug, locale, title, excerpt, content, author, is_published, published_date)
     values (${sqlText(id)}, ${sqlText(slug)}, 'en', 'Spring offers draft', 'What to send in March', '## Plan\n\nSend it early.', 'Ana Souza', 0, null)`,
  );
  try {
    const [row] = await queryD1<{ preview_token: string }>(`select preview_token from blog_articles where id = ${sqlText(id)}`);
    const response = await visit(`/preview/${row!.preview_token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("status").filter({ hasText: "Preview: not published" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring offers draft");
    await expect(page.getByRole("heading", { level: 2, name: "Plan" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    // The public address does not exist yet.
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

    await queryD1(`update blog_articles set is_published = 1, published_date = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ${sqlText(id)}`);
    const published = await visit(`/preview/${row!.preview_token}`);
    expect(published?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spring offers draft");
    await expect(page.getByText("Preview: not published")).toHaveCount(0);
  } finally {
    await queryD1(`delete from blog_articles where id = ${sqlText(id)}`);
  }
});
