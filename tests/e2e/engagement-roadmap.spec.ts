import { commentLikes, notifications, roadmapVotes, seeded } from "../fixtures/engagement/e2e";
import { expectNoAxeViolations } from "./support/axe";
import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";

/**
 * With JavaScript the roadmap posts in place (app/enhance/forms.ts): a mark left on the
 * window survives the post only if the page was not loaded again.
 */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { roadmapMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "roadmapMark" in window);

test.describe("roadmap", () => {
  test("the board shows the four stages in order, each with its count, and opens an item as a dialog", async ({
    page,
    visit,
    browser,
    javaScriptEnabled,
  }) => {
    await visit("/roadmap");
    await expect(page.getByRole("heading", { level: 1, name: "Our Roadmap" })).toBeVisible();
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings.filter({ hasText: /^(Backlog|Next Up|In Progress|Done)/ })).toHaveText([
      /^Backlog\s*5/,
      /^Next Up\s*3/,
      /^In Progress\s*3/,
      /^Done\s*3/,
    ]);
    // An item whose status is unknown ("Under review") is shown in Backlog, newest first.
    const backlog = page.getByRole("region", { name: /Backlog/ });
    await expect(backlog.getByRole("heading", { level: 3 }).first()).toHaveText("Owner revenue reports for property managers");

    await page.getByRole("link", { name: new RegExp(seeded.qrCodes.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/roadmap/${seeded.qrCodes.id}$`));
    const dialog = page.getByRole("dialog", { name: seeded.qrCodes.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Printable QR codes for welcome books")).toBeVisible();
    await expect(dialog.getByText("No comments yet.")).toBeVisible();
    // The board with a dialog over it: no axe violations in either.
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    if (javaScriptEnabled) {
      // A modal dialog: focus is inside, Escape closes it and the address returns to the board.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
    } else {
      await dialog.getByRole("link", { name: "Close" }).click();
    }
    await expect(page).toHaveURL(javaScriptEnabled ? /\/roadmap$/ : new RegExp(`/roadmap#open-roadmap-${seeded.qrCodes.id}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an upvote counts once per visitor, however often it is posted, and a neighbour's counts too", async ({
    page,
    visit,
    browser,
    baseURL,
    clientAddress,
    javaScriptEnabled,
  }) => {
    // Two browsers and several direct posts: more than one journey's usual time.
    test.slow();
    const { id, title } = seeded.qrCodes;
    await visit(`/roadmap/${id}`);
    const dialog = page.getByRole("dialog", { name: title });
    const shown = (await dialog.getByTestId("upvote-count").textContent()) ?? "";
    const before = Number(shown.match(/^(\d+) upvotes$/)?.[1]);
    expect(before).toBeGreaterThan(0);
    // The item's card on the board behind the dialog (inert while the modal is open, so not by role).
    const card = page.locator(`#roadmap-board a[href$="/roadmap/${id}"]`);
    await expect(card).toContainText(`${before} upvotes`);
    await markPage(page);

    await dialog.getByRole("button", { name: `Upvote “${title}”` }).click();
    await expect(notifications(page).getByText("Your vote has been counted!")).toBeVisible();
    await expect(dialog.getByTestId("upvote-count")).toHaveText(`${before + 1} upvotes`);
    await expect(dialog.getByRole("button", { name: `Voted “${title}”` })).toBeDisabled();
    await expect(dialog.getByText("You've voted for this item.")).toBeVisible();
    // The board behind the dialog counts it too.
    await expect(card).toContainText(`${before + 1} upvotes`);
    expect(await stillSamePage(page)).toBe(javaScriptEnabled);
    if (javaScriptEnabled) {
      // Still a modal dialog after the vote: Escape closes it.
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(new RegExp(`/roadmap$`));
      await expect(card).toContainText(`${before + 1} upvotes`);
    }

    // The same visitor posting again and again: nothing more is counted.
    for (let i = 0; i < 3; i++) {
      const again = await page.request.post(`/roadmap/${id}`, { form: { intent: "upvote" }, maxRedirects: 0 });
      expect(again.status()).toBe(303);
    }
    expect((await roadmapVotes(id)).upvotes).toBe(before + 1);
    // Another person on the same network (decision 0010): their vote counts, once.
    const neighbour = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": clientAddress } });
    for (let i = 0; i < 2; i++) {
      await neighbour.request.post(`${baseURL}/roadmap/${id}`, { form: { intent: "upvote" }, maxRedirects: 0 });
    }
    await neighbour.close();

    // One vote row per voter: the seed has none for this item.
    const stored = await roadmapVotes(id);
    expect(stored.upvotes).toBe(before + 2);
    expect(stored.upvotes - stored.rows).toBe(33);
    await visit(`/roadmap/${id}`);
    await expect(dialog.getByRole("button", { name: `Voted “${title}”` })).toBeDisabled();
    await expect(dialog.getByTestId("upvote-count")).toHaveText(`${before + 2} upvotes`);
  });

  test("a like counts once per visitor, in Portuguese", async ({ page, visit, javaScriptEnabled }) => {
    const { id, titlePt } = seeded.aiContent;
    const comment = seeded.martaComment;
    await visit(`/pt/roadmap/${id}`);
    const dialog = page.getByRole("dialog", { name: titlePt });
    const entry = dialog.getByTestId("roadmap-comment").filter({ hasText: comment.author });
    const shown = (await entry.getByTestId("comment-likes").textContent()) ?? "";
    const before = { likes: Number(shown.match(/^(\d+) curtidas$/)?.[1]) };
    expect(before.likes).toBeGreaterThan(0);
    await markPage(page);

    await entry.getByRole("button", { name: `Curtir o comentário de ${comment.author}` }).click();
    await expect(notifications(page, "pt").getByText("Comentário curtido!")).toBeVisible();
    await expect(entry.getByTestId("comment-likes")).toHaveText(`${before.likes + 1} curtidas`);
    await expect(entry.getByRole("button", { name: `Curtido o comentário de ${comment.author}` })).toBeDisabled();
    expect(await stillSamePage(page)).toBe(javaScriptEnabled);

    for (let i = 0; i < 2; i++) {
      await page.request.post(`/pt/roadmap/${id}`, { form: { intent: "like", commentId: comment.id }, maxRedirects: 0 });
    }
    // One like row per liker: the seeded count was 12 with no rows behind it.
    const stored = await commentLikes(comment.id);
    expect(stored.likes).toBe(before.likes + 1);
    expect(stored.likes - stored.rows).toBe(12);
  });

  test("a comment without a name shows as Anonymous, and markup in it shows as text", async ({
    page,
    visit,
    javaScriptEnabled,
  }, testInfo) => {
    const { id, title } = seeded.whatsapp;
    const marker = `${testInfo.project.name}-${Date.now()}`;
    const text = `<img src=x onerror="document.title='owned'"><b>Works for us</b> ${marker}`;
    await visit(`/roadmap/${id}`);
    const dialog = page.getByRole("dialog", { name: title });
    const form = dialog.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
    const name = form.getByPlaceholder("Your Name (Optional)");
    const content = form.getByPlaceholder("Add your comment...");
    const post = form.getByRole("button", { name: "Post Comment" });

    if (javaScriptEnabled) await expect(post).toBeDisabled();
    const heading = dialog.getByRole("heading", { name: /^Comments/ });
    const count = Number((await heading.textContent())?.match(/\((\d+) comments?\)/)?.[1]);
    await markPage(page);
    await name.fill("   ");
    await content.fill(text);
    await post.click();

    await expect(notifications(page).getByText("Comment added successfully!")).toBeVisible();
    const added = dialog.getByTestId("roadmap-comment").filter({ hasText: marker });
    await expect(added.getByTestId("comment-author")).toHaveText("Anonymous");
    await expect(added.getByTestId("comment-content")).toHaveText(text);
    await expect(added.getByText(/ago$/)).toBeVisible();
    await expect(dialog.locator("img")).toHaveCount(0);
    await expect(page).not.toHaveTitle("owned");
    // The form is empty again and the count follows; with JavaScript the new comment is scrolled into the list's view.
    await expect(content).toHaveValue("");
    await expect(heading).toContainText(`(${count + 1} comments)`);
    expect(await stillSamePage(page)).toBe(javaScriptEnabled);
    if (javaScriptEnabled) {
      await expect(added).toBeInViewport();
      await expect(post).toBeDisabled();
    }

    const rows = await queryD1<{ author_name: string; content: string }>(
      `select author_name, content from roadmap_comments where item_id = ${id} and content like ${sqlText(`%${marker}`)}`,
    );
    expect(rows).toEqual([{ author_name: "Anonymous", content: text }]);
  });

  test("an empty comment is refused next to the field, and Cancel empties the form", async ({
    page,
    visit,
    javaScriptEnabled,
  }, testInfo) => {
    const { id, titlePt } = seeded.smartSend;
    const author = `Helena ${testInfo.project.name} ${Date.now()}`;
    await visit(`/pt/roadmap/${id}`);
    const dialog = page.getByRole("dialog", { name: titlePt });
    const name = dialog.getByPlaceholder("Seu nome (opcional)");
    const content = dialog.getByPlaceholder("Adicione seu comentário...");
    const post = dialog.getByRole("button", { name: "Publicar comentário" });

    await name.fill(author);
    await content.fill("   ");
    if (javaScriptEnabled) {
      // Spec 2 §5: the button is disabled while the comment is empty.
      await expect(post).toBeDisabled();
      await content.fill("Quero isso!");
      await expect(post).toBeEnabled();
      await dialog.getByRole("link", { name: "Cancelar" }).click();
      await expect(content).toHaveValue("");
      await expect(name).toHaveValue("");
      await expect(post).toBeDisabled();
    } else {
      await post.click();
      await expect(dialog.getByText("Escreva um comentário antes de publicar.")).toBeVisible();
      await expect(content).toHaveAttribute("aria-invalid", "true");
      await expect(content).toHaveAccessibleDescription("Escreva um comentário antes de publicar.");
      await expect(name).toHaveValue(author);
      await dialog.getByRole("link", { name: "Cancelar" }).click();
      await expect(page.getByRole("dialog", { name: titlePt }).getByPlaceholder("Seu nome (opcional)")).toHaveValue("");
    }
    expect(await queryD1(`select id from roadmap_comments where author_name = ${sqlText(author)}`)).toEqual([]);
  });

  test("a busy item shows its newest comments, with plain links to older ones and back", async ({ page, visit, javaScriptEnabled }) => {
    // Six page loads, a comment and two looks into D1 (each a wrangler run).
    test.setTimeout(120_000);
    const itemId = 11;
    const title = "Local event invitations";
    // 45 comments a minute apart, ids shaped like the UUIDs the cursor must be.
    await queryD1(
      `with recursive n(i) as (select 0 union all select i + 1 from n where i < 44)
       insert into roadmap_comments (id, item_id, author_name, content, likes, created_at)
       select printf('00000000-0000-4000-9000-%012d', i), ${itemId}, 'Reader ' || i, 'E2E paged ' || i || ' end', 0,
              strftime('%Y-%m-%dT%H:%M:%fZ', '2026-02-01', '+' || i || ' minutes')
         from n`,
    );
    try {
      const dialog = page.getByRole("dialog", { name: title });
      const comments = dialog.getByTestId("comment-content");
      const pages = dialog.getByRole("navigation", { name: "Comment pages" });
      const shows = async (first: number, last: number) => {
        await expect(comments).toHaveCount(last - first + 1);
        await expect(comments.first()).toHaveText(`E2E paged ${first} end`);
        await expect(comments.last()).toHaveText(`E2E paged ${last} end`);
      };

      await visit(`/roadmap/${itemId}`);
      await expect(dialog.getByRole("heading", { name: /Comments\s*\(45 comments\)/ })).toBeVisible();
      await expect(pages.getByText("Showing the 20 newest of 45 comments.")).toBeVisible();
      await expect(pages.getByRole("link", { name: "Newest comments" })).toHaveCount(0);
      await shows(25, 44);

      await pages.getByRole("link", { name: "Older comments" }).click();
      await expect(page).toHaveURL(new RegExp(`/roadmap/${itemId}\\?before=00000000-0000-4000-9000-000000000025#comments$`));
      await expect(pages.getByText("Showing comments 21–40 of 45, counted from the newest.")).toBeVisible();
      await shows(5, 24);

      await pages.getByRole("link", { name: "Older comments" }).click();
      await expect(pages.getByText("Showing comments 41–45 of 45, counted from the newest.")).toBeVisible();
      await expect(pages.getByRole("link", { name: "Older comments" })).toHaveCount(0);
      await shows(0, 4);

      await pages.getByRole("link", { name: "Newest comments" }).click();
      await expect(page).toHaveURL(new RegExp(`/roadmap/${itemId}#comments$`));
      await expect(pages.getByText("Showing the 20 newest of 45 comments.")).toBeVisible();
      await shows(25, 44);
      await expect(dialog).toBeVisible();

      // A comment posted from an older page is on the newest one, and the visitor is taken there.
      await pages.getByRole("link", { name: "Older comments" }).click();
      await expect(pages.getByText("Showing comments 21–40 of 45, counted from the newest.")).toBeVisible();
      await dialog.getByPlaceholder("Add your comment...").fill("E2E paged newest end");
      await dialog.getByRole("button", { name: "Post Comment" }).click();
      await expect(page).toHaveURL(new RegExp(`/roadmap/${itemId}#comments$`));
      await expect(pages.getByText("Showing the 20 newest of 46 comments.")).toBeVisible();
      await expect(comments.last()).toHaveText("E2E paged newest end");
      if (javaScriptEnabled) {
        // Still the modal over the board: Escape returns to it, and Back reopens the dialog at its new address.
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(/\/roadmap$/);
        await expect(dialog).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/roadmap/${itemId}#comments$`));
        await expect(dialog).toBeVisible();
        await expect(comments.last()).toHaveText("E2E paged newest end");
      }
    } finally {
      await queryD1(`delete from roadmap_comments where item_id = ${itemId}`);
    }
  });
});
