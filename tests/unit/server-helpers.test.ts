import { describe, expect, it } from "vitest";
import { formatLongDate, formatRelative } from "~/lib/dates";
import { keyedHash } from "~/server/abuse.server";
import { ConfigurationError, readConfig } from "~/server/env.server";
import { safeRedirectPath } from "~/server/flash.server";

describe("safeRedirectPath", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirectPath("/pt/blog?category=x")).toBe("/pt/blog?category=x");
  });
  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", " ", null, "/a\nb"])(
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
  const real = {
    APP_ENV: "production",
    SESSION_SECRET: "9f1c0a4e-real-session-secret",
    HASH_SALT: "2b7d6e31-real-hash-salt",
  };
  it("accepts real secrets and an https SITE_URL in production", () => {
    const config = readConfig({ ...real, SITE_URL: "https://stayloop.io/" });
    expect(config).toEqual({
      production: true,
      sessionSecret: "9f1c0a4e-real-session-secret",
      hashSalt: "2b7d6e31-real-hash-salt",
      siteOrigin: "https://stayloop.io",
    });
  });
  it("refuses to run in production without an https SITE_URL", () => {
    expect(() => readConfig(real)).toThrow(ConfigurationError);
    expect(() => readConfig(real)).toThrow(/SITE_URL/);
    expect(() => readConfig({ ...real, SITE_URL: " " })).toThrow(/SITE_URL/);
    expect(() => readConfig({ ...real, SITE_URL: "http://stayloop.io" })).toThrow(/https/);
    expect(() => readConfig({ ...real, SITE_URL: "stayloop.io" })).toThrow(ConfigurationError);
    expect(() => readConfig({ ...real, SITE_URL: "ftp://stayloop.io" })).toThrow(ConfigurationError);
  });
  it("lets a local server run without SITE_URL, on the request's origin", () => {
    expect(readConfig({ ...dev, APP_ENV: "development" }).siteOrigin).toBeNull();
    expect(readConfig({ ...dev, SITE_URL: "http://localhost:8788" }).siteOrigin).toBe("http://localhost:8788");
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
