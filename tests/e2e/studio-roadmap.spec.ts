import { notifications } from "../fixtures/engagement/e2e";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/studio";

/**
 * Issue 43 item 3's journey, with JavaScript and without, on the studio's copy of the site (edge
 * cache on; decision 0504): two comments with links posted on a public roadmap item are held;
 * support approves both at once in the studio and they show on the item's page; support moves the
 * item to Done with the day it shipped and the public board shows it in that column, through the
 * cache. Support works at 320 px throughout: no page scrolls sideways, and axe finds nothing.
 */
test("held comments approved in the studio show on the roadmap, and an item moved to Done shows there", async ({ browser, javaScriptEnabled, studio }, testInfo) => {
  test.setTimeout(150_000);
  const item = studio.query("SELECT id, title FROM roadmap_items WHERE status = 'Backlog' ORDER BY id LIMIT 1")[0] as { id: number; title: string };
  const marker = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const comments = [
    { name: `First ${marker}`, text: `Like www.${marker}-one.com does` },
    { name: `Second ${marker}`, text: `Or www.${marker}-two.com` },
  ];

  // A visitor posts both on the public item; each is held (it has a link).
  const visitor = await browser.newContext({ baseURL: studio.url, javaScriptEnabled });
  const page = await visitor.newPage();
  for (const comment of comments) {
    await page.goto(`/roadmap/${item.id}`);
    const form = page.getByRole("dialog", { name: item.title }).locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
    await form.getByLabel("Your Name (Optional)").fill(comment.name);
    await form.getByPlaceholder("Add your comment...").fill(comment.text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(notifications(page).getByText("Thanks! Your comment awaits review")).toBeVisible();
  }
  const itemPage = async () => (await fetch(`${studio.url}/roadmap/${item.id}`)).text();
  for (const comment of comments) expect(await itemPage()).not.toContain(comment.text);

  // Support ticks both in the held queue and approves them with one press.
  const support = await studio.signedIn("support@example.com", { width: 320 });
  const fits = async (path: string) => {
    const overflow = await support.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(support.page, { browser, javaScriptEnabled });
  };
  await support.page.goto("/studio");
  await support.page.getByRole("link", { name: "Held comments" }).first().click();
  await expect(support.page.getByRole("heading", { level: 1, name: "Held comments" })).toBeVisible();
  await fits("/studio/comments");
  for (const comment of comments) {
    await expect(support.page.getByText(comment.text)).toBeVisible();
    await support.page.getByRole("checkbox", { name: `${comment.name} on “${item.title}”` }).check();
  }
  await support.page.getByRole("button", { name: "Approve selected" }).click();
  await expect(support.page.getByRole("status")).toContainText("Approved 2 comments.");
  for (const comment of comments) await expect(support.page.getByText(comment.text)).toHaveCount(0);

  // Both show on the item's page as any visitor gets it.
  const shown = await itemPage();
  for (const comment of comments) expect(shown).toContain(comment.text);

  // Fetched without cookies, as a first-time visitor reaches the cache: not Done yet, and now cached.
  const doneColumn = async () => {
    const html = await (await fetch(`${studio.url}/roadmap`)).text();
    return /aria-labelledby="roadmap-column-done"[\s\S]*?<\/section>/.exec(html)?.[0].includes(item.title) ?? false;
  };
  expect(await doneColumn()).toBe(false);

  // Support moves the item to Done with the day it shipped; a refusal first keeps what was typed.
  await support.page.goto("/studio/roadmap");
  await fits("/studio/roadmap");
  await support.page.getByRole("link", { name: item.title }).click();
  await support.page.getByLabel("Shipped on (only when Done)").fill("2026-11-30");
  await support.page.getByRole("button", { name: "Save" }).click();
  await expect(support.page.getByText("Only a shipped item (status Done) has a ship date")).toBeVisible();
  await expect(support.page.getByLabel("Shipped on (only when Done)")).toHaveValue("2026-11-30");
  await fits(`/studio/roadmap/${item.id} with a refusal`);
  await support.page.getByLabel("Status (the board's column)").selectOption("Done");
  await support.page.getByRole("button", { name: "Save" }).click();
  await expect(support.page.getByRole("status")).toContainText("Saved.");
  await fits(`/studio/roadmap/${item.id}`);

  // The public board, through the edge cache, shows it under Done within a minute.
  await expect.poll(doneColumn, { timeout: 60_000, intervals: [2_000] }).toBe(true);
  expect(studio.query(`SELECT action FROM studio_audit WHERE actor_email = 'support@example.com' AND (item_id = '${item.id}' OR detail LIKE '%${marker}%') ORDER BY id`)).toEqual([
    { action: "comment.approve" },
    { action: "comment.approve" },
    { action: "roadmap.update" },
  ]);
  await support.context.close();
  await visitor.close();
});
