import { describe, expect, it } from "vitest";
import { studioKindTables } from "~/backend/studio-kinds";
import { backendWith, expectSecretKey, fakeFetch, json } from "../fixtures/supabase/fake-fetch";

/**
 * The studio on Supabase at the fetch boundary (decision 0501): every call with the secret key,
 * each write one function named with the kind's columns from the one table both adapters read.
 */
const actor = { email: "editor@example.com", role: "editor" as const };
const id = "0b0e8a57-1c8a-4d54-9a0b-8f2f4d0c1a11";

describe("the studio's Supabase adapter", () => {
  it("finds a staff member with the secret key, by the lower-cased address", async () => {
    const { fetch, requests } = fakeFetch(json({ email: "ana@example.com", name: "Ana", role: "admin", active: true }));
    expect(await backendWith(fetch).findStaffMember(" Ana@Example.com ")).toEqual({ email: "ana@example.com", name: "Ana", role: "admin", active: true });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/studio_staff");
    expect(requests[0]!.url.searchParams.get("email")).toBe("eq.ana@example.com");
    expectSecretKey(requests[0]!);
  });

  it("saves through studio_save_piece with the kind's columns, and reads a conflict back as the other revision", async () => {
    const theirs = { id: 12, author_email: "admin@example.com", based_on: 11, note: null, created_at: "2026-12-02T10:00:00Z", fields: { title: "Theirs" } };
    const { fetch, requests } = fakeFetch(json({ conflict: 12 }), json(theirs));
    const result = await backendWith(fetch).saveStudioPiece({ kind: "help", id, locale: "pt", fields: { title: "Mine", slug: "mine", category_id: "" }, basedOn: 11, action: "save" }, actor);
    expect(result).toEqual({ ok: false, conflict: { id: 12, authorEmail: "admin@example.com", basedOn: 11, note: null, createdAt: "2026-12-02T10:00:00Z", fields: { title: "Theirs" } } });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/studio_save_piece");
    expect(requests[0]!.body).toMatchObject({
      p_kind: "help",
      p_id: id,
      p_columns: studioKindTables.help.fields.map((field) => field.column),
      // An empty category is NULL, not '' (a uuid column).
      p_fields: { title: "Mine", slug: "mine", category_id: null },
      p_based_on: 11,
      p_actor: "editor@example.com",
      p_role: "editor",
      p_review: null,
    });
    for (const request of requests) expectSecretKey(request);
  });

  it("publishes, unpublishes and deletes through one function each", async () => {
    const { fetch, requests } = fakeFetch(json(null), json(null), json(null));
    const backend = backendWith(fetch);
    await backend.publishStudioPiece("blog", id, "2026-12-07T09:00:00.000Z", actor);
    await backend.unpublishStudioPiece("blog", id, actor);
    await backend.deleteStudioPiece("blog", id, actor);
    expect(requests.map((request) => request.url.pathname)).toEqual(["/rest/v1/rpc/studio_publish_piece", "/rest/v1/rpc/studio_unpublish_piece", "/rest/v1/rpc/studio_delete_piece"]);
    expect(requests[0]!.body).toMatchObject({ p_kind: "blog", p_id: id, p_at: "2026-12-07T09:00:00.000Z", p_columns: studioKindTables.blog.fields.map((field) => field.column) });
  });

  it("answers no piece for an id that is not a uuid, without asking", async () => {
    const { fetch, requests } = fakeFetch();
    expect(await backendWith(fetch).getStudioPiece("blog", "../../etc")).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
