import { parseWithZod } from "@conform-to/zod/v4";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationSchema } from "~/features/engagement/careers/schema";
import { downloadSchema } from "~/features/engagement/downloads/schema";
import { authorNameForCall, commentSchema } from "~/features/engagement/roadmap/schema";
import { auditSchema, normalizePropertyUrl } from "~/features/marketing/home/audit";
import { newsletterSchema } from "~/features/newsletter/schema";
import { supportArticleSlug, supportSchema } from "~/features/content/help/contact";
import { freshEngagementDb } from "../fixtures/engagement/postgres";
import { payloadsFor, type Family } from "../fixtures/hostile/corpus";
import { asRole } from "./pglite";
import { auditRequestPayload, downloadPayload, jobApplicationPayload, roadmapCommentPayload, subscriptionPayload, supportRequestPayload } from "../../app/leads/payloads";

/**
 * Whatever a form's schema accepts, the Supabase functions store (docs/decisions/0009): no
 * NUL (Postgres refuses it in text), no length over the tables' checks. Every hostile
 * payload goes through the schema as the server reads it; the accepted ones are stored.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshEngagementDb();
  await db.exec(`
    insert into public.roadmap_items (id, title, created_at) values (1, 'Target', now());
    insert into public.downloadable_resources (slug, name, file_url) values ('guide', 'Guide', 'guide.pdf');
  `);
});
afterAll(async () => {
  await db?.close();
});

function accepted(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>, withResume = false) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (withResume) data.append("resume", new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "cv.pdf"));
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? (submission.value as Record<string, string | undefined>) : null;
}

interface Call {
  name: string;
  family: Family;
  store: (value: string) => Promise<boolean>;
}

// Each function takes the payload the site builds from the accepted values (app/leads/payloads.ts, decision 0058).
const lead = (fn: string, payload: object) =>
  asRole(db, "service_role", async (tx) => {
    await tx.query(`select * from public.${fn}($1)`, [JSON.stringify(payload)]);
  });

const calls: Call[] = [
  ...(["name", "email", "phone"] as const).map(
    (field): Call => ({
      name: `subscribe_to_newsletter ${field}`,
      family: ({ name: "personName", email: "email", phone: "phone" } as const)[field],
      store: async (value) => {
        const ok = accepted(newsletterSchema, { source: "footer", name: "Ana", email: "ana@example.com", phone: "", [field]: value });
        if (!ok) return false;
        await lead("subscribe_to_newsletter", subscriptionPayload({
          email: ok.email!.toLowerCase(),
          name: ok.name!,
          phone: ok.phone ? ok.phone : null,
          isWaitlist: false,
          featureInterest: "Newsletter",
          locale: "en",
          consentText: "I agree",
          consentVersion: "v1",
          consentPath: "/",
          unsubscribeUrl: "https://stayloop.example/u",
        }));
        return true;
      },
    }),
  ),
  ...(["propertyUrl", "name", "email"] as const).map(
    (field): Call => ({
      name: `submit_audit_request ${field}`,
      family: ({ propertyUrl: "url", name: "personName", email: "email" } as const)[field],
      store: async (value) => {
        const ok = accepted(auditSchema, { propertyUrl: "airbnb.com/rooms/1", name: "Ana", email: "ana@example.com", [field]: value });
        const url = ok ? normalizePropertyUrl(ok.propertyUrl!) : null;
        if (!ok || !url) return false;
        await lead("submit_audit_request", auditRequestPayload({ propertyUrl: url, name: ok.name!, email: ok.email!.toLowerCase(), locale: "en" }));
        return true;
      },
    }),
  ),
  ...(["authorName", "content"] as const).map(
    (field): Call => ({
      name: `add_roadmap_comment ${field}`,
      family: ({ authorName: "shortText", content: "longText" } as const)[field],
      store: async (value) => {
        const ok = accepted(commentSchema, { authorName: "Ana", content: "Yes", [field]: value });
        if (!ok) return false;
        await lead("add_roadmap_comment", roadmapCommentPayload({ itemId: 1, authorName: authorNameForCall(ok.authorName), content: ok.content! }));
        return true;
      },
    }),
  ),
  ...(["name", "email"] as const).map(
    (field): Call => ({
      name: `record_download ${field}`,
      family: ({ name: "personName", email: "email" } as const)[field],
      store: async (value) => {
        const ok = accepted(downloadSchema, { name: "Ana", email: "ana@example.com", [field]: value });
        if (!ok) return false;
        await lead("record_download", downloadPayload({ name: ok.name!, email: ok.email!.toLowerCase(), resourceSlug: "guide", resourceName: "Guide", locale: "en" }));
        return true;
      },
    }),
  ),
  ...(["fullName", "email", "phone", "coverLetter"] as const).map(
    (field): Call => ({
      name: `submit_job_application ${field}`,
      family: ({ fullName: "personName", email: "email", phone: "phone", coverLetter: "longText" } as const)[field],
      store: async (value) => {
        const ok = accepted(applicationSchema, { fullName: "Ana", email: "ana@example.com", [field]: value }, true);
        if (!ok) return false;
        await lead("submit_job_application", jobApplicationPayload({
          jobId: "sdr-latam",
          fullName: ok.fullName!,
          email: ok.email!.toLowerCase(),
          phone: ok.phone ? ok.phone : null,
          coverLetter: ok.coverLetter ? ok.coverLetter : null,
          resumePath: "resumes/cv.pdf",
          locale: "en",
        }));
        return true;
      },
    }),
  ),
  // The help center's Contact Support form (decision 0212), the hidden article included.
  ...(["name", "email", "subject", "message", "article"] as const).map(
    (field): Call => ({
      name: `submit_support_request ${field}`,
      family: ({ name: "personName", email: "email", subject: "shortText", message: "longText", article: "hidden" } as const)[field],
      store: async (value) => {
        const ok = accepted(supportSchema, { name: "Ana", email: "ana@example.com", subject: "Sync", message: "Help", article: "getting-started", [field]: value });
        if (!ok) return false;
        await lead("submit_support_request", supportRequestPayload({
          name: ok.name!,
          email: ok.email!.toLowerCase(),
          subject: ok.subject ? ok.subject : null,
          message: ok.message!,
          articleSlug: supportArticleSlug(ok.article),
          locale: "en",
        }));
        return true;
      },
    }),
  ),
];

describe.each(calls)("$name", ({ family, store }) => {
  it("stores every value the schema accepts", async () => {
    const failures: string[] = [];
    let stored = 0;
    for (const payload of payloadsFor(family)) {
      try {
        if (await store(payload.received)) stored += 1;
      } catch (error) {
        failures.push(`${payload.id}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(stored).toBeGreaterThan(0);
  });

  it("stores emoji, joined emoji and combining marks right at the schema's limit (issue 23 item 10)", async () => {
    const failures: string[] = [];
    let stored = 0;
    const counts = [1, 2, 12, 13, 20, 21, 30, 31, 50, 51, 127, 128, 250, 251, 500, 501, 625, 626, 2500, 2501];
    const units = ["😀", "👩‍👩‍👧", "q\u0301", "e\u0301", "🇧🇷"];
    for (const unit of family === "email" || family === "phone" ? [] : units) {
      for (const count of counts) {
        const value = unit.repeat(count);
        try {
          if (await store(value)) stored += 1;
        } catch (error) {
          failures.push(`${JSON.stringify(unit)} × ${count}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
    if (family !== "email" && family !== "phone" && family !== "url") expect(stored).toBeGreaterThan(0);
  });
});
