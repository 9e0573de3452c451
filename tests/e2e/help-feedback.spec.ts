import { createHmac } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { notifications } from "../fixtures/engagement/e2e";
import type { HelpFeedbackRow } from "../fixtures/help-feedback";
import { expectNoAxeViolations } from "./support/axe";
import { queryD1, sqlText } from "./support/backend";
import { expect, test } from "./support/test";

/**
 * "Was this article helpful?" under a help article (docs/decisions/0211-helpful-feedback.md),
 * with and without JavaScript: Yes, then thanks; No, then a comment, then thanks; and the one
 * row the backend keeps for the visitor.
 */

// The test server runs with wrangler.toml's development salt.
const hashSalt = "dev-only-hash-salt-change-me";

/** The key the backend stores for this browser: an HMAC of the id in its signed visitor cookie. */
async function visitorKeyOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "stayloop_visitor");
  expect(cookie, "the visitor cookie").toBeDefined();
  const signed = decodeURIComponent(cookie!.value);
  const id = JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as string;
  return createHmac("sha256", hashSalt).update(`help-feedback-visitor:${id}`).digest("hex");
}

const rowsOf = (visitorKey: string) =>
  queryD1<Pick<HelpFeedbackRow, "article_slug" | "locale" | "helpful" | "comment">>(`SELECT article_slug, locale, helpful, comment FROM help_feedback WHERE visitor_key = ${sqlText(visitorKey)}`);

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { feedbackMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "feedbackMark" in window);

test.describe("was this article helpful?", () => {
  test("Yes: a thank-you, and one row for the visitor", async ({ page, context, visit, javaScriptEnabled }) => {
    await visit("/help-center/import-guest-list");
    const dialog = page.getByRole("dialog");
    const question = dialog.getByRole("group", { name: "Was this article helpful?" });
    await expect(question).toBeVisible();
    if (javaScriptEnabled) await markPage(page);

    await question.getByRole("button", { name: "Yes" }).click();
    const thanks = dialog.getByText("Thank you for your feedback!");
    await expect(thanks).toBeVisible();
    await expect(notifications(page).getByText("Your answer helps us improve the help center.")).toBeVisible();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/help-center\/import-guest-list$/);
    if (javaScriptEnabled) {
      expect(await stillSamePage(page)).toBe(true);
      await expect(thanks).toBeFocused();
    }

    expect(await rowsOf(await visitorKeyOf(context))).toEqual([
      { article_slug: "import-guest-list", locale: "en", helpful: 1, comment: null },
    ]);
  });

  test("No, then a comment, by keyboard inside the dialog: the comment step, then thanks; one row with the comment", async ({
    page,
    context,
    visit,
    browser,
    javaScriptEnabled,
  }) => {
    await visit("/pt/help-center/edit-automation-timing");
    const dialog = page.getByRole("dialog");
    const question = dialog.getByRole("group", { name: "Este artigo foi útil?" });
    if (javaScriptEnabled) await markPage(page);

    await question.getByRole("button", { name: "Não" }).focus();
    await page.keyboard.press("Enter");
    const comment = dialog.getByRole("textbox", { name: "O que você estava procurando? (opcional)" });
    await expect(comment).toBeVisible();
    await expect(dialog.getByText("Que pena que este artigo não ajudou.")).toBeVisible();
    await expect(question).toBeHidden();
    await expect(comment).toHaveAttribute("maxlength", "500");
    // The comment step, in the dialog over the help center: no axe violations.
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    const marker = `Faltou explicar o horário de envio ${test.info().project.name} ${Date.now()}`;
    if (javaScriptEnabled) {
      // Focus moved to the comment, inside the modal.
      await expect(comment).toBeFocused();
      await page.keyboard.type(marker);
    } else {
      await comment.fill(marker);
      await comment.focus();
    }
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Enviar" })).toBeFocused();
    await page.keyboard.press("Enter");

    const thanks = dialog.getByText("Obrigado pelo seu retorno!");
    await expect(thanks).toBeVisible();
    await expect(comment).toBeHidden();
    await expect(page).toHaveURL(/\/pt\/help-center\/edit-automation-timing$/);
    if (javaScriptEnabled) {
      expect(await stillSamePage(page)).toBe(true);
      await expect(thanks).toBeFocused();
    }

    expect(await rowsOf(await visitorKeyOf(context))).toEqual([
      { article_slug: "edit-automation-timing", locale: "pt", helpful: 0, comment: marker },
    ]);
  });
});
