import { describe, expect, it } from "vitest";
import { roadmapAuditDetail } from "~/backend/studio-roadmap";
import { itemValuesOf, readDecision, readItem } from "~/features/studio-roadmap/forms";
import { backendWith, expectSecretKey, fakeFetch, json } from "../fixtures/supabase/fake-fetch";

/**
 * The studio's held comments and roadmap items (decision 0504): what a decision post and an
 * item form accept, what the audit entry says, and the Supabase adapter at the fetch boundary.
 */
const id = (n: number) => `40000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const form = (pairs: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe("a decision post", () => {
  it("decides a row's own comment, whatever else is ticked", () => {
    expect(readDecision(form([["id", id(1)], ["decide", `reject:${id(2)}`]]))).toEqual({ ok: true, decision: "reject", ids: [id(2)] });
  });

  it("decides the ticked comments, a duplicate (in any case) once", () => {
    expect(readDecision(form([["id", id(1)], ["id", id(2)], ["id", id(1).toUpperCase()], ["decide", "approve"]]))).toEqual({ ok: true, decision: "approve", ids: [id(1), id(2)] });
  });

  it("refuses the whole post for an unknown decision, a junk id, nothing ticked or more than 100, keeping the valid ticks", () => {
    expect(readDecision(form([["id", id(1)], ["decide", "publish"]]))).toEqual({ ok: false, message: "Choose Approve or Reject.", checked: [id(1)] });
    expect(readDecision(form([["id", id(1)], ["id", "'; DROP TABLE x"], ["decide", "approve"]]))).toMatchObject({ ok: false, checked: [id(1)] });
    expect(readDecision(form([["decide", "approve:1"]]))).toMatchObject({ ok: false, message: "That comment is not one of the held comments." });
    expect(readDecision(form([["decide", "reject"]]))).toMatchObject({ ok: false, message: "Tick at least one comment, then approve or reject." });
    const many = Array.from({ length: 101 }, (_, n): [string, string] => ["id", id(n)]);
    expect(readDecision(form([...many, ["decide", "approve"]]))).toMatchObject({ ok: false, message: "Decide at most 100 comments at once." });
    expect(readDecision(form([...many.slice(1), ["decide", "approve"]]))).toMatchObject({ ok: true });
  });
});

describe("an item form", () => {
  const values = (overrides: Record<string, string> = {}) =>
    itemValuesOf(form(Object.entries({ title: " Title ", description: "A\r\nB", category: "", pt_title: "Título", pt_description: "", pt_category: "Cat", status: "Done", shipped_on: "2026-11-30", ...overrides })));

  it("reads both languages, cleaned and trimmed, an empty category as none", () => {
    expect(readItem(values(), "2026-12-02")).toEqual({
      ok: true,
      item: { en: { title: "Title", description: "A\nB", category: null }, pt: { title: "Título", description: "", category: "Cat" }, status: "Done", shippedOn: "2026-11-30" },
    });
  });

  it("gives each field its own message", () => {
    const read = readItem(values({ title: "\u0000 ", pt_title: "é".repeat(201), category: "c".repeat(61), pt_description: "d".repeat(4001), status: "Later" }), "2026-12-02");
    expect(read).toEqual({
      ok: false,
      errors: {
        title: "Enter the English title.",
        pt_title: "Keep the Portuguese title under 200 characters (it has 201).",
        category: "Keep the English category under 60 characters.",
        pt_description: "Keep the Portuguese description under 4000 characters (it has 4001).",
        status: "Choose one of the board's columns.",
        shipped_on: "Only a shipped item (status Done) has a ship date: clear it or choose Done.",
      },
    });
  });

  it("keeps a stored status outside the board's four, and refuses any other", () => {
    expect(readItem(values({ status: "Under review", shipped_on: "" }), "2026-12-02", "Under review")).toMatchObject({ ok: true, item: { status: "Under review" } });
    expect(readItem(values({ status: "Under review", shipped_on: "" }), "2026-12-02", "Backlog")).toMatchObject({ errors: { status: "Choose one of the board's columns." } });
  });

  it("takes a ship date only as a real past day", () => {
    const shipped = (day: string) => readItem(values({ shipped_on: day }), "2026-12-02");
    expect(shipped("2026-12-02")).toMatchObject({ ok: true });
    expect(shipped("")).toMatchObject({ ok: true, item: { shippedOn: null } });
    for (const day of ["2026-02-30", "2026-13-01", "30/11/2026", "1999-12-31", "2026-11-30T00:00"]) expect(shipped(day), day).toMatchObject({ errors: { shipped_on: "Enter the day it shipped as YYYY-MM-DD." } });
    expect(shipped("2026-12-03")).toMatchObject({ errors: { shipped_on: "The ship date cannot be in the future." } });
  });
});

describe("an item's audit entry", () => {
  const input = { en: { title: "T", description: "", category: null }, pt: { title: "P", description: "", category: null }, status: "Done", shippedOn: "2026-11-30" };
  it("says what was added, or the status it moved between, or that it was edited", () => {
    expect(roadmapAuditDetail(null, input)).toBe('added "T" as Done (shipped 2026-11-30)');
    expect(roadmapAuditDetail({ status: "In Progress", shippedOn: null }, input)).toBe('"T": In Progress → Done (shipped 2026-11-30)');
    expect(roadmapAuditDetail({ status: "Done", shippedOn: "2026-11-30" }, input)).toBe('edited "T"');
  });
});

describe("the Supabase adapter", () => {
  const actor = { email: "support@example.com", role: "support" as const };

  it("decides through studio_decide_comments with the secret key, each id once", async () => {
    const { fetch, requests } = fakeFetch(json([id(1)]));
    expect(await backendWith(fetch).decideHeldComments([id(1), id(2), id(1)], "approve", actor)).toEqual([id(1)]);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/studio_decide_comments");
    expect(requests[0]!.body).toEqual({ p_ids: [id(1), id(2)], p_decision: "approve", p_actor: "support@example.com", p_role: "support" });
    expectSecretKey(requests[0]!);
  });

  it("reads the held queue and items through their functions, into the port's shapes", async () => {
    const { fetch, requests } = fakeFetch(
      json([{ id: id(1), item_id: 3, item_title: "Item", author_name: "Ana", content: "www.x.com", created_at: "2026-12-01T10:00:00+00:00" }]),
      json([{ id: 3, title: "Item", description: "", category: null, status: "Done", shipped_on: "2026-11-30", upvotes: 4, created_at: "2026-03-01T09:00:00+00:00", has_pt: false, pt_title: null, pt_description: null, pt_category: null, comment_count: 2, held_count: 1 }]),
    );
    const backend = backendWith(fetch);
    expect(await backend.listHeldComments({ after: id(9), limit: 51 })).toEqual([{ id: id(1), itemId: 3, itemTitle: "Item", authorName: "Ana", content: "www.x.com", createdAt: "2026-12-01T10:00:00.000Z" }]);
    expect(await backend.listStudioRoadmapItems({ before: 10, limit: 51 })).toEqual([
      {
        id: 3,
        en: { title: "Item", description: "", category: null },
        pt: { title: "", description: "", category: null },
        hasPortuguese: false,
        status: "Done",
        shippedOn: "2026-11-30",
        upvotes: 4,
        commentCount: 2,
        heldCount: 1,
        createdAt: "2026-03-01T09:00:00.000Z",
      },
    ]);
    expect(requests.map((request) => [request.url.pathname, request.body])).toEqual([
      ["/rest/v1/rpc/studio_held_comments", { p_after: id(9), p_limit: 51 }],
      ["/rest/v1/rpc/studio_roadmap_items", { p_before: 10, p_id: null, p_limit: 51 }],
    ]);
    for (const request of requests) expectSecretKey(request);
  });

  it("saves an edit with the audit entry's words from the item it read, and answers null for an item that is not there", async () => {
    const was = { id: 3, title: "Item", description: "", category: null, status: "Next Up", shipped_on: null, upvotes: 0, created_at: "2026-03-01T09:00:00Z", has_pt: true, pt_title: "Item", pt_description: "", pt_category: null, comment_count: 0, held_count: 0 };
    const { fetch, requests } = fakeFetch(json([was]), json(3), json([]));
    const backend = backendWith(fetch);
    const input = { en: { title: "Item", description: "D", category: "C" }, pt: { title: "Item pt", description: "", category: null }, status: "Done", shippedOn: null };
    expect(await backend.saveStudioRoadmapItem(3, input, actor)).toBe(3);
    expect(requests[1]!.url.pathname).toBe("/rest/v1/rpc/studio_save_roadmap_item");
    expect(requests[1]!.body).toEqual({
      p_id: 3,
      p_item: { title: "Item", description: "D", category: "C", status: "Done", shipped_on: null, pt_title: "Item pt", pt_description: "", pt_category: null },
      p_detail: '"Item": Next Up → Done',
      p_actor: "support@example.com",
      p_role: "support",
    });
    expect(await backend.saveStudioRoadmapItem(4, input, actor)).toBeNull();
    expect(requests).toHaveLength(3);
  });
});
