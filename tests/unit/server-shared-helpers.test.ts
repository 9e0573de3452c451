import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sameSecret } from "~/server/crypto.server";
import { notFound } from "~/server/not-found.server";
import { signPayload, verifiedPayload } from "~/server/signed-token.server";

// Helpers written once and used everywhere (issues 21, 31): the constant-time comparison of
// secrets, the cryptography, the configuration and the thrown 404.
const repo = new URL("../..", import.meta.url).pathname;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [relative(repo, path)] : [];
  });
}
const sources = [...sourcesUnder(join(repo, "app")), ...sourcesUnder(join(repo, "functions"))];
const filesWith = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(join(repo, file), "utf8")));

describe("sameSecret", () => {
  const secret = "3f9a".repeat(16);

  it("is true only for the same string", () => {
    expect(sameSecret(secret, `${secret}`)).toBe(true);
    expect(sameSecret("", "")).toBe(true);
    expect(sameSecret("çã-✓", "çã-✓")).toBe(true);
  });

  it("is false for a difference anywhere, in case, or in length", () => {
    expect(sameSecret(secret, `0${secret.slice(1)}`)).toBe(false);
    expect(sameSecret(secret, `${secret.slice(0, -1)}0`)).toBe(false);
    expect(sameSecret(secret, `${secret.slice(0, 31)}b${secret.slice(32)}`)).toBe(false);
    expect(sameSecret("ABCDEF", "abcdef")).toBe(false);
    expect(sameSecret(secret, secret.slice(0, -1))).toBe(false);
    expect(sameSecret(secret, `${secret}0`)).toBe(false);
    expect(sameSecret("", "a")).toBe(false);
  });

  it("is the one comparison of secrets: no other file compares characters with XOR", () => {
    expect(filesWith(/charCodeAt\([^)]*\)\s*\^/)).toEqual(["app/server/crypto.server.ts"]);
  });

  it("lives with the site's only cryptography: no other file calls Web Crypto, btoa or atob (decision 0043)", () => {
    expect(filesWith(/crypto\.subtle|\bbtoa\(|\batob\(/)).toEqual(["app/server/crypto.server.ts"]);
  });
});

describe("the configuration", () => {
  it("is read from env by app/server/env.server.ts only: everything else reads the parsed config (decision 0042)", () => {
    expect(filesWith(/\benv\??\.[A-Z][A-Z_]+\b|context\.env\b/)).toEqual(["app/server/env.server.ts"]);
  });

  it("decides signed tokens: a signature one character off is refused", async () => {
    const token = await signPayload("s".repeat(32), "unsubscribe", "guest@example.com");
    expect(await verifiedPayload("s".repeat(32), "unsubscribe", token)).toBe("guest@example.com");
    const last = token.at(-1) === "0" ? "1" : "0";
    expect(await verifiedPayload("s".repeat(32), "unsubscribe", token.slice(0, -1) + last)).toBeNull();
  });
});

describe("notFound", () => {
  it("is the 404 a loader throws", async () => {
    const response = notFound();
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).toBe("Not Found");
  });

  it("is the only place a 404 response is written", () => {
    expect(filesWith(/new Response\(\s*["']Not Found["']/)).toEqual(["app/server/not-found.server.ts"]);
    expect(filesWith(/\bthrow notFound\(\)/).length).toBeGreaterThanOrEqual(9);
  });
});
