import type { AppLoadContext } from "@remix-run/cloudflare";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { issueDownloadToken, verifyDownloadToken } from "~/features/engagement/downloads/token.server";
import { applicationMaxRequestBytes, MalformedUpload, readApplicationUpload, sniffResume } from "~/features/engagement/careers/uploads.server";
import { identifyVisitor, keyVisitor, lookUpVisitor, visitorIdFrom } from "~/server/visitor.server";
import { postDownloadLead, type DownloadLeadPayload } from "~/features/engagement/downloads/webhook.server";
import { startWebhookReceiver, type WebhookReceiver } from "../fixtures/engagement/webhook-receiver";
import { buildDoc } from "../fixtures/engagement/office";

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

describe("resume sniffing (format and extension; the structure in engagement-resume-formats.test.ts)", () => {
  it("accepts a real PDF and a real DOCX under their own extension", async () => {
    expect(await sniffResume(fixture("resume.pdf"), "pdf")).toBe(true);
    expect(await sniffResume(fixture("resume.docx"), "docx")).toBe(true);
  });

  it("accepts a Word 97-2003 compound file as .doc", async () => {
    expect(await sniffResume(buildDoc(), "doc")).toBe(true);
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

/** A multipart body written by hand, as a client other than a browser may frame it. */
function rawMultipart(parts: Array<{ disposition: string; type?: string; content: Uint8Array | string }>, boundary = "----stayloopTestBoundary") {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  for (const part of parts) {
    const head = `--${boundary}\r\nContent-Disposition: ${part.disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`;
    pieces.push(encoder.encode(head), typeof part.content === "string" ? encoder.encode(part.content) : part.content, encoder.encode("\r\n"));
  }
  pieces.push(encoder.encode(`--${boundary}--\r\n`));
  return new Request("https://stayloop.test/careers/apply/sdr-latam", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(pieces),
  });
}

/** Sends `body` in 64 KB chunks without a Content-Length (a chunked upload) and counts what was pulled. */
function chunkedRequest(body: Uint8Array, contentType: string, headers: Record<string, string> = {}) {
  const sent = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= body.byteLength) return controller.close();
      controller.enqueue(body.slice(sent.bytes, sent.bytes + 65_536));
      sent.bytes += 65_536;
    },
  });
  const request = new Request("https://stayloop.test/careers/apply/sdr-latam", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": contentType, ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, sent };
}

function pdfOfSize(bytes: number) {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode("%PDF-1.7\n"));
  return content;
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
    expect(upload.formData.get("fullName")).toBe("Ana Ribeiro");
    expect(upload.resume).toMatchObject({ extension: "pdf", contentType: "application/pdf", fileName: "Ana CV.pdf" });
    expect(Buffer.from(upload.resume!.content).equals(Buffer.from(fixture("resume.pdf")))).toBe(true);
    expect(upload.formData.get("resume")).toBeInstanceOf(File);
  });

  it.each([
    "CV; final.pdf",
    "CV; final=v2.pdf",
    "name=cv.pdf",
    'CV "final".pdf',
    "Currículo_José.pdf",
    "履歴書.pdf",
    "C:\\Users\\me\\cv.pdf",
    "../../cv.pdf",
  ])("accepts a real PDF named %s, as the browser frames it", async (fileName) => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "Ana"],
        ["resume", new File([fixture("resume.pdf")], fileName, { type: "application/pdf" })],
      ]),
    );
    expect(upload.problem).toBeNull();
    expect(upload.formData.get("fullName")).toBe("Ana");
    expect(upload.resume).toMatchObject({ extension: "pdf" });
    expect(Buffer.from(upload.resume!.content).equals(Buffer.from(fixture("resume.pdf")))).toBe(true);
  });

  it("reads filenames a non-browser client frames by RFC 7578: quoted, escaped, with a path or filename*", async () => {
    for (const disposition of [
      'form-data; name="resume"; filename="CV; final=v2.pdf"',
      'form-data; name="resume"; filename="C:\\\\Users\\\\me\\\\cv.pdf"',
      'form-data; name="resume"; filename="say \\"hi\\".pdf"',
      "form-data; name=\"resume\"; filename=\"cv.bin\"; filename*=UTF-8''Curr%C3%ADculo%3B%20final.pdf",
    ]) {
      const upload = await readApplicationUpload(
        rawMultipart([
          { disposition: 'form-data; name="fullName"', content: "José" },
          { disposition, type: "application/pdf", content: fixture("resume.pdf") },
        ]),
      );
      expect(upload.problem, disposition).toBeNull();
      expect(upload.formData.get("fullName")).toBe("José");
      expect(upload.resume?.extension, disposition).toBe("pdf");
    }
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

  it("refuses an executable renamed .pdf, keeping the fields read before it", async () => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "Eve"],
        ["resume", new File([fixture("renamed-executable.pdf")], "cv.pdf")],
      ]),
    );
    expect(upload).toMatchObject({ problem: "resumeNotDocument", resume: null });
    expect(upload.formData.get("fullName")).toBe("Eve");
  });

  it("refuses other extensions", async () => {
    const upload = await readApplicationUpload(multipartRequest([["resume", new File([fixture("resume.pdf")], "cv.exe")]]));
    expect(upload.problem).toBe("resumeType");
  });

  it("stops storing a resume once it passes 5 MB, keeps every text field, and stops reading at the cap", async () => {
    const original = multipartRequest([
      ["fullName", "Big File"],
      ["email", "big@example.com"],
      ["phone", "+55 11 91234-5678"],
      ["coverLetter", "Carta com acentuação. ".repeat(200)],
      ["resume", new File([pdfOfSize(8 * 1024 * 1024)], "portfolio.pdf")],
    ]);
    const body = new Uint8Array(await original.arrayBuffer());
    const { request, sent } = chunkedRequest(body, original.headers.get("Content-Type")!);
    const upload = await readApplicationUpload(request);
    expect(upload).toMatchObject({ problem: "resumeTooLarge", resume: null });
    expect(upload.formData.get("fullName")).toBe("Big File");
    expect(upload.formData.get("email")).toBe("big@example.com");
    expect(upload.formData.get("phone")).toBe("+55 11 91234-5678");
    expect(upload.formData.get("coverLetter")).toBe("Carta com acentuação. ".repeat(200));
    expect(upload.formData.get("resume")).toBeNull();
    // Reading stopped at the cap (one chunk of read-ahead at most), far from the 8 MB sent.
    expect(sent.bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(sent.bytes).toBeLessThanOrEqual(applicationMaxRequestBytes + 3 * 65_536);
  });

  it("reads a resume just over 5 MB to its end, so the browser is not cut off", async () => {
    const original = multipartRequest([
      ["fullName", "Mid Size"],
      ["resume", new File([pdfOfSize(5 * 1024 * 1024 + 100_000)], "portfolio.pdf")],
    ]);
    const body = new Uint8Array(await original.arrayBuffer());
    const { request, sent } = chunkedRequest(body, original.headers.get("Content-Type")!);
    const upload = await readApplicationUpload(request);
    expect(upload).toMatchObject({ problem: "resumeTooLarge", resume: null });
    expect(upload.formData.get("fullName")).toBe("Mid Size");
    expect(sent.bytes).toBeGreaterThanOrEqual(body.byteLength);
  });

  it("caps a body whatever its Content-Length says", async () => {
    // Three 2 MB files in other fields: each part is under the 5 MB file limit, the whole is not.
    const original = multipartRequest([
      ["fullName", "Many Files"],
      ...[1, 2, 3].map((n): [string, File] => [`attachment${n}`, new File([pdfOfSize(2 * 1024 * 1024)], `a${n}.pdf`)]),
    ]);
    const body = new Uint8Array(await original.arrayBuffer());
    const { request, sent } = chunkedRequest(body, original.headers.get("Content-Type")!, { "Content-Length": "100" });
    const upload = await readApplicationUpload(request);
    expect(upload).toMatchObject({ problem: "resumeTooLarge", resume: null });
    expect(upload.formData.get("fullName")).toBe("Many Files");
    expect(sent.bytes).toBeLessThanOrEqual(applicationMaxRequestBytes + 3 * 65_536);
    expect(sent.bytes).toBeLessThan(body.byteLength);
  });

  it("answers 415 to a body that is not a form and 400 to multipart without a boundary or with broken framing", async () => {
    const post = (type: string | null, body: string) =>
      readApplicationUpload(
        new Request("https://stayloop.test/careers/apply/sdr-latam", { method: "POST", body, headers: type ? { "Content-Type": type } : {} }),
      );
    await expect(post("application/json", '{"fullName":"x"}')).rejects.toBeInstanceOf(MalformedUpload);
    await expect(post("application/json", '{"fullName":"x"}')).rejects.toMatchObject({ status: 415 });
    await expect(post("text/plain", "fullName=x")).rejects.toMatchObject({ status: 415 });
    await expect(post("multipart/form-data", "--x\r\n")).rejects.toMatchObject({ status: 400 });
    await expect(post("multipart/form-data; boundary=x", "not multipart at all")).rejects.toMatchObject({ status: 400 });
    await expect(post("multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAna')).rejects.toMatchObject({
      status: 400,
    });
  });

  it("leaves out a text part that is not UTF-8 and names it, keeping the other fields and the resume's check", async () => {
    const bytes = (value: string) => Uint8Array.from(value, (char) => char.charCodeAt(0));
    const upload = await readApplicationUpload(
      rawMultipart([
        { disposition: 'form-data; name="fullName"', content: "José Ribeiro" },
        // The email of issue 23: "x", a lead byte of a two-byte sequence, then "(" where its continuation should be.
        { disposition: 'form-data; name="email"', content: bytes("x\xc3(y@example.com") },
        { disposition: 'form-data; name="coverLetter"', content: bytes("Ol\xe1") },
        { disposition: 'form-data; name="resume"; filename="cv.pdf"', type: "application/pdf", content: fixture("resume.pdf") },
      ]),
    );
    expect(upload.unreadable).toEqual(["email", "coverLetter"]);
    expect(upload.formData.get("fullName")).toBe("José Ribeiro");
    expect(upload.formData.get("email")).toBeNull();
    expect(upload.formData.get("coverLetter")).toBeNull();
    expect(upload.resume?.extension).toBe("pdf");
    for (const value of upload.formData.values()) if (typeof value === "string") expect(value).not.toContain("\uFFFD");
  });

  it("keeps a U+FFFD that was typed (sent as UTF-8) and a byte order mark as text", async () => {
    const upload = await readApplicationUpload(
      multipartRequest([
        ["fullName", "\uFFFD Ana"],
        ["coverLetter", "\uFEFFHello"],
      ]),
    );
    expect(upload.unreadable).toEqual([]);
    expect(upload.formData.get("fullName")).toBe("\uFFFD Ana");
    expect(upload.formData.get("coverLetter")).toBe("\uFEFFHello");
  });

  it("refuses an urlencoded application that is not UTF-8 whole, as every urlencoded form is refused", async () => {
    const post = (body: string) =>
      readApplicationUpload(
        new Request("https://stayloop.test/careers/apply/sdr-latam", {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      );
    await expect(post("fullName=Ana&email=x%C3%28y%40example.com")).rejects.toMatchObject({ status: 400 });
    await expect(post("fullName=Ana%ZZ")).rejects.toBeInstanceOf(MalformedUpload);
    expect((await post("fullName=Jos%C3%A9")).formData.get("fullName")).toBe("José");
  });

  it("reads an urlencoded form (no file) up to 64 KB, chunked or not", async () => {
    const upload = await readApplicationUpload(
      new Request("https://stayloop.test/careers/apply/sdr-latam", { method: "POST", body: new URLSearchParams({ fullName: "Ana" }) }),
    );
    expect(upload).toMatchObject({ problem: null, resume: null });
    expect(upload.formData.get("fullName")).toBe("Ana");
    const { request, sent } = chunkedRequest(new TextEncoder().encode(`fullName=${"a".repeat(5 * 1024 * 1024)}`), "application/x-www-form-urlencoded");
    await expect(readApplicationUpload(request)).rejects.toMatchObject({ status: 413 });
    expect(sent.bytes).toBeLessThan(256 * 1024);
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
    expect(await lookUpVisitor(request({ Cookie: cookie }), context)).toEqual({ visitorKey: first.identity.visitorKey });
  });

  it("are nobody in particular without a cookie, and a forged cookie counts as none", async () => {
    const lookup = await lookUpVisitor(request(), context);
    expect(lookup.visitorKey).toBeNull();
    const forged = `stayloop_visitor=${encodeURIComponent(btoa(JSON.stringify("8d0a6a1e-2f4b-4c1d-9e3f-1a2b3c4d5e6f")))}`;
    expect(await visitorIdFrom(request({ Cookie: forged }), context)).toBeNull();
    const fresh = await identifyVisitor(request({ Cookie: forged }), context);
    expect(fresh.setCookie).not.toBeNull();
  });

  it("from another address have another address hash, and hashes depend on the salt", async () => {
    const { identity: here } = await identifyVisitor(request(), context);
    const { identity: there } = await identifyVisitor(request({ "CF-Connecting-IP": "198.51.100.9" }), context);
    expect(there.addressHash).not.toBe(here.addressHash);
    const { identity: salted } = await identifyVisitor(request(), {
      config: { ...context.config, hashSalt: "another-salt-0123456789" },
    } as AppLoadContext);
    expect(salted.addressHash).not.toBe(here.addressHash);
    expect(here.addressHash).not.toContain("203.0.113.7");
  });

  it("have one cookie but a key of its own per purpose, so help feedback cannot be joined with votes", async () => {
    const vote = await identifyVisitor(request(), context);
    const cookie = vote.setCookie!.split(";")[0]!;
    const feedback = await keyVisitor(request({ Cookie: cookie }), context, "help-feedback");
    expect(feedback.setCookie).toBeNull();
    expect(feedback.visitorKey).toMatch(/^[0-9a-f]{64}$/);
    expect(feedback.visitorKey).not.toBe(vote.identity.visitorKey);
    expect((await keyVisitor(request({ Cookie: cookie }), context, "help-feedback")).visitorKey).toBe(feedback.visitorKey);
    expect((await keyVisitor(request({ Cookie: cookie }), context, "roadmap")).visitorKey).toBe(vote.identity.visitorKey);
    // A first answer issues the cookie, as a first vote does.
    expect((await keyVisitor(request(), context, "help-feedback")).setCookie).toMatch(/^stayloop_visitor=/);
  });

  it("on one IPv6 /64 share an address hash, and an IPv4-mapped address is its IPv4 one", async () => {
    const hashOf = async (address: string) =>
      (await identifyVisitor(request({ "CF-Connecting-IP": address }), context)).identity.addressHash;
    expect(await hashOf("2001:db8:aa:1::1")).toBe(await hashOf("2001:db8:aa:1:ffff:2:3:4"));
    expect(await hashOf("2001:db8:aa:2::1")).not.toBe(await hashOf("2001:db8:aa:1::1"));
    expect(await hashOf("::ffff:203.0.113.7")).toBe(await hashOf("203.0.113.7"));
  });
});
