import { describe, expect, it } from "vitest";
import { moderationToken } from "~/features/engagement/roadmap/moderation.server";
import { hex, hmacSha256 } from "~/server/crypto.server";
import { studioSiteForFile } from "./studio-site";

/**
 * Held comments and roadmap items in the studio (issue 43 item 3, decision 0504), over HTTP on a
 * copy of the site behind our own Access key server: every role on every loader and action
 * (allowed or 403, forged posts 403), the held queue oldest first and its decisions one by one and
 * in bulk (hostile id lists refused or counted once), the signed links beside it, the items' form
 * with its messages next to each field, and every write in the audit log.
 */
const server = studioSiteForFile("studio-roadmap");
const { get } = server;

// The test server runs with the local development variables (scripts/local-backend.mjs).
const serverSecret = "dev-only-session-secret-change-me";
const roles = ["admin", "editor", "writer", "recruiter", "support"] as const;
const allowed = new Set(["admin", "editor", "support"]);
const as = (role: string) => server.asMember(`${role}@example.com`);
/** The form token the studio gives a member (studio.server.ts formTokenFor), for roles that never see a form here. */
const tokenFor = async (role: string) => hex(await hmacSha256(serverSecret, `studio-form:${role}@example.com`));
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ");

/** A same-origin form post; unlike studio-requests.ts's, a field may repeat (the ticked `id`s). */
async function post(path: string, fields: Array<[string, string]> | Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

let seq = 0;
/** Held comments on `item`, each `minutesAgo` old, as the public form stores one with a link (one statement). */
function holdComments(item: number, comments: Array<{ content: string; minutesAgo: number }>): string[] {
  const rows = comments.map(({ content, minutesAgo }) => {
    seq += 1;
    const id = `00000000-0000-4000-8000-${String(Date.now() % 1e8).padStart(8, "0")}${String(seq).padStart(4, "0")}`;
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    return { id, sql: `('${id}', ${item}, 'Tester ${seq}', '${content.replace(/'/g, "''")}', 0, '${at}', 'held')` };
  });
  server.query(`INSERT INTO roadmap_comments (id, item_id, author_name, content, likes, created_at, status) VALUES ${rows.map((row) => row.sql).join(", ")}`);
  return rows.map((row) => row.id);
}
const holdComment = (item: number, content: string, minutesAgo: number) => holdComments(item, [{ content, minutesAgo }])[0]!;
const statusOf = (id: string) => server.query(`SELECT status FROM roadmap_comments WHERE id = '${id}'`)[0]?.status;
const auditOf = (itemId: string) => server.query(`SELECT actor_email, actor_role, action, kind FROM studio_audit WHERE item_id = '${itemId}' ORDER BY id`);

describe("who may open and post what", () => {
  it("lets support, editors and admins in, refuses writers and recruiters (403), pages and posts alike", async () => {
    for (const role of roles) {
      const headers = await as(role);
      for (const path of ["/studio/comments", "/studio/roadmap", "/studio/roadmap/new", "/studio/roadmap/1"]) {
        const answer = await get(path, headers);
        expect(answer.status, `${role} ${path}`).toBe(allowed.has(role) ? 200 : 403);
        expect(answer.headers.get("Cache-Control"), path).toBe("private, no-store");
        if (!allowed.has(role)) expect(answer.text).not.toContain('name="_token"');
      }
      const token = await tokenFor(role);
      // Posts that would change nothing valid: a role allowed gets the form's 400, any other 403.
      const decide = await post("/studio/comments", { _token: token, decide: "approve" }, headers);
      expect(decide.status, `${role} decide`).toBe(allowed.has(role) ? 400 : 403);
      for (const path of ["/studio/roadmap/new", "/studio/roadmap/1"]) {
        const save = await post(path, { _token: token, title: "", status: "Backlog" }, headers);
        expect(save.status, `${role} ${path}`).toBe(allowed.has(role) ? 400 : 403);
      }
    }
    const menu = await get("/studio", await as("support"));
    expect(menu.text).toContain('href="/studio/comments"');
    expect(menu.text).toContain('href="/studio/roadmap"');
    expect((await get("/studio", await as("recruiter"))).text).not.toContain('href="/studio/roadmap"');
  });

  it("refuses posts without the form token, with another member's token, or from another site (403), changing nothing", async () => {
    const support = await as("support");
    const held = holdComment(6, "Forged at www.forged.example.com", 1);
    const forged: Array<[string, Record<string, string>, Record<string, string>]> = [
      ["no token", { decide: `approve:${held}` }, {}],
      ["editor's token", { _token: await tokenFor("editor"), decide: `approve:${held}` }, {}],
      ["other origin", { _token: await tokenFor("support"), decide: `approve:${held}` }, { Origin: "https://evil.example" }],
    ];
    for (const [name, fields, extra] of forged) {
      expect((await post("/studio/comments", fields, { ...support, ...extra })).status, name).toBe(403);
      expect((await post("/studio/roadmap/1", { ...fields, title: "Forged", pt_title: "Forjado", status: "Done" }, { ...support, ...extra })).status, name).toBe(403);
    }
    expect(statusOf(held)).toBe("held");
    expect(server.query("SELECT title FROM roadmap_items WHERE id = 1")[0]?.title).not.toBe("Forged");
    await post("/studio/comments", { _token: await tokenFor("support"), decide: `reject:${held}` }, support);
  });
});

describe("the held comments", () => {
  it("lists them oldest first; approving two at once shows both on the item, rejecting one hides it, each in the audit log", async () => {
    const editor = await as("editor");
    const older = holdComment(6, "Older <script>alert(1)</script> see www.example.com", 30);
    const newer = holdComment(6, "Newer, see www.example.org", 20);
    const rejected = holdComment(6, "Spam at cheap.example.io", 10);
    const page = await get("/studio/comments", editor);
    const text = textOf(page.text);
    expect(text.indexOf("Older")).toBeLessThan(text.indexOf("Newer"));
    expect(text.indexOf("Newer")).toBeLessThan(text.indexOf("Spam at"));
    expect(page.text).not.toContain("<script>alert(1)</script>");
    expect(page.text).toContain("&lt;script&gt;");

    const token = await tokenFor("editor");
    const bulk = await post("/studio/comments", [["_token", token], ["id", older], ["id", newer], ["decide", "approve"]], editor);
    expect(bulk.status).toBe(302);
    expect(bulk.location).toBe("/studio/comments?done=approve&n=2&skipped=0");
    expect(textOf((await get(bulk.location!, editor)).text)).toContain("Approved 2 comments.");
    const one = await post("/studio/comments", [["_token", token], ["id", older], ["decide", `reject:${rejected}`]], editor);
    expect(one.location).toBe("/studio/comments?done=reject&n=1&skipped=0");
    expect([statusOf(older), statusOf(newer), statusOf(rejected)]).toEqual(["published", "published", "hidden"]);

    const item = textOf((await get("/roadmap/6")).text);
    expect(item).toContain("Newer, see www.example.org");
    expect(item).toContain("Older &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(item).not.toContain("Spam at cheap.example.io");
    expect(auditOf(older)).toEqual([{ actor_email: "editor@example.com", actor_role: "editor", action: "comment.approve", kind: "comments" }]);
    expect(auditOf(rejected)).toEqual([{ actor_email: "editor@example.com", actor_role: "editor", action: "comment.reject", kind: "comments" }]);

    // Decided already: nothing moves, no entry, and the page says so.
    const again = await post("/studio/comments", [["_token", token], ["id", older], ["id", rejected], ["decide", "approve"]], editor);
    expect(again.location).toBe("/studio/comments?done=approve&n=0&skipped=2");
    expect(statusOf(rejected)).toBe("hidden");
    expect(auditOf(older)).toHaveLength(1);
  });

  it("refuses hostile id lists whole, counts a duplicate once and skips an unknown comment", async () => {
    const support = await as("support");
    const token = await tokenFor("support");
    const held = holdComment(7, "Hostile list at www.example.net", 5);
    const refusals: Array<[string, Array<[string, string]>, string]> = [
      ["none ticked", [["decide", "approve"]], "Tick at least one comment"],
      ["not an id", [["id", held], ["id", "1 OR 1=1"], ["decide", "approve"]], "not held comments"],
      ["unknown decision", [["id", held], ["decide", "publish"]], "Choose Approve or Reject"],
      ["a row button naming junk", [["decide", "approve:../../etc"]], "not one of the held comments"],
      ["101 comments", [...Array.from({ length: 101 }, (_, n): [string, string] => ["id", `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`]), ["decide", "reject"]], "at most 100"],
    ];
    for (const [name, fields, message] of refusals) {
      const answer = await post("/studio/comments", [["_token", token], ...fields], support);
      expect(answer.status, name).toBe(400);
      expect(textOf(answer.text), name).toContain(message);
    }
    expect(statusOf(held)).toBe("held");
    // The ticked boxes come back ticked after a refusal.
    const kept = await post("/studio/comments", [["_token", token], ["id", held], ["decide", "maybe"]], support);
    expect(kept.text).toMatch(new RegExp(`<input type="checkbox"[^>]*checked=""[^>]*value="${held}"`));

    const unknown = "20000000-0000-4000-8000-000000000000";
    const answer = await post("/studio/comments", [["_token", token], ["id", held], ["id", held.toUpperCase()], ["id", unknown], ["decide", "approve"]], support);
    expect(answer.location).toBe("/studio/comments?done=approve&n=1&skipped=1");
    expect(auditOf(held)).toEqual([{ actor_email: "support@example.com", actor_role: "support", action: "comment.approve", kind: "comments" }]);
    // A body past the studio's 1 MB is refused unread.
    const huge = await post("/studio/comments", { _token: token, decide: "approve", id: "a".repeat(1_100_000) }, support);
    expect(huge.status).toBe(413);
  });

  it("keeps the signed links working: whichever decides first wins, the other is told", async () => {
    const support = await as("support");
    const token = await tokenFor("support");
    const byLink = holdComment(8, "Link first www.example.com/a", 4);
    const link = await moderationToken(serverSecret, byLink, "publish");
    const confirmed = await post("/roadmap/moderate", { token: link }, { "CF-Connecting-IP": "198.51.100.77" });
    expect(confirmed.status).toBe(303);
    expect(statusOf(byLink)).toBe("published");
    const late = await post("/studio/comments", [["_token", token], ["decide", `reject:${byLink}`]], support);
    expect(late.location).toBe("/studio/comments?done=reject&n=0&skipped=1");
    expect(statusOf(byLink)).toBe("published");

    const byStudio = holdComment(8, "Studio first www.example.com/b", 3);
    await post("/studio/comments", [["_token", token], ["decide", `approve:${byStudio}`]], support);
    const replay = await post("/roadmap/moderate", { token: await moderationToken(serverSecret, byStudio, "publish") }, { "CF-Connecting-IP": "198.51.100.78" });
    expect(replay.status).toBe(409);
    // Its hide link still hides it, as before the studio.
    expect((await post("/roadmap/moderate", { token: await moderationToken(serverSecret, byStudio, "hide") }, { "CF-Connecting-IP": "198.51.100.79" })).status).toBe(303);
    expect(statusOf(byStudio)).toBe("hidden");
    // Each decision is in the audit log, the link's named as such.
    const actions = (id: string) => server.query(`SELECT actor_email, action FROM studio_audit WHERE item_id = '${id}' ORDER BY id`);
    expect(actions(byLink)).toEqual([{ actor_email: "moderation link", action: "comment.approve" }]);
    expect(actions(byStudio)).toEqual([
      { actor_email: "support@example.com", action: "comment.approve" },
      { actor_email: "moderation link", action: "comment.hide" },
    ]);
  });

  it("pages on the server: 50 a page, the next page after the last one shown", async () => {
    const admin = await as("admin");
    const ids = holdComments(9, Array.from({ length: 52 }, (_, n) => ({ content: `Paged ${String(n).padStart(2, "0")} www.example.com`, minutesAgo: -100 - n })));
    const first = await get("/studio/comments", admin);
    const shown = [...first.text.matchAll(/<input type="checkbox" name="id"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(shown).toHaveLength(50);
    const next = /href="(\/studio\/comments\?after=[0-9a-f-]{36})"/.exec(first.text)?.[1];
    expect(next).toBe(`/studio/comments?after=${shown.at(-1)}`);
    const second = await get(next!, admin);
    const rest = [...second.text.matchAll(/<input type="checkbox" name="id"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect([...shown, ...rest].slice(-52)).toEqual(ids);
    const token = await tokenFor("admin");
    await post("/studio/comments", [["_token", token], ...ids.slice(0, 50).map((id): [string, string] => ["id", id]), ["decide", "reject"]], admin);
    await post("/studio/comments", [["_token", token], ...ids.slice(50).map((id): [string, string] => ["id", id]), ["decide", "reject"]], admin);
    expect(server.query(`SELECT COUNT(*) AS n FROM roadmap_comments WHERE status = 'held' AND item_id = 9`)[0]?.n).toBe(0);
  });
});

describe("roadmap items", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    title: "Studio-made item",
    description: "Made in the studio.\nTwo lines.",
    category: "Automation",
    pt_title: "Item feito no estúdio",
    pt_description: "Feito no estúdio.",
    pt_category: "Automação",
    status: "In Progress",
    shipped_on: "",
    ...overrides,
  });

  it("creates an item in both languages, moves it to Done with its ship date, and the public board shows each language", async () => {
    const support = await as("support");
    const token = await tokenFor("support");
    const created = await post("/studio/roadmap/new", { _token: token, ...fields() }, support);
    expect(created.status).toBe(302);
    const id = /^\/studio\/roadmap\/(\d+)\?done=saved$/.exec(created.location ?? "")?.[1];
    expect(id).toBeDefined();
    expect(textOf((await get(created.location!, support)).text)).toContain("Saved.");
    const board = async (path: string) => textOf((await get(path)).text);
    expect(await board("/roadmap")).toContain("Studio-made item");
    expect(await board("/pt/roadmap")).toContain("Item feito no estúdio");

    const shipped = await post(`/studio/roadmap/${id}`, { _token: token, ...fields({ status: "Done", shipped_on: "2026-11-30" }) }, support);
    expect(shipped.location).toBe(`/studio/roadmap/${id}?done=saved`);
    expect(server.query(`SELECT status, shipped_on FROM roadmap_items WHERE id = ${id}`)).toEqual([{ status: "Done", shipped_on: "2026-11-30" }]);
    expect(server.query(`SELECT action, detail FROM studio_audit WHERE kind = 'roadmap' AND item_id = '${id}' ORDER BY id`)).toEqual([
      { action: "roadmap.add", detail: 'added "Studio-made item" as In Progress' },
      { action: "roadmap.update", detail: '"Studio-made item": In Progress → Done (shipped 2026-11-30)' },
    ]);
    const list = textOf((await get("/studio/roadmap", support)).text);
    expect(list).toMatch(/Studio-made item Done · shipped 2026-11-30 0 0 0/);
  });

  it("answers a refused save with each message next to its field and everything typed kept", async () => {
    const editor = await as("editor");
    const token = await tokenFor("editor");
    const before = server.query("SELECT title, status FROM roadmap_items WHERE id = 2");
    const typed = fields({ title: "", pt_title: "x".repeat(201), category: "<b>Bold</b>", status: "Shipped!", shipped_on: "2026-02-30", description: "Kept <i>as typed</i>" });
    const answer = await post("/studio/roadmap/2", { _token: token, ...typed }, editor);
    expect(answer.status).toBe(400);
    const at = (field: string, html = answer.text) => new RegExp(`id="item-${field}-error"[^>]*>([^<]+)<`).exec(html)?.[1]?.replace(/&#x27;/g, "'");
    expect(at("title")).toBe("Enter the English title.");
    expect(at("pt_title")).toBe("Keep the Portuguese title under 200 characters (it has 201).");
    expect(at("status")).toBe("Choose one of the board's columns.");
    expect(at("shipped_on")).toMatch(/Only a shipped item/);
    expect(answer.text).toContain('value="&lt;b&gt;Bold&lt;/b&gt;"');
    expect(answer.text).toContain("Kept &lt;i&gt;as typed&lt;/i&gt;");
    expect(answer.text).not.toContain("<b>Bold</b>");
    expect(server.query("SELECT title, status FROM roadmap_items WHERE id = 2")).toEqual(before);

    const dates: Array<[string, RegExp]> = [["2026-02-30", /YYYY-MM-DD/], ["2999-01-01", /YYYY-MM-DD/], [new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10), /future/]];
    for (const [day, message] of dates) {
      const refused = await post("/studio/roadmap/2", { _token: token, ...fields({ status: "Done", shipped_on: day }) }, editor);
      expect(refused.status, day).toBe(400);
      expect(at("shipped_on", refused.text), day).toMatch(message);
    }
    expect(server.query("SELECT COUNT(*) AS n FROM studio_audit WHERE kind = 'roadmap' AND item_id = '2'")[0]?.n).toBe(0);
  });

  it("keeps an older row's status outside the board's four when other fields are saved", async () => {
    const admin = await as("admin");
    const [odd] = server.query("SELECT id, status FROM roadmap_items WHERE status NOT IN ('Backlog', 'Next Up', 'In Progress', 'Done') ORDER BY id LIMIT 1") as Array<{ id: number; status: string }>;
    expect(odd).toBeDefined();
    const page = await get(`/studio/roadmap/${odd!.id}`, admin);
    expect(page.text).toContain(`<option value="${odd!.status}" selected="">${odd!.status} (shown in Backlog)</option>`);
    const saved = await post(`/studio/roadmap/${odd!.id}`, { _token: await tokenFor("admin"), ...fields({ title: "Renamed, same column", status: odd!.status }) }, admin);
    expect(saved.status).toBe(302);
    expect(server.query(`SELECT title, status FROM roadmap_items WHERE id = ${odd!.id}`)).toEqual([{ title: "Renamed, same column", status: odd!.status }]);
    const moved = await post(`/studio/roadmap/${odd!.id}`, { _token: await tokenFor("admin"), ...fields({ status: "Later, maybe" }) }, admin);
    expect(moved.status).toBe(400);
  });

  it("answers 404 for an item that is not there", async () => {
    const admin = await as("admin");
    for (const path of ["/studio/roadmap/999999", "/studio/roadmap/0", "/studio/roadmap/abc", "/studio/roadmap/1e3"]) {
      expect((await get(path, admin)).status, path).toBe(404);
    }
    const saved = await post("/studio/roadmap/999999", { _token: await tokenFor("admin"), ...fields() }, admin);
    expect(saved.status).toBe(404);
  });
});
