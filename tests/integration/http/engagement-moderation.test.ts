import { describe, expect, it } from "vitest";
import { dataUrl, follow, freshAddress, postForm, sameOrigin, visible } from "../../fixtures/engagement/http";
import { moderationToken } from "~/features/engagement/roadmap/moderation.server";
import { baseUrl, queryD1 } from "./support";

/**
 * Moderation without SQL over HTTP (issue 19 item 4; decision 0029): a comment with a link
 * is held (its author is told, nobody sees it, counts leave it out) until the confirm page
 * of its approve_url is submitted; any comment can be hidden by its hide_url; forged,
 * expired, replayed and oversized tokens get a 4xx.
 */
const itemRoute = "routes/($lang).roadmap.$itemId";
const item = 6;
// The test server runs with the local development variables (scripts/local-backend.mjs).
const serverSecret = "dev-only-session-secret-change-me";
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, baseUrl()), { redirect: "manual", headers: { Connection: "close", ...headers } });
const commentCount = () =>
  queryD1<{ n: number }>(`SELECT COUNT(*) AS n FROM roadmap_comments WHERE item_id = ${item} AND status = 'published'`)[0]!.n;

interface CreatedEvent {
  id: string;
  status: string;
  approve_url: string;
  hide_url: string;
}
function eventOf(marker: string): CreatedEvent {
  const [row] = queryD1<{ data: string }>(
    `SELECT data FROM lead_events WHERE type = 'roadmap_comment.created' AND data LIKE '%${marker}%'`,
  );
  return JSON.parse(row!.data) as CreatedEvent;
}
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** Opens a moderation link's confirm page and submits it as a browser without JavaScript would. */
async function confirm(url: string) {
  const page = await get(pathOf(url));
  expect(page.status).toBe(200);
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
  const html = visible(await page.text());
  expect(html).toMatch(/<meta name="robots" content="noindex"/);
  const token = /<input type="hidden" name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBe(tokenOf(url));
  return { html, post: await postForm(pathOf(url), { token: token! }, { "CF-Connecting-IP": freshAddress() }) };
}

async function itemText() {
  return textOf(visible(await (await get(`/roadmap/${item}`)).text()));
}
async function boardCount() {
  const html = visible(await (await get("/roadmap")).text());
  const card = new RegExp(`href="/roadmap/${item}"[\\s\\S]*?(\\d+) comments?`).exec(html);
  return Number(card?.[1]);
}

describe("a comment with a link", () => {
  it("is held, its author told so; shown only once its approve link's confirm page is submitted", async () => {
    const marker = `held${Date.now()}`;
    const ip = freshAddress();
    const before = commentCount();
    const posted = await postForm(`/roadmap/${item}`, { intent: "comment", authorName: "Spam", content: `Cheap stays at www.${marker}.com` }, { "CF-Connecting-IP": ip });
    expect(posted.status).toBe(303);
    const { html } = await follow(posted, { "CF-Connecting-IP": ip });
    expect(textOf(html)).toContain("Thanks! Your comment awaits review");
    expect(textOf(html)).toContain("Comments with links are shown once a moderator approves them.");
    expect(html).not.toContain(marker);
    expect(await itemText()).not.toContain(marker);
    expect(commentCount()).toBe(before);

    const event = eventOf(marker);
    expect(event.status).toBe("held");
    expect(event.approve_url).toMatch(new RegExp(`^${baseUrl()}/roadmap/moderate\\?token=`));
    expect(event.hide_url).toMatch(/\/roadmap\/moderate\?token=/);

    const { html: confirmHtml, post } = await confirm(event.approve_url);
    expect(textOf(confirmHtml)).toContain("This comment is held for review: nobody else sees it yet.");
    expect(textOf(confirmHtml)).toContain(`Cheap stays at www.${marker}.com`);
    expect(textOf(confirmHtml)).toContain("Publish this comment");
    expect(post.status).toBe(303);
    expect(post.headers.get("Location")).toBe(`/roadmap/${item}#comments`);
    const after = await follow(post);
    expect(textOf(after.html)).toContain("Comment published");
    expect(textOf(after.html)).toContain(`Cheap stays at www.${marker}.com`);
    expect(commentCount()).toBe(before + 1);
    expect(await boardCount()).toBe(before + 1);

    // Replayed: the link was used.
    const replay = await postForm(pathOf(event.approve_url), { token: tokenOf(event.approve_url) }, { "CF-Connecting-IP": freshAddress() });
    expect(replay.status).toBe(409);
    expect(textOf(visible(await replay.text()))).toContain("This link was already used");

    // Its hide link takes it down again, once.
    const hidden = (await confirm(event.hide_url)).post;
    expect(hidden.status).toBe(303);
    expect(textOf((await follow(hidden)).html)).toContain("Comment hidden");
    expect(await itemText()).not.toContain(marker);
    expect(commentCount()).toBe(before);
    const again = await postForm(pathOf(event.hide_url), { token: tokenOf(event.hide_url) }, { "CF-Connecting-IP": freshAddress() });
    expect(again.status).toBe(409);
  });

  it("with JavaScript: the author is told in place, in Portuguese on /pt", async () => {
    const marker = `js${Date.now()}`;
    const response = await fetch(dataUrl(`/pt/roadmap/${item}`, itemRoute), {
      method: "POST",
      headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      body: new URLSearchParams({ intent: "comment", _enhanced: "1", content: `veja https://${marker}.example/x` }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { enhanced: { toast: unknown } };
    expect(body.enhanced.toast).toEqual({
      kind: "success",
      title: "Obrigado! Seu comentário aguarda revisão",
      description: "Comentários com links aparecem depois que um moderador os aprova.",
    });
    const event = eventOf(marker);
    expect(event.status).toBe("held");
    expect(event.approve_url).toContain("/pt/roadmap/moderate?token=");
    const page = await get(pathOf(event.approve_url));
    expect(textOf(visible(await page.text()))).toContain("Publicar este comentário");
  });
});

describe("a comment without a link", () => {
  it("is shown at once, and its hide link removes it", async () => {
    const marker = `plain${Date.now()}`;
    const posted = await postForm(`/roadmap/${item}`, { intent: "comment", content: `Love it ${marker}` }, { "CF-Connecting-IP": freshAddress() });
    expect(textOf((await follow(posted)).html)).toContain(`Love it ${marker}`);
    const event = eventOf(marker);
    expect(event.status).toBe("published");
    const { html, post } = await confirm(event.hide_url);
    expect(textOf(html)).toContain("This comment is visible on the roadmap.");
    expect(post.status).toBe(303);
    expect(await itemText()).not.toContain(marker);
  });
});

describe("moderation tokens that are not good (never a 5xx)", () => {
  it("answers forged, tampered, expired, junk and oversized tokens with a 400 in the page's language", async () => {
    const id = queryD1<{ id: string }>(`SELECT id FROM roadmap_comments WHERE item_id = ${item} AND status = 'published' ORDER BY created_at LIMIT 1`)[0]!.id;
    const forged = await moderationToken("another-secret-0123456789abcdef", id, "hide");
    const expired = await moderationToken(serverSecret, id, "hide", new Date(Date.now() - 8 * 86_400_000));
    const valid = await moderationToken(serverSecret, id, "hide");
    const tampered = `${valid.slice(0, -1)}${valid.endsWith("0") ? "1" : "0"}`;
    for (const token of [forged, expired, tampered, "", "abc", "a.b", "%00", "x".repeat(4000)]) {
      const page = await get(`/roadmap/moderate?token=${encodeURIComponent(token)}`);
      expect(page.status, token.slice(0, 40)).toBe(400);
      expect(textOf(visible(await page.text()))).toContain("This moderation link is invalid or has expired");
      const posted = await postForm("/pt/roadmap/moderate", { token }, { "CF-Connecting-IP": freshAddress() });
      expect(posted.status, token.slice(0, 40)).toBe(400);
      expect(textOf(visible(await posted.text()))).toContain("Este link de moderação é inválido ou expirou");
    }
    // Oversized: the body is refused before anything reads it.
    expect((await postForm("/roadmap/moderate", { token: "x".repeat(100_000) }, { "CF-Connecting-IP": freshAddress() })).status).toBe(413);
    // Nothing was hidden by any of them.
    expect(queryD1<{ status: string }>(`SELECT status FROM roadmap_comments WHERE id = '${id}'`)[0]!.status).not.toBe("hidden");
  });

  it("answers a valid token for a comment that does not exist with a 404", async () => {
    const token = await moderationToken(serverSecret, "00000000-0000-4000-8000-00000000dead", "publish");
    expect((await get(`/roadmap/moderate?token=${token}`)).status).toBe(404);
    expect((await postForm("/roadmap/moderate", { token }, { "CF-Connecting-IP": freshAddress() })).status).toBe(404);
  });
});
