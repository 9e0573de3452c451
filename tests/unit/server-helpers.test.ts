import { describe, expect, it } from "vitest";
import { formatLongDate, formatRelative } from "~/lib/dates";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { addressKey, emailBucketMessage, rateLimits, withinRateLimit } from "~/server/abuse.server";
import { keyedHash } from "~/server/crypto.server";
import type { RateLimitInput } from "~/backend/types";
import { safeRedirectPath } from "~/server/flash.server";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/pt/blog?category=x")).toBe("/pt/blog?category=x");
  });
  it("returns the path as a browser will follow it", () => {
    expect(safeRedirectPath("/blog/caf\u00e9?q=a b#top")).toBe("/blog/caf%C3%A9?q=a%20b#top");
  });
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    " ",
    null,
    "/a\nb",
    "/pt//evil.example",
    "/pt/\\evil.example",
    "/pt///evil.example",
    "/%2F%2Fevil.example",
    "/pt/%2f%2fevil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/pt\n//evil.example",
    " //evil.example",
    "/pt/ok//evil.example",
    `/${"a".repeat(2001)}`,
  ])(
    "refuses %j",
    (value) => expect(safeRedirectPath(value as string | null, "/fallback")).toBe("/fallback"),
  );
});

describe("keyedHash", () => {
  it("depends on the salt and never contains the address", async () => {
    const a = await keyedHash("salt-one-salt-one", "newsletter:203.0.113.9");
    const b = await keyedHash("salt-two-salt-two", "newsletter:203.0.113.9");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("203.0.113.9");
    expect(await keyedHash("salt-one-salt-one", "newsletter:203.0.113.9")).toBe(a);
  });
});

describe("addressKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    // One home or phone is handed a whole /64: every address in it is one client.
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3:8d3::/64"],
    ["2001:DB8:85A3:08D3::1", "2001:db8:85a3:8d3::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::3]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["::ffff:c633:6404", "198.51.100.4"],
    ["64:ff9b::198.51.100.4", "64:ff9b:0:0::/64"],
  ])("keys %j as %j", (raw, key) => expect(addressKey(raw)).toBe(key));

  it("keeps anything that is not an address as it came, so it still has a bucket of its own", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(addressKey("1:2:3:4:5:6:7")).toBe("1:2:3:4:5:6:7");
    expect(addressKey("999.1.1.1")).toBe("999.1.1.1");
  });
});

describe("withinRateLimit", () => {
  /** A backend that allows `allowed` hits per bucket and records every hit. */
  function contextWith(allowed: number) {
    const hits: RateLimitInput[] = [];
    const counts = new Map<string, number>();
    const backend = {
      hitRateLimit: (input: RateLimitInput) => {
        hits.push(input);
        const count = (counts.get(input.bucket) ?? 0) + 1;
        counts.set(input.bucket, count);
        return Promise.resolve({ allowed: count <= allowed, retryAfterSeconds: count <= allowed ? 0 : 60 });
      },
    };
    const context = { config: { hashSalt: "test-hash-salt-0123456789" }, backend } as unknown as AppLoadContext;
    return { context, hits };
  }
  const from = (address: string) => new Request("https://stayloop.test/resources/newsletter", { headers: { "CF-Connecting-IP": address } });

  it("counts the address, then the email, each under its own keyed bucket and limit", async () => {
    const { context, hits } = contextWith(10);
    expect(await withinRateLimit(from("203.0.113.9"), context, "newsletter", { email: " Ana@Example.com " })).toBe(true);
    expect(hits).toEqual([
      { bucket: await keyedHash("test-hash-salt-0123456789", "newsletter:203.0.113.9"), ...rateLimits.newsletter.perAddress },
      { bucket: await keyedHash("test-hash-salt-0123456789", "newsletter:email:ana@example.com:from:203.0.113.9"), ...rateLimits.newsletter.perEmail },
    ]);
  });

  it("does not count the email when the address is refused, nor for actions without an email limit", async () => {
    const { context, hits } = contextWith(0);
    expect(await withinRateLimit(from("203.0.113.9"), context, "download", { email: "ana@example.com" })).toBe(false);
    expect(hits).toHaveLength(1);
    const open = contextWith(10);
    expect(await withinRateLimit(from("203.0.113.9"), open.context, "audit", { email: "ana@example.com" })).toBe(true);
    expect(open.hits).toHaveLength(1);
  });

  it("refuses an email that has used its limit from this address, and only from this address (issue 23 item 7)", async () => {
    const { context } = contextWith(1);
    expect(await withinRateLimit(from("203.0.113.9"), context, "application", { email: "ana@example.com" })).toBe(true);
    expect(await withinRateLimit(from("203.0.113.9"), context, "application", { email: " ANA@example.com" })).toBe(false);
    // The owner, from their own address, is not locked out by what a stranger sent.
    expect(await withinRateLimit(from("198.51.100.4"), context, "application", { email: "ana@example.com" })).toBe(true);
    // One /64 is one client, for the email's count as for the address's.
    expect(emailBucketMessage("download", "ana@example.com", "2001:db8:9:9::1")).toBe(emailBucketMessage("download", "Ana@example.com ", "2001:db8:9:9:ffff::2"));
    expect(emailBucketMessage("download", "ana@example.com", "2001:db8:9:9::1")).not.toBe(emailBucketMessage("download", "ana@example.com", "2001:db8:9:a::1"));
  });

  it("shares one bucket across an IPv6 /64", async () => {
    const { context, hits } = contextWith(10);
    await withinRateLimit(from("2001:db8:1:2::a"), context, "aiDemo");
    await withinRateLimit(from("2001:db8:1:2:ffff::b"), context, "aiDemo");
    await withinRateLimit(from("2001:db8:1:3::a"), context, "aiDemo");
    expect(hits[0]!.bucket).toBe(hits[1]!.bucket);
    expect(hits[2]!.bucket).not.toBe(hits[0]!.bucket);
  });
});

describe("dates", () => {
  it("formats long dates in the page's language", () => {
    expect(formatLongDate("2025-05-10T12:00:00Z", "en")).toBe("May 10, 2025");
    expect(formatLongDate("2025-05-10T12:00:00Z", "pt")).toBe("10 de maio de 2025");
    expect(formatLongDate("not a date", "en")).toBe("");
  });
  it("says how long ago, ending in 'ago'", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(formatRelative("2026-11-19T12:00:00Z", "en", now)).toBe("3 days ago");
    expect(formatRelative("2026-11-19T12:00:00Z", "pt", now)).toBe("há 3 dias");
  });
});
