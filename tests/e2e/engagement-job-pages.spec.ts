import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

/**
 * A page per job (issue 22 item 2; docs/decisions/0309-job-pages.md): from the careers list
 * to a job's own page, which shows its description and JobPosting, and its Apply opens the
 * application form. Runs with and without JavaScript (the "js" and "no-js" projects).
 */
test.describe("job pages", () => {
  test("careers list → the job's page → Apply opens the application form", async ({ page, visit, browser, javaScriptEnabled }) => {
    await visit("/careers");
    await page.getByTestId("job-card").getByRole("link", { name: "Senior Full-Stack Engineer (Remix & Cloudflare)", exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/senior-full-stack-engineer$/);
    await expect(page.getByRole("heading", { level: 1, name: "Senior Full-Stack Engineer (Remix & Cloudflare)" })).toBeVisible();
    await expect(page.getByTestId("job-description")).toContainText("Build the features hosts use every day");
    await expect(page.getByTestId("job-salary")).toHaveText("€70,000 to €90,000 a year");
    // Open until filled: said in words, and no closing date in the markup (decision 0047).
    await expect(page.getByTestId("job-validThrough")).toHaveText("Open until filled");
    await expect(page.getByRole("heading", { level: 3, name: "What you will do" })).toBeVisible();
    await expect(page.getByTestId("job-responsibilities").getByRole("listitem")).toHaveCount(5);
    await expect(page.getByTestId("job-qualifications")).toContainText("Strong TypeScript and React");
    await expect(page.getByTestId("job-hours")).toContainText("Full-time, 40 hours a week.");
    const scripts = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
    const posting = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "JobPosting");
    expect(posting).toMatchObject({ "@type": "JobPosting", title: "Senior Full-Stack Engineer (Remix & Cloudflare)", jobLocationType: "TELECOMMUTE" });
    expect(posting).not.toHaveProperty("validThrough");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    await page.getByRole("link", { name: "Apply for this job — Senior Full-Stack Engineer (Remix & Cloudflare)" }).click();
    await expect(page).toHaveURL(/\/careers\/apply\/senior-full-stack-engineer$/);
    const dialog = page.getByRole("dialog", { name: "Apply for Senior Full-Stack Engineer (Remix & Cloudflare)" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Resume/CV", { exact: true })).toBeVisible();
  });

  test("in Portuguese, from /pt/careers, and a closed job is not found", async ({ page, visit }) => {
    await visit("/pt/careers");
    await page.getByTestId("job-card").first().getByRole("link", { name: "Ver a vaga — Representante de Desenvolvimento de Vendas (SDR)" }).click();
    await expect(page).toHaveURL(/\/pt\/careers\/sdr-latam$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Representante de Desenvolvimento de Vendas (SDR)");
    await expect(page.getByTestId("job-where")).toContainText("Brasil");
    await page.getByRole("link", { name: /^Candidatar-se a esta vaga/ }).click();
    await expect(page).toHaveURL(/\/pt\/careers\/apply\/sdr-latam$/);
    await expect(page.getByRole("dialog").getByLabel("Nome completo", { exact: true })).toBeVisible();

    const closed = await visit("/careers/content-marketing-lead");
    expect(closed?.status()).toBe(404);
  });
});
