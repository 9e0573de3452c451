import { describe, expect, it } from "vitest";
import { dataUrl, follow, freshAddress, noReuse, postForm, sameOrigin, visible } from "../../fixtures/engagement/http";
import { rateLimits } from "~/server/abuse.server";
import { baseUrl, cookiesFrom, enhancementModulesOf, queryD1 } from "./support";

const itemRoute = "routes/($lang).roadmap.$itemId";
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { redirect: "manual", headers: { ...noReuse, ...headers } });
const upvotesOf = (id: number) => queryD1<{ upvotes: number }>(`SELECT upvotes FROM roadmap_items WHERE id = ${id}`)[0]?.upvotes;
/** The visitor cookie a vote or like set, as a Cookie header. */
const visitorCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("stayloop_visitor="))?.split(";")[0] ?? "";
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/** Runs `fn` with one of our tables renamed away, as if the backend were failing. */
async function withTableAway<T>(table: string, fn: () => Promise<T>): Promise<T> {
  queryD1(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    return await fn();
  } finally {
    queryD1(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
}

describe("the roadmap board (spec 2 §2.8)", () => {
  it("shows the four stages in order with their counts, newest first, unknown statuses in Backlog", async () => {
    const response = await get("/roadmap");
    expect(response.status).toBe(200);
    const text = textOf(visible(await response.text()));
    expect(text).toContain("Our Roadmap");
    const stages = [...text.matchAll(/(Backlog|Next Up|In Progress|Done) (\d+) \d+ items?/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(stages).toEqual(["Backlog 5", "Next Up 3", "In Progress 3", "Done 3"]);
    const backlog = text.slice(text.indexOf("Backlog 5"), text.indexOf("Next Up 3"));
    expect(backlog.indexOf("Owner revenue reports")).toBeLessThan(backlog.indexOf("Browse abandonment nudges"));
    expect(backlog.indexOf("Browse abandonment nudges")).toBeLessThan(backlog.indexOf("Weather-based stay suggestions"));
  });

  it("says 'No items in this stage yet.' for an empty stage", async () => {
    queryD1("UPDATE roadmap_items SET status = 'Done (moved by test)' WHERE status = 'Done'");
    try {
      const text = textOf(visible(await (await get("/roadmap")).text()));
      expect(text).toMatch(/Done 0 0 items No items in this stage yet\./);
      expect(text).toMatch(/Backlog 8 /);
    } finally {
      queryD1("UPDATE roadmap_items SET status = 'Done' WHERE status = 'Done (moved by test)'");
    }
  });

  it("is in Portuguese at /pt/roadmap, with translated items", async () => {
    const text = textOf(visible(await (await get("/pt/roadmap")).text()));
    expect(text).toContain("Nosso Roadmap");
    expect(text).toMatch(/Backlog 5 .* Próximos 3 .* Em andamento 3 .* Concluído 3/);
    expect(text).toContain("Mensagens para hóspedes no WhatsApp");
  });

  it("says 'Error loading roadmap: …' when the backend fails", async () => {
    await withTableAway("roadmap_items", async () => {
      const response = await get("/roadmap");
      expect(response.status).toBe(503);
      expect(textOf(visible(await response.text()))).toContain(
        "Error loading roadmap: the roadmap service is temporarily unavailable. Please try again in a moment.",
      );
    });
  });
});

describe("the roadmap's documents (decision 0017)", () => {
  it.each([
    ["/roadmap", ["site"]],
    ["/pt/roadmap", ["site"]],
    ["/roadmap/9", ["site", "dialog", "roadmap"]],
    ["/pt/roadmap/9?before=7e5f0c2a-1d4b-4c8e-9a31-000000000013", ["site", "dialog", "roadmap"]],
  ])("%s loads no React, only the modules of app/enhance/ it needs", async (path, modules) => {
    const html = await (await get(path)).text();
    expect(enhancementModulesOf(html)).toEqual(modules);
  });

  it("marks the item's forms for the in-place posts", async () => {
    const html = await (await get("/roadmap/9")).text();
    const forms = [...html.matchAll(/<form[^>]*>/g)].map((match) => match[0]).filter((form) => form.includes('action="/roadmap/9'));
    expect(forms.length).toBeGreaterThanOrEqual(3);
    for (const form of forms) {
      // Each starts the behaviour "form" (app/enhance/forms.ts); the comment form also "roadmap".
      expect(form).toMatch(/\sdata-module="form( roadmap)?"/);
      expect(form).toContain('data-enhance-route="routes/($lang).roadmap.$itemId"');
    }
    expect(html).toMatch(/<form[^>]*id="roadmap-comment-9"[^>]*data-module="form roadmap"[^>]*data-requires-text="content"/);
    expect(html).toMatch(/<p[^>]*data-form-error="roadmap-comment-9"[^>]*hidden=""/);
    expect(html).toMatch(/<section id="comments"/);
  });
});

describe("a roadmap item's dialog", () => {
  it("is its own address, rendered open over the board, never cached", async () => {
    const response = await get("/roadmap/9");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = visible(await response.text());
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*aria-labelledby/);
    expect(html).toContain("Our Roadmap");
    const text = textOf(html);
    expect(text).toContain("WhatsApp guest messages");
    // Comments oldest first, 'Anonymous' for the unnamed one, relative times ending 'ago'.
    expect(text.indexOf("Rafael, Florianópolis")).toBeLessThan(text.indexOf("Tom, Madeira"));
    expect(text).toMatch(/Anonymous (about |over |almost )?\d+ (days?|months?|years?) ago Please support WhatsApp Business templates/);
    expect(html).toMatch(/max-h-\[200px\] overflow-y-auto/);
  });

  it("answers 404 for an unknown item or a malformed id", async () => {
    for (const path of ["/roadmap/99999", "/roadmap/abc", "/roadmap/0", "/fr/roadmap/9"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("shows relative times in Portuguese on /pt", async () => {
    const text = textOf(visible(await (await get("/pt/roadmap/9")).text()));
    expect(text).toMatch(/Anônimo há (cerca de |mais de |quase )?\d+ (dias?|m[eê]s(es)?|anos?) Please support/);
    expect(text).toContain("Publicar comentário");
  });
});

describe("upvotes over HTTP", () => {
  it("without JavaScript: 303 back to the item, the spec's message, a visitor cookie, and one vote only", async () => {
    const ip = freshAddress();
    const before = upvotesOf(10)!;
    const first = await postForm("/roadmap/10", { intent: "upvote" }, { "CF-Connecting-IP": ip });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe("/roadmap/10");
    const visitorCookie = first.headers.getSetCookie().find((c) => c.startsWith("stayloop_visitor="));
    expect(visitorCookie).toMatch(/HttpOnly; SameSite=Lax$/);
    const shown = await follow(first, { "CF-Connecting-IP": ip });
    expect(shown.html).toContain("Your vote has been counted!");
    expect(textOf(shown.html)).toContain(`${before + 1} upvotes`);
    expect(shown.html).toMatch(/<button type="submit" disabled=""[^>]*>.*?Voted/);

    const cookie = visitorCookie!.split(";")[0]!;
    const again = await postForm("/roadmap/10", { intent: "upvote" }, { "CF-Connecting-IP": ip, Cookie: cookie });
    expect((await follow(again, { "CF-Connecting-IP": ip, Cookie: cookie })).html).toContain("You&#x27;ve already voted for this item.");
    // The same cookie from another network.
    await postForm("/roadmap/10", { intent: "upvote" }, { "CF-Connecting-IP": freshAddress(), Cookie: cookie });
    expect(upvotesOf(10)).toBe(before + 1);
  });

  it("with JavaScript: JSON with the toast", async () => {
    const ip = freshAddress();
    const post = (cookie = "") =>
      fetch(dataUrl("/pt/roadmap/11", itemRoute), {
        method: "POST",
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip, Cookie: cookie },
        body: new URLSearchParams({ intent: "upvote", _enhanced: "1" }),
      });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      // Only what app/enhance/forms.ts reads: the outcome as text, and that the page changed (the form names its parts).
      enhanced: {
        toast: { kind: "success", title: "Sucesso", description: "Seu voto foi contabilizado!" },
        refresh: {},
      },
    });
    expect(await (await post(visitorCookieOf(first))).json()).toEqual({
      enhanced: {
        toast: { kind: "success", title: "Voto já registrado", description: expect.any(String) as unknown },
        refresh: {},
      },
    });
    // The form names the parts to refresh, and they are in the page under those ids, with the new state.
    const page = visible(await (await get("/pt/roadmap/11", { "CF-Connecting-IP": ip, Cookie: visitorCookieOf(first) })).text());
    expect(page).toMatch(/<form[^>]*id="roadmap-upvote-11"[^>]*data-refresh="roadmap-upvote-11 roadmap-board"/);
    expect(page).toMatch(/<form[^>]*id="roadmap-upvote-11"[^>]*data-module="form"[^>]*>.*?<button type="submit" disabled=""/s);
    expect(page).toContain('id="roadmap-board"');
  });

  it("says 'Failed to upvote: …' for an item that is gone, and refuses a cross-site post", async () => {
    const response = await postForm("/roadmap/99999", { intent: "upvote" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.headers.get("Location")).toBe("/roadmap");
    expect((await follow(response)).html).toContain("Failed to upvote: this item no longer exists.");
    const crossSite = await postForm("/roadmap/9", { intent: "upvote" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
  });

  it("counts two visitors with their own cookies on one address once each, and shows each their own vote", async () => {
    const ip = freshAddress();
    const before = upvotesOf(12)!;
    const ana = await postForm("/roadmap/12", { intent: "upvote" }, { "CF-Connecting-IP": ip });
    const bruno = await postForm("/roadmap/12", { intent: "upvote" }, { "CF-Connecting-IP": ip });
    for (const response of [ana, bruno]) {
      expect((await follow(response, { "CF-Connecting-IP": ip })).html).toContain("Your vote has been counted!");
    }
    const anaCookie = visitorCookieOf(ana);
    const brunoCookie = visitorCookieOf(bruno);
    expect(anaCookie).not.toBe(brunoCookie);
    // Each votes again: nothing more is counted, and each is told they already voted.
    for (const cookie of [anaCookie, brunoCookie]) {
      const again = await postForm("/roadmap/12", { intent: "upvote" }, { "CF-Connecting-IP": ip, Cookie: cookie });
      expect((await follow(again, { "CF-Connecting-IP": ip, Cookie: cookie })).html).toContain(
        "You&#x27;ve already voted for this item.",
      );
    }
    expect(upvotesOf(12)).toBe(before + 2);
    const asAna = visible(await (await get("/roadmap/12", { "CF-Connecting-IP": ip, Cookie: anaCookie })).text());
    expect(asAna).toContain("You&#x27;ve voted for this item. Thank you!");
    // A third person on that network has not voted because their neighbours did.
    const asCarla = visible(await (await get("/roadmap/12", { "CF-Connecting-IP": ip })).text());
    expect(asCarla).not.toContain("You&#x27;ve voted for this item.");
    expect(asCarla).toMatch(/<button type="submit"(?![^>]*disabled="")[^>]*><span aria-hidden="true">▲<\/span>Upvote</);
    expect(asAna).toMatch(/<button type="submit" disabled=""[^>]*><span aria-hidden="true">▲<\/span>Voted</);
  }, 120_000);

  it("gives a script that drops its cookie at most five votes per item from one address", async () => {
    const ip = freshAddress();
    const before = upvotesOf(13)!;
    const pages: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await postForm("/roadmap/13", { intent: "upvote" }, { "CF-Connecting-IP": ip });
      pages.push((await follow(response, { "CF-Connecting-IP": ip })).html);
    }
    expect(pages.filter((html) => html.includes("Your vote has been counted!"))).toHaveLength(5);
    expect(pages.slice(5).every((html) => html.includes("Failed to upvote: we already counted the most votes we accept from your connection here."))).toBe(true);
    expect(upvotesOf(13)).toBe(before + 5);
    // Another network still can.
    await postForm("/roadmap/13", { intent: "upvote" }, { "CF-Connecting-IP": freshAddress() });
    expect(upvotesOf(13)).toBe(before + 6);
  }, 120_000);
});

describe("likes over HTTP", () => {
  const comment = "7e5f0c2a-1d4b-4c8e-9a31-000000000013";
  const likesOf = () => queryD1<{ likes: number }>(`SELECT likes FROM roadmap_comments WHERE id = '${comment}'`)[0]?.likes;

  it("count once per visitor, and say 'Comment liked!'", async () => {
    const ip = freshAddress();
    const before = likesOf()!;
    const first = await postForm("/roadmap/1", { intent: "like", commentId: comment }, { "CF-Connecting-IP": ip });
    const shown = await follow(first, { "CF-Connecting-IP": ip });
    expect(shown.html).toContain("Comment liked!");
    expect(textOf(shown.html)).toContain(`Liked the comment by Ana Paula ${before + 1} likes`);
    const cookie = visitorCookieOf(first);
    await postForm("/roadmap/1", { intent: "like", commentId: comment }, { "CF-Connecting-IP": ip, Cookie: cookie });
    expect(likesOf()).toBe(before + 1);
    // A second person on the same network likes it too.
    const neighbour = await postForm("/roadmap/1", { intent: "like", commentId: comment }, { "CF-Connecting-IP": ip });
    expect((await follow(neighbour, { "CF-Connecting-IP": ip })).html).toContain("Comment liked!");
    expect(likesOf()).toBe(before + 2);
  }, 90_000);

  it("with JavaScript: the toast as text, the comments to refresh from the page the like was given on", async () => {
    const ip = freshAddress();
    const before = likesOf()!;
    const response = await fetch(dataUrl(`/pt/roadmap/1?before=${comment}`, itemRoute), {
      method: "POST",
      headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
      body: new URLSearchParams({ intent: "like", commentId: comment, _enhanced: "1" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      enhanced: { toast: { kind: "success", title: "Comentário curtido!" }, refresh: {} },
    });
    expect(likesOf()).toBe(before + 1);
    const failed = await fetch(dataUrl("/roadmap/1", itemRoute), {
      method: "POST",
      headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
      body: new URLSearchParams({ intent: "like", commentId: "nope", _enhanced: "1" }),
    });
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({
      enhanced: {
        toast: {
          kind: "error",
          title: "Error",
          description: expect.stringContaining("Failed to like comment: the request was incomplete.") as unknown,
        },
      },
    });
  });

  it("say 'Failed to like comment: …' for a malformed comment id", async () => {
    const response = await postForm("/roadmap/1", { intent: "like", commentId: "1 or 1=1" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect((await follow(response)).html).toContain(
      "Failed to like comment: the request was incomplete. Please reload the page and try again.",
    );
  });
});

describe("comments over HTTP", () => {
  const commentsWith = (marker: string) =>
    queryD1<{ author_name: string; content: string }>(
      `SELECT author_name, content FROM roadmap_comments WHERE content LIKE '%${marker}%' ORDER BY created_at`,
    );

  it("without JavaScript: stored trimmed, 'Anonymous' for a blank name, shown as text", async () => {
    const marker = `m${Date.now()}`;
    const ip = freshAddress();
    const response = await postForm(
      "/roadmap/8",
      { intent: "comment", authorName: "   ", content: `  <script>alert(1)</script> ${marker}  `, redirectTo: "/roadmap/8#comments" },
      { "CF-Connecting-IP": ip },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/roadmap/8#comments");
    const { html } = await follow(response, { "CF-Connecting-IP": ip });
    expect(html).toContain("Comment added successfully!");
    expect(html).toContain(`&lt;script&gt;alert(1)&lt;/script&gt; ${marker}`);
    expect(html).not.toContain(`<script>alert(1)</script>`);
    expect(commentsWith(marker)).toEqual([{ author_name: "Anonymous", content: `<script>alert(1)</script> ${marker}` }]);
  });

  it("refuses an empty or too long comment with the message next to the field and the typed name", async () => {
    const empty = await postForm("/roadmap/8", { intent: "comment", authorName: "Helena", content: "   " }, { "CF-Connecting-IP": freshAddress() });
    expect(empty.status).toBe(400);
    const html = visible(await empty.text());
    expect(html).toMatch(/id="roadmap-comment-8-content-error"[^>]*>Please write a comment before posting\.</);
    expect(html).toMatch(/<input[^>]*name="authorName"[^>]*value="Helena"/);

    const long = "x".repeat(1001);
    const tooLong = await postForm("/pt/roadmap/8", { intent: "comment", content: long }, { "CF-Connecting-IP": freshAddress() });
    expect(tooLong.status).toBe(400);
    const ptHtml = visible(await tooLong.text());
    expect(ptHtml).toContain("Mantenha seu comentário com menos de 1.000 caracteres.");
    expect(ptHtml).toContain(`>${long}</textarea>`);
    expect(commentsWith("xxxxxxxxxx")).toEqual([]);
  });

  it("with JavaScript: JSON with a reset form on success, and errors with the typed values", async () => {
    const marker = `j${Date.now()}`;
    const post = (fields: Record<string, string>) =>
      fetch(dataUrl("/roadmap/8", itemRoute), {
        method: "POST",
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
        body: new URLSearchParams({ intent: "comment", _enhanced: "1", redirectTo: "/roadmap/8#comments", ...fields }),
      });
    const ok = await post({ authorName: "Lia", content: `Great ${marker}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      // A new comment is on the newest page: the comments and the board come from there.
      enhanced: {
        toast: { kind: "success", title: "Comment added successfully!" },
        reset: true,
        refresh: { from: "/roadmap/8#comments" },
      },
    });
    const refused = await post({ authorName: "Lia", content: "" });
    expect(refused.status).toBe(400);
    // The typed name stays in its field: the form is not cleared.
    expect(await refused.json()).toEqual({
      enhanced: { fieldErrors: { content: "Please write a comment before posting." }, reset: false },
    });
    const tooLong = await post({ authorName: "L".repeat(61), content: "x".repeat(1001) });
    const { enhanced } = (await tooLong.json()) as { enhanced: Record<string, unknown> };
    expect(enhanced).toEqual({
      fieldErrors: {
        authorName: "Please keep your name under 60 characters.",
        content: "Please keep your comment under 1,000 characters.",
      },
      reset: false,
    });
    expect(commentsWith(marker)).toEqual([{ author_name: "Lia", content: `Great ${marker}` }]);
  });

  it("stores nothing when the honeypot is filled, and looks like success", async () => {
    const marker = `h${Date.now()}`;
    const response = await postForm("/roadmap/8", { intent: "comment", content: `Buy now ${marker}`, website: "https://spam.example" }, {
      "CF-Connecting-IP": freshAddress(),
    });
    expect((await follow(response)).html).toContain("Comment added successfully!");
    expect(commentsWith(marker)).toEqual([]);
  });

  it("allows the comments per address the limit allows, then keeps the text and says why", async () => {
    const ip = freshAddress();
    const marker = `r${Date.now()}`;
    const { limit } = rateLimits.roadmapComment.perAddress;
    for (let i = 0; i < limit; i++) {
      const response = await postForm("/roadmap/7", { intent: "comment", content: `${marker} ${i}` }, { "CF-Connecting-IP": ip });
      expect(response.status).toBe(303);
    }
    const refused = await postForm("/roadmap/7", { intent: "comment", content: `${marker} eleven` }, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    const html = visible(await refused.text());
    expect(html).toContain("Failed to add comment: too many attempts from your connection. Please wait a few minutes and try again.");
    expect(html).toContain(`>${marker} eleven</textarea>`);
    expect(commentsWith(marker)).toHaveLength(limit);
  }, 120_000);

  it("says 'Failed to add comment: …' and keeps the text when the backend fails", async () => {
    const ip = freshAddress();
    await withTableAway("roadmap_comments", async () => {
      const response = await fetch(dataUrl("/roadmap/7", itemRoute), {
        method: "POST",
        headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
        body: new URLSearchParams({ intent: "comment", _enhanced: "1", content: "Still here" }),
      });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { enhanced: { formError: string; reset?: boolean; refresh?: unknown } };
      const failure = "Failed to add comment: the roadmap service is temporarily unavailable. Please try again in a moment.";
      // Beside the form, the typed text kept (no reset), nothing refreshed.
      expect(body).toEqual({
        enhanced: { formError: failure, toast: { kind: "error", title: "Error", description: failure }, reset: false },
      });
    });
  });
});

it("keeps the visitor cookie signed: an edited one is replaced", async () => {
  const ip = freshAddress();
  const first = await postForm("/roadmap/13", { intent: "upvote" }, { "CF-Connecting-IP": ip });
  const cookie = cookiesFrom(first).split("; ").find((c) => c.startsWith("stayloop_visitor="))!;
  const edited = cookie.replace(/.(?=%3D|$)/, "x");
  const second = await postForm("/roadmap/12", { intent: "upvote" }, { "CF-Connecting-IP": freshAddress(), Cookie: edited });
  expect(second.headers.getSetCookie().some((c) => c.startsWith("stayloop_visitor="))).toBe(true);
});
