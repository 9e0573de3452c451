import { queryD1, sqlText, uniqueEmail } from "./support/backend";
import { expect, statusRegion, test } from "./support/test";

/**
 * Consent and unsubscribe, as a subscriber sees them (issue 19 item 5; decision 0030), with and
 * without JavaScript: the footer shows the consent sentence that is stored with the sign-up;
 * the unsubscribe link of the sign-up's event shows a confirm page, its button unsubscribes and
 * says so; signing up again works and records the new consent.
 */
const texts = {
  consent: "Ao se inscrever, você aceita receber e-mails do StayLoop. Você pode cancelar a qualquer momento.",
  subscribedTitle: "Inscrição confirmada!",
  confirmHeading: "Cancelar a inscrição na newsletter",
  button: "Cancelar inscrição",
  doneHeading: "Sua inscrição foi cancelada",
};

type Row = { consent_text: string; consent_version: string; consent_path: string; locale: string; unsubscribed_at: string | null };
const subscriber = async (email: string) =>
  (await queryD1<Row>(`select consent_text, consent_version, consent_path, locale, unsubscribed_at from newsletter_subscribers where email = ${sqlText(email)}`))[0];
const eventTypes = async (email: string) =>
  (await queryD1<{ type: string }>(`select type from lead_events where json_extract(data, '$.email') = ${sqlText(email)} order by created_at, rowid`)).map((row) => row.type);

test("a subscriber unsubscribes from the link of their sign-up and can sign up again", async ({ page, visit }, testInfo) => {
  const email = uniqueEmail(testInfo, "unsubscribe");
  await visit("/pt/blog");
  const footer = page.locator("form#newsletter-footer");
  await expect(footer.getByText(texts.consent)).toBeVisible();
  await footer.getByLabel("Primeiro nome", { exact: true }).fill("Lia");
  await footer.getByLabel("E-mail", { exact: true }).fill(email);
  await footer.getByRole("button", { name: "Inscrever-se", exact: true }).click();
  await expect(statusRegion(page).getByText(texts.subscribedTitle)).toBeVisible();
  expect(await subscriber(email)).toMatchObject({ consent_text: texts.consent, consent_version: "2026-11-22", consent_path: "/pt/blog", locale: "pt", unsubscribed_at: null });

  const [event] = await queryD1<{ data: string }>(
    `select data from lead_events where type = 'newsletter.subscribed' and json_extract(data, '$.email') = ${sqlText(email)}`,
  );
  const link = new URL(String((JSON.parse(event!.data) as { unsubscribe_url: string }).unsubscribe_url));

  // Opening the link changes nothing: it asks first.
  await visit(link.pathname);
  await expect(page.getByRole("heading", { name: texts.confirmHeading })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect((await subscriber(email))!.unsubscribed_at).toBeNull();

  await page.getByRole("button", { name: texts.button, exact: true }).click();
  await expect(page.getByRole("heading", { name: texts.doneHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/pt\/newsletter\/unsubscribed$/);
  expect((await subscriber(email))!.unsubscribed_at).not.toBeNull();
  expect(await eventTypes(email)).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);

  // Changed their mind: the footer of the same page signs them up again.
  await footer.getByLabel("Primeiro nome", { exact: true }).fill("Lia");
  await footer.getByLabel("E-mail", { exact: true }).fill(email);
  await footer.getByRole("button", { name: "Inscrever-se", exact: true }).click();
  await expect(statusRegion(page).getByText(texts.subscribedTitle)).toBeVisible();
  await expect.poll(async () => (await subscriber(email))?.consent_path).toBe("/pt/newsletter/unsubscribed");
  expect((await subscriber(email))!.unsubscribed_at).toBeNull();
  expect(await eventTypes(email)).toEqual(["newsletter.subscribed", "newsletter.unsubscribed", "newsletter.subscribed"]);
});

test("a forged link says it is not valid and changes nothing", async ({ page, visit }) => {
  const response = await visit(`/newsletter/unsubscribe/${btoa("someone@example.com").replace(/=+$/, "")}.${"0".repeat(64)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe", exact: true })).toHaveCount(0);
});
