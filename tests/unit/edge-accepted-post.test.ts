import { describe, expect, it } from "vitest";
import { guardBackend, isVisitorWrite } from "~/backend/deadline.server";
import type { Backend } from "~/backend/types";
import { isAcceptedPost } from "~/server/edge/accepted-post.server";

/**
 * Lead delivery starts at the edge only after a post the site accepted (issue 42 item 3,
 * decision 0059): a 2xx or 3xx answer to a post during which a write stored what the visitor sent.
 * tests/integration/http/leads-webhooks.test.ts shows it on a running site.
 */
const fakeBackend = (methods: Record<string, (...args: unknown[]) => Promise<unknown>>) => ({ kind: "d1", ...methods }) as unknown as Backend;

describe("a post the site accepted", () => {
  it("is a post answered 2xx or 3xx after a write stored what the visitor sent", () => {
    expect(isAcceptedPost("POST", 303, true)).toBe(true);
    expect(isAcceptedPost("POST", 200, true)).toBe(true);
    // Refused (validation, cross-site, size, type, rate limit) or failed: whatever was written.
    for (const status of [400, 403, 413, 415, 429, 503]) expect(isAcceptedPost("POST", status, true), String(status)).toBe(false);
    // A honeypot's pretended success stores nothing.
    expect(isAcceptedPost("POST", 303, false)).toBe(false);
    // Reads never start it, even one whose render wrote (a help search's miss).
    expect(isAcceptedPost("GET", 200, true)).toBe(false);
    expect(isAcceptedPost("HEAD", 200, true)).toBe(false);
  });

  it("counts a visitor's writes, not the site's books: the rate limit, delivery's claims and outcomes, reads", () => {
    for (const name of ["subscribe", "submitAuditRequest", "submitJobApplication", "addRoadmapComment", "recordDownload", "upvoteRoadmapItem"]) {
      expect(isVisitorWrite(name), name).toBe(true);
    }
    for (const name of ["hitRateLimit", "claimDueLeadEvents", "recordLeadDelivery", "probeLeadReceiver", "readContentVersion", "listBlogArticles", "getRoadmapItem", "roadmapVotesOf"]) {
      expect(isVisitorWrite(name), name).toBe(false);
    }
  });

  it("is recorded by the request's backend only when such a write answered", async () => {
    const refused = new Error("constraint");
    const { backend, stored } = guardBackend(
      fakeBackend({
        hitRateLimit: () => Promise.resolve({ allowed: true }),
        subscribe: () => Promise.reject(refused),
        submitAuditRequest: () => Promise.resolve({ id: "1" }),
      }),
    );
    await backend.hitRateLimit({ bucket: "b", action: "audit", windowSeconds: 60, limit: 5 } as never);
    expect(stored()).toBe(false);
    await expect(backend.subscribe({} as never)).rejects.toBe(refused);
    expect(stored()).toBe(false);
    await backend.submitAuditRequest({} as never);
    expect(stored()).toBe(true);
  });
});
