import { notifications, seeded } from "../fixtures/engagement/e2e";
import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";

/**
 * Moderation without SQL (issue 19 item 4; decision 0029), with and without JavaScript: a
 * comment with a link is held, its author told so, nobody sees it and the count leaves it
 * out, until a moderator opens its approve link and confirms; its hide link takes it down.
 * Each project uses its own item, so the two can run side by side.
 */
test("a comment with a link waits for review; its approve link publishes it and its hide link hides it", async ({
  page,
  visit,
  javaScriptEnabled,
}, testInfo) => {
  const { id, title } = javaScriptEnabled ? seeded.whatsapp : seeded.smartSend;
  const marker = `${testInfo.project.name}-${Date.now()}`;
  const text = `Cheaper stays at www.${marker}.com`;
  await visit(`/roadmap/${id}`);
  const dialog = page.getByRole("dialog", { name: title });
  const heading = dialog.getByRole("heading", { name: /^Comments/ });
  const countOf = async () => Number((await heading.textContent())?.match(/\((\d+) comments?\)/)?.[1] ?? 0);
  const before = await countOf();

  const form = dialog.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
  await form.getByPlaceholder("Add your comment...").fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();

  await expect(notifications(page).getByText("Thanks! Your comment awaits review")).toBeVisible();
  await expect(notifications(page).getByText("Comments with links are shown once a moderator approves them.")).toBeVisible();
  await expect(dialog.getByText(text)).toHaveCount(0);
  await expect(heading).toContainText(`(${before} comment`);

  const [row] = await queryD1<{ data: string }>(
    `select data from lead_events where type = 'roadmap_comment.created' and data like ${sqlText(`%${marker}%`)}`,
  );
  const event = JSON.parse(row!.data) as { status: string; approve_url: string; hide_url: string };
  expect(event.status).toBe("held");
  const local = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };

  // The moderator opens the approve link: a confirm page; nothing changes until its button is pressed.
  await visit(local(event.approve_url));
  await expect(page.getByRole("heading", { level: 1, name: "Moderate a roadmap comment" })).toBeVisible();
  await expect(page.getByText("This comment is held for review: nobody else sees it yet.")).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole("button", { name: "Publish this comment" }).click();
  await expect(page).toHaveURL(new RegExp(`/roadmap/${id}#comments$`));
  await expect(notifications(page).getByText("Comment published")).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(heading).toContainText(`(${before + 1} comment`);

  // The same link again: already used.
  await visit(local(event.approve_url));
  await page.getByRole("button", { name: "Publish this comment" }).click();
  await expect(page.getByRole("alert")).toContainText("This link was already used");

  // The hide link takes it down.
  await visit(local(event.hide_url));
  await page.getByRole("button", { name: "Hide this comment" }).click();
  await expect(notifications(page).getByText("Comment hidden")).toBeVisible();
  await expect(dialog.getByText(text)).toHaveCount(0);
  await expect(heading).toContainText(`(${before} comment`);
});

test("a moderation link that was tampered with is refused, in Portuguese on /pt", async ({ page, visit }) => {
  const response = await visit("/pt/roadmap/moderate?token=forged.0000");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Este link de moderação é inválido ou expirou (os links valem por 7 dias).");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
