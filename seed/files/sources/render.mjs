// Renders the PDF resources in seed/files/r2/downloads from the HTML here, with the
// Chromium the e2e tests use:  node seed/files/sources/render.mjs
import { chromium } from "@playwright/test";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "r2", "downloads");
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(here).filter((name) => name.endsWith(".html"))) {
    await page.goto(pathToFileURL(join(here, file)).href);
    await page.pdf({ path: join(out, file.replace(/\.html$/, ".pdf")), format: "A4", printBackground: true, preferCSSPageSize: true });
    console.log(`rendered ${file}`);
  }
} finally {
  await browser.close();
}
