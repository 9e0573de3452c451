import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { queryD1, sqlText, uniqueEmail } from "./support/backend";
import { expect, test } from "./support/test";

/**
 * The help center leads to a person (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md),
 * with and without JavaScript: a search that finds nothing leads to the Contact Support form
 * carrying the query; a refused post keeps what was typed; a sent one is thanked and stored with
 * its event. An article shows its related articles and a footer leading to the same form.
 */

interface RequestRow {
  name: string;
  subject: string | null;
  message: string;
  article_slug: string | null;
  locale: string;
}
const requestsOf = (email: string) =>
  queryD1<RequestRow>(`SELECT name, subject, message, article_slug, locale FROM support_requests WHERE email = ${sqlText(email)}`);
const eventCount = async (email: string) =>
  (await queryD1<{ n: number }>(`SELECT count(*) AS n FROM lead_events WHERE type = 'support_request.created' AND json_extract(data, '$.email') = ${sqlText(email)}`))[0]?.n;

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { contactMark: true }));
const stillSamePage = (page: Page) => page.evaluate(() => "contactMark" in window);

test.describe("Contact Support", () => {
  test("a search that finds nothing leads to the form with the query; refused, then sent", async ({ page, visit, browser, javaScriptEnabled }, testInfo) => {
    const query = `zebra crossing ${testInfo.project.name}`;
    await visit(`/help-center?q=${encodeURIComponent(query)}`);
    await expect(page.getByText("No articles found.")).toBeVisible();
    await page.getByText("Nothing in the help center matched your search.").getByRole("link", { name: "Contact Support" }).click();

    await expect(page).toHaveURL(/\/help-center\/contact\?q=zebra%20crossing/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Support" })).toBeVisible();
    const form = page.getByRole("form", { name: "Contact Support" });
    const subject = form.getByRole("textbox", { name: "Subject (optional)" });
    await expect(subject).toHaveValue(query);
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    if (javaScriptEnabled) await markPage(page);

    const email = uniqueEmail(testInfo, "contact");
    const name = form.getByRole("textbox", { name: "Your name" });
    const message = form.getByRole("textbox", { name: "How can we help?" });
    await name.fill("Ana Souza");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByRole("button", { name: "Send message" }).click();

    // Refused: the message beside its field, everything typed still there.
    await expect(page.getByText("Please tell us how we can help")).toBeVisible();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Ana Souza");
    await expect(subject).toHaveValue(query);
    expect(await requestsOf(email)).toEqual([]);

    const text = `I need crossings for my zebras.\nSecond line ${testInfo.project.name}`;
    await message.fill(text);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Thank you! Your message has reached our support team.")).toBeVisible();
    await expect(message).toHaveValue("");
    if (javaScriptEnabled) expect(await stillSamePage(page)).toBe(true);
    else await expect(page).toHaveURL(/\/help-center\/contact#support-request$/);

    expect(await requestsOf(email)).toEqual([{ name: "Ana Souza", subject: query, message: text, article_slug: null, locale: "en" }]);
    expect(await eventCount(email)).toBe(1);
  });

  test("an article shows related articles, and its footer leads to the form about it (Portuguese)", async ({ page, visit }, testInfo) => {
    await visit("/pt/help-center/calendar-not-syncing");
    const dialog = page.getByRole("dialog");
    const related = dialog.getByRole("region", { name: "Artigos relacionados" });
    const links = related.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(4);
    // Its own category's articles (Reservas e canais) come first.
    expect((await links.allTextContents()).slice(0, 3)).toContain("Conectando seus canais");

    await dialog.getByRole("link", { name: "Fale com o suporte" }).click();
    await expect(page).toHaveURL(/\/pt\/help-center\/contact\?q=Meu%20calend%C3%A1rio%20n%C3%A3o%20est%C3%A1%20sincronizando&article=calendar-not-syncing$/);
    const form = page.getByRole("form", { name: "Fale com o suporte" });
    await expect(form.getByRole("textbox", { name: "Assunto (opcional)" })).toHaveValue("Meu calendário não está sincronizando");

    const email = uniqueEmail(testInfo, "contato");
    await form.getByRole("textbox", { name: "Seu nome" }).fill("João");
    await form.getByRole("textbox", { name: "E-mail" }).fill(email);
    await form.getByRole("textbox", { name: "Como podemos ajudar?" }).fill("O calendário parou ontem.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Obrigado! Sua mensagem chegou à nossa equipe de suporte.")).toBeVisible();
    expect(await requestsOf(email)).toEqual([
      { name: "João", subject: "Meu calendário não está sincronizando", message: "O calendário parou ontem.", article_slug: "calendar-not-syncing", locale: "pt" },
    ]);

    // Back in the help center, a related article opens its own dialog.
    await visit("/pt/help-center/calendar-not-syncing");
    await page.getByRole("dialog").getByRole("region", { name: "Artigos relacionados" }).getByRole("link", { name: "Conectando seus canais" }).click();
    await expect(page).toHaveURL(/\/pt\/help-center\/channel-connections$/);
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Conectando seus canais" })).toBeVisible();
  });
});
