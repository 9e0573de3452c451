import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
// @ts-expect-error -- plain ESM script (npm run cron)
import { fireSchedule } from "../../scripts/cron.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/studio";

/**
 * Issue 43 item 4's check, in Chromium with JavaScript and without, on the studio's copy of the
 * site (tests/e2e/support/studio.ts, whose lead events go to a port nothing listens on until this
 * spec starts its receiver; decision 0505): an audit request sent while the receiver is down shows
 * as retrying with its campaign, and as delivered once the receiver is up and support presses
 * "Retry now"; the filter's CSV downloads with the lead in it; the leads and subscribers pages
 * pass axe and fit 320 px. Roles, forged posts, paging and the export's format are
 * tests/integration/http/studio-leads.test.ts's.
 */
function receiverOn(port: number) {
  const received: Array<{ type: string; data: Record<string, unknown> }> = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      response.writeHead(204, { Connection: "close" }).end();
    });
  });
  return new Promise<{ received: typeof received; stop: () => Promise<void> }>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ received, stop: () => new Promise((done) => server.close(() => done())) })),
  );
}

test("a lead whose receiver is down shows as retrying, then delivered after Retry now; its CSV downloads", async ({ browser, javaScriptEnabled, studio }, testInfo) => {
  test.setTimeout(150_000);
  const campaign = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `${campaign}@example.com`;
  const sent = await fetch(`${studio.url}/resources/audit`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: studio.url,
      "Sec-Fetch-Site": "same-origin",
      Referer: `${studio.url}/pricing?utm_source=newsletter&utm_campaign=${campaign}`,
      "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    },
    body: new URLSearchParams({ propertyUrl: "https://casa-azul.example/", name: "Rita Campos", email, redirectTo: "/" }).toString(),
  });
  expect(sent.status).toBe(303);
  // The edge tried it right after the answer, and nobody was listening.
  await expect.poll(() => studio.query(`SELECT attempts FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`)[0]?.attempts, { timeout: 20_000 }).toBe(1);

  const support = await studio.signedIn("support@example.com");
  const { page } = support;
  await page.goto("/studio");
  await page.getByRole("link", { name: "Leads", exact: true }).first().click();
  await page.getByLabel("Campaign (utm_campaign)").fill(campaign);
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Retrying");
  await expect(row).toContainText("Next attempt");
  await expect(row).toContainText(`Campaign: ${campaign} / newsletter`);
  await expect(row).toContainText("/pricing (en)");

  const receiver = await receiverOn(studio.webhookPort);
  try {
    await row.getByRole("button", { name: /^Retry now/ }).click();
    await expect(page.getByRole("status")).toContainText("Retry asked");
    // The post's own delivery sends it; should other events be due before it, the clock's next run does.
    await expect
      .poll(
        async () => {
          if (!receiver.received.some((event) => event.data.email === email)) await fireSchedule(studio.url);
          await page.reload();
          return (await page.getByRole("row").filter({ hasText: email }).textContent()) ?? "";
        },
        { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toContain("Delivered");
    expect(receiver.received.filter((event) => event.data.email === email).map((event) => event.type)).toEqual(["audit_request.created"]);
  } finally {
    await receiver.stop();
  }
  expect(studio.query(`SELECT actor_email, action FROM studio_audit WHERE action = 'lead.retry' AND item_id = (SELECT id FROM lead_events WHERE json_extract(data, '$.email') = '${email}')`)).toEqual([
    { actor_email: "support@example.com", action: "lead.retry" },
  ]);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export these leads as CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^stayloop-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFevent_id,type,created_at,name,email,")).toBe(true);
  expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(`,Rita Campos,${email},https://casa-azul.example/,/pricing,en,newsletter,,${campaign},`);
  await support.context.close();

  // Both pages at 320 px: nothing scrolls sideways, no axe violations.
  const admin = await studio.signedIn("admin@example.com", { width: 320 });
  for (const path of [`/studio/leads?campaign=${campaign}`, `/studio/subscribers`]) {
    await admin.page.goto(path);
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(admin.page, { browser, javaScriptEnabled });
  }
  await admin.context.close();
});
