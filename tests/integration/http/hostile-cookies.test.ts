import { describe, expect, it } from "vitest";
import { follow, freshAddress, noReuse, postForm } from "../../fixtures/engagement/http";
import { baseUrl, queryD1 } from "./support";

// Issue 23 item 2 on the built site (D1): a cookie the site cannot read is dropped (and
// cleared with a Set-Cookie that expires it), never an error. `__flash=x.y` gave 500 on every
// page; a bad visitor cookie made every vote, like and help-feedback post 503.

const garbage = [
  "x.y",
  "x",
  "%",
  "%E0%A4%A",
  "eyJmbGFzaCI6e319.AAAA",
  "aGVsbG8=.c2lnbmF0dXJl",
  "%22%7B%7D%22.%00",
  "A".repeat(3000),
];

const load = (path: string, cookie: string) =>
  fetch(baseUrl() + path, { redirect: "manual", headers: { ...noReuse, "CF-Connecting-IP": freshAddress(), Cookie: cookie } });

const expiring = (response: Response, name: string) =>
  response.headers.getSetCookie().some((line) => line.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970/i.test(line));

describe("a page with a cookie the site cannot read", () => {
  it("answers 200 and clears the flash, for every malformed value", async () => {
    for (const value of garbage) {
      const response = await load("/pricing", `__flash=${value}`);
      expect(response.status, value.slice(0, 40)).toBe(200);
      expect(expiring(response, "__flash"), value.slice(0, 40)).toBe(true);
      expect(await response.text()).toContain("<h1");
    }
  }, 120_000);

  it("answers 200 and clears a visitor cookie it cannot read, and ignores bad language and banner cookies", async () => {
    for (const value of garbage.slice(0, 5)) {
      const response = await load("/roadmap/1", `stayloop_visitor=${value}; lang=${value}; launch_banner_hidden=${value}`);
      expect(response.status, value).toBe(200);
      expect(expiring(response, "stayloop_visitor"), value).toBe(true);
    }
    for (const path of ["/", "/help-center", "/pt/blog"]) {
      expect((await load(path, "lang=%; launch_banner_hidden=%E0%A4%A; __flash=x.y")).status, path).toBe(200);
    }
  }, 120_000);
});

describe("a post with a visitor cookie the site cannot read", () => {
  const upvotesOf = (id: number) => queryD1<{ upvotes: number }>(`SELECT upvotes FROM roadmap_items WHERE id = ${id}`)[0]?.upvotes;

  it("votes, with a new visitor cookie in place of the bad one", async () => {
    const ip = freshAddress();
    const before = upvotesOf(12)!;
    const response = await postForm("/roadmap/12", { intent: "upvote" }, { "CF-Connecting-IP": ip, Cookie: "stayloop_visitor=x.y; __flash=x.y" });
    expect(response.status).toBe(303);
    const issued = response.headers.getSetCookie().find((line) => line.startsWith("stayloop_visitor="));
    expect(issued).toMatch(/^stayloop_visitor=[^;]+\.[^;]+;/);
    expect((await follow(response, { "CF-Connecting-IP": ip })).html).toContain("Your vote has been counted!");
    expect(upvotesOf(12)).toBe(before + 1);
  }, 60_000);

  it("likes a comment and answers help feedback, each with no 5xx", async () => {
    const like = await postForm(
      "/roadmap/1",
      { intent: "like", commentId: "7e5f0c2a-1d4b-4c8e-9a31-000000000013" },
      { "CF-Connecting-IP": freshAddress(), Cookie: "stayloop_visitor=eyJmbGFzaCI6e319.AAAA" },
    );
    expect(like.status).toBe(303);
    expect((await follow(like)).html).toContain("Comment liked!");
    const feedback = await postForm("/help-center/set-brand-voice", { helpful: "yes" }, { "CF-Connecting-IP": freshAddress(), Cookie: "stayloop_visitor=%" });
    expect(feedback.status).toBe(303);
    expect(feedback.headers.getSetCookie().some((line) => /^stayloop_visitor=[^;]+\./.test(line))).toBe(true);
  }, 60_000);
});
