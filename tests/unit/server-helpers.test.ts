import { describe, expect, it } from "vitest";
import { formatLongDate, formatRelative } from "~/lib/dates";
import { keyedHash } from "~/server/abuse.server";
import { ConfigurationError, readConfig } from "~/server/env.server";
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

describe("configuration", () => {
  const dev = { SESSION_SECRET: "dev-only-session-secret-change-me", HASH_SALT: "dev-only-hash-salt-change-me" };
  it("runs locally with the development defaults", () => {
    expect(readConfig({ ...dev, APP_ENV: "development" }).production).toBe(false);
  });
  it("refuses to run in production with a development secret", () => {
    expect(() => readConfig({ ...dev, APP_ENV: "production" })).toThrow(ConfigurationError);
    expect(() =>
      readConfig({ APP_ENV: "production", SESSION_SECRET: "a-real-secret-of-enough-length", HASH_SALT: dev.HASH_SALT }),
    ).toThrow(/HASH_SALT/);
  });
  it("refuses missing or short secrets", () => {
    expect(() => readConfig({})).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ SESSION_SECRET: "short", HASH_SALT: "also-long-enough-salt" })).toThrow(/SESSION_SECRET/);
  });
  it("accepts real secrets in production", () => {
    const config = readConfig({
      APP_ENV: "production",
      SESSION_SECRET: "9f1c0a4e-real-session-secret",
      HASH_SALT: "2b7d6e31-real-hash-salt",
    });
    expect(config).toEqual({
      production: true,
      sessionSecret: "9f1c0a4e-real-session-secret",
      hashSalt: "2b7d6e31-real-hash-salt",
    });
  });
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
