import { describe, expect, it } from "vitest";
import { dataUrl, fixtureBytes, freshAddress, sameOrigin } from "../../fixtures/engagement/http";
import { moderationToken } from "~/features/engagement/roadmap/moderation.server";
import { baseUrl, queryD1, uniqueEmail } from "./support";

/**
 * Every form of the site posted in place (`_enhanced=1`) both ways (issue 44 item 1): as the
 * site's script sends it (`?_data=` for a page's own route; a resource route answers itself)
 * and without `?_data=` (a stale cached script, any other client). Neither may answer a 5xx
 * after storing: before, the Contact Support page rendered around the JSON reply, read `reply`
 * of undefined and said "Something went wrong" to a request it had stored, so the visitor sent
 * it again. Without route data the answer is now the JSON the script expects, byte for byte
 * what the `?_data=` request gets; forms that are never sent in place answer as a plain post.
 */
// The test server runs with the local development variables (scripts/local-backend.mjs).
const serverSecret = "dev-only-session-secret-change-me";

type Body = URLSearchParams | FormData;
interface InPlaceForm {
  name: string;
  path: string;
  /** The route a page's own form names (`FormHooks.route`); none for a resource route. */
  route?: string;
  /** A fresh body per post (fresh emails, so each post is a new lead). */
  body: () => Body | Promise<Body>;
  /** How many rows a post stores, read after each post (none: the form stores nothing we count). */
  stored?: () => number;
}

const fields = (values: Record<string, string>) => new URLSearchParams({ ...values, _enhanced: "1" });
const count = (sql: string) => () => queryD1<{ n: number }>(sql)[0]!.n;

let lastEmail = "";
const email = (label: string) => (lastEmail = uniqueEmail(label));

const resume = () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ fullName: "Ana Ribeiro", email: email("apply"), _enhanced: "1" })) form.append(name, value);
  form.append("resume", new File([fixtureBytes("resume.pdf")], "cv.pdf", { type: "application/pdf" }));
  return form;
};

async function commentId(marker: string): Promise<string> {
  await post({ name: "comment", path: "/roadmap/6", body: () => new URLSearchParams({ intent: "comment", authorName: "M", content: marker }) }, "plain");
  return queryD1<{ id: string }>(`SELECT id FROM roadmap_comments WHERE content = '${marker}'`)[0]!.id;
}

const forms: InPlaceForm[] = [
  {
    name: "newsletter (resource route)",
    path: "/resources/newsletter",
    body: () => fields({ source: "footer", name: "Uma", email: email("news"), redirectTo: "/" }),
    stored: () => count(`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = '${lastEmail}'`)(),
  },
  {
    name: "free audit (resource route)",
    path: "/resources/audit",
    body: () => fields({ propertyUrl: "https://casa-azul.pt", name: "Rita", email: email("audit"), redirectTo: "/" }),
    stored: () => count(`SELECT COUNT(*) AS n FROM audit_requests WHERE email = '${lastEmail}'`)(),
  },
  { name: "banner (resource route)", path: "/resources/banner", body: () => fields({ redirectTo: "/" }) },
  { name: "language (resource route)", path: "/resources/language", body: () => fields({ lang: "pt", redirectTo: "/pricing" }) },
  {
    name: "Contact Support",
    path: "/help-center/contact",
    route: "routes/($lang).help-center_.contact",
    body: () => fields({ name: "Ana", email: email("support"), message: "Where is my invoice?" }),
    stored: () => count(`SELECT COUNT(*) AS n FROM support_requests WHERE email = '${lastEmail}'`)(),
  },
  {
    name: "download",
    path: "/pt/downloads/guest-email-templates",
    route: "routes/($lang).downloads.$slug",
    body: () => fields({ name: "Nina", email: email("download") }),
    stored: () => count(`SELECT COUNT(*) AS n FROM lead_events WHERE type LIKE 'download%' AND json_extract(data, '$.email') = '${lastEmail}'`)(),
  },
  {
    name: "job application",
    path: "/careers/apply/sdr-latam",
    route: "routes/($lang).careers.apply.$jobId",
    body: resume,
    stored: () => count(`SELECT COUNT(*) AS n FROM job_applications WHERE email = '${lastEmail}'`)(),
  },
  {
    name: "AI demo",
    path: "/features/ai-content-creation",
    route: "routes/($lang).features.ai-content-creation",
    body: () => fields({ intent: "generate", contentType: "propertyHighlights", prompt: "A beach house" }),
  },
  {
    name: "help article feedback",
    path: "/help-center/set-brand-voice",
    route: "routes/($lang).help-center.$slug",
    body: () => fields({ helpful: "yes" }),
  },
  {
    name: "roadmap comment",
    path: "/pt/roadmap/6",
    route: "routes/($lang).roadmap.$itemId",
    body: () => fields({ intent: "comment", authorName: "Ana", content: (lastEmail = `in place ${Date.now()} ${Math.random()}`) }),
    stored: () => count(`SELECT COUNT(*) AS n FROM roadmap_comments WHERE content = '${lastEmail}'`)(),
  },
  { name: "roadmap vote", path: "/roadmap/10", route: "routes/($lang).roadmap.$itemId", body: () => fields({ intent: "upvote" }) },
  {
    name: "refused (empty) Contact Support",
    path: "/pt/help-center/contact",
    route: "routes/($lang).help-center_.contact",
    body: () => fields({ name: "", email: "nope", message: "" }),
  },
];

async function post(form: InPlaceForm, way: "data" | "plain") {
  const url = way === "data" && form.route ? dataUrl(form.path, form.route) : baseUrl() + form.path;
  const body = await form.body();
  const headers: Record<string, string> = { ...sameOrigin(), "CF-Connecting-IP": freshAddress() };
  if (body instanceof URLSearchParams) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(url, { method: "POST", redirect: "manual", headers, body });
}

/** What a client reads of an answer; a download link's signed token is the post's own (it carries its second), so it is compared by shape. */
const answerOf = async (response: Response) => ({
  status: response.status,
  type: response.headers.get("Content-Type"),
  cache: response.headers.get("Cache-Control"),
  body: response.headers.get("Content-Type")?.includes("json") ? (JSON.parse((await response.text()).replace(/token=[\w.-]+/g, "token=<signed>")) as unknown) : null,
});

describe("every form posted in place, with and without route data (issue 44 item 1)", () => {
  for (const form of forms) {
    it(`${form.name}: the same JSON both ways, no 5xx, stored once a post`, async () => {
      const withData = await answerOf(await post(form, "data"));
      expect(withData.status).toBeLessThan(500);
      if (form.stored) expect(form.stored()).toBe(1);
      const without = await answerOf(await post(form, "plain"));
      expect(without.status).toBeLessThan(500);
      if (form.stored) expect(form.stored()).toBe(1);
      expect(without).toEqual(withData);
    });
  }

  it("the in-place answers are the script's JSON: the outcome said beside the form, in the page's language", async () => {
    const support = await answerOf(await post(forms.find((form) => form.name === "Contact Support")!, "plain"));
    expect(support).toMatchObject({ status: 200, type: "application/json; charset=utf-8", body: { enhanced: { reset: true, formSuccess: expect.stringContaining("Thank you!") } } });
    const refused = await answerOf(await post(forms.find((form) => form.name.startsWith("refused"))!, "plain"));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ enhanced: { fieldErrors: { email: expect.stringContaining("e-mail") } } });
  });

  it("the forms that are never sent in place (unsubscribe, moderation) answer a plain post's redirect", async () => {
    await post(forms[0]!, "plain");
    const [event] = queryD1<{ data: string }>(`SELECT data FROM lead_events WHERE json_extract(data, '$.email') = '${lastEmail}'`);
    const unsubscribe = new URL(String((JSON.parse(event!.data) as { unsubscribe_url: string }).unsubscribe_url)).pathname;
    const left = await post({ name: "unsubscribe", path: unsubscribe, body: () => fields({}) }, "plain");
    expect([left.status, left.headers.get("Location")]).toEqual([303, "/newsletter/unsubscribed"]);

    const id = await commentId(`moderated ${Date.now()}`);
    const token = await moderationToken(serverSecret, id, "hide");
    const hidden = await post({ name: "moderate", path: "/roadmap/moderate", body: () => fields({ token }) }, "plain");
    expect(hidden.status).toBe(303);
    expect(queryD1<{ status: string }>(`SELECT status FROM roadmap_comments WHERE id = '${id}'`)[0]!.status).toBe("hidden");
  });
});
