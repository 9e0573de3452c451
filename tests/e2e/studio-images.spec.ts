import { fileURLToPath } from "node:url";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/studio";

/**
 * Issue 43 item 7's journey, with JavaScript and without, on the studio's copy of the site
 * (decision 0507): a writer uploads an image with both alt texts, an editor makes it the cover of
 * a published article in both languages, and the public pages show it with its width, height and
 * each language's alt text; the library then says where it is used and offers no delete. The
 * library's pages pass axe and fit 320 px. Refusals and the role matrix are proven over HTTP
 * (tests/integration/http/studio-images.test.ts).
 */
const coverFile = fileURLToPath(new URL("../fixtures/images/cover.jpg", import.meta.url));

test("an image uploaded with both alt texts is a published article's cover in each language, and cannot be deleted while it is", async ({ studio, browser, javaScriptEnabled }) => {
  test.setTimeout(180_000);
  const writer = await studio.signedIn("writer@example.com");
  await writer.page.goto("/studio/images");
  await writer.page.getByLabel("Image file").setInputFiles(coverFile);
  await writer.page.getByLabel("Alt text in English").fill("Sunlit living room with a yellow lamp");
  await writer.page.getByLabel("Alt text in Portuguese").fill("Sala de estar ensolarada com um abajur amarelo");
  await writer.page.getByRole("button", { name: "Upload" }).click();
  await expect(writer.page.getByRole("status")).toContainText(/Uploaded|in the library already/);
  const key = /\/studio\/images\/([0-9a-f]{64}\.jpg)/.exec(writer.page.url())?.[1];
  expect(key).toBeTruthy();
  const path = `/images/${key}`;
  expect(studio.query(`SELECT width, height, alt_pt FROM studio_images WHERE key = '${key}'`)).toEqual([
    { width: 640, height: 336, alt_pt: "Sala de estar ensolarada com um abajur amarelo" },
  ]);
  await writer.context.close();

  // A published article with its Portuguese translation, both public now.
  const [pair] = studio.query(
    `SELECT e.id AS en_id, e.slug AS en_slug, p.id AS pt_id, p.slug AS pt_slug FROM blog_articles e JOIN blog_articles p ON p.translation_of = e.id
      WHERE e.is_published = 1 AND p.is_published = 1 AND p.locale = 'pt' AND max(e.published_date, p.published_date) <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      ORDER BY e.slug DESC LIMIT 1`,
  );
  const editor = await studio.signedIn("editor@example.com");
  for (const id of [pair!.en_id, pair!.pt_id]) {
    await editor.page.goto(`/studio/content/blog/${id}`);
    // The cover field suggests the library's images (a datalist, which needs no script).
    await expect(editor.page.locator(`datalist#library-images option[value="${path}"]`)).toHaveCount(1);
    await editor.page.getByLabel("Cover image path (optional)").fill(path);
    await editor.page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(editor.page.getByRole("status")).toContainText("Saved");
    await editor.page.getByRole("button", { name: "Publish now" }).click();
    await expect(editor.page.getByRole("status")).toContainText("Published");
  }

  // What a reader sees, through the edge cache: the image with its size and their language's alt text.
  const reader = await browser.newPage({ baseURL: studio.url, javaScriptEnabled });
  for (const [address, alt] of [
    [`/blog/${pair!.en_slug}`, "Sunlit living room with a yellow lamp"],
    [`/pt/blog/${pair!.pt_slug}`, "Sala de estar ensolarada com um abajur amarelo"],
  ] as const) {
    await expect
      .poll(
        async () => {
          await reader.goto(address);
          return reader.locator(`main img[src="${path}"]`).count();
        },
        { timeout: 60_000, intervals: [2_000] },
      )
      .toBe(1);
    const image = reader.locator(`main img[src="${path}"]`);
    await expect(image).toHaveAttribute("alt", alt);
    await expect(image).toHaveAttribute("width", "640");
    await expect(image).toHaveAttribute("height", "336");
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
  }
  await reader.close();

  // The library says where the image is used, with links, and offers no delete while it is public.
  await editor.page.goto(`/studio/images/${key}`);
  await expect(editor.page.getByText("It cannot be deleted while a published page shows it")).toBeVisible();
  await expect(editor.page.getByRole("button", { name: "Delete this image" })).toHaveCount(0);
  const uses = editor.page.getByRole("region", { name: "Where the image is used" });
  await expect(uses.getByRole("link", { name: "Published" })).toHaveCount(2);
  await uses.getByRole("link", { name: "Published" }).first().click();
  await expect(editor.page.locator(`main img[src="${path}"]`)).toBeVisible();
  await editor.context.close();

  // The library's pages at 320 px: no sideways scroll, no axe violation.
  const narrow = await studio.signedIn("editor@example.com", { width: 320 });
  for (const page of ["/studio/images", `/studio/images/${key}`]) {
    await narrow.page.goto(page);
    const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${page} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(narrow.page, { browser, javaScriptEnabled });
  }
  await narrow.context.close();
});
