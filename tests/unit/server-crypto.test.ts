import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base64, base64url, fromBase64, fromBase64url, hex, hmacSha256, keyedHash, sha256 } from "~/server/crypto.server";

// The one crypto module (issue 31 item 4; decision 0043), checked against Node's own crypto and
// Buffer's base64, neither of which the site uses. That no other file computes them is checked
// in tests/unit/server-shared-helpers.test.ts.
const texts = ["", "a", "ab", "abc", "Olá, equipe! ✓", "\u0000\u00ff", "🏠 casa"];

describe("base64 and base64url", () => {
  it.each(texts)("encode the UTF-8 bytes of %j as Buffer does", (text) => {
    expect(base64(text)).toBe(Buffer.from(text, "utf8").toString("base64"));
    expect(base64url(text)).toBe(Buffer.from(text, "utf8").toString("base64url"));
    expect(Buffer.from(fromBase64(base64(text))!).toString("utf8")).toBe(text);
    expect(Buffer.from(fromBase64url(base64url(text))!).toString("utf8")).toBe(text);
  });

  it("encode bytes as they are, every value of a byte", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64(bytes)).toBe(Buffer.from(bytes).toString("base64"));
    expect(base64url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
    expect([...fromBase64url(base64url(bytes))!]).toEqual([...bytes]);
  });

  it("refuse text that is not theirs", () => {
    for (const wrong of ["not base64!", "a-b_", "abcde", "ab=c"]) expect(fromBase64(wrong)).toBeNull();
    for (const wrong of ["a+b/", "abc=", "a b", "abcde"]) expect(fromBase64url(wrong)).toBeNull();
  });
});

describe("hashes", () => {
  it("HMAC-SHA-256 under a text or a byte key, and its hex, as node:crypto computes them", async () => {
    expect(hex(await hmacSha256("a salt", "newsletter:203.0.113.9"))).toBe(createHmac("sha256", "a salt").update("newsletter:203.0.113.9").digest("hex"));
    const key = Uint8Array.from([0, 1, 2, 250, 255]);
    expect(base64(await hmacSha256(key, "id.1.{}"))).toBe(createHmac("sha256", key).update("id.1.{}").digest("base64"));
    expect(await keyedHash("a salt", "ç")).toBe(createHmac("sha256", "a salt").update("ç", "utf8").digest("hex"));
  });

  it("SHA-256 of a text's UTF-8 bytes", async () => {
    expect(base64(await sha256("console.log('olá')"))).toBe(createHash("sha256").update("console.log('olá')", "utf8").digest("base64"));
  });

});
