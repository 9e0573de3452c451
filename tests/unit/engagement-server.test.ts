import type { AppLoadContext } from "@remix-run/cloudflare";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDownloadToken, verifyDownloadToken } from "~/server/engagement-download-token.server";
import { applicationMaxRequestBytes, readApplicationUpload, sniffResume } from "~/server/uploads.server";
import { identifyVisitor, lookUpVisitor, visitorIdFrom } from "~/server/visitor.server";
import { postDownloadLead, type DownloadLeadPayload } from "~/server/webhook.server";
import { startWebhookReceiver, type WebhookReceiver } from "../fixtures/engagement/webhook-receiver";

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/engagement/${name}`, import.meta.url)));
const secret = "test-session-secret-0123456789";

describe("download tokens", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");

  it("open the file of their resource for 15 minutes", async () => {
    const token = await issueDownloadToken(secret, "seasonal-pricing-playbook", now);
    expect(await verifyDownloadToken(secret, "seasonal-pricing-playbook", token, now)).toBe(true);
    expect(await verifyDownloadToken(secret, "seasonal-pricing-playbook", token, new Date(now.getTime() + 15 * 60_000))).toBe(true);
    expect(await verifyDownloadToken(secret, "seasonal-pricing-playbook", token, new Date(now.getTime() + 15 * 60_000 + 1000))).toBe(false);
  });

  it("do not open another resource, and cannot be forged or edited", async () => {
    const token = await issueDownloadToken(secret, "guest-email-templates", now);
    expect(await verifyDownloadToken(secret, "seasonal-pricing-playbook", token, now)).toBe(false);
    expect(await verifyDownloadToken("another-secret-0123456789", "guest-email-templates", token, now)).toBe(false);
    const [payload, signature] = token.split(".");
    const longer = btoa(`guest-email-templates|${Math.floor(now.getTime() / 1000) + 999_999}`).replace(/=+$/, "");
    expect(await verifyDownloadToken(secret, "guest-email-templates", `${longer}.${signature}`, now)).toBe(false);
    expect(await verifyDownloadToken(secret, "guest-email-templates", `${payload}.${"0".repeat(64)}`, now)).toBe(false);
    for (const bad of [null, "", "abc", "a.b.c", `${payload}`]) {
      expect(await verifyDownloadToken(secret, "guest-email-templates", bad, now)).toBe(false);
    }
  });
});

describe("the download webhook", () => {
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    vi.restoreAllMocks();
  });
  const payload: DownloadLeadPayload = {
    name: "Marta",
    email: "marta@example.com",
    resource_slug: "guest-email-templates",
    resource_name: "Guest Email Templates Pack",
    downloaded_at: "2026-11-22T10:00:00.000Z",
  };

  it("posts the lead as JSON", async () => {
    receiver = await startWebhookReceiver();
    expect(await postDownloadLead(receiver.url, payload)).toBe("sent");
    expect(receiver.received).toEqual([
      { method: "POST", path: "/hooks/download", contentType: "application/json", body: payload },
    ]);
  });

  it("gives up after its timeout and never throws", async () => {
    receiver = await startWebhookReceiver({ respond: () => "hang" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    expect(await postDownloadLead(receiver.url, payload, { timeoutMs: 300 })).toBe("failed");
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warn).toHaveBeenCalled();
  });

  it("ignores an error answer, an unreachable or bad address, and no address at all", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    receiver = await startWebhookReceiver({ respond: () => 500 });
    expect(await postDownloadLead(receiver.url, payload)).toBe("failed");
    expect(await postDownloadLead("http://127.0.0.1:9/nothing-here", payload)).toBe("failed");
    expect(await postDownloadLead("ftp://example.com/hook", payload)).toBe("failed");
    expect(await postDownloadLead(undefined, payload)).toBe("skipped");
    expect(await postDownloadLead("", payload)).toBe("skipped");
  });
});

describe("resume sniffing (magic bytes and extension)", () => {
  it("accepts a real PDF and a real DOCX under their own extension", async () => {
    expect(await sniffResume(fixture("resume.pdf"), "pdf")).toBe(true);
    expect(await sniffResume(fixture("resume.docx"), "docx")).toBe(true);
  });

  it("accepts an OLE compound file as .doc", async () => {
    const doc = new Uint8Array(1024);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await sniffResume(doc, "doc")).toBe(true);
  });

  it("refuses an executable renamed .pdf, a PDF renamed .docx and an empty file", async () => {
    expect(await sniffResume(fixture("renamed-executable.pdf"), "pdf")).toBe(false);
    expect(await sniffResume(fixture("resume.pdf"), "docx")).toBe(false);
    expect(await sniffResume(fixture("resume.docx"), "doc")).toBe(false);
    expect(await sniffResume(new Uint8Array(0), "pdf")).toBe(false);
  });

  it("refuses a zip that is not a Word document", async () => {
    // A zip with one text entry: right signature for .docx, wrong content.
    const zip = Uint8Array.from(
      Buffer.from(
        "UEsDBAoAAAAAAAAAIQCFEUoNBgAAAAYAAAAIAAAAbm90ZS50eHRoZWxsbwpQSwECFAAKAAAAAAAAACEAhRFKDQYAAAAGAAAACAAAAAAAAAAAAAAAAAAAAAAAbm90ZS50eHRQSwUGAAAAAAEAAQA2AAAALAAAAAAA",
        "base64",
      ),
    );
    expect(await sniffResume(zip, "docx")).toBe(false);
  });
});

function multipartRequest(fields: Array<[string, string | File]>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Request("https://stayloop.test/careers/apply/sdr-latam", { method: "POST", body, headers });
}

describe("reading an application post", () => {
  it("keeps the text fields and the checked resume", async () => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "Ana Ribeiro"],
        ["email", "ana@example.com"],
        ["resume", new File([fixture("resume.pdf")], "Ana CV.pdf", { type: "application/pdf" })],
      ]),
    );
    expect(upload.problem).toBeNull();
    expect(upload.unread).toBe(false);
    expect(upload.formData.get("fullName")).toBe("Ana Ribeiro");
    expect(upload.resume).toMatchObject({ extension: "pdf", contentType: "application/pdf", fileName: "Ana CV.pdf" });
    expect(Buffer.from(upload.resume!.content).equals(Buffer.from(fixture("resume.pdf")))).toBe(true);
    expect(upload.formData.get("resume")).toBeInstanceOf(File);
  });

  it("treats an empty file input as no file", async () => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "Ana"],
        ["resume", new File([], "", { type: "application/octet-stream" })],
      ]),
    );
    expect(upload).toMatchObject({ problem: null, resume: null });
    expect(upload.formData.get("resume") ?? "").toBe("");
  });

  it("stops at the first bytes of an executable renamed .pdf, keeping the fields read before it", async () => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "Eve"],
        ["resume", new File([fixture("renamed-executable.pdf")], "cv.pdf")],
      ]),
    );
    expect(upload).toMatchObject({ problem: "resumeNotDocument", resume: null, unread: false });
    expect(upload.formData.get("fullName")).toBe("Eve");
  });

  it("refuses other extensions before reading the file", async () => {
    const upload = await readApplicationUpload(multipartRequest([["resume", new File([fixture("resume.pdf")], "cv.exe")]]));
    expect(upload.problem).toBe("resumeType");
  });

  it("stops reading a resume once it passes 5 MB", async () => {
    const big = new Uint8Array(8 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const original = multipartRequest([
      ["fullName", "Big File"],
      ["resume", new File([big], "portfolio.pdf")],
    ]);
    const body = new Uint8Array(await original.arrayBuffer());
    // Sent in 64 KB chunks without a Content-Length, as a chunked upload; count what is read.
    let offset = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.byteLength) return controller.close();
        controller.enqueue(body.slice(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    const request = new Request(original.url, {
      method: "POST",
      body: chunked,
      headers: { "Content-Type": original.headers.get("Content-Type")! },
      duplex: "half",
    } as RequestInit);
    const upload = await readApplicationUpload(request);
    expect(upload).toMatchObject({ problem: "resumeTooLarge", unread: false, resume: null });
    expect(upload.formData.get("fullName")).toBe("Big File");
    expect(offset).toBeLessThan(5 * 1024 * 1024 + 512 * 1024);
  });

  it("refuses a request declared larger than 5.5 MB without reading it", async () => {
    const request = new Request("https://stayloop.test/careers/apply/sdr-latam", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(applicationMaxRequestBytes + 1) },
      body: new ReadableStream({
        pull() {
          throw new Error("the body must not be read");
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await readApplicationUpload(request)).toMatchObject({ problem: "resumeTooLarge", unread: true, resume: null });
  });
});

describe("visitors", () => {
  const context = { config: { production: false, sessionSecret: secret, hashSalt: "test-hash-salt-0123456789" } } as AppLoadContext;
  const request = (headers: Record<string, string> = {}) =>
    new Request("https://stayloop.test/roadmap/4", { headers: { "CF-Connecting-IP": "203.0.113.7", ...headers } });

  it("get a signed cookie on their first vote, and the same identity with it afterwards", async () => {
    const first = await identifyVisitor(request(), context);
    expect(first.setCookie).toMatch(/^stayloop_visitor=[^;]+; Max-Age=63072000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = first.setCookie!.split(";")[0]!;
    const again = await identifyVisitor(request({ Cookie: cookie }), context);
    expect(again.setCookie).toBeNull();
    expect(again.identity).toEqual(first.identity);
    expect(first.identity.visitorKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.identity.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await lookUpVisitor(request({ Cookie: cookie }), context)).toEqual(first.identity);
  });

  it("are known by address alone without a cookie, and a forged cookie counts as none", async () => {
    const lookup = await lookUpVisitor(request(), context);
    expect(lookup.visitorKey).toBeNull();
    const forged = `stayloop_visitor=${encodeURIComponent(btoa(JSON.stringify("8d0a6a1e-2f4b-4c1d-9e3f-1a2b3c4d5e6f")))}`;
    expect(await visitorIdFrom(request({ Cookie: forged }), context)).toBeNull();
    const fresh = await identifyVisitor(request({ Cookie: forged }), context);
    expect(fresh.setCookie).not.toBeNull();
  });

  it("from another address have another address hash, and hashes depend on the salt", async () => {
    const here = await lookUpVisitor(request(), context);
    const there = await lookUpVisitor(request({ "CF-Connecting-IP": "198.51.100.9" }), context);
    expect(there.addressHash).not.toBe(here.addressHash);
    const salted = await lookUpVisitor(request(), {
      config: { ...context.config, hashSalt: "another-salt-0123456789" },
    } as AppLoadContext);
    expect(salted.addressHash).not.toBe(here.addressHash);
    expect(here.addressHash).not.toContain("203.0.113.7");
  });
});
