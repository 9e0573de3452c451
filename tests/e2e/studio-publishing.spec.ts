import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/studio";

/**
 * Issue 41's journey, in Chromium with JavaScript and without, on the studio's copy of the site
 * (tests/e2e/support/studio.ts: an Access team of our own, the edge cache on; decision 0501): a
 * writer drafts a bilingual post and sends both languages for review, an editor schedules them
 * seconds ahead and they appear on the public site on time, through the cache; a conflict loses
 * nothing; a revision is restored; the audit log names each step. The studio's pages are used
 * by keyboard and checked with axe at 320 px.
 */
/** A UTC time `seconds` from now, as the schedule field takes it. */
function utcInput(seconds: number) {
  return new Date(Date.now() + seconds * 1000).toISOString().slice(0, 19);
}

test("a writer drafts a bilingual post, an editor schedules it, and it is public on time through the cache", async ({ studio }, testInfo) => {
  test.setTimeout(180_000);
  const slug = `studio-e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const writer = await studio.signedIn("writer@example.com");

  await writer.page.goto("/studio/content/blog/new");
  await writer.page.getByLabel("Title").fill("Planning a quiet season");
  await writer.page.getByLabel("Slug").fill(slug);
  await writer.page.getByLabel("Excerpt").fill("Three things to do before the low season.");
  await writer.page.getByLabel("Body (Markdown)").fill("## First\n\nWrite to **last year's guests**.");
  await writer.page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(writer.page.getByRole("status")).toContainText("sent for review");
  const englishUrl = writer.page.url().split("?")[0]!;

  await writer.page.getByRole("button", { name: "Translate into Portuguese" }).click();
  await expect(writer.page.getByRole("status")).toContainText("Portuguese draft");
  await writer.page.getByLabel("Title").fill("Planejando a baixa temporada");
  await writer.page.getByLabel("Slug").fill(`${slug}-pt`);
  await writer.page.getByLabel("Excerpt").fill("Três coisas para fazer antes da baixa temporada.");
  await writer.page.getByLabel("Body (Markdown)").fill("## Primeiro\n\nEscreva para os **hóspedes do ano passado**.");
  await writer.page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(writer.page.getByRole("status")).toContainText("sent for review");
  const portugueseUrl = writer.page.url().split("?")[0]!;
  // A writer never sees a way to publish.
  await expect(writer.page.getByRole("button", { name: "Publish now" })).toHaveCount(0);
  await writer.context.close();

  // Absent from the public site meanwhile, and those answers are in the cache.
  const publicEn = `${studio.url}/blog/${slug}`;
  const publicPt = `${studio.url}/pt/blog/${slug}-pt`;
  expect((await fetch(publicEn)).status).toBe(404);
  expect((await fetch(publicPt)).status).toBe(404);

  const editor = await studio.signedIn("editor@example.com");
  await editor.page.goto("/studio");
  await expect(editor.page.getByRole("link", { name: "Planning a quiet season" })).toBeVisible();
  await expect(editor.page.getByRole("link", { name: "Planejando a baixa temporada" })).toBeVisible();
  const at = utcInput(25);
  for (const url of [englishUrl, portugueseUrl]) {
    await editor.page.goto(url);
    await editor.page.getByLabel("Publish at (UTC)").fill(at);
    await editor.page.getByRole("button", { name: "Schedule" }).click();
    await expect(editor.page.getByRole("status")).toContainText("Scheduled");
    await expect(editor.page.getByText("Scheduled", { exact: true }).first()).toBeVisible();
  }

  // On time: both pages answer within a minute of the time, with no write at that time.
  const due = Date.parse(`${at}Z`);
  await expect.poll(async () => (await fetch(publicEn)).status, { timeout: 90_000, intervals: [2_000] }).toBe(200);
  await expect.poll(async () => (await fetch(publicPt)).status, { timeout: 30_000, intervals: [2_000] }).toBe(200);
  expect(Date.now() - due).toBeLessThan(60_000);
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  expect(await (await fetch(publicPt)).text()).toContain("<strong>hóspedes do ano passado</strong>");

  // Two editors on the same piece: the second is told, sees both, and loses nothing.
  const second = await studio.signedIn("admin@example.com");
  await second.page.goto(englishUrl);
  await editor.page.goto(englishUrl);
  await editor.page.getByLabel("Excerpt").fill("Edited by the editor first.");
  await editor.page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editor.page.getByRole("status")).toContainText("Saved as a new revision");
  await second.page.getByLabel("Excerpt").fill("Edited by the admin, a moment later.");
  await second.page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(second.page.getByRole("heading", { name: "Someone saved this piece after you opened it" })).toBeVisible();
  await expect(second.page.getByLabel("Excerpt")).toHaveValue("Edited by the admin, a moment later.");
  await second.page.getByText("Their version").click();
  await expect(second.page.getByText("Edited by the editor first.")).toBeVisible();
  await second.page.getByRole("button", { name: "Save mine over theirs" }).click();
  await expect(second.page.getByRole("status")).toContainText("Saved as a new revision");

  // Any revision restored, as a new one.
  await second.page.getByRole("link", { name: /Every saved revision/ }).click();
  await second.page.getByRole("button", { name: /Restore revision \d+/ }).last().click();
  await expect(second.page.getByRole("status")).toContainText("Restored");
  await expect(second.page.getByLabel("Excerpt")).toHaveValue("Three things to do before the low season.");

  // The audit log names each step, who and in which role.
  await second.page.goto("/studio/audit?kind=blog");
  const log = second.page.getByRole("region", { name: "Audit entries" });
  for (const line of ["writer@example.com (writer)", "editor@example.com (editor)", "admin@example.com (admin)"]) await expect(log.getByText(line).first()).toBeVisible();
  for (const action of ["content.submit", "content.translate", "content.schedule", "content.save", "content.restore"]) await expect(log.getByText(action, { exact: true }).first()).toBeVisible();
  await editor.context.close();
  await second.context.close();
});

test("the studio's pages by keyboard and at 320 px, with no axe violations", async ({ browser, javaScriptEnabled, studio }) => {
  test.setTimeout(90_000);
  const admin = await studio.signedIn("admin@example.com", { width: 320 });
  const id = studio.query("SELECT id FROM blog_articles WHERE locale = 'en' ORDER BY slug LIMIT 1")[0]!.id as string;
  for (const path of ["/studio", "/studio/content/blog", `/studio/content/blog/${id}`, `/studio/content/blog/${id}/history`, "/studio/staff", "/studio/audit"]) {
    await admin.page.goto(path);
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(admin.page, { browser, javaScriptEnabled });
  }
  // The skip link is the first stop, and leads to the page's main region.
  await admin.page.goto("/studio/content/blog/new");
  await admin.page.keyboard.press("Tab");
  await expect(admin.page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await admin.page.keyboard.press("Enter");
  if (javaScriptEnabled) {
    // The live preview: the body as the site renders it, a moment after typing stops.
    await admin.page.getByLabel("Body (Markdown)").fill("## Live\n\nA **strong** word.");
    await expect(admin.page.locator("#body-preview strong")).toHaveText("strong");
  }
  // A staff member added by keyboard alone.
  await admin.page.goto("/studio/staff");
  await admin.page.getByLabel("Email (as they sign in through Cloudflare Access)").focus();
  await admin.page.keyboard.type("new.writer@example.com");
  await admin.page.keyboard.press("Tab");
  await admin.page.keyboard.type("New Writer");
  await admin.page.keyboard.press("Tab");
  await admin.page.keyboard.press("Tab");
  await admin.page.keyboard.press("Enter");
  await expect(admin.page.getByRole("status")).toContainText("Saved");
  await expect(admin.page.getByRole("cell", { name: "new.writer@example.com" })).toBeVisible();
  await admin.context.close();
});
