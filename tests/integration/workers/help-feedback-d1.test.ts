import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { HelpFeedback } from "~/backend/types";
import type { HelpFeedbackRow } from "../../fixtures/help-feedback";

/**
 * "Was this article helpful?" on the D1 adapter, in workerd against a real local D1
 * (migrations/0008_help_feedback.sql). The Supabase side is proven on PGlite.
 */
let clock = new Date("2026-11-23T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

const rows = async () =>
  (await env.DB.prepare("SELECT * FROM help_feedback ORDER BY article_slug, visitor_key").all<HelpFeedbackRow>()).results;

const answer = (overrides: Partial<HelpFeedback> = {}): HelpFeedback => ({
  articleSlug: "connect-airbnb",
  locale: "en",
  helpful: true,
  comment: null,
  visitorKey: "visitor-1",
  ...overrides,
});

beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00.000Z");
  await env.DB.batch([
    env.DB.prepare("DELETE FROM help_feedback"),
    env.DB.prepare("DELETE FROM help_articles"),
    env.DB.prepare(
      `INSERT INTO help_articles (id, slug, locale, title, summary, content, is_published) VALUES
        ('a1', 'connect-airbnb', 'en', 'Connect Airbnb', 'Sync guests', 'Body', 1),
        ('a2', 'connect-airbnb', 'pt', 'Conectar o Airbnb', 'Sincronize', 'Corpo', 1),
        ('a3', 'draft-article', 'en', 'Draft', 'Not yet', 'Body', 0)`,
    ),
  ]);
});

describe("recordHelpFeedback on D1", () => {
  it("stores one row per visitor per article, and a second answer replaces the first", async () => {
    await expect(backend().recordHelpFeedback(answer())).resolves.toBe("recorded");
    clock = new Date("2026-11-23T10:05:00.000Z");
    await expect(backend().recordHelpFeedback(answer({ helpful: false, locale: "pt" }))).resolves.toBe("recorded");
    clock = new Date("2026-11-23T10:06:00.000Z");
    await expect(backend().recordHelpFeedback(answer({ helpful: false, locale: "pt", comment: "Faltou o passo do iCal" }))).resolves.toBe(
      "recorded",
    );

    expect(await rows()).toEqual([
      {
        article_slug: "connect-airbnb",
        visitor_key: "visitor-1",
        locale: "pt",
        helpful: 0,
        comment: "Faltou o passo do iCal",
        created_at: "2026-11-23T10:00:00.000Z",
        updated_at: "2026-11-23T10:06:00.000Z",
      },
    ]);
  });

  it("keeps other visitors' answers apart, and a later Yes clears an earlier comment", async () => {
    await backend().recordHelpFeedback(answer({ helpful: false, comment: "Too short" }));
    await backend().recordHelpFeedback(answer({ visitorKey: "visitor-2", helpful: false, comment: "Needs screenshots" }));
    await backend().recordHelpFeedback(answer({ helpful: true }));

    const stored = await rows();
    expect(stored.map(({ visitor_key, helpful, comment }) => ({ visitor_key, helpful, comment }))).toEqual([
      { visitor_key: "visitor-1", helpful: 1, comment: null },
      { visitor_key: "visitor-2", helpful: 0, comment: "Needs screenshots" },
    ]);
  });

  it("answers not-found for an unknown or unpublished slug and stores nothing", async () => {
    await expect(backend().recordHelpFeedback(answer({ articleSlug: "no-such-article" }))).resolves.toBe("not-found");
    await expect(backend().recordHelpFeedback(answer({ articleSlug: "draft-article" }))).resolves.toBe("not-found");
    expect(await rows()).toEqual([]);
  });

  it("refuses, by the table's checks, what the adapter must never be given", async () => {
    await expect(backend().recordHelpFeedback(answer({ helpful: true, comment: "A comment with a Yes" }))).rejects.toThrow(/D1 record help feedback failed/);
    await expect(backend().recordHelpFeedback(answer({ helpful: false, comment: "x".repeat(501) }))).rejects.toThrow();
    expect(await rows()).toEqual([]);
  });
});
