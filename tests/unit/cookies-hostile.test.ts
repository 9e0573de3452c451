import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { readCookie } from "~/lib/i18n";
import { readFlash } from "~/server/flash.server";
import { keyVisitor, lookUpVisitor, unreadableVisitorCookie, visitorCookieName, visitorIdFrom } from "~/server/visitor.server";

// Issue 23 item 2: a cookie the site cannot read is dropped and cleared, never an error.
// `__flash=x.y` used to throw inside Remix's signature check (500 on every page) and a bad
// visitor cookie made every vote, like and help-feedback post 503.

const secret = "a-session-secret-for-the-cookie-tests";
const context = { config: { production: true, sessionSecret: secret, hashSalt: "salt-for-the-cookie-tests" } } as AppLoadContext;
const page = (cookie: string) => new Request("https://stayloop.test/pricing", { headers: { Cookie: cookie } });

/** The same value signed with the site's secret, as a cookie of `name` would carry it. */
async function signed(name: string, value: unknown) {
  const serialized = await createCookie(name, { secrets: [secret] }).serialize(value);
  return serialized.split(";")[0]!.slice(name.length + 1);
}

const unsignedGarbage = [
  "x.y",
  "x",
  ".",
  "..",
  "garbage",
  "eyJmbGFzaCI6e319",
  "eyJmbGFzaCI6e319.",
  "eyJmbGFzaCI6e319.!!!!",
  "eyJmbGFzaCI6e319.AAAA",
  "aGVsbG8=.c2lnbmF0dXJl",
  "%",
  "%E0%A4%A",
  "%00%00.%ff",
  "%22%7B%7D%22",
  "a%2Eb",
  '"quoted.value"',
  "\u00e9\u00e9.\u00e9",
  "x".repeat(5000),
  `${"A".repeat(3000)}.${"B".repeat(3000)}`,
  "=.=",
];

async function hostileValues(name: string) {
  return [
    ...unsignedGarbage,
    // Signed by the site, but not what the cookie holds: JSON that is not an object, the wrong shapes.
    await signed(name, "a string"),
    await signed(name, [1, 2, 3]),
    await signed(name, null),
    await signed(name, 42),
    await signed(name, { flash: "not an object" }),
    await signed(name, { flash: { toast: "x" } }),
    await signed(name, { flash: { toast: { kind: "boom", title: 3 } } }),
    await signed(name, { flash: { form: { id: 1, reply: "x" } } }),
    await signed(name, { flash: [] }),
    // Signed with another secret (a rotated SESSION_SECRET).
    (await createCookie(name, { secrets: ["another-secret"] }).serialize({ flash: {} })).split(";")[0]!.slice(name.length + 1),
  ];
}

const expires = (setCookie: string | null | undefined, name: string) =>
  !!setCookie && setCookie.startsWith(`${name}=;`) && /Expires=Thu, 01 Jan 1970|Max-Age=0/i.test(setCookie);

describe("the flash cookie, hostile", () => {
  it("is dropped and cleared when it cannot be read, on any value", async () => {
    for (const value of await hostileValues("__flash")) {
      const { flash, headers } = await readFlash(page(`__flash=${value}`), context);
      expect(flash, value.slice(0, 60)).toBeNull();
      expect(expires(headers?.["Set-Cookie"], "__flash"), value.slice(0, 60)).toBe(true);
    }
  });

  it("still reads a good flash next to garbage in other cookies", async () => {
    const good = await signed("__flash", { flash: { toast: { kind: "success", title: "newsletter.toast.successTitle", id: "abc" } } });
    const { flash } = await readFlash(page(`lang=%; stayloop_visitor=x.y; __flash=${good}`), context);
    expect(flash?.toast?.title).toBe("newsletter.toast.successTitle");
  });
});

describe("the visitor cookie, hostile", () => {
  it("counts as no cookie, gets a new id on a post and is cleared on a page", async () => {
    const values = [...(await hostileValues(visitorCookieName)), await signed(visitorCookieName, "not-a-uuid"), await signed(visitorCookieName, { id: 1 })];
    for (const value of values) {
      const request = page(`${visitorCookieName}=${value}`);
      const label = value.slice(0, 60);
      expect(await visitorIdFrom(request, context), label).toBeNull();
      expect(await lookUpVisitor(request, context), label).toEqual({ visitorKey: null });
      const posted = await keyVisitor(request, context, "help-feedback");
      expect(posted.visitorKey, label).toMatch(/^[0-9a-f]{64}$/);
      expect(posted.setCookie, label).toMatch(new RegExp(`^${visitorCookieName}=[^;]+\\.`));
      expect(expires(await unreadableVisitorCookie(request, context), visitorCookieName), label).toBe(true);
      
    }
  });

  it("keeps a good id, and clears nothing when it is readable or absent", async () => {
    const id = "0b7e4d9c-1f2a-4c3b-8d4e-5f6a7b8c9d0e";
    const request = page(`${visitorCookieName}=${await signed(visitorCookieName, id)}`);
    expect(await visitorIdFrom(request, context)).toBe(id);
    expect((await keyVisitor(request, context, "roadmap")).setCookie).toBeNull();
    expect(await unreadableVisitorCookie(request, context)).toBeNull();
    expect(await unreadableVisitorCookie(page("other_stayloop_visitor=x.y"), context)).toBeNull();
    expect(await unreadableVisitorCookie(page(""), context)).toBeNull();
  });
});

describe("the plain cookies (language, banner)", () => {
  it("never throw on garbage, and an unreadable value reads as none", () => {
    for (const value of unsignedGarbage) {
      expect(() => readCookie(`lang=${value}; launch_banner_hidden=${value}`, "lang")).not.toThrow();
    }
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
  });
});
