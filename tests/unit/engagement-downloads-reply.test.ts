import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import type { DownloadableResource } from "~/backend/types";
import { requestDownload, type DownloadActionData } from "~/features/engagement/downloads/downloads.server";
import type { EnhancedReply } from "~/lib/enhanced-reply";

// The download form through the shared form pipeline (app/server/form-action.server.ts):
// downloads.enhance.ts shows an in-place reply's texts as they are, so they must arrive in
// the page's language; a plain post gets the keys the dialog re-renders, or a 303.
const resource: DownloadableResource = {
  slug: "guest-email-templates",
  name: "Guest email templates",
} as DownloadableResource;

function fakeContext({ allowed = true, failing = false } = {}) {
  const recordDownload = vi.fn(async () => {
    if (failing) throw new Error("backend down");
  });
  const hitRateLimit = vi.fn(async () => ({ allowed }));
  const waitUntil = vi.fn();
  const context = {
    backend: { recordDownload, hitRateLimit },
    config: { production: false, sessionSecret: "a-session-secret-for-the-download-tests", hashSalt: "salt", leads: { downloadWebhookUrl: null } },
    waitUntil,
  } as unknown as AppLoadContext;
  return { context, recordDownload, hitRateLimit, waitUntil };
}

function post(fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return new Request("https://stayloop.test/pt/downloads/guest-email-templates", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function send(fields: Record<string, string>, options: Parameters<typeof fakeContext>[0] = {}, found: DownloadableResource | null = resource) {
  const fake = fakeContext(options);
  const response = await requestDownload({
    request: post(fields),
    context: fake.context,
    lang: "pt",
    resource: found,
    returnSearch: new URLSearchParams("category=guides"),
  });
  return { ...fake, response };
}

const enhancedOf = async (response: Response) => ((await response.json()) as { enhanced: EnhancedReply }).enhanced;
const valid = { name: "Ana Souza", email: "Ana@Example.com" };

describe("the download form's answer", () => {
  it("gives a plain post the keys and the typed values, and an in-place post only the same outcome as text", async () => {
    const plain = await send({ name: "A", email: "nope" });
    expect(plain.response.status).toBe(400);
    const data = (await plain.response.json()) as DownloadActionData;
    expect(data).toMatchObject({ status: "refused", result: { error: { name: ["downloads:errors.nameTooShort"], email: ["downloads:errors.emailInvalid"] }, initialValue: { email: "nope" } } });
    expect(plain.recordDownload).not.toHaveBeenCalled();

    const inPlace = await send({ name: "A", email: "nope", _enhanced: "1" });
    expect(inPlace.response.status).toBe(400);
    expect(await inPlace.response.clone().json()).toEqual({ enhanced: expect.any(Object) });
    expect(await enhancedOf(inPlace.response)).toEqual({
      fieldErrors: { name: "O nome deve ter pelo menos 2 caracteres", email: "Por favor, insira um endereço de e-mail válido" },
      reset: false,
    });
  });

  it("names the refused email in the form's failure box and the toast, and stores nothing", async () => {
    const { response, recordDownload } = await send({ ...valid, _enhanced: "1" }, { allowed: false });
    expect(response.status).toBe(429);
    const enhanced = await enhancedOf(response);
    expect(enhanced.formError).toBe(enhanced.toast?.description);
    expect(enhanced.formError).toMatch(/^Muitos downloads/);
    expect(enhanced.toast?.title).toBe("Erro");
    expect(enhanced.reset).toBe(false);
    expect(enhanced.fileUrl).toBeUndefined();
    expect(recordDownload).not.toHaveBeenCalled();
  });

  it("records the lead, hands the file's address to the page and clears the fields on success", async () => {
    const { response, recordDownload, waitUntil } = await send({ ...valid, _enhanced: "1" });
    expect(response.status).toBe(200);
    const enhanced = await enhancedOf(response);
    expect(enhanced).toEqual({
      toast: { kind: "success", title: "Sucesso!", description: expect.any(String) },
      reset: true,
      fileUrl: expect.stringMatching(/^\/resources\/downloads\/guest-email-templates\/file\?token=/),
    });
    expect(recordDownload).toHaveBeenCalledWith(expect.objectContaining({ email: "ana@example.com", resourceSlug: resource.slug, locale: "pt" }));
    expect(waitUntil).toHaveBeenCalledOnce();
  });

  it("sends a plain success to the dialog's ready state, keeping the list's filters", async () => {
    const { response } = await send(valid);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/^\/pt\/downloads\/guest-email-templates\?category=guides&download=/);
    expect(response.headers.get("Set-Cookie")).toMatch(/^__flash=/);
  });

  it("gives a bot that fills the hidden field the file, and records no lead", async () => {
    const { response, recordDownload, hitRateLimit } = await send({ ...valid, website: "spam", _enhanced: "1" });
    expect(response.status).toBe(200);
    expect((await enhancedOf(response)).fileUrl).toMatch(/token=/);
    expect(recordDownload).not.toHaveBeenCalled();
    expect(hitRateLimit).not.toHaveBeenCalled();
  });

  it("answers a failing backend, or a resource that cannot be read, with 503 and the spec's failure text", async () => {
    for (const { options, found } of [
      { options: { failing: true }, found: resource },
      { options: {}, found: null },
    ]) {
      const { response } = await send({ ...valid, _enhanced: "1" }, options, found);
      expect(response.status).toBe(503);
      const enhanced = await enhancedOf(response);
      expect(enhanced.formError).toBe("Falha ao processar seu download. Tente novamente.");
      expect(enhanced.toast?.kind).toBe("error");
    }
    const plain = await send(valid, { failing: true });
    expect(plain.response.status).toBe(503);
    expect(await plain.response.json()).toMatchObject({ status: "failed", result: { error: { "": ["downloads:toast.failedText"] }, initialValue: { name: "Ana Souza" } } });
  });
});
