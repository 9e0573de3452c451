import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkImage, maxImageBytes } from "~/features/studio/images/image-check";

/**
 * The library's content check (decision 0507) on real files: made by libvips (sharp, the encoder
 * of many image pipelines: JPEG baseline and progressive, PNG, WebP lossy, lossless and with
 * alpha, AVIF) and by Ghostscript (PNG and JPEG), in tests/fixtures/images.
 */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/images/${name}`, import.meta.url)));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
};
const text = (value: string) => new TextEncoder().encode(value);

describe("image content check", () => {
  it.each([
    ["photo.jpg", "jpeg", 48, 30],
    ["progressive.jpg", "jpeg", 48, 30],
    ["ghostscript.jpg", "jpeg", 40, 20],
    ["cover.jpg", "jpeg", 640, 336],
    ["drawing.png", "png", 48, 30],
    ["ghostscript.png", "png", 40, 20],
    ["lossy.webp", "webp", 48, 30],
    ["lossless.webp", "webp", 48, 30],
    ["transparent.webp", "webp", 50, 20],
    ["photo.avif", "avif", 48, 30],
  ])("accepts %s as %s %i×%i", (name, type, width, height) => {
    expect(checkImage(fixture(name))).toEqual({ ok: true, type, width, height });
  });

  it("goes by the bytes, not the name: a text file named .jpg and a PDF are refused", () => {
    expect(checkImage(text("just some notes, saved as holiday.jpg\n"))).toEqual({ ok: false, reason: "notImage" });
    expect(checkImage(text("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"))).toEqual({ ok: false, reason: "notImage" });
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
  });

  it.each(["photo.jpg", "progressive.jpg", "drawing.png", "lossy.webp", "lossless.webp", "photo.avif"])("refuses %s cut short, in its header or later", (name) => {
    const whole = fixture(name);
    for (const length of [6, 20, 40, Math.floor(whole.byteLength / 2), whole.byteLength - 1]) {
      const check = checkImage(whole.subarray(0, length));
      expect(check.ok, `${name} cut at ${length}`).toBe(false);
    }
    expect(checkImage(whole.subarray(0, 40))).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated|notImage/) });
  });

  it.each(["photo.jpg", "drawing.png", "lossy.webp", "photo.avif"])("refuses %s with a ZIP or a page glued after it (a polyglot)", (name) => {
    const zip = join(text("PK\u0003\u0004"), new Uint8Array(40));
    // AVIF reads the ZIP header as a box running past the end: refused as cut short instead.
    expect(checkImage(join(fixture(name), zip))).toMatchObject({ ok: false, reason: name.endsWith(".avif") ? "truncated" : "trailing" });
    expect(checkImage(join(fixture(name), text("<html><script>alert(1)</script></html>")))).toMatchObject({ ok: false });
  });

  it("refuses a PNG carrying a script in a text chunk, and one whose chunk checksum is wrong", () => {
    const png = fixture("drawing.png");
    const payload = text("Comment\u0000<SCRIPT>alert(document.cookie)</SCRIPT>");
    const chunk = new Uint8Array(12 + payload.byteLength);
    new DataView(chunk.buffer).setUint32(0, payload.byteLength);
    chunk.set(text("tEXt"), 4);
    chunk.set(payload, 8);
    // The right CRC is not needed to prove the markup check: a wrong one is refused first.
    const withChunk = join(png.subarray(0, 33), chunk, png.subarray(33));
    expect(checkImage(withChunk)).toEqual({ ok: false, reason: "notImage" });
    const broken = png.slice();
    broken[29] = (broken[29] ?? 0) ^ 0xff; // IHDR's CRC
    expect(checkImage(broken)).toEqual({ ok: false, reason: "notImage" });
  });

  it("refuses a JPEG with a page in its comment segment", () => {
    const jpeg = fixture("photo.jpg");
    const comment = text("<!DOCTYPE html><html><body>hello</body></html>");
    const segment = join(new Uint8Array([0xff, 0xfe, (comment.byteLength + 2) >> 8, (comment.byteLength + 2) & 0xff]), comment);
    expect(checkImage(join(jpeg.subarray(0, 2), segment, jpeg.subarray(2)))).toEqual({ ok: false, reason: "hostile" });
  });

  it("refuses headers that claim an absurd size", () => {
    const png = fixture("drawing.png");
    const huge = png.slice();
    new DataView(huge.buffer).setUint32(16, 1_000_000);
    expect(checkImage(huge)).toMatchObject({ ok: false });
    const jpeg = fixture("photo.jpg").slice();
    // The SOF0 segment's height and width: 0 × 0.
    const sof = jpeg.findIndex((byte, index) => byte === 0xff && jpeg[index + 1] === 0xc0);
    jpeg.set([0, 0, 0, 0], sof + 5);
    expect(checkImage(jpeg)).toEqual({ ok: false, reason: "dimensions" });
    const webp = fixture("lossy.webp").slice();
    webp.set([0xff, 0xff, 0xff, 0x7f], 4); // RIFF size far past the file
    expect(checkImage(webp)).toEqual({ ok: false, reason: "truncated" });
  });

  it("refuses a file over 5 MB by its size", () => {
    const big = new Uint8Array(maxImageBytes + 1);
    big.set(fixture("photo.jpg"));
    expect(checkImage(big)).toEqual({ ok: false, reason: "tooLarge" });
  });
});
