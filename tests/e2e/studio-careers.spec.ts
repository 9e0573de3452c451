import { readFileSync } from "node:fs";
import { fixture } from "../fixtures/engagement/e2e";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/studio";

/**
 * Issue 43 items 1 and 2 as a recruiter lives them (decision 0503), on the studio's copy of the site
 * (tests/e2e/support/studio.ts): an application sent on the public careers form from a campaign's
 * link shows in the recruiter's list with its source; its resume downloads through the studio only
 * (the stored object has no public address); the recruiter moves it to "interview" and the audit log
 * says so. The applications and jobs pages pass axe and do not scroll sideways at 320 px. The role
 * matrix, refusals and validation are proven over HTTP (tests/integration/http/studio-careers.test.ts).
 */
test("an application from the careers form reaches the recruiter with its source, its resume and its status in the audit log", async ({ browser, javaScriptEnabled, studio }, testInfo) => {
  test.setTimeout(120_000);
  const name = `Rita Campaign ${testInfo.project.name}`;
  const job = "customer-success-manager-pt";

  // A visitor arrives from a newsletter's link and applies, as tests/e2e/engagement-careers.spec.ts does.
  const visitor = await browser.newContext({ baseURL: studio.url, javaScriptEnabled });
  const page = await visitor.newPage();
  await page.goto(`/careers/apply/${job}?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-hiring`);
  const dialog = page.getByRole("dialog", { name: "Apply for Customer Success Manager (Portuguese & English)" });
  await dialog.getByLabel("Full name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(`rita-${testInfo.project.name}-${Date.now().toString(36)}@example.com`);
  await dialog.getByLabel("Resume/CV", { exact: true }).setInputFiles(fixture("resume.pdf"));
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Application submitted")).toBeVisible();
  await visitor.close();
  const [stored] = studio.query(`SELECT id, resume_path FROM job_applications WHERE full_name = '${name}'`) as Array<{ id: string; resume_path: string }>;
  expect(stored).toBeTruthy();

  const recruiter = await studio.signedIn("recruiter@example.com", { width: 320 });
  const studioPage = recruiter.page;
  const fits = async (what: string) => {
    const overflow = await studioPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${what} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(studioPage, { browser, javaScriptEnabled });
  };
  await studioPage.goto("/studio");
  await studioPage.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Applications" }).click();
  await studioPage.getByRole("link", { name: /^Customer Success Manager/ }).click();
  const row = studioPage.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`/careers/apply/${job} (en)`);
  await expect(row).toContainText("e2e-hiring (newsletter / email)");
  await expect(row).toContainText("new");
  await fits("the applications list");

  await row.getByRole("link", { name }).click();
  await expect(studioPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await fits("an application");
  const download = studioPage.waitForEvent("download");
  await studioPage.getByRole("link", { name: "Download the resume" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name} resume.pdf`);
  expect(readFileSync((await file.path())!).equals(readFileSync(fixture("resume.pdf")))).toBe(true);
  // The object itself has no address anyone can open: not on the site, and not the studio's route without Access.
  expect((await fetch(`${studio.url}/${stored!.resume_path}`)).status).toBe(404);
  expect((await fetch(`${studio.url}/studio/applications/${stored!.id}/resume`)).status).toBe(403);

  await studioPage.getByLabel("Status", { exact: true }).selectOption("interview");
  await studioPage.getByRole("button", { name: "Change the status" }).click();
  await expect(studioPage.getByRole("status")).toHaveText("Status changed.");
  await expect(studioPage.getByRole("definition").first()).toHaveText("interview");

  await studioPage.goto("/studio/jobs");
  await fits("the jobs list");
  await studioPage.getByRole("link", { name: "Customer Success Manager (Portuguese & English)", exact: true }).click();
  await studioPage.getByRole("button", { name: "Preview in Portuguese" }).click();
  await expect(studioPage.getByRole("heading", { name: "Preview in Portuguese (not saved)" })).toBeVisible();
  await fits("a job with its preview");
  await recruiter.context.close();

  const admin = await studio.signedIn("admin@example.com");
  await admin.page.goto("/studio/audit?kind=applications");
  await expect(admin.page.getByRole("row").filter({ hasText: "new → interview" }).filter({ hasText: "recruiter@example.com" }).first()).toBeVisible();
  await admin.context.close();
});
