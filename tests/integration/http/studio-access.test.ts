import { describe, expect, it } from "vitest";
import { studioSiteForFile } from "./studio-site";

/**
 * Issue 41 as its check says: a copy of the site whose ACCESS_TEAM_DOMAIN is a key server of
 * our own. No token, forged tokens and the email header alone get 403 with nothing of the
 * studio; each seeded role sees exactly what it may; forged posts are refused; every studio
 * answer is private and never indexed; every write is in the audit log (decision 0501).
 */
const server = studioSiteForFile("studio-access");
const { asMember, get, post, tokenOf } = server;

function expectStudioPrivate(headers: Headers) {
  expect(headers.get("Cache-Control")).toBe("private, no-store");
  expect(headers.get("X-Robots-Tag")).toMatch(/noindex/);
  expect(headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
}

describe("the door", () => {
  it("refuses a request without a token, saying whom to ask and showing nothing of the studio", async () => {
    for (const path of ["/studio", "/studio/content/blog", "/studio/staff", "/studio/audit", "/studio/no-such-page", "/STUDIO", "/%73tudio/staff"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(403);
      expect(answer.text).toContain("ask one of StayLoop's studio admins");
      expect(answer.text).not.toMatch(/Blog articles|Audit log|admin@example\.com|name="_token"/);
      expectStudioPrivate(answer.headers);
    }
  });

  it("refuses every forged token and the email header alone", async () => {
    const forged = await server.team.forged();
    for (const { name, token } of forged) {
      const answer = await get("/studio/content/blog", { "Cf-Access-Jwt-Assertion": token });
      expect(answer.status, name).toBe(403);
      expect(answer.text, name).not.toContain("Blog articles");
    }
    const header = await get("/studio", { "Cf-Access-Authenticated-User-Email": "admin@example.com" });
    expect(header.status).toBe(403);
  });

  it("shows each seeded role exactly what it may open", async () => {
    const expected: Record<string, Record<string, number>> = {
      "admin@example.com": { "/studio": 200, "/studio/content/blog": 200, "/studio/content/help": 200, "/studio/staff": 200, "/studio/audit": 200 },
      "editor@example.com": { "/studio": 200, "/studio/content/blog": 200, "/studio/content/help": 200, "/studio/staff": 403, "/studio/audit": 403 },
      "writer@example.com": { "/studio": 200, "/studio/content/blog": 200, "/studio/content/help": 200, "/studio/staff": 403, "/studio/audit": 403 },
      "recruiter@example.com": { "/studio": 200, "/studio/content/blog": 403, "/studio/content/help": 403, "/studio/staff": 403, "/studio/audit": 403 },
      "support@example.com": { "/studio": 200, "/studio/content/blog": 403, "/studio/content/help": 200, "/studio/staff": 403, "/studio/audit": 403 },
    };
    for (const [email, paths] of Object.entries(expected)) {
      const headers = await asMember(email);
      for (const [path, status] of Object.entries(paths)) {
        const answer = await get(path, headers);
        expect(answer.status, `${email} ${path}`).toBe(status);
        expectStudioPrivate(answer.headers);
      }
    }
    const writerHome = await get("/studio", await asMember("writer@example.com"));
    expect(writerHome.text).not.toContain('href="/studio/staff"');
    const writerPiece = await get(`/studio/content/blog/${server.query("SELECT id FROM blog_articles WHERE locale = 'en' LIMIT 1")[0]!.id}`, await asMember("writer@example.com"));
    expect(writerPiece.text).not.toMatch(/Publish now|Unpublish|Delete this piece/);
  });
});

describe("every action checks the role itself", () => {
  it("refuses a writer's forged publish, delete and staff change, and a post without the form token", async () => {
    const writer = await asMember("writer@example.com");
    const token = await tokenOf(writer);
    const draft = server.query("SELECT id FROM blog_articles WHERE is_published = 0 LIMIT 1")[0]!.id as string;
    for (const intent of ["publish", "schedule", "unpublish", "delete"]) {
      const answer = await post(`/studio/content/blog/${draft}`, { _token: token, intent, publishAt: "2030-01-01T09:00", confirm: "yes" }, writer);
      expect(answer.status, intent).toBe(403);
      expectStudioPrivate(answer.headers);
    }
    expect(server.query(`SELECT is_published FROM blog_articles WHERE id = '${draft}'`)[0]!.is_published).toBe(0);
    const staff = await post("/studio/staff", { _token: token, email: "writer@example.com", name: "Me", role: "admin" }, writer);
    expect(staff.status).toBe(403);
    expect(server.query("SELECT role FROM studio_staff WHERE email = 'writer@example.com'")[0]!.role).toBe("writer");
    const noToken = await post("/studio/content/blog/new", { intent: "save", title: "x", slug: "x", excerpt: "x", content: "x" }, writer);
    expect(noToken.status).toBe(403);
    const support = await asMember("support@example.com");
    const blogBySupport = await post("/studio/content/blog/new", { _token: await tokenOf(support, "/studio/content/help/new"), intent: "save", title: "x", slug: "x", excerpt: "x", content: "x" }, support);
    expect(blogBySupport.status).toBe(403);
  });

  it("refuses a cross-site post before the studio sees it", async () => {
    const admin = await asMember("admin@example.com");
    const answer = await post("/studio/staff", { _token: await tokenOf(admin), email: "x@example.com", name: "X", role: "admin" }, { ...admin, Origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(server.query("SELECT count(*) AS n FROM studio_staff WHERE email = 'x@example.com'")[0]!.n).toBe(0);
  });
});

describe("categories", () => {
  it("lets support add a help category in Portuguese, refuses a writer's forged one and a taken slug", async () => {
    const support = await asMember("support@example.com");
    const token = await tokenOf(support, "/studio/content/help/categories");
    const slug = `studio-cat-${Date.now().toString(36)}`;
    const added = await post("/studio/content/help/categories", { _token: token, locale: "pt", name: "Faturamento", slug, displayOrder: "90" }, support);
    expect(added.status).toBe(302);
    expect(server.query(`SELECT name, locale, display_order FROM help_categories WHERE slug = '${slug}'`)).toEqual([{ name: "Faturamento", locale: "pt", display_order: 90 }]);
    const again = await post("/studio/content/help/categories", { _token: token, locale: "pt", name: "Outra", slug, displayOrder: "1" }, support);
    expect(again.status).toBe(400);
    expect(again.text).toContain("Another category in this language has this slug.");
    const writer = await asMember("writer@example.com");
    const forged = await post("/studio/content/help/categories", { _token: await tokenOf(writer), locale: "en", name: "Forged", slug: `${slug}-w`, displayOrder: "1" }, writer);
    expect(forged.status).toBe(403);
    expect(server.query(`SELECT count(*) AS n FROM help_categories WHERE slug = '${slug}-w'`)[0]!.n).toBe(0);
    expect(server.query(`SELECT actor_role, action FROM studio_audit WHERE kind = 'help' AND detail LIKE 'pt/${slug}:%'`)).toEqual([{ actor_role: "support", action: "category.add" }]);
  });
});

describe("a piece from draft to public, in the audit log", () => {
  it("lets a writer draft and send for review, an editor publish, and logs each step with who and which revision", async () => {
    const writer = await asMember("writer@example.com");
    const editor = await asMember("editor@example.com");
    const slug = `studio-http-${Date.now().toString(36)}`;
    const fields = { intent: "submit", locale: "en", title: "From the studio", slug, excerpt: "Written in the studio.", content: "## Why\n\nBecause **nobody** needs SQL.", tags: "studio", category_id: "" };
    const saved = await post("/studio/content/blog/new", { _token: await tokenOf(writer), ...fields }, writer);
    expect(saved.status).toBe(302);
    const id = /\/studio\/content\/blog\/([0-9a-f-]+)\?done=submitted/.exec(saved.location ?? "")?.[1];
    expect(id).toBeTruthy();
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    // "Ready for review" left through the lead outbox, signed and retried like a lead (decision 0501).
    const [event] = server.query(`SELECT type, data FROM lead_events WHERE type = 'studio.review_requested' AND data LIKE '%${slug}%'`);
    expect(JSON.parse(String(event!.data))).toMatchObject({ piece_id: id, kind: "blog", locale: "en", title: "From the studio", slug, author_email: "writer@example.com", studio_url: `${server.url}/studio/content/blog?status=in_review` });
    const home = await get("/studio", editor);
    expect(home.text).toContain("From the studio");

    const published = await post(`/studio/content/blog/${id}`, { _token: await tokenOf(editor), intent: "publish" }, editor);
    expect(published.status).toBe(302);
    const page = await get(`/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("<strong>nobody</strong>");

    const audit = server.query(`SELECT actor_email, actor_role, action, after_revision, before_revision FROM studio_audit WHERE item_id = '${id}' ORDER BY id`);
    expect(audit).toEqual([
      { actor_email: "writer@example.com", actor_role: "writer", action: "content.submit", before_revision: null, after_revision: expect.any(Number) },
      { actor_email: "editor@example.com", actor_role: "editor", action: "content.publish", before_revision: audit[0]!.after_revision, after_revision: null },
    ]);
    expect(() => server.query("DELETE FROM studio_audit")).toThrow();
    expect(() => server.query(`UPDATE studio_audit SET actor_email = 'nobody@example.com' WHERE item_id = '${id}'`)).toThrow();
  });
});
