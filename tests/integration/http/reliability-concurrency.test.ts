import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";

// Issue 23 item 1: Workers forbid one request from waiting on another request's I/O. The help
// memo used to hand one request's in-flight read to every concurrent miss, and the runtime
// answered the others "Worker's code had hung" (500). The memo must be empty for the
// failure to show, so this file starts a site of its own: every load below is a first load.

let server: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  server = await startTestServer({ name: "reliability-concurrency", port: Number(process.env.CONCURRENCY_PORT ?? 0) });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const load = (path: string, index: number) =>
  fetch(server.url + path, { headers: { "CF-Connecting-IP": `203.0.113.${index + 1}` } }).then(async (response) => {
    const html = await response.text();
    return { status: response.status, html };
  });

describe("the help center under concurrency", () => {
  it("answers 20 concurrent first loads of the help center, a category and help search with 200", async () => {
    const paths = Array.from({ length: 20 }, (_, index) => {
      const r = `r=${index}`;
      if (index % 4 === 1) return `/help-center?q=calendar&${r}`;
      if (index % 4 === 2) return `/pt/help-center?${r}`;
      if (index % 4 === 3) return `/help-center?q=invoice&${r}`;
      return `/help-center?${r}`;
    });
    const answers = await Promise.all(paths.map(load));
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    for (const answer of answers) expect(answer.html).toContain("data-help-article=");
  });

  it("stays 200 on a second burst, when the memo has its values", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => load(`/help-center?again=${index}`, index)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  });
});
