import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { roadmapItemForms } from "~/features/engagement/roadmap/roadmap.server";
import type { RoadmapActionData } from "~/features/engagement/roadmap/types";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { messageText } from "~/lib/messages";
import { defineForm, formAction, FormRefusal, withHeaders } from "~/server/form-action.server";
import { translator } from "~/server/i18n.server";

// The pipeline (app/server/form-action.server.ts): it reads the body itself, picks the form
// the post's intent names, lets `perform` send headers, and words every message once.

function fakeContext(backend: Record<string, unknown> = {}) {
  const hitRateLimit = vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 }));
  const context = {
    backend: { hitRateLimit, ...backend },
    config: { production: false, sessionSecret: "a-session-secret-for-the-form-tests", hashSalt: "salt", siteOrigin: "https://stayloop.test" },
    origin: "https://stayloop.test",
    waitUntil: vi.fn(),
  } as unknown as AppLoadContext;
  return { context, hitRateLimit };
}

const post = (fields: Record<string, string>, path = "/roadmap/8") =>
  new Request(`https://stayloop.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

const echo = (name: string) =>
  defineForm(z.object({ text: z.string() }), ({ redirectTo }) => ({
    lang: "en",
    pretend: () => name,
    perform: async (value) => (value.text === "cookie" ? withHeaders(name, { "Set-Cookie": "seen=1; Path=/" }) : name),
    words: { field: (field, code) => `errors.${field}.${code}` },
    plain: (answer) => Response.json({ form: answer.ok ? answer.done : null, back: redirectTo }, { status: answer.status }),
  }));

describe("formAction", () => {
  it("reads the body itself and answers the form the post's intent names", async () => {
    const { context } = fakeContext();
    const forms = { intents: { first: echo("first"), second: echo("second") } };
    const second = await formAction({ request: post({ intent: "second", text: "x", redirectTo: "/a#b" }), context }, forms);
    expect(await second.json()).toEqual({ form: "second", back: "/a#b" });
    const first = await formAction({ request: post({ intent: "first", text: "x" }), context }, forms);
    expect(await first.json()).toEqual({ form: "first", back: null });
  });

  it("answers an intent no form has with `otherwise`, or a plain 400 when there is none", async () => {
    const { context } = fakeContext();
    const fallback = await formAction({ request: post({ intent: "toString", text: "x" }), context }, { intents: { first: echo("first") }, otherwise: echo("other") });
    expect(await fallback.json()).toMatchObject({ form: "other" });
    const refused = await formAction({ request: post({ intent: "nope", text: "x" }), context }, { intents: { first: echo("first") } }).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(400);
  });

  it("sends the headers `perform` returned with the plain answer and with the in-place one", async () => {
    const { context } = fakeContext();
    const plain = await formAction({ request: post({ text: "cookie" }), context }, echo("one"));
    expect(plain.headers.getSetCookie()).toEqual(["seen=1; Path=/"]);
    const enhanced = await formAction({ request: post({ text: "cookie", _enhanced: "1" }), context }, echo("one"));
    expect(enhanced.headers.getSetCookie()).toEqual(["seen=1; Path=/"]);
    const none = await formAction({ request: post({ text: "plain" }), context }, echo("one"));
    expect(none.headers.getSetCookie()).toEqual([]);
  });

  it("words a refused field once: the plain answer carries the key, the schema's code stays in `codes`", async () => {
    const { context } = fakeContext();
    const form = defineForm(z.object({ text: z.string().check(z.minLength(3, "tooShort")) }), () => ({
      lang: "en",
      pretend: () => null,
      perform: async () => new FormRefusal(409, "taken"),
      words: { field: (field, code) => `errors.${field}.${code}`, form: (reason) => `reasons.${reason}` },
      plain: (answer) => Response.json(answer.ok ? {} : { error: answer.reply.error, codes: answer.codes, message: answer.message }, { status: answer.status }),
    }));
    const short = await formAction({ request: post({ text: "x" }), context }, form);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: { text: ["errors.text.tooShort"] }, codes: { text: ["tooShort"] } });
    const taken = await formAction({ request: post({ text: "long enough" }), context }, form);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: { "": ["reasons.taken"] }, codes: {}, message: "reasons.taken" });
  });
});

describe("the roadmap item's forms", () => {
  const failingComments = () =>
    fakeContext({
      addRoadmapComment: vi.fn(async () => {
        throw new Error("backend down");
      }),
    }).context;

  it("say a failed comment in the same words in place and in the re-rendered dialog", async () => {
    const fields = { intent: "comment", content: "Hello", redirectTo: "/pt/roadmap/8#comments" };
    const plain = await formAction({ request: post(fields, "/pt/roadmap/8"), context: failingComments() }, roadmapItemForms("pt", 8));
    expect(plain.status).toBe(503);
    const data = (await plain.json()) as RoadmapActionData;
    const t = await translator("pt", "roadmap");
    const viewText = messageText(t, data.failure!);
    expect(viewText).toBe("Falha ao adicionar o comentário: o serviço do roadmap está temporariamente indisponível. Tente novamente em instantes.");

    const inPlace = await formAction(
      { request: post({ ...fields, _enhanced: "1" }, "/pt/roadmap/8"), context: failingComments() },
      roadmapItemForms("pt", 8),
    );
    const { enhanced } = (await inPlace.json()) as { enhanced: EnhancedReply };
    expect(enhanced.formError).toBe(viewText);
    expect(enhanced.toast).toEqual({ kind: "error", title: "Erro", description: viewText });
  });

  it("gives a new voter the cookie through the answer, and lands on the form's own redirectTo", async () => {
    const upvoteRoadmapItem = vi.fn(async () => "counted" as const);
    const { context } = fakeContext({ upvoteRoadmapItem });
    const response = await formAction({ request: post({ intent: "upvote", redirectTo: "/roadmap/8" }), context }, roadmapItemForms("en", 8));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/roadmap/8");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("stayloop_visitor="))).toBe(true);
    expect(upvoteRoadmapItem).toHaveBeenCalledWith(8, expect.objectContaining({ visitorKey: expect.any(String) }));
  });

  it("names no part of the page: an in-place vote only says the page changed", async () => {
    const { context } = fakeContext({ likeRoadmapComment: vi.fn(async () => "counted" as const) });
    const response = await formAction(
      { request: post({ intent: "like", commentId: "00000000-0000-4000-8000-000000000001", _enhanced: "1" }), context },
      roadmapItemForms("en", 8),
    );
    expect(await response.json()).toEqual({ enhanced: { toast: { kind: "success", title: "Comment liked!" }, refresh: {} } });
  });
});
