import { describe, expect, it } from "vitest";
import { backendWith, expectPublishableKey, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

/**
 * The image library's Supabase adapter at the fetch boundary (decision 0507): the bytes go to the
 * public bucket before the row's function is called, public pages read through the publishable
 * key, the image route gets the bucket's public address, and the file goes only after the
 * function said the row was deleted. Its SQL is tested on PGlite (tests/postgres/studio-images.test.ts).
 */
const key = `${"ab".repeat(32)}.png`;
const actor = { email: "writer@example.com", role: "writer" as const };
const image = { key, type: "png" as const, width: 48, height: 30, fileName: "drawing.png", altEn: "A sun", altPt: "Um sol", bytes: new Uint8Array([137, 80, 78, 71]) };

describe("the library on Supabase", () => {
  it("stores the bytes in the public bucket, then adds the row with its audit entry through the function", async () => {
    const { fetch, requests } = fakeFetch(json([]), json({ Key: `library-images/${key}` }), json("added"));
    expect(await backendWith(fetch).addLibraryImage(image, actor)).toBe("added");
    const [lookup, upload, add] = requests;
    expectSecretKey(lookup!);
    expect(upload!.url.pathname).toBe(`/storage/v1/object/library-images/${key}`);
    expect(upload!.headers.get("Content-Type")).toBe("image/png");
    expect(upload!.headers.get("cache-control")).toBe("max-age=31536000");
    expect(upload!.raw).toEqual(image.bytes);
    expect(add!.url.pathname).toBe("/rest/v1/rpc/studio_add_image");
    expect(add!.body).toMatchObject({ p_key: key, p_content_type: "image/png", p_width: 48, p_height: 30, p_byte_size: 4, p_alt_en: "A sun", p_alt_pt: "Um sol", p_actor: "writer@example.com", p_role: "writer" });
  });

  it("reads a page's images with the publishable key, and sends the image route to the bucket's public address", async () => {
    const { fetch, requests } = fakeFetch(json([{ key, width: 48, height: 30, alt_en: "A sun", alt_pt: "Um sol" }]));
    const backend = backendWith(fetch);
    expect(await backend.libraryImageFacts([key])).toEqual([{ key, width: 48, height: 30, altEn: "A sun", altPt: "Um sol" }]);
    expectPublishableKey(requests[0]!);
    expect(requests[0]!.body).toEqual({ p_keys: [key] });
    expect(await backend.openLibraryImage(key)).toEqual({ kind: "redirect", url: `${url}/storage/v1/object/public/library-images/${key}` });
  });

  it("removes the file only when the function deleted the row", async () => {
    const refused = fakeFetch(json("in-use"));
    expect(await backendWith(refused.fetch).deleteLibraryImage(key, { email: "editor@example.com", role: "editor" })).toBe("in-use");
    expect(refused.requests).toHaveLength(1);
    const deleted = fakeFetch(json("deleted"), json([{ name: key }]));
    expect(await backendWith(deleted.fetch).deleteLibraryImage(key, { email: "editor@example.com", role: "editor" })).toBe("deleted");
    expect(deleted.requests[1]!.url.pathname).toBe("/storage/v1/object/library-images");
    expect(deleted.requests[1]!.body).toEqual({ prefixes: [key] });
  });
});
