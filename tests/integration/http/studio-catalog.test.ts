import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { localDevelopmentVars } from "../../../scripts/local-backend.mjs";
import { studioSiteForFile } from "./studio-site";

/**
 * The studio's catalog over HTTP (issue 43 items 6 and 8, decision 0506), on a copy of the site
 * behind an Access team of our own: every role on every page and action (allowed or 403, forged
 * posts included), what an editor's change stores, what the public pages then show, its audit
 * entry, and what is refused: wrong values with messages next to the fields and everything typed
 * kept, a renamed non-PDF refused by its content, an upload over 10 MB answered 413.
 */
const server = studioSiteForFile("studio-catalog");
const { get, post } = server;

const roles = ["admin", "editor", "writer", "recruiter", "support"] as const;
const allowed = new Set(["admin", "editor"]);
const emailOf = (role: string) => `${role}@example.com`;
const asMember = (role: string) => server.asMember(emailOf(role));
/** The form token the studio renders for a member (app/features/studio/studio.server.ts), for roles with no catalog page to read it from. */
const tokenOf = (role: string) => createHmac("sha256", localDevelopmentVars.SESSION_SECRET).update(`studio-form:${emailOf(role)}`).digest("hex");

async function upload(path: string, fields: Record<string, string>, file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }, headers: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set("file", new File([file.bytes], file.name, { type: file.type }));
  const response = await fetch(server.url + path, { method: "POST", redirect: "manual", headers: { Origin: server.url, ...headers }, body });
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

const one = <T = Record<string, unknown>>(sql: string) => server.query(sql)[0] as T;
const catalogAudit = () => Number(one<{ n: number }>("SELECT count(*) AS n FROM studio_audit WHERE kind = 'catalog'").n);
const seedPdf = new Uint8Array(readFileSync(new URL("../../../seed/files/r2/downloads/guest-email-templates.pdf", import.meta.url)));
const downloadId = (slug: string) => String(one<{ id: string }>(`SELECT id FROM downloadable_resources WHERE slug = '${slug}'`).id);
const feeId = (channel: string) => Number(one<{ id: number }>(`SELECT id FROM channel_fees WHERE channel = '${channel}' AND effective_from IS NULL AND market = 'all'`).id);

/** A visitor's download of a resource, as the public form hands it out (decision 0305). */
async function publicFile(slug: string): Promise<{ status: number; bytes: Uint8Array }> {
  const lead = await fetch(`${server.url}/downloads/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 200) + 1}` },
    body: new URLSearchParams({ name: "Catalog Test", email: `catalog-${Date.now()}@example.com` }).toString(),
  });
  const token = new URL(lead.headers.get("Location") ?? "/", server.url).searchParams.get("download");
  expect(token, `no download token for ${slug} (${lead.status})`).toBeTruthy();
  const file = await fetch(`${server.url}/resources/downloads/${slug}/file?token=${encodeURIComponent(token!)}`, { redirect: "manual" });
  return { status: file.status, bytes: new Uint8Array(await file.arrayBuffer()) };
}

describe("who may open and change the catalog", () => {
  it("opens every catalog page for admins and editors only, privately", async () => {
    const pages = ["/studio/catalog/integrations", "/studio/catalog/integrations/hostaway", "/studio/catalog/fees", "/studio/catalog/fees/new", `/studio/catalog/fees/${feeId("vrbo")}`, "/studio/catalog/downloads", `/studio/catalog/downloads/${downloadId("seasonal-pricing-playbook")}`];
    for (const role of roles) {
      const headers = await asMember(role);
      for (const path of pages) {
        const answer = await get(path, headers);
        expect(answer.status, `${role} ${path}`).toBe(allowed.has(role) ? 200 : 403);
        expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
        expect(answer.headers.get("X-Robots-Tag")).toMatch(/noindex/);
      }
      const home = await get("/studio", headers);
      expect(home.text.includes('href="/studio/catalog/integrations"'), `${role}'s menu`).toBe(allowed.has(role));
    }
    expect((await get("/studio/catalog/integrations/no-such-system", await asMember("editor"))).status).toBe(404);
    expect((await get("/studio/catalog/fees/abc", await asMember("editor"))).status).toBe(404);
  });

  it("refuses every action to the other roles, with their own valid form token, and to a post without one", async () => {
    const before = { audit: catalogAudit(), smoobu: one("SELECT status FROM integrations WHERE slug = 'smoobu'"), fees: server.query("SELECT * FROM channel_fees ORDER BY id") };
    const download = downloadId("seasonal-pricing-playbook");
    const posts: Array<[string, Record<string, string>]> = [
      ["/studio/catalog/integrations/smoobu", { name: "Smoobu", kind: "channel-manager", status: "live", summary: "Forged" }],
      ["/studio/catalog/fees", { intent: "checked", checkedOn: "2026-01-01" }],
      ["/studio/catalog/fees/new", { channel: "vrbo", market: "br", feePercent: "1", checkedOn: "2026-01-01" }],
      [`/studio/catalog/fees/${feeId("vrbo")}`, { channel: "vrbo", market: "all", feePercent: "1", checkedOn: "2026-01-01" }],
      [`/studio/catalog/downloads/${download}`, { intent: "text", name: "Forged" }],
    ];
    for (const role of ["writer", "recruiter", "support"]) {
      const headers = await asMember(role);
      for (const [path, fields] of posts) expect((await post(path, { _token: tokenOf(role), ...fields }, headers)).status, `${role} ${path}`).toBe(403);
      const file = await upload(`/studio/catalog/downloads/${download}`, { _token: tokenOf(role), intent: "file" }, { bytes: seedPdf, name: "new.pdf", type: "application/pdf" }, headers);
      expect(file.status, `${role} file`).toBe(403);
    }
    const editor = await asMember("editor");
    for (const [path, fields] of posts) expect((await post(path, fields, editor)).status, `no token ${path}`).toBe(403);
    expect((await post(posts[0]![0], { _token: tokenOf("writer"), ...posts[0]![1] }, editor)).status, "another member's token").toBe(403);
    expect(catalogAudit()).toBe(before.audit);
    expect(one("SELECT status FROM integrations WHERE slug = 'smoobu'")).toEqual(before.smoobu);
    expect(server.query("SELECT * FROM channel_fees ORDER BY id")).toEqual(before.fees);
    expect(one(`SELECT name FROM downloadable_resources WHERE id = '${download}'`)).toEqual({ name: "Seasonal Pricing Playbook" });
  });
});

describe("integrations", () => {
  const fields = {
    name: "Smoobu",
    kind: "channel-manager",
    status: "in-progress",
    roadmapItemId: "",
    displayOrder: "40",
    isPublished: "yes",
    summary: "Being built now.",
    syncs: "Guests\nStays",
    connectSteps: "Import guests from a CSV file until then.",
    ptSummary: "Em construção agora.",
    ptSyncs: "Hóspedes\nEstadias",
    ptConnectSteps: "",
  };

  it("saves status, roadmap link and both languages; the public pages and the audit log show it", async () => {
    const editor = await asMember("editor");
    const saved = await post("/studio/catalog/integrations/smoobu", { _token: tokenOf("editor"), ...fields }, editor);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/studio/catalog/integrations?done=smoobu");
    expect((await get(saved.location!, editor)).text).toContain("Saved Smoobu.");
    expect(one("SELECT status, roadmap_item_id, summary FROM integrations WHERE slug = 'smoobu'")).toEqual({ status: "in-progress", roadmap_item_id: null, summary: "Being built now." });
    const en = await get("/integrations/smoobu");
    expect(en.text).toContain("Being built now.");
    expect(en.text).toContain('data-integration-status="in-progress"');
    expect(en.text).not.toContain('href="/roadmap/14"');
    const pt = await get("/pt/integrations/smoobu");
    expect(pt.text).toContain("Em construção agora.");
    expect(pt.text).toContain("Estadias");
    expect(one("SELECT actor_email, action, item_id, detail FROM studio_audit WHERE kind = 'catalog' ORDER BY id DESC LIMIT 1")).toEqual({
      actor_email: "editor@example.com",
      action: "integration.update",
      item_id: "integration:smoobu",
      detail: "status planned → in-progress; roadmap #14 → none; order 4 → 40; English text; Portuguese text",
    });
  });

  it("refuses wrong values with a message next to each field and everything typed kept", async () => {
    const before = catalogAudit();
    const answer = await post(
      "/studio/catalog/integrations/smoobu",
      { _token: tokenOf("admin"), ...fields, name: "", status: "shipped", roadmapItemId: "9999", displayOrder: "-1", summary: "<b>kept</b>", ptSummary: "", ptSyncs: "Só isto" },
      await asMember("admin"),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Enter the name.");
    expect(answer.text).toContain("Choose a status.");
    expect(answer.text).toContain("Choose a roadmap item from the list, or none.");
    expect(answer.text).toContain("Enter a whole number from 0 to 9999.");
    expect(answer.text).toContain("Enter the Portuguese summary");
    expect(answer.text).toContain("&lt;b&gt;kept&lt;/b&gt;");
    expect(answer.text).toContain("Só isto");
    expect(answer.text).toMatch(/id="catalog-name"[^>]*aria-invalid="true"/);
    expect(catalogAudit()).toBe(before);
  });
});

describe("channel fees", () => {
  it("changes a fee and adds a dated row; the planner shows them; a duplicate date is refused", async () => {
    const editor = await asMember("editor");
    const vrbo = feeId("vrbo");
    const row = { channel: "vrbo", market: "all", feePercent: "9,25", effectiveFrom: "", sourceUrl: "https://help.vrbo.com/articles/How-is-the-booking-fee-calculated", checkedOn: "2026-11-30", noteEn: "Changed in the studio.", notePt: "Alterada no estúdio." };
    const saved = await post(`/studio/catalog/fees/${vrbo}`, { _token: tokenOf("editor"), ...row }, editor);
    expect(saved.status).toBe(302);
    expect(one(`SELECT fee_percent, checked_on, note_pt FROM channel_fees WHERE id = ${vrbo}`)).toEqual({ fee_percent: 9.25, checked_on: "2026-11-30", note_pt: "Alterada no estúdio." });
    const planner = await get("/channel-fee-planner");
    expect(planner.text).toContain("Changed in the studio.");
    expect(planner.text).toMatch(/9\.25\s?%/);

    const added = await post("/studio/catalog/fees/new", { _token: tokenOf("editor"), ...row, market: "br", feePercent: "10", effectiveFrom: "2026-06-01" }, editor);
    expect(added.status).toBe(302);
    const [fresh] = server.query("SELECT id, fee_percent FROM channel_fees WHERE channel = 'vrbo' AND market = 'br'");
    expect(fresh).toEqual({ id: expect.any(Number), fee_percent: 10 });
    expect(one("SELECT action, item_id FROM studio_audit WHERE kind = 'catalog' ORDER BY id DESC LIMIT 1")).toEqual({ action: "fee.add", item_id: `fee:${fresh!.id}` });
    const twice = await post("/studio/catalog/fees/new", { _token: tokenOf("editor"), ...row, market: "br", feePercent: "11", effectiveFrom: "2026-06-01" }, editor);
    expect(twice.status).toBe(409);
    expect(twice.text).toContain("Another row has this channel, market and date");
    expect(twice.text).toContain('value="11"');
  });

  it("refuses a fee out of range, an impossible date, a link that is not https, a check in the future", async () => {
    const before = catalogAudit();
    const cases: Array<[Record<string, string>, string]> = [
      [{ feePercent: "51" }, "Enter the fee as a percentage from 0 to 50"],
      [{ feePercent: "15.555" }, "two decimals at most"],
      [{ feePercent: "NaN" }, "Enter the fee as a percentage"],
      [{ feePercent: "-3" }, "Enter the fee as a percentage"],
      [{ effectiveFrom: "2026-02-30" }, "Enter the date as YYYY-MM-DD"],
      [{ sourceUrl: "http://help.vrbo.com/fees" }, "Enter the source&#x27;s https:// address"],
      [{ sourceUrl: "javascript:alert(1)" }, "Enter the source&#x27;s https:// address"],
      [{ checkedOn: "2999-01-01" }, "The check cannot be later than today"],
      [{ channel: "expedia" }, "Choose a channel."],
    ];
    for (const [change, message] of cases) {
      const fields = { _token: tokenOf("admin"), channel: "booking", market: "all", feePercent: "15", effectiveFrom: "", sourceUrl: "", checkedOn: "2026-11-30", noteEn: "", notePt: "", ...change };
      const answer = await post("/studio/catalog/fees/new", fields, await asMember("admin"));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.text, JSON.stringify(change)).toContain(message);
      // What was typed is in its field again (a choice outside a select's list cannot be).
      if (!change.channel) for (const value of Object.values(change)) expect(answer.text).toContain(`value="${value}"`);
    }
    expect(catalogAudit()).toBe(before);
  });

  it("sets the table's last-checked date, which the planner says", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const answer = await post("/studio/catalog/fees", { _token: tokenOf("admin"), intent: "checked", checkedOn: today }, await asMember("admin"));
    expect(answer.status).toBe(302);
    expect(server.query("SELECT DISTINCT checked_on FROM channel_fees")).toEqual([{ checked_on: today }]);
    const shown = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${today}T00:00:00Z`));
    expect((await get("/channel-fee-planner")).text).toContain(shown);
    expect(one("SELECT action, detail FROM studio_audit WHERE kind = 'catalog' ORDER BY id DESC LIMIT 1")).toEqual({ action: "fee.checked", detail: `every row checked on ${today}` });
    const refused = await post("/studio/catalog/fees", { _token: tokenOf("admin"), intent: "checked", checkedOn: "yesterday" }, await asMember("admin"));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Enter the date you checked every source as YYYY-MM-DD.");
  });
});

describe("downloads", () => {
  it("saves the Portuguese title, which /pt/downloads shows", async () => {
    const id = downloadId("guest-email-templates");
    const answer = await post(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "text", name: "Guest Email Templates Pack", description: "Emails.", ptName: "Modelos de e-mail revisados", ptDescription: "" }, await asMember("editor"));
    expect(answer.status).toBe(302);
    expect((await get("/pt/downloads")).text).toContain("Modelos de e-mail revisados");
    expect((await get("/downloads")).text).toContain("Emails.");
    const refused = await post(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "text", name: "x".repeat(121), description: "", ptName: "", ptDescription: "Só a descrição" }, await asMember("editor"));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Keep the title to 120 characters (now 121).");
    expect(refused.text).toContain("Enter the Portuguese title");
    expect(refused.text).toContain("Só a descrição");
  });

  it("replaces the file: visitors get the new one, the old object is gone, the audit log says so", async () => {
    const slug = "seasonal-pricing-playbook";
    const id = downloadId(slug);
    const oldPath = String(one<{ file_url: string }>(`SELECT file_url FROM downloadable_resources WHERE id = '${id}'`).file_url);
    const answer = await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: seedPdf, name: "Playbook 2027 (final).PDF", type: "application/pdf" }, await asMember("editor"));
    expect(answer.status).toBe(302);
    const newPath = String(one<{ file_url: string }>(`SELECT file_url FROM downloadable_resources WHERE id = '${id}'`).file_url);
    expect(newPath).toMatch(new RegExp(`^downloads/[a-z0-9]+-[0-9a-f]{8}/${slug}\\.pdf$`));
    const file = await publicFile(slug);
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(Buffer.from(seedPdf))).toBe(true);
    expect(one("SELECT action, item_id, detail FROM studio_audit WHERE kind = 'catalog' ORDER BY id DESC LIMIT 1")).toEqual({
      action: "download.file",
      item_id: `download:${slug}`,
      detail: `file ${oldPath} → ${newPath} (${seedPdf.byteLength} bytes)`,
    });
    // The old object is gone from R2: pointed back at it, the resource has no file to give.
    server.query(`UPDATE downloadable_resources SET file_url = '${oldPath}' WHERE id = '${id}'`);
    expect((await publicFile(slug)).status).not.toBe(200);
    server.query(`UPDATE downloadable_resources SET file_url = '${newPath}' WHERE id = '${id}'`);
  });

  it("refuses a renamed non-PDF by its content and an upload over 10 MB with a clear 413, storing nothing", async () => {
    const id = downloadId("direct-booking-launch-checklist");
    const before = { row: one(`SELECT file_url FROM downloadable_resources WHERE id = '${id}'`), audit: catalogAudit() };
    const editor = await asMember("editor");
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    const renamed = await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: png, name: "checklist.pdf", type: "application/pdf" }, editor);
    expect(renamed.status).toBe(400);
    expect(renamed.text).toContain("This file is not a whole PDF file");
    const html = new TextEncoder().encode("%PDF-1.7\n<html><script>alert(1)</script></html>");
    expect((await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: html, name: "x.pdf", type: "application/pdf" }, editor)).status).toBe(400);
    const exe = await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: png, name: "tool.exe", type: "application/octet-stream" }, editor);
    expect(exe.text).toContain("Choose a PDF, Word (.doc, .docx) or CSV file.");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(seedPdf);
    const tooLarge = await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: big, name: "big.pdf", type: "application/pdf" }, editor);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain("The file is over 10 MB; a download may be 10 MB at most. Nothing was stored.");
    expect(tooLarge.text).toContain('id="catalog-file-error"');
    // A post far over the limit is cut off while it streams in, and says the same.
    const huge = await upload(`/studio/catalog/downloads/${id}`, { _token: tokenOf("editor"), intent: "file" }, { bytes: new Uint8Array(12 * 1024 * 1024), name: "huge.pdf", type: "application/pdf" }, editor);
    expect(huge.status).toBe(413);
    expect(huge.text).toContain("The file is over 10 MB; a download may be 10 MB at most. Nothing was stored.");
    expect(one(`SELECT file_url FROM downloadable_resources WHERE id = '${id}'`)).toEqual(before.row);
    expect(catalogAudit()).toBe(before.audit);
  });
});
