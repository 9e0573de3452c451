import { describe, expect, it } from "vitest";
import { downloadAnswer, downloadFailed, type DownloadActionData } from "~/features/engagement/downloads/downloads.server";

// The download form's answer to a post sent in place (decision 0015): app/features/engagement/downloads/downloads.enhance.ts
// shows its texts as they are, so they must arrive in the page's language.
describe("the download form's answer", () => {
  const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as DownloadActionData });

  it("gives a plain post (or React's) only the keys, and an in-place post the same outcome as text", async () => {
    const data: DownloadActionData = {
      status: "refused",
      result: { status: "error", error: { name: ["nameTooShort"], email: ["emailInvalid"] } },
    };
    expect((await read(await downloadAnswer(data, { status: 400, lang: "en", enhanced: false }))).body).toEqual(data);
    const { status, body } = await read(await downloadAnswer(data, { status: 400, lang: "pt", enhanced: true }));
    expect(status).toBe(400);
    expect(body.enhanced).toEqual({
      fieldErrors: { name: "O nome deve ter pelo menos 2 caracteres", email: "Por favor, insira um endereço de e-mail válido" },
      reset: false,
    });
  });

  it("names the refused email in the form's failure box and the toast", async () => {
    const { status, body } = await read(
      await downloadAnswer(
        {
          status: "failed",
          toast: { kind: "error", title: "downloads:toast.failedTitle", description: "downloads:errors.rateLimited" },
          result: { status: "error", error: { "": ["rateLimited"] } },
        },
        { status: 429, lang: "pt", enhanced: true },
      ),
    );
    expect(status).toBe(429);
    expect(body.enhanced?.formError).toBe(body.enhanced?.toast?.description);
    expect(body.enhanced?.formError).toMatch(/^Muitos downloads/);
    expect(body.enhanced?.toast?.title).toBe("Erro");
    expect(body.enhanced?.reset).toBe(false);
    expect(body.enhanced?.fileUrl).toBeUndefined();
  });

  it("hands the file's address to the page and clears the fields on success", async () => {
    const fileUrl = "/resources/downloads/guest-email-templates/file?token=t";
    const { body } = await read(
      await downloadAnswer(
        {
          status: "ready",
          fileUrl,
          toast: { kind: "success", title: "downloads:toast.readyTitle", description: "downloads:toast.readyText" },
          result: { initialValue: null },
        },
        { lang: "en", enhanced: true },
      ),
    );
    expect(body.enhanced).toEqual({
      toast: { kind: "success", title: "Success!", description: "Your download is ready." },
      fieldErrors: {},
      reset: true,
      fileUrl,
    });
  });

  it("answers a resource that cannot be read like a lead that cannot be stored", async () => {
    const form = new FormData();
    form.set("_enhanced", "1");
    const { status, body } = await read(await downloadFailed(form, "en"));
    expect(status).toBe(503);
    expect(body.status).toBe("failed");
    expect(body.enhanced?.formError).toBe("Failed to process your download. Please try again.");
    expect((await read(await downloadFailed(new FormData(), "en"))).body.enhanced).toBeUndefined();
  });
});
