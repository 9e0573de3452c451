import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BackendError } from "~/backend/types";
import { supportArticleSlug, supportHref, supportPrefill, supportSchema } from "~/features/content/help/contact";
import { backendWith, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

// The help center's Contact Support form (issue 22 item 3, decision 0212): its address, what it
// prefills, its schema's messages, and the Supabase adapter's call at the fetch boundary.

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return parseWithZod(data, { schema: supportSchema });
};
const valid = { name: "Ana", email: "ana@example.com", subject: "", message: "My calendar stopped syncing." };

describe("the Contact Support address", () => {
  it("carries the cleaned query and the article, spaces as %20, nothing when empty", () => {
    expect(supportHref()).toBe("/help-center/contact");
    expect(supportHref({ query: "  " })).toBe("/help-center/contact");
    expect(supportHref({ query: "calendar sync" })).toBe("/help-center/contact?q=calendar%20sync");
    expect(supportHref({ query: "c++ & você\u0000", article: "set-brand-voice" })).toBe("/help-center/contact?q=c%2B%2B%20%26%20voc%C3%AA&article=set-brand-voice");
    expect(supportHref({ query: "x".repeat(300) })).toBe(`/help-center/contact?q=${"x".repeat(100)}`);
  });

  it("prefills the subject from q (cleaned, capped) and keeps only an article slug of the site's form", () => {
    expect(supportPrefill(new URL("https://s.test/help-center/contact?q=%20calendar%00%20sync%20&article=calendar-not-syncing"))).toEqual({
      subject: "calendar sync",
      article: "calendar-not-syncing",
    });
    for (const hostile of ["../etc/passwd", "<script>", "Calendar", "a--b", "-a", "x".repeat(121), ""]) expect(supportArticleSlug(hostile), hostile).toBeNull();
    expect(supportArticleSlug(" track-campaign-results ")).toBe("track-campaign-results");
  });
});

describe("the Contact Support schema", () => {
  it("accepts a request, trimmed, and an empty subject", () => {
    const submission = form({ ...valid, name: "  Ana  ", message: "  Line one\r\nline two  " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ name: "Ana", email: "ana@example.com", message: "Line one\nline two" });
  });

  it("names each refused field with its message key", () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...valid, name: " " }, "name", "nameRequired"],
      [{ ...valid, name: "n".repeat(101) }, "name", "nameTooLong"],
      [{ ...valid, email: "" }, "email", "emailRequired"],
      [{ ...valid, email: "ana@example" }, "email", "invalidEmail"],
      [{ ...valid, email: "ana\u200b@example.com" }, "email", "invalidEmail"],
      [{ ...valid, subject: "s".repeat(151) }, "subject", "subjectTooLong"],
      [{ ...valid, message: "\u0000\u202e " }, "message", "messageRequired"],
      // 2,001 emoji are 4,002 UTF-16 units, what the textarea's maxlength counts.
      [{ ...valid, message: "🏠".repeat(2001) }, "message", "messageTooLong"],
    ];
    for (const [fields, field, key] of cases) {
      const submission = form(fields);
      expect(submission.status, `${field}: ${key}`).toBe("error");
      expect(submission.reply().error?.[field], `${field}: ${key}`).toEqual([key]);
    }
    expect(form({ ...valid, message: "🏠".repeat(2000) }).status).toBe("success");
  });
});

describe("submitSupportRequest (Supabase)", () => {
  const input = { name: "Ana", email: "ana@example.com", subject: null, message: "Hi", articleSlug: "getting-started", locale: "pt" as const };

  it("calls submit_support_request once with the secret key and answers the new id", async () => {
    const { fetch, requests } = fakeFetch(json("7a1f5c1e-0000-4000-8000-000000000001"));
    await expect(backendWith(fetch).submitSupportRequest(input)).resolves.toEqual({ id: "7a1f5c1e-0000-4000-8000-000000000001" });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/submit_support_request`);
    // The payload the lead's builder made (app/leads/payloads.ts, decision 0058), whole.
    expect(requests[0]!.body).toEqual({
      p_event: { name: "Ana", email: "ana@example.com", subject: null, message: "Hi", article_slug: "getting-started", locale: "pt", page: null, source: null },
    });
    expectSecretKey(requests[0]!);
  });

  it("throws a BackendError on a refusal, an odd answer or a network failure", async () => {
    await expect(backendWith(fakeFetch(json({ code: "23514", message: "check constraint" }, 400)).fetch).submitSupportRequest(input)).rejects.toBeInstanceOf(BackendError);
    await expect(backendWith(fakeFetch(json(null)).fetch).submitSupportRequest(input)).rejects.toBeInstanceOf(BackendError);
    await expect(backendWith(fakeFetch(new TypeError("fetch failed")).fetch).submitSupportRequest(input)).rejects.toBeInstanceOf(BackendError);
  });
});
