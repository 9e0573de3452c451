import { describe, expect, it } from "vitest";
import { BackendError } from "~/backend/types";
import { backendWith, fakeFetch, json, publishableKey, rejection, secretKey, url } from "../fixtures/supabase/fake-fetch";
import { sampleApplication, sampleApplicationFields } from "../fixtures/engagement/applications";

// The engagement part of the Supabase adapter at the fetch boundary: which endpoint, which
// key, which body, and how answers and errors come back (supabase/migrations and
// docs/decisions/0306-supabase-engagement-functions.md).

const visitor = { visitorKey: "k".repeat(64), addressHash: "a".repeat(64) };


describe("roadmap reads (publishable key, table reads)", () => {
  it("reads the items newest first with their comment count and the page language's translation", async () => {
    const { fetch, requests } = fakeFetch(
      json([
        {
          id: 4,
          title: "AI content creation",
          description: "Posts in your voice",
          category: "AI",
          status: "In Progress",
          upvotes: 87,
          created_at: "2026-08-11T09:00:00+00:00",
          roadmap_comments: [{ count: 3 }],
          translations: [{ locale: "pt", title: "Conteúdo com IA", description: "Posts na sua voz", category: "IA" }],
        },
        {
          id: 13,
          title: "Owner reports",
          description: null,
          category: null,
          status: "Under review",
          upvotes: 31,
          created_at: "2026-11-10T09:00:00+00:00",
          roadmap_comments: [{ count: 0 }],
          translations: [],
        },
      ]),
    );
    const items = await backendWith(fetch).listRoadmapItems("pt");
    expect(items).toEqual([
      {
        id: 4,
        title: "Conteúdo com IA",
        description: "Posts na sua voz",
        category: "IA",
        status: "In Progress",
        upvotes: 87,
        commentCount: 3,
        createdAt: "2026-08-11T09:00:00+00:00",
      },
      {
        id: 13,
        title: "Owner reports",
        description: "",
        category: null,
        status: "Under review",
        upvotes: 31,
        commentCount: 0,
        createdAt: "2026-11-10T09:00:00+00:00",
      },
    ]);
    const [request] = requests;
    expect(request!.method).toBe("GET");
    expect(request!.url.pathname).toBe("/rest/v1/roadmap_items");
    expect(request!.url.searchParams.get("select")).toContain("roadmap_comments(count)");
    expect(request!.url.searchParams.get("translations.locale")).toBe("eq.pt");
    expect(request!.url.searchParams.get("order")).toBe("created_at.desc,id.desc");
    expect(request!.headers.get("apikey")).toBe(publishableKey);
  });

  it("reads a page of one item's comments through get_roadmap_comments_page, shown oldest first", async () => {
    const row = (id: string, day: number) => ({
      id,
      item_id: 4,
      author_name: "Ana",
      content: `Comment ${id}`,
      likes: 2,
      created_at: `2026-11-0${day}T00:00:00+00:00`,
    });
    const cursor = "5d9c2a34-8f7e-4b1a-9c3d-2e6f1a0b9c8d";
    const { fetch, requests } = fakeFetch(json({ comments: [row("c3", 3), row("c2", 2), row("c1", 1)], newer: 20 }));
    const page = await backendWith(fetch).listRoadmapComments(4, { before: cursor, limit: 2 });
    expect(page).toEqual({
      comments: [
        { id: "c2", itemId: 4, authorName: "Ana", content: "Comment c2", likes: 2, createdAt: "2026-11-02T00:00:00+00:00" },
        { id: "c3", itemId: 4, authorName: "Ana", content: "Comment c3", likes: 2, createdAt: "2026-11-03T00:00:00+00:00" },
      ],
      olderBefore: "c2",
      newerCount: 20,
    });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_roadmap_comments_page");
    expect(requests[0]!.body).toEqual({ p_item_id: 4, p_before: cursor, p_limit: 3 });
    expect(requests[0]!.headers.get("apikey")).toBe(publishableKey);
  });

  it("answers null for a cursor that names no comment, without asking", async () => {
    const { fetch, requests } = fakeFetch(json(null));
    expect(await backendWith(fetch).listRoadmapComments(4, { before: "not-a-uuid", limit: 20 })).toBeNull();
    expect(requests).toHaveLength(0);
    expect(await backendWith(fetch).listRoadmapComments(4, { before: "5d9c2a34-8f7e-4b1a-9c3d-2e6f1a0b9c8d", limit: 20 })).toBeNull();
  });

  it("answers null for an item that does not exist", async () => {
    const { fetch } = fakeFetch(json([]));
    expect(await backendWith(fetch).getRoadmapItem(999, "en")).toBeNull();
  });
});

describe("roadmap writes (secret key, functions)", () => {
  it.each(["counted", "already-counted", "address-limit", "not-found"] as const)("upvotes with the visitor's hashes and returns %s", async (outcome) => {
    const { fetch, requests } = fakeFetch(json(outcome));
    expect(await backendWith(fetch).upvoteRoadmapItem(4, visitor)).toBe(outcome);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/upvote_roadmap_item");
    expect(requests[0]!.body).toEqual({ p_item_id: 4, p_visitor_key: visitor.visitorKey, p_address_hash: visitor.addressHash });
    expect(requests[0]!.headers.get("apikey")).toBe(secretKey);
  });

  it("likes a comment with the visitor's hashes", async () => {
    const { fetch, requests } = fakeFetch(json("counted"));
    expect(await backendWith(fetch).likeRoadmapComment("c1", visitor)).toBe("counted");
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/like_roadmap_comment");
    expect(requests[0]!.body).toEqual({ p_comment_id: "c1", p_visitor_key: visitor.visitorKey, p_address_hash: visitor.addressHash });
  });

  it("refuses an outcome it does not know", async () => {
    const { fetch } = fakeFetch(json("maybe"));
    expect(await rejection(backendWith(fetch).upvoteRoadmapItem(4, visitor))).toBeInstanceOf(BackendError);
  });

  it("adds a comment and returns it, or null when the item is gone", async () => {
    const row = { id: "c9", item_id: 4, author_name: "Anonymous", content: "Hi", likes: 0, created_at: "2026-11-22T10:00:00+00:00" };
    const { fetch, requests } = fakeFetch(json([row]), json([]));
    const backend = backendWith(fetch);
    expect(await backend.addRoadmapComment({ itemId: 4, authorName: "Anonymous", content: "Hi" })).toEqual({
      id: "c9",
      itemId: 4,
      authorName: "Anonymous",
      content: "Hi",
      likes: 0,
      createdAt: "2026-11-22T10:00:00+00:00",
    });
    expect(requests[0]!.body).toEqual({
      p_event: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        item_id: 4,
        author_name: "Anonymous",
        content: "Hi",
        status: "published",
        approve_url: null,
        hide_url: null,
      },
    });
    expect(await backend.addRoadmapComment({ itemId: 5, authorName: "Ana", content: "Hi" })).toBeNull();
  });

  it("passes a held comment's id, status and moderation links, and moderates through moderate_roadmap_comment", async () => {
    const row = { id: "c9", item_id: 4, author_name: "Ana", content: "see x.com", likes: 0, created_at: "2026-11-22T10:00:00+00:00" };
    const { fetch, requests } = fakeFetch(json([row]), json("done"), json("unchanged"), json(null));
    const backend = backendWith(fetch);
    await backend.addRoadmapComment({
      id: "11111111-2222-4333-8444-555555555555",
      itemId: 4,
      authorName: "Ana",
      content: "see x.com",
      status: "held",
      approveUrl: "https://stayloop.io/roadmap/moderate?token=a",
      hideUrl: "https://stayloop.io/roadmap/moderate?token=h",
    });
    expect(requests[0]!.body).toMatchObject({
      p_event: {
        id: "11111111-2222-4333-8444-555555555555",
        status: "held",
        approve_url: "https://stayloop.io/roadmap/moderate?token=a",
        hide_url: "https://stayloop.io/roadmap/moderate?token=h",
      },
    });
    expect(await backend.moderateRoadmapComment("11111111-2222-4333-8444-555555555555", "publish")).toBe("done");
    expect(requests[1]!.body).toEqual({ p_comment_id: "11111111-2222-4333-8444-555555555555", p_action: "publish" });
    expect(await backend.moderateRoadmapComment("11111111-2222-4333-8444-555555555555", "publish")).toBe("unchanged");
    expect(await backend.moderateRoadmapComment("11111111-2222-4333-8444-555555555555", "hide")).toBe("not-found");
  });

  it("looks up the visitor's votes with the secret key", async () => {
    const { fetch, requests } = fakeFetch(json([{ item_voted: true, liked_comment_ids: ["c1"] }]));
    expect(await backendWith(fetch).roadmapVotesOf(4, { visitorKey: "k" })).toEqual({
      itemVoted: true,
      likedCommentIds: ["c1"],
    });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_roadmap_votes_of_visitor");
    expect(requests[0]!.body).toEqual({ p_item_id: 4, p_visitor_key: "k" });
    expect(requests[0]!.headers.get("apikey")).toBe(secretKey);
  });

  it("knows a visitor without a cookie has voted on nothing, without asking", async () => {
    const { fetch, requests } = fakeFetch();
    expect(await backendWith(fetch).roadmapVotesOf(4, { visitorKey: null })).toEqual({ itemVoted: false, likedCommentIds: [] });
    expect(requests).toHaveLength(0);
  });

  it("turns a PostgREST error into a BackendError", async () => {
    const { fetch } = fakeFetch(json({ code: "42501", message: "permission denied for function upvote_roadmap_item" }, 401));
    const error = await rejection(backendWith(fetch).upvoteRoadmapItem(4, visitor));
    expect(error).toBeInstanceOf(BackendError);
    expect((error as Error).message).toContain("permission denied");
  });
});

describe("careers", () => {
  it("lists active jobs in the page language with the publishable key, and an empty answer as none", async () => {
    const shared = { id: "senior-full-stack-engineer", title: "Engenheiro(a)", department: "Engenharia", location: "Remoto" };
    const rest = { type: "Tempo integral", description: "…" };
    // The full description (decision 0047): text[] lists and the hours, or empty lists and null.
    const full = { responsibilities: ["Construir"], qualifications: ["TypeScript"], work_hours: "40 horas" };
    const postedAt = "2026-11-10T09:00:00+00:00";
    const row = { ...shared, ...rest, employment_type: "FULL_TIME", is_remote: true, posted_at: postedAt };
    // The job page's columns (decision 0309) as PostgREST sends them: timestamptz with an offset, text[], numeric.
    const page = { valid_through: "2027-02-28T23:59:59+00:00", applicant_locations: ["PT", "BR"], salary_currency: "EUR", salary_min: 70000, salary_max: 90000, salary_unit: "YEAR" };
    const unpaid = { ...row, id: "csm", responsibilities: [], qualifications: [], work_hours: null, valid_through: null, applicant_locations: [], salary_currency: null, salary_min: null, salary_max: null, salary_unit: null };
    const { fetch, requests } = fakeFetch(json([{ ...row, ...full, ...page }, unpaid]), json(null));
    const backend = backendWith(fetch);
    expect(await backend.listActiveJobListings("pt")).toEqual([
      {
        ...shared,
        ...rest,
        responsibilities: ["Construir"],
        qualifications: ["TypeScript"],
        workHours: "40 horas",
        employmentType: "FULL_TIME",
        remote: true,
        postedAt,
        validThrough: "2027-02-28T23:59:59.000Z",
        applicantLocations: ["PT", "BR"],
        salary: { currency: "EUR", min: 70000, max: 90000, unit: "YEAR" },
      },
      { ...shared, ...rest, id: "csm", responsibilities: [], qualifications: [], workHours: null, employmentType: "FULL_TIME", remote: true, postedAt, validThrough: null, applicantLocations: [], salary: null },
    ]);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_active_job_listings");
    expect(requests[0]!.body).toEqual({ p_locale: "pt" });
    expect(requests[0]!.headers.get("apikey")).toBe(publishableKey);
    expect(await backend.listActiveJobListings("en")).toEqual([]);
  });

  it("uploads a resume to the private bucket under a generated name, with the secret key", async () => {
    const { fetch, requests } = fakeFetch(json({ Key: "job_applications/resumes/x.pdf", Id: "1" }));
    const content = new TextEncoder().encode("%PDF-1.7 test");
    const { path } = await backendWith(fetch).storeResume(content, { extension: "pdf", contentType: "application/pdf" });
    expect(path).toMatch(/^resumes\/\d+-[0-9a-f-]{36}\.pdf$/);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url.pathname).toBe(`/storage/v1/object/job_applications/${path}`);
    expect(request!.headers.get("apikey")).toBe(secretKey);
    expect(request!.headers.get("x-upsert")).toBe("false");
    expect(new TextDecoder().decode(request!.raw)).toContain("%PDF-1.7 test");
  });

  it("deletes a resume, and refuses to delete anything that is not one", async () => {
    const { fetch, requests } = fakeFetch(json([{ name: "resumes/x.pdf" }]));
    const backend = backendWith(fetch);
    await backend.deleteResume("resumes/x.pdf");
    expect(requests[0]!.method).toBe("DELETE");
    expect(requests[0]!.url.pathname).toBe("/storage/v1/object/job_applications");
    expect(requests[0]!.body).toEqual({ prefixes: ["resumes/x.pdf"] });
    await expect(backend.deleteResume("downloads/guide.pdf")).rejects.toThrow(BackendError);
  });

  it("submits the application with the storage path", async () => {
    const { fetch, requests } = fakeFetch(json("0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11"));
    const result = await backendWith(fetch).submitJobApplication(sampleApplication);
    expect(result).toEqual({ id: "0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11" });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/submit_job_application");
    // The payload the lead's builder made (app/leads/payloads.ts, decision 0058), whole.
    expect(requests[0]!.body).toEqual({ p_event: { ...sampleApplicationFields, page: null, source: null } });
    expect(requests[0]!.headers.get("apikey")).toBe(secretKey);
  });

  it("fails when the storage upload fails", async () => {
    const { fetch } = fakeFetch(json({ statusCode: "403", error: "Unauthorized", message: "new row violates row-level security policy" }, 403));
    const error = await rejection(backendWith(fetch).storeResume(new Uint8Array(4), { extension: "pdf", contentType: "application/pdf" }));
    expect(error).toBeInstanceOf(BackendError);
  });
});

describe("downloads", () => {
  it("lists published resources in the page language", async () => {
    const { fetch, requests } = fakeFetch(
      json([{ id: "r1", slug: "guide", name: "Guia", description: null, category: "Guias", thumbnail_url: null }]),
    );
    expect(await backendWith(fetch).listDownloadableResources("pt")).toEqual([
      { id: "r1", slug: "guide", name: "Guia", description: null, category: "Guias", thumbnailUrl: null },
    ]);
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_downloadable_resources");
    expect(requests[0]!.body).toEqual({ p_locale: "pt" });
    expect(requests[0]!.headers.get("apikey")).toBe(publishableKey);
  });

  it("records a download with the secret key and reports its error", async () => {
    const { fetch, requests } = fakeFetch(
      json("5e0c1f2a-1b2c-4d3e-8f90-123456789abc"),
      json({ code: "P0002", message: "no published resource nope" }, 400),
    );
    const backend = backendWith(fetch);
    const lead = { name: "Jo", email: "jo@example.com", resourceSlug: "guide", resourceName: "Guide", locale: "en" as const };
    expect(await backend.recordDownload(lead)).toEqual({ id: "5e0c1f2a-1b2c-4d3e-8f90-123456789abc" });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/record_download");
    expect(requests[0]!.body).toEqual({
      p_event: { name: "Jo", email: "jo@example.com", resource_slug: "guide", resource_name: "Guide", locale: "en", page: null, source: null },
    });
    expect(requests[0]!.headers.get("apikey")).toBe(secretKey);
    const error = await rejection(backend.recordDownload({ ...lead, resourceSlug: "nope" }));
    expect((error as Error).message).toContain("no published resource nope");
  });

  it("hands out a resource file as a short-lived signed address of the private bucket", async () => {
    const { fetch, requests } = fakeFetch(
      json("downloads/guide.pdf"),
      json({ signedURL: "/object/sign/downloadable_resources/downloads/guide.pdf?token=abc" }),
    );
    const file = await backendWith(fetch).openResourceFile("guide");
    expect(file).toEqual({ kind: "redirect", url: expect.stringContaining(`${url}/storage/v1/object/sign/downloadable_resources/downloads/guide.pdf?token=abc`) });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_downloadable_resource_file");
    expect(requests[0]!.body).toEqual({ p_slug: "guide" });
    expect(requests[1]!.url.pathname).toBe("/storage/v1/object/sign/downloadable_resources/downloads/guide.pdf");
    expect(requests[1]!.body).toEqual({ expiresIn: 120 });
    expect(requests[1]!.headers.get("apikey")).toBe(secretKey);
  });

  it("sends the visitor to an https address as it is, and answers null for an unknown resource", async () => {
    const { fetch } = fakeFetch(json("https://cdn.example.com/guide.pdf"), json(null));
    const backend = backendWith(fetch);
    expect(await backend.openResourceFile("guide")).toEqual({ kind: "redirect", url: "https://cdn.example.com/guide.pdf" });
    expect(await backend.openResourceFile("nope")).toBeNull();
  });
});
