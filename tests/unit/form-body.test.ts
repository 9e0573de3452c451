import { describe, expect, it } from "vitest";
import { readFormBody, smallFormMaxBytes } from "~/server/form-body.server";

const url = "https://stayloop.test/resources/newsletter";

function post(body: BodyInit | null, contentType: string | null, headers: Record<string, string> = {}) {
  const request = new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
  if (contentType === null) request.headers.delete("Content-Type");
  else request.headers.set("Content-Type", contentType);
  return request;
}

async function refusalOf(promise: Promise<unknown>) {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get("Cache-Control") };
}

/** A body that counts how much of it was pulled, arriving in 16 KB chunks with no declared length. */
function countedStream(totalBytes: number) {
  const read = { bytes: 0 };
  const chunk = new TextEncoder().encode("a=".padEnd(16 * 1024, "x"));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= totalBytes) return controller.close();
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

describe("readFormBody", () => {
  it("reads an urlencoded form, + and percent escapes included", async () => {
    const form = await readFormBody(post("email=ana%40example.com&name=Ana+Lu%C3%ADsa&empty=", "application/x-www-form-urlencoded"));
    expect(form.get("email")).toBe("ana@example.com");
    expect(form.get("name")).toBe("Ana Luísa");
    expect(form.get("empty")).toBe("");
  });

  it("reads a multipart form with a boundary", async () => {
    const body = new FormData();
    body.set("content", "Olá");
    const request = new Request(url, { method: "POST", body });
    expect((await readFormBody(request)).get("content")).toBe("Olá");
  });

  it.each([
    ["JSON", "application/json"],
    ["text", "text/plain"],
    ["no type", null],
    ["XML", "application/xml"],
  ])("answers 415 to %s in both languages, not to be stored", async (_, type) => {
    const refused = await refusalOf(readFormBody(post('{"email":"a@b.co"}', type)));
    expect(refused.status).toBe(415);
    expect(refused.text).toMatch(/Unsupported form encoding/);
    expect(refused.text).toMatch(/Codificação não suportada/);
    expect(refused.cacheControl).toBe("no-store");
  });

  it.each([
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
    ["a truncated multipart body", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co'],
    ["an invalid percent escape", "application/x-www-form-urlencoded", "email=%zz"],
    ["percent-encoded invalid UTF-8", "application/x-www-form-urlencoded", "name=%C3%28"],
    ["raw invalid UTF-8", "application/x-www-form-urlencoded", new Uint8Array([0x6e, 0x3d, 0xff, 0xfe])],
  ])("answers 400 to %s", async (_, type, body) => {
    const refused = await refusalOf(readFormBody(post(body, type)));
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/could not be read/);
    expect(refused.text).toMatch(/não foi possível ler/);
    expect(refused.cacheControl).toBe("no-store");
  });

  it("refuses a body declared larger than 64 KB without reading it", async () => {
    const { stream, read } = countedStream(1024 * 1024);
    const request = post(stream, "application/x-www-form-urlencoded", { "Content-Length": String(smallFormMaxBytes + 1) });
    const refused = await refusalOf(readFormBody(request));
    expect(refused.status).toBe(413);
    expect(refused.text).toMatch(/Grande demais/);
    expect(read.bytes).toBe(0);
  });

  it("stops reading a chunked body at 64 KB, whatever the headers say", async () => {
    const { stream, read } = countedStream(5 * 1024 * 1024);
    const refused = await refusalOf(readFormBody(post(stream, "application/x-www-form-urlencoded", { "Content-Length": "10" })));
    expect(refused.status).toBe(413);
    // The platform may pull a chunk or two ahead of the reader; never the whole body.
    expect(read.bytes).toBeLessThan(smallFormMaxBytes + 4 * 16 * 1024);
  });

  it("reads a body of exactly 64 KB", async () => {
    const body = `a=${"x".repeat(smallFormMaxBytes - 2)}`;
    expect((await readFormBody(post(body, "application/x-www-form-urlencoded"))).get("a")).toHaveLength(smallFormMaxBytes - 2);
  });
});
