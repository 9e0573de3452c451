import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { startAccessTeam, type AccessTeam } from "../../fixtures/access";

/**
 * The image library over HTTP (issue 43 item 7, decision 0507), on a copy of the site behind an
 * Access team of our own: each role × each page and action, forged posts, the upload's content
 * check and its 5 MB limit, the public address and its cache lifetime, a cover shown with its
 * size and the alt text of each language, and delete refused while a published page shows it.
 */
let team: AccessTeam;
let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
beforeAll(async () => {
  team = await startAccessTeam();
  server = await startTestServer({ name: "studio-images", port: 0, vars: { ACCESS_TEAM_DOMAIN: team.teamDomain, ACCESS_AUD: team.audience } });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await team?.stop();
});

const roles = ["admin", "editor", "writer", "recruiter", "support"] as const;
const asMember = async (role: string) => ({ "Cf-Access-Jwt-Assertion": await team.token(`${role}@example.com`) });
const cover = new Uint8Array(readFileSync(new URL("../../fixtures/images/cover.jpg", import.meta.url)));
const coverKey = `${createHash("sha256").update(cover).digest("hex")}.jpg`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const text = (answer: { bytes: Uint8Array }) => new TextDecoder().decode(answer.bytes);

async function send(path: string, body: FormData | URLSearchParams, headers: Record<string, string>) {
  const response = await fetch(server.url + path, { method: "POST", redirect: "manual", headers: { Origin: server.url, ...headers }, body });
  return { status: response.status, location: response.headers.get("Location"), headers: response.headers, text: await response.text() };
}

async function tokenOf(headers: Record<string, string>) {
  const page = await get("/studio/images", headers);
  const token = /name="_token" value="([0-9a-f]+)"/.exec(text(page))?.[1];
  if (!token) throw new Error(`no form token (${page.status})`);
  return token;
}

function upload(token: string, file: { bytes: Uint8Array; name: string; type: string } | null, alt: { altEn?: string; altPt?: string }) {
  const form = new FormData();
  form.set("_token", token);
  form.set("intent", "upload");
  form.set("altEn", alt.altEn ?? "");
  form.set("altPt", alt.altPt ?? "");
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe("the library's pages, by role", () => {
  it("opens for writers, editors and admins and refuses recruiters and support; forged uploads are refused", async () => {
    for (const role of roles) {
      const headers = await asMember(role);
      const page = await get("/studio/images", headers);
      const allowed = role === "admin" || role === "editor" || role === "writer";
      expect(page.status, role).toBe(allowed ? 200 : 403);
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      expect(text(await get("/studio", headers)).includes('href="/studio/images"'), role).toBe(allowed);
    }
    // The role is checked before the form token: a token taken from another member's page changes nothing.
    const someToken = await tokenOf(await asMember("admin"));
    for (const role of ["recruiter", "support"]) {
      const answer = await send("/studio/images", upload(someToken, { bytes: cover, name: "cover.jpg", type: "image/jpeg" }, { altEn: "A", altPt: "B" }), await asMember(role));
      expect(answer.status, role).toBe(403);
    }
    const noToken = await send("/studio/images", upload("", { bytes: cover, name: "cover.jpg", type: "image/jpeg" }, { altEn: "A", altPt: "B" }), await asMember("writer"));
    expect(noToken.status).toBe(403);
    expect(server.query(`SELECT count(*) AS n FROM studio_images`)[0]!.n).toBe(0);
  });
});

describe("an upload", () => {
  it("refuses by content, keeps what was typed, says to choose the file again, and stores nothing", async () => {
    const writer = await asMember("writer");
    const token = await tokenOf(writer);
    const renamed = await send("/studio/images", upload(token, { bytes: new TextEncoder().encode("meeting notes\n"), name: "beach.jpg", type: "image/jpeg" }, { altEn: "A beach", altPt: "Uma praia" }), writer);
    expect(renamed.status).toBe(400);
    expect(renamed.text).toContain("is not a JPEG, PNG, WebP or AVIF image, whatever its name says");
    expect(renamed.text).toContain("Choose the file again");
    expect(renamed.text).toContain('value="A beach"');
    expect(renamed.text).toContain('value="Uma praia"');
    expect(renamed.text).toMatch(/id="image-file"[^>]*aria-invalid="true"/);

    const truncated = await send("/studio/images", upload(token, { bytes: cover.subarray(0, 300), name: "cover.jpg", type: "image/jpeg" }, { altEn: "A", altPt: "B" }), writer);
    expect(truncated.status).toBe(400);
    expect(truncated.text).toContain("This image is cut short");

    const noPortuguese = await send("/studio/images", upload(token, { bytes: cover, name: "cover.jpg", type: "image/jpeg" }, { altEn: "Bright living room" }), writer);
    expect(noPortuguese.status).toBe(400);
    expect(noPortuguese.text).toContain("Describe the image in Portuguese");
    expect(noPortuguese.text).toContain('value="Bright living room"');

    // 5 MB and one byte: read whole (the body may hold 5 MB and the fields), refused next to the field.
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(cover);
    const oversized = await send("/studio/images", upload(token, { bytes: big, name: "big.jpg", type: "image/jpeg" }, { altEn: "Big", altPt: "Grande" }), writer);
    expect(oversized.status).toBe(400);
    expect(oversized.text).toContain("This file is larger than 5 MB");
    expect(oversized.text).toContain('value="Grande"');
    // Far past it: not read at all, and the page says so.
    const huge = await send("/studio/images", upload(token, { bytes: new Uint8Array(6 * 1024 * 1024), name: "huge.jpg", type: "image/jpeg" }, { altEn: "Huge", altPt: "Enorme" }), writer);
    expect(huge.status).toBe(413);
    expect(huge.text).toContain("larger than 5 MB, so it was not read");
    expect(server.query(`SELECT count(*) AS n FROM studio_images`)[0]!.n).toBe(0);
  });

  it("stores a writer's image with its size and alt texts, serves it at its content address for a year, and logs it", async () => {
    const writer = await asMember("writer");
    const answer = await send("/studio/images", upload(await tokenOf(writer), { bytes: cover, name: "living room.jpg", type: "application/octet-stream" }, { altEn: "Bright living room", altPt: "Sala de estar iluminada" }), writer);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/studio/images/${coverKey}?done=uploaded`);
    expect(server.query(`SELECT width, height, content_type, alt_en, alt_pt, uploaded_by, file_name FROM studio_images`)).toEqual([
      { width: 640, height: 336, content_type: "image/jpeg", alt_en: "Bright living room", alt_pt: "Sala de estar iluminada", uploaded_by: "writer@example.com", file_name: "living room.jpg" },
    ]);
    const served = await get(`/images/${coverKey}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.bytes).toEqual(cover);
    expect((await get(`/images/${"0".repeat(64)}.jpg`)).status).toBe(404);
    expect((await get("/images/../studio")).status).not.toBe(200);
    const again = await send("/studio/images", upload(await tokenOf(writer), { bytes: cover, name: "copy.jpg", type: "image/jpeg" }, { altEn: "Copy", altPt: "Cópia" }), writer);
    expect(again.location).toBe(`/studio/images/${coverKey}?done=exists`);
    expect(server.query(`SELECT actor_email, action, kind, item_id FROM studio_audit WHERE kind = 'images'`)).toEqual([
      { actor_email: "writer@example.com", action: "images.upload", kind: "images", item_id: coverKey },
    ]);
  });
});

describe("alt texts, covers and delete", () => {
  it("lets a writer change the alt texts but never delete; the image page opens only for the library's roles", async () => {
    for (const role of roles) {
      const page = await get(`/studio/images/${coverKey}`, await asMember(role));
      expect(page.status, role).toBe(role === "recruiter" || role === "support" ? 403 : 200);
      if (page.status === 200) expect(text(page).includes("Delete this image"), role).toBe(role !== "writer");
    }
    const writer = await asMember("writer");
    const token = await tokenOf(writer);
    const refused = await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: token, intent: "alt", altEn: "", altPt: "Sala" }), writer);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Describe the image in English");
    expect(refused.text).toContain('value="Sala"');
    const saved = await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: token, intent: "alt", altEn: "Sunny living room", altPt: "Sala de estar ensolarada" }), writer);
    expect(saved.status).toBe(303);
    const forged = await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: token, intent: "delete" }), writer);
    expect(forged.status).toBe(403);
    expect(server.query(`SELECT alt_en FROM studio_images`)).toEqual([{ alt_en: "Sunny living room" }]);
    const support = await asMember("support");
    expect((await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: token, intent: "alt", altEn: "X", altPt: "Y" }), support)).status).toBe(403);
  });

  it("shows a library cover with its size and each language's alt text, and refuses delete while it is published", async () => {
    const [pair] = server.query(
      `SELECT e.id AS en_id, e.slug AS en_slug, p.id AS pt_id, p.slug AS pt_slug, e.title FROM blog_articles e JOIN blog_articles p ON p.translation_of = e.id
        WHERE e.is_published = 1 AND p.is_published = 1 AND p.locale = 'pt' AND max(e.published_date, p.published_date) <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') LIMIT 1`,
    );
    const path = `/images/${coverKey}`;
    server.query(`UPDATE blog_articles SET image_url = '${path}', header_image_url = NULL WHERE id IN ('${pair!.en_id}', '${pair!.pt_id}')`);
    const english = text(await get(`/blog/${pair!.en_slug}`));
    expect(english).toMatch(new RegExp(`<img src="${path}" alt="Sunny living room" width="640" height="336"`));
    const portuguese = text(await get(`/pt/blog/${pair!.pt_slug}`));
    expect(portuguese).toMatch(new RegExp(`<img src="${path}" alt="Sala de estar ensolarada" width="640" height="336"`));
    // A case study's cover field, over the header image the studio has no field for.
    const [study] = server.query(`SELECT id, slug FROM case_studies WHERE is_published = 1 AND locale = 'en' LIMIT 1`);
    server.query(`UPDATE case_studies SET featured_image_url = '${path}' WHERE id = '${study!.id}'`);
    expect(text(await get(`/case-studies/${study!.slug}`))).toMatch(new RegExp(`<img src="${path}" alt="Sunny living room" width="640" height="336"`));
    server.query(`UPDATE case_studies SET featured_image_url = NULL WHERE id = '${study!.id}'`);

    const editor = await asMember("editor");
    const page = text(await get(`/studio/images/${coverKey}`, editor));
    expect(page).toContain(`href="/studio/content/blog/${pair!.en_id}"`);
    expect(page).toContain(`href="/blog/${pair!.en_slug}"`);
    expect(page).toContain("cannot be deleted while a published page shows it");
    const refused = await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: await tokenOf(editor), intent: "delete" }), editor);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain("This image was not deleted");
    expect(refused.text).toContain(String(pair!.title));
    expect((await get(path)).status).toBe(200);

    server.query(`UPDATE blog_articles SET image_url = NULL WHERE id IN ('${pair!.en_id}', '${pair!.pt_id}')`);
    const deleted = await send(`/studio/images/${coverKey}`, new URLSearchParams({ _token: await tokenOf(editor), intent: "delete" }), editor);
    expect(deleted.status).toBe(303);
    expect(server.query(`SELECT count(*) AS n FROM studio_images`)[0]!.n).toBe(0);
    expect((await get(path)).status).toBe(404);
    expect(server.query(`SELECT actor_role, action FROM studio_audit WHERE kind = 'images' ORDER BY id`)).toEqual([
      { actor_role: "writer", action: "images.upload" },
      { actor_role: "writer", action: "images.alt" },
      { actor_role: "editor", action: "images.delete" },
    ]);
  });
});
