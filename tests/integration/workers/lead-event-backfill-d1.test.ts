import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import backfill from "../../../migrations/0028_lead_event_page_source.sql?raw";

/**
 * D1's twin of supabase/migrations/20261202000210_lead_event_page_source.sql (issue 44 item 7,
 * decision 0065): waiting events of leads sent from a page, recorded before the lead-source
 * migration, get `page` and `source`, null; what an event says is kept; delivered events and
 * events of other types stay as they were.
 */
describe("migrations/0028_lead_event_page_source.sql", () => {
  it("adds both keys, null, to the waiting events that lack them", async () => {
    const now = new Date().toISOString();
    const rows: Array<[string, string, string, string | null]> = [
      ["old", "audit_request.created", '{"email":"old@example.com"}', null],
      ["half", "download.created", '{"email":"half@example.com","page":{"path":"/downloads","lang":"en"}}', null],
      ["sent", "audit_request.created", '{"email":"sent@example.com"}', now],
      ["gone", "newsletter.unsubscribed", '{"email":"gone@example.com"}', null],
    ];
    await env.DB.batch(
      rows.map(([id, type, data, delivered]) =>
        env.DB.prepare("INSERT INTO lead_events (id, type, data, created_at, next_attempt_at, delivered_at) VALUES (?1, ?2, ?3, ?4, ?4, ?5)").bind(
          `backfill-${id}`,
          type,
          data,
          now,
          delivered,
        ),
      ),
    );
    await env.DB.prepare(backfill.replace(/^--.*$/gm, "").trim()).run();
    const data = async (id: string) => JSON.parse((await env.DB.prepare("SELECT data FROM lead_events WHERE id = ?").bind(`backfill-${id}`).first<{ data: string }>())!.data);
    expect(await data("old")).toEqual({ email: "old@example.com", page: null, source: null });
    expect(await data("half")).toEqual({ email: "half@example.com", page: { path: "/downloads", lang: "en" }, source: null });
    expect(await data("sent")).toEqual({ email: "sent@example.com" });
    expect(await data("gone")).toEqual({ email: "gone@example.com" });
  });
});
