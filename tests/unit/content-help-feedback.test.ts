import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { helpFeedbackCommentMax, type HelpFeedback } from "~/backend/content";
import { BackendError } from "~/backend/types";
import { helpFeedbackSchema } from "~/features/content/help/feedback";
import { backendWith, expectSecretKey, fakeFetch, json, rejection } from "../fixtures/supabase/fake-fetch";
import en from "~/locales/en/help.json";
import pt from "~/locales/pt/help.json";

// "Was this article helpful?" (docs/decisions/0211-helpful-feedback.md): the form's schema,
// and the Supabase adapter at the fetch boundary.

const parse = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return parseWithZod(body, { schema: helpFeedbackSchema });
};
const errorsOf = (fields: Record<string, string>) => parse(fields).reply().error;

describe("the feedback schema", () => {
  it("takes Yes, No, and No with a comment, cleaned", () => {
    expect(parse({ helpful: "yes" })).toMatchObject({ status: "success", value: { helpful: "yes" } });
    expect(parse({ helpful: "no", comment: "" })).toMatchObject({ status: "success", value: { helpful: "no", comment: undefined } });
    expect(parse({ helpful: "no", comment: "  Missing\u0000 the\r\niCal\u202E step  " })).toMatchObject({
      status: "success",
      value: { helpful: "no", comment: "Missing the\niCal step" },
    });
    expect(parse({ helpful: "no", comment: "x".repeat(helpFeedbackCommentMax) }).status).toBe("success");
  });

  it("refuses any other answer, a comment over the cap, and a comment with a Yes", () => {
    expect(errorsOf({ helpful: "maybe" })).toEqual({ helpful: ["invalid"] });
    expect(errorsOf({})).toEqual({ helpful: ["invalid"] });
    expect(errorsOf({ helpful: "no", comment: "x".repeat(helpFeedbackCommentMax + 1) })).toEqual({ comment: ["commentTooLong"] });
    expect(errorsOf({ helpful: "yes", comment: "Great" })).toEqual({ comment: ["invalid"] });
  });

  it("says the cap in both languages' message", () => {
    expect(en.feedback.errors.commentTooLong).toContain(String(helpFeedbackCommentMax));
    expect(pt.feedback.errors.commentTooLong).toContain(String(helpFeedbackCommentMax));
  });
});

describe("recordHelpFeedback on Supabase", () => {
  const feedback: HelpFeedback = {
    articleSlug: "connect-airbnb",
    locale: "pt",
    helpful: false,
    comment: "Faltou o passo do iCal",
    visitorKey: "k".repeat(64),
  };

  it("calls record_help_feedback with the secret key and answers its outcome", async () => {
    const { fetch, requests } = fakeFetch(json("recorded"), json("not-found"));
    await expect(backendWith(fetch).recordHelpFeedback(feedback)).resolves.toBe("recorded");
    await expect(backendWith(fetch).recordHelpFeedback({ ...feedback, articleSlug: "gone" })).resolves.toBe("not-found");
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe("/rest/v1/rpc/record_help_feedback");
    expectSecretKey(request!);
    // The payload the lead's builder made (app/leads/payloads.ts, decision 0058), the visitor's key beside it.
    expect(request!.body).toEqual({
      p_event: { article_slug: "connect-airbnb", locale: "pt", helpful: false, comment: "Faltou o passo do iCal" },
      p_visitor_key: "k".repeat(64),
    });
  });

  it("turns an error, a failed request or an unknown answer into a BackendError", async () => {
    const { fetch } = fakeFetch(json({ message: "permission denied", code: "42501" }, 403), new TypeError("fetch failed"), json("maybe"));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await rejection(backendWith(fetch).recordHelpFeedback(feedback))).toBeInstanceOf(BackendError);
    }
  });
});
