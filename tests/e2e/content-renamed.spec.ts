import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";

/**
 * A reader following an old link to a renamed article (issue 29 item 3, decision 0215), with
 * and without JavaScript: the old address takes them to the article at its new one.
 */
test("an old link to a renamed article lands on the article at its new address", async ({ page, visit }, testInfo) => {
  const id = `e2e-renamed-${testInfo.project.name}-${Date.now().toString(36)}`;
  const slug = id.replace(/[^a-z0-9-]/g, "-");
  await queryD1(
    `insert into blog_articles (id, slug, locale, title, excerpt, content, author, is_published, published_date)
     values (${sqlText(id)}, ${sqlText(`${slug}-old`)}, 'en', 'Moved article', 'It moved', 'Still here.', 'Ana Souza', 1, '2026-11-01T09:00:00Z')`,
  );
  try {
    await queryD1(`update blog_articles set slug = ${sqlText(`${slug}-new`)} where id = ${sqlText(id)}`);
    const response = await visit(`/blog/${slug}-old`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}-new$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moved article");
    const portuguese = await visit(`/pt/blog/${slug}-old`);
    expect(portuguese?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/pt/blog/${slug}-new$`));
  } finally {
    await queryD1(`delete from blog_articles where id = ${sqlText(id)}`);
  }
});
