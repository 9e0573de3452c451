import { describe, expect, it } from "vitest";
import { containsLink } from "~/features/engagement/roadmap/moderation";
import { moderationLinks, moderationToken, readModerationToken } from "~/features/engagement/roadmap/moderation.server";
import { issueDownloadToken, verifyDownloadToken } from "~/features/engagement/downloads/token.server";

/** Held comments and their signed moderation links (issue 19 item 4; decision 0029). */
const secret = "unit-test-session-secret-0123456789";
const id = "0b6f8a4e-3c1d-4e5f-9a7b-1c2d3e4f5a6b";
const at = new Date("2026-11-24T12:00:00.000Z");
const days = (n: number) => new Date(at.getTime() + n * 86_400_000);

describe("containsLink", () => {
  it.each([
    "see https://spam.example/offer",
    "HTTP://EXAMPLE.COM",
    "go to www.cheap-pills.biz now",
    "visit example.com",
    "best deals at shop.example.net!",
    "my site: stayloop.co",
    "bit.ly/abc",
    "read foo.example/path",
    "http://localhost:8080",
  ])("holds %j", (text) => expect(containsLink(text)).toBe(true));

  it.each([
    "Would love a calendar sync",
    "e.g. airbnb and booking",
    "version 2.0 please",
    "works with Node.js too",
    "export to file.txt",
    "write to me at ana@example",
    "end of sentence.Next one",
    "",
  ])("publishes %j", (text) => expect(containsLink(text)).toBe(false));
});

describe("moderation tokens", () => {
  it("name the comment and the action, and read back within 7 days", async () => {
    const token = await moderationToken(secret, id, "publish", at);
    await expect(readModerationToken(secret, token, days(6.9))).resolves.toEqual({ commentId: id, action: "publish" });
    const hide = await moderationToken(secret, id, "hide", at);
    await expect(readModerationToken(secret, hide, at)).resolves.toEqual({ commentId: id, action: "hide" });
  });

  it("expire after 7 days", async () => {
    const token = await moderationToken(secret, id, "publish", at);
    await expect(readModerationToken(secret, token, days(7.01))).resolves.toBeNull();
  });

  it("refuse another secret, a tampered payload or signature, junk and oversized tokens", async () => {
    const token = await moderationToken(secret, id, "hide", at);
    await expect(readModerationToken("another-secret-0123456789abcdef", token, at)).resolves.toBeNull();
    const [payload, signature] = token.split(".") as [string, string];
    const forged = btoa(atob(payload.replace(/-/g, "+").replace(/_/g, "/")).replace("hide", "publish")).replace(/=+$/, "");
    await expect(readModerationToken(secret, `${forged}.${signature}`, at)).resolves.toBeNull();
    const flipped = signature.slice(0, -1) + (signature.endsWith("0") ? "1" : "0");
    await expect(readModerationToken(secret, `${payload}.${flipped}`, at)).resolves.toBeNull();
    for (const junk of [null, "", "abc", "a.b.c", "%%%.zz", `${payload}.${signature}.x`, "x".repeat(5000)]) {
      await expect(readModerationToken(secret, junk, at)).resolves.toBeNull();
    }
  });

  it("are not download tokens, and download tokens are not moderation tokens", async () => {
    const download = await issueDownloadToken(secret, "guide", at);
    await expect(readModerationToken(secret, download, at)).resolves.toBeNull();
    const moderation = await moderationToken(secret, id, "publish", at);
    await expect(verifyDownloadToken(secret, "guide", moderation, at)).resolves.toBe(false);
    await expect(verifyDownloadToken(secret, "guide", download, at)).resolves.toBe(true);
  });

  it("make approve and hide links on the origin, in the visitor's language", async () => {
    const en = await moderationLinks(secret, "https://stayloop.io", id, "en", at);
    expect(en.approveUrl).toMatch(/^https:\/\/stayloop\.io\/roadmap\/moderate\?token=[\w-]+\.[0-9a-f]{64}$/);
    const pt = await moderationLinks(secret, "https://stayloop.io", id, "pt", at);
    expect(pt.hideUrl).toMatch(/^https:\/\/stayloop\.io\/pt\/roadmap\/moderate\?token=/);
    const token = new URL(pt.hideUrl).searchParams.get("token");
    await expect(readModerationToken(secret, token, at)).resolves.toEqual({ commentId: id, action: "hide" });
  });
});
