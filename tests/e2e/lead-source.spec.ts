import { queryD1, sqlText, uniqueEmail } from "./support/backend";
import { expect, test } from "./support/test";

// Where a lead came from, with nothing stored on the visitor's device (issue 32;
// docs/decisions/0050-lead-source.md), with JavaScript and without.

const campaignPage = "/features/direct-booking-links?utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=X";

test("an audit request sent from a campaign's page names that page, the campaign and the click id, and what the host answered", async ({ page, visit }, testInfo) => {
  const email = uniqueEmail(testInfo, "campaign");
  await visit(campaignPage);
  const form = page.locator("form#audit-request");
  await expect(page.getByRole("heading", { name: "Get a free marketing audit" })).toBeVisible();
  await form.getByLabel("Property URL").fill("airbnb.com/rooms/777");
  await form.getByLabel("Your name").fill("Marta");
  await form.getByLabel("Email").fill(email);

  // "Other" brings its own field, with or without JavaScript (a CSS rule).
  const other = form.getByLabel("Other: where did you hear about us? (optional)");
  await expect(other).toBeHidden();
  await form.getByLabel("How did you hear about us? (optional)").selectOption("other");
  await expect(other).toBeVisible();
  await other.fill("A hosts' WhatsApp group");
  await form.getByRole("button", { name: "Get my free audit" }).click();
  await expect(page.getByText("Thank you! Your audit request has been successfully submitted.")).toBeVisible();

  const [row] = await queryD1<{ page: string; source: string }>(`select page, source from audit_requests where email = ${sqlText(email)}`);
  expect(JSON.parse(row!.page)).toEqual({ path: "/features/direct-booking-links", lang: "en" });
  expect(JSON.parse(row!.source)).toEqual({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "june",
    utm_term: null,
    utm_content: null,
    click_id: "fbclid",
    referrer_host: null,
    heard_about: "other",
    heard_about_other: "A hosts' WhatsApp group",
  });
  const [event] = await queryD1<{ data: string }>(`select data from lead_events where json_extract(data, '$.email') = ${sqlText(email)}`);
  expect(JSON.parse(event!.data)).toMatchObject({ page: { path: "/features/direct-booking-links" }, source: { utm_campaign: "june", click_id: "fbclid" } });
  expect(event!.data).not.toContain('"X"');
});

test("no page sets a cookie or writes to the browser's storage, campaign parameters or not", async ({ page, context, visit }) => {
  const cookies: string[] = [];
  page.on("response", async (response) => {
    const header = await response.headerValue("set-cookie");
    if (header) cookies.push(`${response.url()}: ${header}`);
  });
  for (const path of [campaignPage, "/", "/pt?utm_source=x&gclid=1", "/pricing", "/blog", "/help-center/contact", "/careers", "/roadmap"]) {
    await visit(path);
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
    expect({ path, ...stored }).toEqual({ path, cookie: "", local: 0, session: 0 });
  }
  expect(cookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});
